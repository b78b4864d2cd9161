/** Currencies of the specification (first document, section 3) with their ISO 4217 minor-unit exponent. */
export interface Currency {
  id: number;
  code: string;
  en: string;
  zh: string;
  exponent: number;
}

export const CURRENCIES: readonly Currency[] = [
  { id: 1, code: 'AUD', en: 'Australian Dollar', zh: '澳元', exponent: 2 },
  { id: 2, code: 'USD', en: 'US Dollar', zh: '美元', exponent: 2 },
  { id: 3, code: 'CNY', en: 'Chinese Yuan', zh: '人民币', exponent: 2 },
  { id: 4, code: 'EUR', en: 'Euro', zh: '欧元', exponent: 2 },
  { id: 5, code: 'GBP', en: 'British Pound', zh: '英镑', exponent: 2 },
  { id: 6, code: 'HKD', en: 'Hong Kong Dollar', zh: '港币', exponent: 2 },
  { id: 8, code: 'CAD', en: 'Canadian Dollar', zh: '加元', exponent: 2 },
  { id: 9, code: 'INR', en: 'Indian Rupee', zh: '印度卢比', exponent: 2 },
  { id: 10, code: 'IDR', en: 'Indonesian Rupiah', zh: '印尼盾', exponent: 0 },
  { id: 11, code: 'JPY', en: 'Japanese Yen', zh: '日元', exponent: 0 },
  { id: 12, code: 'KRW', en: 'South Korean Won', zh: '韩元', exponent: 0 },
  { id: 14, code: 'MYR', en: 'Malaysian Ringgit', zh: '马来西亚林吉特', exponent: 2 },
  { id: 15, code: 'NZD', en: 'New Zealand Dollar', zh: '新西兰元', exponent: 2 },
  { id: 17, code: 'SGD', en: 'Singapore Dollar', zh: '新加坡元', exponent: 2 },
  { id: 18, code: 'CHF', en: 'Swiss Franc', zh: '瑞士法郎', exponent: 2 },
  { id: 19, code: 'THB', en: 'Thai Baht', zh: '泰铢', exponent: 2 },
  { id: 20, code: 'PHP', en: 'Philippine Peso', zh: '菲律宾比索', exponent: 2 },
  { id: 34, code: 'MXN', en: 'Mexican Peso', zh: '墨西哥比索', exponent: 2 },
  { id: 37, code: 'BRL', en: 'Brazilian Real', zh: '巴西雷亚尔', exponent: 2 },
  { id: 38, code: 'VND', en: 'Vietnamese Dong', zh: '越南盾', exponent: 0 },
  { id: 40, code: 'BDT', en: 'Bangladeshi Taka', zh: '孟加拉塔卡', exponent: 2 },
  { id: 41, code: 'LKR', en: 'Sri Lankan Rupee', zh: '斯里兰卡卢比', exponent: 2 },
  { id: 42, code: 'NPR', en: 'Nepalese Rupee', zh: '尼泊尔卢比', exponent: 2 },
  { id: 43, code: 'ARS', en: 'Argentine Peso', zh: '阿根廷比索', exponent: 2 },
  { id: 78, code: 'COP', en: 'Colombian Peso', zh: '哥伦比亚比索', exponent: 2 },
  { id: 124, code: 'PEN', en: 'Peruvian Sol', zh: '秘鲁索尔', exponent: 2 },
  { id: 125, code: 'UYU', en: 'Uruguayan Peso', zh: '乌拉圭比索', exponent: 2 },
  { id: 126, code: 'CLP', en: 'Chilean Peso', zh: '智利比索', exponent: 0 },
];

export const CURRENCY_ID = { AUD: 1, USD: 2, CNY: 3 } as const;

export function currencyById(id: number): Currency | undefined {
  return CURRENCIES.find((currency) => currency.id === id);
}
