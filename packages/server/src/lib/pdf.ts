import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';

/**
 * Noto Sans SC covers Latin and Chinese, so one font serves both languages in every PDF the server writes
 * (pdfkit's built-in fonts have no CJK glyphs and would write garbage). Read once; pdfkit embeds only the glyphs
 * a document uses.
 */
const require = createRequire(import.meta.url);
let font: Buffer | undefined;
export const pdfFontData = (): Buffer =>
  (font ??= readFileSync(require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf')));

/**
 * A PDF document written to `out`, in the CJK-capable font; `done` settles when the last byte is written (or on the
 * first error of the document or the stream). The caller draws, then calls `doc.end()` and awaits `done`.
 */
export function startPdf(
  out: Writable,
  options: PDFKit.PDFDocumentOptions,
): { doc: PDFKit.PDFDocument; done: Promise<void> } {
  const doc = new PDFDocument(options);
  const done = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
    doc.on('error', reject);
  });
  doc.pipe(out);
  doc.registerFont('body', pdfFontData());
  doc.font('body');
  return { doc, done };
}
