/** Transaction source types 1 to 9 (spec, second document, section 9). */
export const SOURCE_TYPE = {
  Branch_H5: 1,
  Pos_Scan: 2,
  Pos_H5: 3,
  Api_Qr: 4,
  Api_H5: 5,
  Api_Scan: 6,
  Api_Web: 7,
  Api_Wap: 8,
  Api_App: 9,
} as const;
export type SourceType = (typeof SOURCE_TYPE)[keyof typeof SOURCE_TYPE];

/**
 * What a merchant reads for each source type (issue 13 §2: never the raw code). The spec gives only the codes; the
 * names say where the customer paid: the store's QR pay page, a POS terminal, or the merchant's own system over the
 * API (and in which form).
 */
export const SOURCE_TYPE_LABELS: Readonly<Record<number, { en: string; zh: string }>> = {
  [SOURCE_TYPE.Branch_H5]: { en: 'Store QR pay page', zh: '门店二维码支付页' },
  [SOURCE_TYPE.Pos_Scan]: { en: "POS terminal (scanned the customer's code)", zh: 'POS 终端（扫顾客付款码）' },
  [SOURCE_TYPE.Pos_H5]: { en: 'POS terminal (pay page)', zh: 'POS 终端（支付页）' },
  [SOURCE_TYPE.Api_Qr]: { en: 'API: QR code', zh: 'API：二维码' },
  [SOURCE_TYPE.Api_H5]: { en: 'API: mobile pay page', zh: 'API：手机支付页' },
  [SOURCE_TYPE.Api_Scan]: { en: "API: scanned the customer's code", zh: 'API：扫顾客付款码' },
  [SOURCE_TYPE.Api_Web]: { en: 'API: website', zh: 'API：网站' },
  [SOURCE_TYPE.Api_Wap]: { en: 'API: mobile website', zh: 'API：手机网站' },
  [SOURCE_TYPE.Api_App]: { en: 'API: in-app', zh: 'API：应用内' },
};

/** A source type's name in a language ("en" or "zh_CN"); an unknown type reads as its number. */
export function sourceTypeName(id: number, language: string): string {
  const label = SOURCE_TYPE_LABELS[id];
  if (!label) return String(id);
  return language === 'zh_CN' ? label.zh : label.en;
}
