import type { Language } from './constants.ts';
import { areaCatalogues } from './i18n-areas.ts';
import { firstLoadCatalogue } from './i18n-first-load.ts';

/**
 * The shared catalogue: validation messages (used in schemas) and every server `msg`, one file per area and language
 * in `i18n/<language>/<area>.json` (the web's translations use the same area names). The web's first load takes
 * `common` and `auth` only (`i18n-first-load.ts`), the other areas with the shell (`i18n-areas.ts`).
 */
const en = { ...firstLoadCatalogue.en, ...areaCatalogues.en };
const zhCN = { ...firstLoadCatalogue.zh_CN, ...areaCatalogues.zh_CN };
export type MessageKey = keyof typeof en;
export const sharedCatalogue: Record<Language, Record<string, string>> = { en, zh_CN: zhCN };

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

/** Fill `{{name}}` placeholders; unknown keys come back as they are, so a missing key is visible, not blank. */
export function translate(language: Language, key: string, params: Record<string, string | number> = {}): string {
  const template = sharedCatalogue[language][key] ?? sharedCatalogue.en[key] ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));
}

/** `Accept-Language: zh-CN` (or anything starting with zh) is Chinese; everything else English. */
export function languageFromHeader(header: string | undefined): Language {
  return header?.trim().toLowerCase().startsWith('zh') ? 'zh_CN' : 'en';
}
