import sharp, { type Sharp } from 'sharp';
import { decodeBmp, isBmp } from '../stores/stores.public.ts';
import { JPEG_QUALITY, JPEG_QUALITY_MIN, JPEG_TARGET_BYTES } from './upload-rules.ts';

export interface EncodedJpeg {
  bytes: Buffer;
  width: number;
  height: number;
}

const MAX_INPUT_PIXELS = 40_000_000;
const DECODE = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
const ACCEPTED = new Set(['jpeg', 'png', 'gif']);
const WHITE = { r: 255, g: 255, b: 255 };

async function encode(input: Sharp, quality: number) {
  // rotate() applies the EXIF orientation before the metadata is dropped; flatten() lays transparency on white.
  return input.rotate().flatten({ background: WHITE }).jpeg({ quality, mozjpeg: true }).toBuffer({
    resolveWithObject: true,
  });
}

/**
 * An onboarding image as the spec has it (second document, section 5): checked by its content (JPEG, PNG, GIF,
 * BMP — not by its name), turned upright by its EXIF orientation, laid on a white background, re-encoded to JPEG
 * without metadata; when the result is above about 1 MB, encoded again with the quality lowered in proportion.
 * Anything else (SVG, WebP, TIFF, text, a broken body) is null.
 */
export async function reencodeToJpeg(input: Buffer): Promise<EncodedJpeg | null> {
  let source: Sharp;
  if (isBmp(input)) {
    const raw = decodeBmp(input);
    if (!raw) return null;
    source = sharp(raw.pixels, { raw: { width: raw.width, height: raw.height, channels: 4 } });
  } else {
    const meta = await sharp(input, DECODE)
      .metadata()
      .catch(() => null);
    if (!meta?.format || !ACCEPTED.has(meta.format)) return null;
    // An animated GIF gives its first frame: an ID photo is one picture.
    source = sharp(input, DECODE);
  }
  try {
    let { data, info } = await encode(source.clone(), JPEG_QUALITY);
    if (data.length > JPEG_TARGET_BYTES) {
      const quality = Math.max(JPEG_QUALITY_MIN, Math.floor((JPEG_QUALITY * JPEG_TARGET_BYTES) / data.length));
      ({ data, info } = await encode(source.clone(), quality));
    }
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    // A header that looks right over a broken body.
    return null;
  }
}
