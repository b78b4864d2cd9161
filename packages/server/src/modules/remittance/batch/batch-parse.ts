import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  BATCH_COLUMNS,
  BATCH_MAX_ROWS,
  BATCH_REQUIRED_COLUMNS,
  type BatchColumn,
} from '@mbo/contracts/calls/remittance-batch';
import { translate } from '@mbo/contracts/i18n';
import type { Language } from '@mbo/contracts/constants';
import { badRequest } from '../../../lib/app-error.ts';

/** One payment as typed in the file: every column's cell as text (trimmed; '' when empty), and its row number. */
export type RawBatchRow = { line: number } & Record<BatchColumn, string>;

const LANGUAGES: readonly Language[] = ['en', 'zh_CN'];
/** XLSX files are ZIP archives: "PK\x03\x04". */
export const isXlsx = (bytes: Buffer): boolean =>
  bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** A header as compared: lower case, without spaces, underscores, hyphens or a bracketed hint ("Reason (0-12)"). */
const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[(（][^)）]*[)）]/g, '')
    .replace(/[\s_-]/g, '');

/** Every header that names a column: its key, and its title in each language (the template's). */
const HEADER_NAMES: ReadonlyMap<string, BatchColumn> = new Map(
  BATCH_COLUMNS.flatMap((column) => [
    [normalise(column), column] as const,
    ...LANGUAGES.map(
      (language) => [normalise(translate(language, `remittance_batch.column.${column}`)), column] as const,
    ),
  ]),
);

/** A cell's text whatever Excel stored (a number, a hyperlinked e-mail, rich text, a formula's result). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('text' in value && typeof value.text === 'string') return value.text.trim();
  if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
  return '';
}

/** The grid of cells as text, header first: XLSX (the first sheet) or CSV (UTF-8, a BOM or not; comma or semicolon). */
async function gridOf(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  let sheet: ExcelJS.Worksheet | undefined;
  try {
    if (isXlsx(bytes)) {
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
      sheet = workbook.worksheets[0];
    } else {
      // fatal: a file that is not UTF-8 is refused rather than read as mojibake; the decoder drops a BOM.
      const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      if (text.includes('\u0000')) return fail();
      const firstLine = text.slice(0, text.indexOf('\n') >>> 0);
      const delimiter = !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
      sheet = await workbook.csv.read(Readable.from([text]), {
        map: (datum: unknown) => datum,
        parserOptions: { delimiter },
      } as Parameters<ExcelJS.Csv['read']>[1]);
    }
  } catch {
    return fail();
  }
  if (!sheet) return fail();
  const grid: string[][] = [];
  const width = sheet.columnCount;
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let column = 1; column <= width; column += 1) cells.push(cellText(row.getCell(column).value));
    grid[rowNumber - 1] = cells;
  });
  return Array.from(grid, (cells) => cells ?? []);
}

const fail = (): never => {
  throw badRequest('remittance_batch.file_unreadable');
};

/**
 * Reads a batch file into its rows (ARCHITECTURE.md, "Batch payment"). The first non-empty row holds the titles; a
 * title is matched by key or by either language's title, whatever the order; unknown columns are ignored. Missing
 * required columns, no rows, or more than BATCH_MAX_ROWS refuse the whole file in the user's language; empty rows
 * are skipped. Each row keeps its number in the file, so its errors point to it.
 */
export async function parseBatchFile(bytes: Buffer, language: Language): Promise<RawBatchRow[]> {
  const grid = await gridOf(bytes);
  const headerIndex = grid.findIndex((cells) => cells.some((cell) => cell !== ''));
  if (headerIndex < 0) throw badRequest('remittance_batch.empty');
  const positions = new Map<BatchColumn, number>();
  grid[headerIndex]!.forEach((title, index) => {
    const column = HEADER_NAMES.get(normalise(title));
    if (column && !positions.has(column)) positions.set(column, index);
  });
  const missing = BATCH_REQUIRED_COLUMNS.filter((column) => !positions.has(column));
  if (missing.length > 0) {
    const separator = language === 'zh_CN' ? '、' : ', ';
    throw badRequest('remittance_batch.missing_columns', {
      columns: missing.map((column) => translate(language, `remittance_batch.column.${column}`)).join(separator),
    });
  }
  const rows: RawBatchRow[] = [];
  for (let index = headerIndex + 1; index < grid.length; index += 1) {
    const cells = grid[index]!;
    if (!cells.some((cell) => cell !== '')) continue;
    if (rows.length === BATCH_MAX_ROWS)
      throw badRequest('remittance_batch.too_many_rows', {
        count: grid.slice(index).filter((rest) => rest.some((cell) => cell !== '')).length + rows.length,
        max: BATCH_MAX_ROWS,
      });
    const row = { line: index + 1 } as RawBatchRow;
    for (const column of BATCH_COLUMNS) {
      const position = positions.get(column);
      row[column] = position === undefined ? '' : (cells[position] ?? '');
    }
    rows.push(row);
  }
  if (rows.length === 0) throw badRequest('remittance_batch.empty');
  return rows;
}
