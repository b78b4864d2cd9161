import type { Language } from './constants.ts';
import { areaCatalogues } from './i18n-areas.ts';
import { coreCatalogue } from './i18n-core.ts';

/**
 * The shared catalogue: validation messages (used in schemas) and every server `msg`. The core file holds the
 * areas built first; later areas keep their keys in `i18n/areas/<area>.<language>.json` (prefixed with the area).
 * The web's first load takes the core only (`i18n-core.ts`) and the areas with the shell.
 */
const en = { ...coreCatalogue.en, ...areaCatalogues.en };
const zhCN = { ...coreCatalogue.zh_CN, ...areaCatalogues.zh_CN };
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
