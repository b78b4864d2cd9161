/**
 * The countries of onboarding (second document, section 9): 1 Australia (the default, Australian Eastern time) and
 * 2 China (China Standard Time). Their regions (states, provinces, cities) are in the `regions` table.
 */
export const COUNTRY = { australia: 1, china: 2 } as const;
export type CountryId = (typeof COUNTRY)[keyof typeof COUNTRY];

export const COUNTRIES = [
  { id: COUNTRY.australia, en: 'Australia', zh: '澳大利亚', timeZone: 'Australia/Sydney', phoneCode: '+61' },
  { id: COUNTRY.china, en: 'China', zh: '中国', timeZone: 'Asia/Shanghai', phoneCode: '+86' },
] as const;

export const COUNTRY_IDS: readonly number[] = COUNTRIES.map((country) => country.id);

/** The spec caps the city list at 200 entries (section 9, "The city list is filtered to 200"). */
export const REGION_LIST_MAX = 200;
