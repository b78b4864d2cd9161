import type { Language } from './constants.ts';
import businessEn from './i18n/areas/business.en.json' with { type: 'json' };
import businessZh from './i18n/areas/business.zh_CN.json' with { type: 'json' };
import developerEn from './i18n/areas/developer.en.json' with { type: 'json' };
import developerZh from './i18n/areas/developer.zh_CN.json' with { type: 'json' };
import employeesEn from './i18n/areas/employees.en.json' with { type: 'json' };
import employeesZh from './i18n/areas/employees.zh_CN.json' with { type: 'json' };
import gatewayEn from './i18n/areas/gateway.en.json' with { type: 'json' };
import gatewayZh from './i18n/areas/gateway.zh_CN.json' with { type: 'json' };
import storesEn from './i18n/areas/stores.en.json' with { type: 'json' };
import storesZh from './i18n/areas/stores.zh_CN.json' with { type: 'json' };
import coreEn from './i18n/en.json' with { type: 'json' };
import coreZh from './i18n/zh_CN.json' with { type: 'json' };

/**
 * The shared catalogue: validation messages (used in schemas) and every server `msg`. The core file holds the
 * areas built first; later areas keep their keys in `i18n/areas/<area>.<language>.json` (prefixed with the area).
 */
const en = { ...coreEn, ...storesEn, ...gatewayEn, ...developerEn, ...employeesEn, ...businessEn };
const zhCN = { ...coreZh, ...storesZh, ...gatewayZh, ...developerZh, ...employeesZh, ...businessZh };
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
