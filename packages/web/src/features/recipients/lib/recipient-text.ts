import { ISO_COUNTRY_CODES } from '@mbo/contracts/remittance/iso-countries';

const displayNames = new Map<string, Intl.DisplayNames>();

/** A country's name in the user's language ("AU" → "Australia" / "澳大利亚"), by the browser's own table. */
export function countryName(code: string, language: string): string {
  if (!code) return '';
  const locale = language === 'zh_CN' ? 'zh-CN' : 'en';
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region' });
    displayNames.set(locale, names);
  }
  return names.of(code) ?? code;
}

/** Every country, by name in the user's language. */
export const countryOptions = (language: string) =>
  ISO_COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, language) })).sort((a, b) =>
    a.label.localeCompare(b.label, language === 'zh_CN' ? 'zh-CN' : 'en'),
  );
