import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import archiver from 'archiver';
import { escapeMarkup } from '../../lib/markup.ts';

/**
 * A one-sheet XLSX written as a stream: the workbook's fixed parts, then the sheet's rows as they come, zipped on
 * the way out. Cells are numbers, strings (inline) or empty; a column may carry a number format. A string is only
 * ever text: a customer's note such as "=HYPERLINK(…)" is shown, never run as a formula. Written here
 * rather than through exceljs's streaming writer, which built an object, a style lookup and an XML node tree per
 * cell: more than half of a 100,000-row export went there (measured: 2.3 s for exceljs alone, see README
 * "Performance").
 */
export interface XlsxColumn {
  header: string;
  /** In characters, as spreadsheet programs count a column's width. */
  width: number;
  /** A number format such as '#,##0.00', for the column's number cells. */
  numFmt?: string;
}

/** A number shown in a format of its own (an amount in its row's currency); the format is declared up front. */
export interface XlsxFormattedNumber {
  number: number;
  numFmt: string;
}

export type XlsxCell = string | number | XlsxFormattedNumber | null;

export interface XlsxSheetWriter {
  /** Adds a row; waits when the file is behind, so memory stays flat however many rows there are. */
  addRow(cells: readonly XlsxCell[]): Promise<void>;
  /** Ends the sheet and the file; resolves once the file is written whole. */
  finish(): Promise<void>;
  /** Gives the file up (an error half-way): nothing more is written. */
  abort(): void;
}

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
// Custom number formats are numbered from 164 (below are the built-in ones).
const FIRST_CUSTOM_FORMAT = 164;
// Cell style ids: the default, and the header row's (bold).
const PLAIN = 0;
const HEADER = 1;
// Rows are gathered into chunks of about this many characters before they are written.
const CHUNK_CHARS = 64 * 1024;

// XML 1.0 allows neither these control characters nor lone surrogates; a cell drops them rather than break the file.
const INVALID_XML =
  // eslint-disable-next-line no-control-regex -- these control characters are what the expression looks for
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

// Most cells have none of the above: one test spares them both replacements.
// eslint-disable-next-line no-control-regex -- as above
const NEEDS_CARE = /[<>&"\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;

export function xmlText(value: string): string {
  if (!NEEDS_CARE.test(value)) return value;
  return escapeMarkup(value.replace(INVALID_XML, ''));
}

/** A, B, …, Z, AA, AB, … for the 1-based column `index`. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let rest = index; rest > 0; rest = Math.floor((rest - 1) / 26))
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

/** Sheet names: at most 31 characters, none of : \ / ? * [ ]. */
const sheetName = (name: string) => name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1';

function fixedParts(name: string, columns: readonly XlsxColumn[], cellFormats: readonly string[]) {
  const formats = [
    ...new Set([...columns.flatMap((column) => (column.numFmt ? [column.numFmt] : [])), ...cellFormats]),
  ];
  // Cell styles (cellXfs below): PLAIN, HEADER, then one per number format.
  const styles = new Map(formats.map((format, index) => [format, HEADER + 1 + index]));
  const styleOfFormat = (format: string) => {
    const style = styles.get(format);
    if (style === undefined) throw new Error(`undeclared number format: ${format}`);
    return style;
  };
  const styleOf = (column: XlsxColumn) => (column.numFmt ? styleOfFormat(column.numFmt) : PLAIN);
  const stylesXml =
    `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
    `<numFmts count="${formats.length}">${formats.map((format, index) => `<numFmt numFmtId="${FIRST_CUSTOM_FORMAT + index}" formatCode="${xmlText(format)}"/>`).join('')}</numFmts>` +
    '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${2 + formats.length}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
    '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
    formats
      .map(
        (_, index) =>
          `<xf numFmtId="${FIRST_CUSTOM_FORMAT + index}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`,
      )
      .join('') +
    '</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';
  return {
    styleOf,
    styleOfFormat,
    parts: [
      {
        name: '[Content_Types].xml',
        xml:
          `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
          '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>',
      },
      {
        name: '_rels/.rels',
        xml: `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      },
      {
        name: 'xl/workbook.xml',
        xml: `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="${xmlText(sheetName(name))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      },
      {
        name: 'xl/_rels/workbook.xml.rels',
        xml:
          `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}">` +
          `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
          `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
      },
      { name: 'xl/styles.xml', xml: stylesXml },
    ],
  };
}

