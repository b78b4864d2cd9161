/**
 * A small BMP reader: sharp (libvips without ImageMagick) cannot load BMP, and store images may be BMP (spec,
 * section 5). Reads the uncompressed kinds cameras and paint programs write — 1, 4 and 8 bits with a palette, 24
 * and 32 bits (BI_RGB, or BI_BITFIELDS with the usual masks) — bottom-up or top-down, into RGBA pixels that sharp
 * re-encodes as PNG. Anything else (RLE, JPEG/PNG inside BMP, odd masks) is refused as not an image we take.
 */
export interface RawImage {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel, top row first. */
  pixels: Buffer;
}

/** A BMP larger than this many pixels is refused (a 1 MB 1-bit BMP could otherwise claim 8 million). */
export const BMP_MAX_PIXELS = 16_000_000;

export const isBmp = (bytes: Buffer): boolean => bytes.length >= 26 && bytes[0] === 0x42 && bytes[1] === 0x4d;

export function decodeBmp(bytes: Buffer): RawImage | null {
  if (!isBmp(bytes) || bytes.length < 54) return null;
  const dataOffset = bytes.readUInt32LE(10);
  const headerSize = bytes.readUInt32LE(14);
  if (headerSize < 40 || 14 + headerSize > bytes.length) return null;
  const width = bytes.readInt32LE(18);
  const rawHeight = bytes.readInt32LE(22);
  const bits = bytes.readUInt16LE(28);
  const compression = bytes.readUInt32LE(30);
  const height = Math.abs(rawHeight);
  if (width <= 0 || height === 0 || width * height > BMP_MAX_PIXELS) return null;
  const isBitfields = compression === 3 && bits === 32;
  if (compression !== 0 && !isBitfields) return null;
  if (isBitfields) {
    // Only the common layouts: BGRA / BGRX (red 0x00ff0000, green 0x0000ff00, blue 0x000000ff).
    const masksAt = headerSize >= 52 ? 54 : 14 + headerSize;
    if (masksAt + 12 > bytes.length) return null;
    const [red, green, blue] = [
      bytes.readUInt32LE(masksAt),
      bytes.readUInt32LE(masksAt + 4),
      bytes.readUInt32LE(masksAt + 8),
    ];
    if (red !== 0x00ff0000 || green !== 0x0000ff00 || blue !== 0x000000ff) return null;
  }
  if (![1, 4, 8, 24, 32].includes(bits)) return null;

  const stride = Math.floor((bits * width + 31) / 32) * 4;
  if (dataOffset + stride * height > bytes.length) return null;
  let palette: Buffer | null = null;
  if (bits <= 8) {
    const colours = bytes.readUInt32LE(46) || 2 ** bits;
    const paletteAt = 14 + headerSize;
    if (paletteAt + colours * 4 > dataOffset) return null;
    palette = bytes.subarray(paletteAt, paletteAt + colours * 4);
  }

  const pixels = Buffer.alloc(width * height * 4);
  for (let row = 0; row < height; row += 1) {
    const source = dataOffset + stride * (rawHeight > 0 ? height - 1 - row : row);
    for (let x = 0; x < width; x += 1) {
      const target = (row * width + x) * 4;
      let b: number, g: number, r: number;
      if (palette) {
        const bitOffset = x * bits;
        const byte = bytes[source + (bitOffset >> 3)]!;
        const index = bits === 8 ? byte : (byte >> (8 - bits - (bitOffset & 7))) & ((1 << bits) - 1);
        if (index * 4 + 2 >= palette.length) return null;
        [b, g, r] = [palette[index * 4]!, palette[index * 4 + 1]!, palette[index * 4 + 2]!];
      } else {
        const at = source + x * (bits / 8);
        [b, g, r] = [bytes[at]!, bytes[at + 1]!, bytes[at + 2]!];
        // A 32-bit BMP's fourth byte is alpha only in some writers (often all zero): it is ignored, the image opaque.
      }
      pixels[target] = r;
      pixels[target + 1] = g;
      pixels[target + 2] = b;
      pixels[target + 3] = 255;
    }
  }
  return { width, height, pixels };
}
