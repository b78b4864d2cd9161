/** A 24-bit bottom-up BMP of the given size (red left half, blue right half), for tests. */
export function encodeBmp(width: number, height: number): Buffer {
  const stride = Math.floor((24 * width + 31) / 32) * 4;
  const data = Buffer.alloc(54 + stride * height);
  data.write('BM', 0, 'latin1');
  data.writeUInt32LE(data.length, 2);
  data.writeUInt32LE(54, 10);
  data.writeUInt32LE(40, 14);
  data.writeInt32LE(width, 18);
  data.writeInt32LE(height, 22);
  data.writeUInt16LE(1, 26);
  data.writeUInt16LE(24, 28);
  for (let row = 0; row < height; row += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = 54 + row * stride + x * 3;
      const isLeft = x < width / 2;
      data[at] = isLeft ? 0 : 255;
      data[at + 2] = isLeft ? 255 : 0;
    }
  }
  return data;
}
