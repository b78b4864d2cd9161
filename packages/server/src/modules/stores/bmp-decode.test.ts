import { describe, expect, it } from 'vitest';
import { decodeBmp } from './bmp-decode.ts';
import { encodeBmp } from '../../../test/kits/bmp-decode-test-kit.ts';

describe('decodeBmp', () => {
  it('reads a 24-bit bottom-up BMP into RGBA, top row first', () => {
    const image = decodeBmp(encodeBmp(4, 2))!;
    expect([image.width, image.height]).toEqual([4, 2]);
    expect([...image.pixels.subarray(0, 4)]).toEqual([255, 0, 0, 255]);
    expect([...image.pixels.subarray(12, 16)]).toEqual([0, 0, 255, 255]);
  });

  it('reads an 8-bit paletted top-down BMP', () => {
    const bmp = Buffer.alloc(54 + 8 + 4);
    bmp.write('BM', 0, 'latin1');
    bmp.writeUInt32LE(62, 10);
    bmp.writeUInt32LE(40, 14);
    bmp.writeInt32LE(2, 18);
    bmp.writeInt32LE(-1, 22);
    bmp.writeUInt16LE(8, 28);
    bmp.writeUInt32LE(2, 46);
    bmp.set([0, 255, 0, 0, 10, 20, 30, 0], 54);
    bmp.set([1, 0], 62);
    const image = decodeBmp(bmp)!;
    expect([...image.pixels]).toEqual([30, 20, 10, 255, 0, 255, 0, 255]);
  });

  it('refuses what it does not read: truncated data, RLE, a huge claimed size, not a BMP', () => {
    const truncated = encodeBmp(4, 4).subarray(0, 60);
    expect(decodeBmp(truncated)).toBeNull();
    const rle = encodeBmp(2, 2);
    rle.writeUInt32LE(1, 30);
    expect(decodeBmp(rle)).toBeNull();
    const huge = encodeBmp(2, 2);
    huge.writeInt32LE(100_000, 18);
    huge.writeInt32LE(100_000, 22);
    expect(decodeBmp(huge)).toBeNull();
    expect(decodeBmp(Buffer.from('hello world, this is not an image at all....................'))).toBeNull();
  });
});
