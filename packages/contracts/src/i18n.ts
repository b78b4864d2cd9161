import type { Language } from './constants.ts';
import en from './i18n/en.json' with { type: 'json' };
import zhCN from './i18n/zh_CN.json' with { type: 'json' };

/** The shared catalogue: validation messages (used in schemas) and every server `msg`. */
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
