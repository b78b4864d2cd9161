export { UPLOAD_MAX_BYTES } from '@mbo/contracts/uploads';
/** Above this estimated size the JPEG quality is lowered in proportion (second document, section 5: about 1 MB). */
export const JPEG_TARGET_BYTES = 1024 * 1024;
export const JPEG_QUALITY = 90;
/** The lowest quality the proportional reduction goes to: below it ID text stops being readable. */
export const JPEG_QUALITY_MIN = 40;

/** What an upload is for: an image (ID photos, selfies: re-encoded to JPEG), or a document (PDF kept, or an image). */
export type UploadKind = 'image' | 'document';
export const UPLOAD_KINDS: readonly UploadKind[] = ['image', 'document'];

/** A PDF by its first bytes ("%PDF-"), whatever the file is called. */
export const isPdf = (bytes: Buffer): boolean => bytes.subarray(0, 5).toString('latin1') === '%PDF-';
