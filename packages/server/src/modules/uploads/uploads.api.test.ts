import { createHmac } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedFiles } from '@mbo/db/schema';
import { startTestServer, type TestServer } from '../../../test/support/harness.ts';
import { createUser, signIn } from '../../../test/support/factories.ts';
import { smallPng, uploadFile } from '../../../test/kits/kyc-test-kit.ts';
import { UPLOAD_MAX_BYTES } from './upload-rules.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  const user = await createUser(server.db);
  token = await signIn(server, user.email!);
});
afterAll(() => server.close());

const fetchLink = (url: string) => fetch(`${server.url}${url}`);

/** A PNG with transparency whose EXIF says "turn 90° clockwise": left half transparent, right half opaque red. */
async function rotatedPngWithAlpha(): Promise<Buffer> {
  const width = 40;
  const height = 20;
  const pixels = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1)
    for (let x = width / 2; x < width; x += 1) pixels.set([255, 0, 0, 255], (y * width + x) * 4);
  return sharp(pixels, { raw: { width, height, channels: 4 } })
    .withMetadata({ orientation: 6 })
    .png()
    .toBuffer();
}

describe('POST /api/upload_file', () => {
  it('re-encodes an EXIF-rotated PNG with alpha to an upright JPEG on white, stored 0600 in a 0700 folder', async () => {
    const result = await uploadFile(server, { token, bytes: await rotatedPngWithAlpha(), fileName: 'id.png' });
    expect(result.body).toMatchObject({ success: true, file: expect.any(String) });
    const response = await fetchLink(result.body.url!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const jpeg = Buffer.from(await response.arrayBuffer());
    const meta = await sharp(jpeg).metadata();
    expect([meta.format, meta.width, meta.height, meta.orientation]).toEqual(['jpeg', 20, 40, undefined]);
    const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    // The transparent half (left) turned to the top and became white; the red half is at the bottom.
    for (const channel of pixel(10, 5)) expect(channel).toBeGreaterThan(245);
    const [red, green, blue] = pixel(10, 35);
    expect(red).toBeGreaterThan(230);
    expect(green).toBeLessThan(25);
    expect(blue).toBeLessThan(25);

    const root = join(server.config.dataDir, 'uploads');
    expect((await stat(root)).mode & 0o777).toBe(0o700);
    expect((await stat(join(root, result.body.file!))).mode & 0o777).toBe(0o600);
    const [row] = await server.db.select().from(uploadedFiles).where(eq(uploadedFiles.token, result.body.file!));
    expect(row).toMatchObject({ merchantId: null, bytes: null, contentType: 'image/jpeg', width: 20, height: 40 });
  });

  it('lowers the JPEG quality of an image above 1 MB', async () => {
    // Noise does not compress: at quality 90 this is well above 1 MB.
    const width = 1400;
    const noise = Buffer.alloc(width * width * 3);
    for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 2654435761) >>> 24;
    const png = await sharp(noise, { raw: { width, height: width, channels: 3 } })
      .png()
      .toBuffer();
    const result = await uploadFile(server, { token, bytes: png });
    expect(result.body.success).toBe(true);
    const [row] = await server.db.select().from(uploadedFiles).where(eq(uploadedFiles.token, result.body.file!));
    const atFullQuality = await sharp(png).jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    expect(atFullQuality.length).toBeGreaterThan(1024 * 1024);
    expect(row!.sizeBytes).toBeLessThan(atFullQuality.length * 0.8);
  });

  it('refuses a renamed file by its content, in the caller language, and stores nothing', async () => {
    const before = await server.db.select().from(uploadedFiles);
    const text = Buffer.from('just some text, not a picture');
    const renamed = await uploadFile(server, { token, bytes: text, fileName: 'passport.jpg', type: 'image/jpeg' });
    expect(renamed.status).toBe(400);
    expect(renamed.body.msg).toContain('judged by the content');
    const zh = await uploadFile(server, { token, bytes: text, fileName: 'passport.png', language: 'zh-CN' });
    expect(zh.body.msg).toContain('按文件内容判断');
    // A PDF is a document, never an ID image.
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    expect((await uploadFile(server, { token, bytes: pdf, fileName: 'id.jpg', kind: 'image' })).status).toBe(400);
    expect(await server.db.select().from(uploadedFiles)).toHaveLength(before.length);
  });

  it('accepts a PDF where a document is asked for, kept as it is and served as an attachment', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const result = await uploadFile(server, { token, bytes: pdf, fileName: 'licence', kind: 'document' });
    expect(result.body.success).toBe(true);
    const response = await fetchLink(result.body.url!);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment');
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('refuses a file above 20 MB with 413 and a clear message', async () => {
    const result = await uploadFile(server, { token, bytes: Buffer.alloc(UPLOAD_MAX_BYTES + 1, 1) });
    expect(result.status).toBe(413);
    expect(result.body.msg).toBe('The file is larger than 20 MB.');
  });

  it('refuses a caller without a session', async () => {
    const result = await uploadFile(server, { bytes: await smallPng() });
    expect(result.status).toBe(401);
  });
});

describe('GET /uploads/<token>', () => {
  it('serves a link only with its signature, and only while its session lives', async () => {
    const user = await createUser(server.db);
    const own = await signIn(server, user.email!);
    const result = await uploadFile(server, { token: own, bytes: await smallPng() });
    const url = result.body.url!;
    expect((await fetchLink(url)).status).toBe(200);
    expect((await fetchLink(url.replace(/s=[^&]+/, 's=forged'))).status).toBe(404);
    expect((await fetchLink(url.replace(/sid=\d+/, 'sid=1'))).status).toBe(404);
    expect((await fetchLink(url.split('?')[0]!)).status).toBe(404);
    await server.call('logout', {}, { token: own });
    expect((await fetchLink(url)).status).toBe(404);
  });

  it('is the only way to an onboarding file: the store-image route refuses it even with a valid media signature', async () => {
    const result = await uploadFile(server, { token, bytes: await smallPng() });
    // The store images' signature (stores/media-urls.ts), made with the server's key as the store calls make it.
    const key = createHmac('sha256', server.secret).update('media-url:v1').digest();
    const expires = Math.floor(Date.now() / 1000) + 600;
    const signature = createHmac('sha256', key).update(`${result.body.file!}.${expires}`).digest('base64url');
    const signed = `/media/${result.body.file!}?e=${expires}&s=${signature}`;
    expect((await fetchLink(signed)).status).toBe(404);
  });

  it('survives the store images sweep (it belongs to no store)', async () => {
    const result = await uploadFile(server, { token, bytes: await smallPng() });
    await server.db
      .update(uploadedFiles)
      .set({ createdAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(uploadedFiles.token, result.body.file!));
    await server.jobs.runOnce('media-sweep');
    expect((await fetchLink(result.body.url!)).status).toBe(200);
  });
});
