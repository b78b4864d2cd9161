/**
 * The pay page's own small catalogue (the back-office's i18next is not loaded here): English and Simplified
 * Chinese, the language from the customer's choice (kept on the device) or the browser's language.
 */
import en from './locales/en.json';
import zhCN from './locales/zh_CN.json';

export type PayLanguage = 'en' | 'zh_CN';
export type PayKey = keyof typeof en;

export const payMessages: Record<PayLanguage, Record<PayKey, string>> = { en, zh_CN: zhCN };

const STORAGE_KEY = 'pay.language';

/** A stored choice wins; otherwise Chinese when the browser's first language is Chinese, else English. */
export function detectLanguage(stored: string | null, browserLanguages: readonly string[]): PayLanguage {
  if (stored === 'en' || stored === 'zh_CN') return stored;
  return browserLanguages[0]?.toLowerCase().startsWith('zh') ? 'zh_CN' : 'en';
}

export function initialLanguage(): PayLanguage {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage may be blocked (private mode); the browser's language decides.
  }
  return detectLanguage(stored, navigator.languages?.length ? navigator.languages : [navigator.language]);
}

export function rememberLanguage(language: PayLanguage): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not remembered; the toggle still works for this page.
  }
}

/** Fills `{{name}}` placeholders. */
export function translate(language: PayLanguage, key: PayKey, params: Record<string, string | number> = {}): string {
  return payMessages[language][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** The value of the Accept-Language header for the server's messages. */
export const acceptLanguage = (language: PayLanguage) => (language === 'zh_CN' ? 'zh-CN' : 'en');
/** The html lang attribute. */
export const htmlLang = (language: PayLanguage) => (language === 'zh_CN' ? 'zh-CN' : 'en');
