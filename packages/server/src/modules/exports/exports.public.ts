// What other areas use of exports (ARCHITECTURE.md, "Server areas and their public surfaces").
export { exportOwner, type ExportFiles, type ExportOwner } from './export-files.ts';
export { createXlsxWriter } from './xlsx-writer.ts';
