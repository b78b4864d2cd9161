import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18next from 'i18next';
import { lazy, type ComponentType } from 'react';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@mbo/contracts/constants';
import { firstLoadCatalogue } from '@mbo/contracts/i18n-first-load';
import { readString, writeString } from '../lib/storage.ts';

type Catalogue = Record<string, Record<string, unknown>>;

/**
 * en/<area>.json and zh_CN/<area>.json, one namespace per area (named as the server's areas); `shared` is the
 * server's catalogue. The namespaces of the pages outside the shell (sign-in, sign-up, the outbox) and the first-load
 * part of `shared` (common, auth) come with the first load; the others, and the other areas of `shared`, load with
 * the shell (`loadShellNamespaces`), so the sign-in route carries only what it shows.
 */
const firstLoad = import.meta.glob<Record<string, unknown>>(
  [
    './en/common.json',
    './zh_CN/common.json',
    './en/auth.json',
    './zh_CN/auth.json',
    './en/outbox.json',
    './zh_CN/outbox.json',
  ],
  { eager: true, import: 'default' },
);
const later = import.meta.glob<Record<string, unknown>>(
  ['./*/*.json', '!./*/common.json', '!./*/auth.json', '!./*/outbox.json'],
  { import: 'default' },
);

const parsePath = (path: string) => /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];

function resourcesFor(language: Language): Catalogue {
  const catalogue: Catalogue = { shared: firstLoadCatalogue[language] };
  for (const [path, content] of Object.entries(firstLoad)) {
    const [, folder, namespace] = parsePath(path);
    if (folder === language && namespace) catalogue[namespace] = content;
  }
  return catalogue;
}

let shellNamespaces: Promise<void> | undefined;

/** Adds the namespaces of the shell and its pages, in both languages (once). */
export function loadShellNamespaces(): Promise<void> {
  shellNamespaces ??= Promise.all([
    ...Object.entries(later).map(async ([path, load]) => {
      const [, folder, namespace] = parsePath(path);
      if (folder && namespace) i18n.addResourceBundle(folder, namespace, await load(), true, true);
    }),
    // The shared catalogue's other areas (stores, employees …) join its first-load part.
    import('@mbo/contracts/i18n-areas').then(({ areaCatalogues }) => {
      for (const language of LANGUAGES)
        i18n.addResourceBundle(language, 'shared', areaCatalogues[language], true, true);
    }),
  ]).then(() => undefined);
  return shellNamespaces;
}

/**
 * A page of an area beside the merchant shell (the console, the reseller workspace), loaded on demand with the
 * shell's catalogues it reads: none weighs on the sign-in route.
 */
export const lazyWithCatalogues = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(async () => {
    const [module] = await Promise.all([load(), loadShellNamespaces()]);
    return module;
  });

export function storedLanguage(): Language {
  const stored = readString('language');
  return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : DEFAULT_LANGUAGE;
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { en: resourcesFor('en'), zh_CN: resourcesFor('zh_CN') },
  lng: storedLanguage(),
  fallbackLng: false,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

function applyLanguage(language: Language): void {
  dayjs.locale(language === 'zh_CN' ? 'zh-cn' : 'en');
  document.documentElement.lang = language === 'zh_CN' ? 'zh-CN' : 'en';
}
applyLanguage(storedLanguage());

/** Switches the interface language and remembers it (kept across sign-outs). */
export async function setLanguage(language: Language): Promise<void> {
  writeString('language', language);
  applyLanguage(language);
  await i18n.changeLanguage(language);
}

/** Translates a key of the shared catalogue (zod schema messages are such keys). */
export const tShared = (key: string, params?: Record<string, unknown>): string =>
  i18n.t(key, { ns: 'shared', ...params });
