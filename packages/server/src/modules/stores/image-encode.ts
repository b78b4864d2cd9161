import sharp from 'sharp';
import { decodeBmp, isBmp } from './bmp-decode.ts';

export interface EncodedImage {
  bytes: Buffer;
  contentType: string;
  width: number;
  height: number;
}

/** Images larger than this many pixels are refused before decoding (a small GIF may claim a huge canvas). */
const MAX_INPUT_PIXELS = 40_000_000;
const DECODE = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };

/**
 * Checks an upload by its content (not its name) and re-encodes it: PNG, JPEG and GIF keep their format, BMP
 * becomes PNG; the output carries no metadata (EXIF, GPS, comments — sharp writes none unless asked) and a JPEG
 * is turned upright by its EXIF orientation first. Anything else — SVG, WebP, TIFF, text — is null.
 */
export async function reencodeImage(input: Buffer): Promise<EncodedImage | null> {
  if (isBmp(input)) {
    const raw = decodeBmp(input);
    if (!raw) return null;
    const { data, info } = await sharp(raw.pixels, { raw: { width: raw.width, height: raw.height, channels: 4 } })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/png', width: info.width, height: info.height };
  }
  const meta = await sharp(input, DECODE)
    .metadata()
    .catch(() => null);
  if (!meta?.format || !meta.width || !meta.height) return null;
  try {
    switch (meta.format) {
      case 'png': {
        const { data, info } = await sharp(input, DECODE).png().toBuffer({ resolveWithObject: true });
        return { bytes: data, contentType: 'image/png', width: info.width, height: info.height };
      }
      case 'jpeg': {
        const { data, info } = await sharp(input, DECODE)
          .rotate()
          .jpeg({ quality: 90 })
          .toBuffer({ resolveWithObject: true });
        return { bytes: data, contentType: 'image/jpeg', width: info.width, height: info.height };
      }
      case 'gif': {
        const { data } = await sharp(input, { ...DECODE, animated: true })
          .gif()
          .toBuffer({ resolveWithObject: true });
        return { bytes: data, contentType: 'image/gif', width: meta.width, height: meta.pageHeight ?? meta.height };
      }
      default:
        return null;
    }
  } catch {
    // A header that looks right over a broken body.
    return null;
  }
}
