import { createReadStream, createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@mbo/contracts/money';
import { MONEY_CELL_FORMATS, moneyCell } from './money-cells.ts';
import { columnLetters, createXlsxWriter, xmlText } from './xlsx-writer.ts';

const folder = mkdtempSync(join(tmpdir(), 'xlsx-writer-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const COLUMNS = [
  { header: '交易号', width: 22 },
  { header: 'Amount', width: 14, numFmt: '#,##0.00' },
  { header: 'Rate', width: 12, numFmt: '0.000000' },
  { header: 'Note', width: 30 },
];

/** Writes `rows` under COLUMNS and reads the file back with exceljs's reader (another implementation). */
async function roundTrip(name: string, rows: (string | number | null)[][]) {
  const path = join(folder, `${name}.xlsx`);
  const writer = createXlsxWriter(createWriteStream(path), name, COLUMNS);
  for (const row of rows) await writer.addRow(row);
  await writer.finish();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(createReadStream(path));
  return workbook;
}

describe('xlsx writer', () => {
  it('shows each amount cell in the one money format of its own currency, still a number', async () => {
    const path = join(folder, 'money.xlsx');
    const writer = createXlsxWriter(
      createWriteStream(path),
      'money',
      [{ header: 'Amount', width: 18 }],
      MONEY_CELL_FORMATS,
    );
    for (const [amount, currencyId] of [
      [1663.27, 1],
      [-12.3, 2],
      [1000, 11],
      [5, 999],
    ] as const)
      await writer.addRow([moneyCell(amount, currencyId)]);
    await writer.finish();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(createReadStream(path));
    const cell = (row: number) => workbook.worksheets[0]!.getRow(row).getCell(1);
    expect([cell(2).value, cell(2).numFmt]).toEqual([1663.27, '"AUD "#,##0.00;"\u2212AUD "#,##0.00']);
    expect([cell(3).value, cell(3).numFmt]).toEqual([-12.3, '"USD "#,##0.00;"\u2212USD "#,##0.00']);
    expect([cell(4).value, cell(4).numFmt]).toEqual([1000, '"JPY "#,##0;"\u2212JPY "#,##0']);
    // The sections match the formatter's text: "AUD 1,663.27", "−USD 12.30".
    expect(formatMoney(166327, 1)).toBe('AUD 1,663.27');
    expect(formatMoney(-1230, 2)).toBe('\u2212USD 12.30');
    // A currency this build does not know stays a plain number.
    expect([cell(5).value, cell(5).numFmt]).toEqual([5, undefined]);
    const undeclared = createXlsxWriter(createWriteStream(join(folder, 'x.xlsx')), 'x', [{ header: 'A', width: 9 }]);
    await expect(undeclared.addRow([{ number: 1, numFmt: '0' }])).rejects.toThrow(/undeclared/);
    undeclared.abort();
  });

  it('writes a sheet a spreadsheet reader opens: header, strings, numbers with their formats, empty cells', async () => {
    const workbook = await roundTrip('交易记录', [
      ['T1', 12.5, 4.812345, 'a <b> & "c"'],
      ['T2', -3.2, null, '  leading and trailing  '],
      ['中文备注', 0, 1, '=HYPERLINK("http://x.test","click")'],
      ['bell\u0007 gone', 1_234_567.89, null, ''],
    ]);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('交易记录');
    expect(sheet.rowCount).toBe(5);
    expect(sheet.getRow(1).values).toEqual([undefined, '交易号', 'Amount', 'Rate', 'Note']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).values).toEqual([undefined, 'T1', 12.5, 4.812345, 'a <b> & "c"']);
    expect(sheet.getRow(3).getCell(2).value).toBe(-3.2);
    expect(sheet.getRow(3).getCell(3).value).toBeNull();
    expect(sheet.getRow(3).getCell(4).value).toBe('  leading and trailing  ');
    expect(sheet.getRow(4).getCell(1).value).toBe('中文备注');
    // Text, not a formula.
    expect(sheet.getRow(4).getCell(4).value).toBe('=HYPERLINK("http://x.test","click")');
    expect(sheet.getRow(5).getCell(1).value).toBe('bell gone');
    expect(sheet.getRow(5).getCell(2).value).toBe(1_234_567.89);
    expect(sheet.getRow(2).getCell(2).numFmt).toBe('#,##0.00');
    expect(sheet.getRow(2).getCell(3).numFmt).toBe('0.000000');
    expect(sheet.getRow(2).getCell(1).numFmt).toBeUndefined();
    expect(sheet.getColumn(1).width).toBe(22);
    expect(sheet.getColumn(4).width).toBe(30);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('streams many rows with flat memory and keeps every one of them, in order', async () => {
    const count = 30_000;
    const rows = Array.from({ length: count }, (_, index) => [`T${index}`, index / 100, null, `note ${index}`]);
    const sheet = (await roundTrip('many', rows)).worksheets[0]!;
    expect(sheet.rowCount).toBe(count + 1);
    expect(sheet.getRow(count + 1).values).toEqual([
      undefined,
      `T${count - 1}`,
      (count - 1) / 100,
      undefined,
      `note ${count - 1}`,
    ]);
  }, 30_000); // 30,000 rows: several seconds on a busy 2-core machine

  it('gives a file up: nothing more is written and a further row is refused', async () => {
    const path = join(folder, 'given-up.xlsx');
    const out = createWriteStream(path);
    const writer = createXlsxWriter(out, 'given up', COLUMNS);
    await writer.addRow(['T1', 1, 1, 'x']);
    writer.abort();
    await expect(writer.addRow(['T2', 2, 2, 'y'])).rejects.toThrow('given up');
    expect(out.destroyed).toBe(true);
    // No workbook is left behind: the file is missing or does not open.
    const opens =
      existsSync(path) &&
      (await new ExcelJS.Workbook().xlsx.read(createReadStream(path)).then(
        () => true,
        () => false,
      ));
    expect(opens).toBe(false);
  });

  it('escapes XML and drops the characters XML cannot hold', () => {
    expect(xmlText('plain 文字')).toBe('plain 文字');
    expect(xmlText('<a href="x">&</a>')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;');
    expect(xmlText('a\u0000b\u001Fc\uFFFEd\tok\n')).toBe('abcd\tok\n');
    expect(xmlText('lone \uD800 surrogate, pair \uD83D\uDE00 kept')).toBe('lone  surrogate, pair \uD83D\uDE00 kept');
  });

  it('names columns as spreadsheets do', () => {
    expect([1, 2, 26, 27, 52, 53, 702, 703].map(columnLetters)).toEqual(['A', 'B', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
  });
});
