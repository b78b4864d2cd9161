// What other areas use of exports (ARCHITECTURE.md, "Server areas and their public surfaces").
export { exportOwner, resellerExportOwner, type ExportFiles, type ExportOwner } from './export-files.ts';
export { createXlsxWriter } from './xlsx-writer.ts';
export { MONEY_CELL_FORMATS, moneyCell, moneyCellIn } from './money-cells.ts';
export type { XlsxCell } from './xlsx-writer.ts';
