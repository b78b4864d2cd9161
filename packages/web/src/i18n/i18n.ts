import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@mbo/contracts/constants';
import { sharedCatalogue } from '@mbo/contracts/i18n';
import { readString, writeString } from '../lib/storage.ts';

type Catalogue = Record<string, Record<string, unknown>>;

/** en/<namespace>.json and zh_CN/<namespace>.json, one namespace per area; `shared` is the server's catalogue. */
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

function resourcesFor(language: Language): Catalogue {
  const catalogue: Catalogue = { shared: sharedCatalogue[language] };
  for (const [path, content] of Object.entries(files)) {
    const [, folder, namespace] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (folder === language && namespace) catalogue[namespace] = content;
  }
  return catalogue;
}

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
export const tShared = (key: string, params?: Record<string, unknown>): string => i18n.t(key, { ns: 'shared', ...params });
