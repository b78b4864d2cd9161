export { UPLOAD_MAX_BYTES } from '@mbo/contracts/uploads';
/** Above this estimated size the JPEG quality is lowered in proportion (second document, section 5: about 1 MB). */
export const JPEG_TARGET_BYTES = 1024 * 1024;
export const JPEG_QUALITY = 90;
/** The lowest quality the proportional reduction goes to: below it ID text stops being readable. */
export const JPEG_QUALITY_MIN = 40;

/**
 * What an upload is for: an image (ID photos, selfies: re-encoded to JPEG), a document (PDF kept, or an image), a
 * reseller's document (the add-merchant form: PDF kept, or a JPEG, PNG or BMP image re-encoded, no GIF; second
 * document, section 5), or a spreadsheet (a batch-payment file: XLSX or UTF-8 text, kept as it is and read only by
 * the server).
 */
export type UploadKind = 'image' | 'document' | 'reseller_document' | 'spreadsheet';
export const UPLOAD_KINDS: readonly UploadKind[] = ['image', 'document', 'reseller_document', 'spreadsheet'];
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A spreadsheet's type by content: XLSX (a ZIP: "PK\x03\x04"), CSV (UTF-8 text without NUL), or null. */
export function spreadsheetType(bytes: Buffer): string | null {
  if (bytes.subarray(0, 4).toString('latin1') === 'PK\x03\x04') return XLSX_CONTENT_TYPE;
  if (bytes.includes(0)) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'text/csv';
  } catch {
    return null;
  }
}

/** A PDF by its first bytes ("%PDF-"), whatever the file is called. */
export const isPdf = (bytes: Buffer): boolean => bytes.subarray(0, 5).toString('latin1') === '%PDF-';

/** A GIF by its first bytes ("GIF87a", "GIF89a"): not among the reseller form's types. */
export const isGif = (bytes: Buffer): boolean => /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'));