/**
 * Starts an XLSX of one sheet, `name`, on `out`: the header row (bold, frozen while scrolling) from `columns`, then
 * each row given to addRow. `cellFormats`: the number formats cells may carry of their own (XlsxFormattedNumber).
 */
export function createXlsxWriter(
  out: Writable,
  name: string,
  columns: readonly XlsxColumn[],
  cellFormats: readonly string[] = [],
): XlsxSheetWriter {
  const { parts, styleOf, styleOfFormat } = fixedParts(name, columns, cellFormats);
  const archive = archiver('zip', { zlib: { level: 6 } });
  const failure = new Promise<never>((_, reject) => {
    archive.on('error', reject);
    out.on('error', reject);
  });
  failure.catch(() => {}); // observed by finish (or by addRow's wait)
  archive.pipe(out);
  for (const part of parts) archive.append(part.xml, { name: part.name });
  const sheet = new PassThrough();
  archive.append(sheet, { name: 'xl/worksheets/sheet1.xml' });

  const letters = columns.map((_, index) => columnLetters(index + 1));
  const columnStyles = columns.map(styleOf);
  let rowNumber = 0;
  let chunk =
    `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    `<cols>${columns.map((column, index) => `<col min="${index + 1}" max="${index + 1}" width="${column.width}" customWidth="1"/>`).join('')}</cols>` +
    '<sheetData>';

  /** A row's XML; `cellStyles`: each column's style id. */
  function rowXml(cells: readonly XlsxCell[], cellStyles: readonly number[]): string {
    rowNumber += 1;
    let xml = `<row r="${rowNumber}">`;
    for (let index = 0; index < cells.length && index < columns.length; index += 1) {
      const value = cells[index];
      if (value === null || value === undefined || value === '') continue;
      const ref = `${letters[index]}${rowNumber}`;
      if (typeof value === 'object') {
        if (Number.isFinite(value.number))
          xml += `<c r="${ref}" s="${styleOfFormat(value.numFmt)}"><v>${value.number}</v></c>`;
        continue;
      }
      const style = cellStyles[index]!;
      const styleAttribute = style === PLAIN ? '' : ` s="${style}"`;
      if (typeof value === 'number') {
        if (Number.isFinite(value)) xml += `<c r="${ref}"${styleAttribute}><v>${value}</v></c>`;
        continue;
      }
      const space = value !== value.trim() ? ' xml:space="preserve"' : '';
      xml += `<c r="${ref}"${styleAttribute} t="inlineStr"><is><t${space}>${xmlText(value)}</t></is></c>`;
    }
    return `${xml}</row>`;
  }

  async function flush(): Promise<void> {
    const text = chunk;
    chunk = '';
    if (!sheet.write(text)) await Promise.race([once(sheet, 'drain'), failure]);
  }

  chunk += rowXml(
    columns.map((column) => column.header),
    columns.map(() => HEADER),
  );
  let isAborted = false;
  return {
    async addRow(cells) {
      if (isAborted) throw new Error('the XLSX file was given up');
      chunk += rowXml(cells, columnStyles);
      if (chunk.length >= CHUNK_CHARS) await flush();
    },
    async finish() {
      chunk += '</sheetData></worksheet>';
      await flush();
      sheet.end();
      const written = finished(out);
      await Promise.race([archive.finalize(), failure]);
      await Promise.race([written, failure]);
    },
    abort() {
      isAborted = true;
      archive.abort();
      sheet.destroy();
      out.destroy();
    },
  };
}
