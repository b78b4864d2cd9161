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
export const SOURCE_TYPE_NAMES: Record<number, string> = Object.fromEntries(
  Object.entries(SOURCE_TYPE).map(([name, id]) => [id, name]),
);
