/**
 * The reseller form's upload kind `reseller_document` (issue 15; second document, section 5): PDF, JPG, JPEG, PNG,
 * BMP up to 20 MB, judged by content, stored privately like the application's uploads.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uploadedFiles } from '@mbo/db/schema';
import { encodeBmp } from '../../../test/kits/bmp-decode-test-kit.ts';
import { smallPng, uploadFile } from '../../../test/kits/kyc-test-kit.ts';
import { createReseller, signedInResellerMember } from '../../../test/kits/reseller-test-kit.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { UPLOAD_MAX_BYTES } from '@mbo/contracts/uploads';

const server = serverForThisFile();
const kind = 'reseller_document';
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const pdfOf = (size: number) => {
  const head = Buffer.from('%PDF-1.4\n');
  return Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);
};

async function member() {
  const reseller = await createReseller(server.db);
  return (await signedInResellerMember(server, reseller.id)).token;
}

const typeOf = async (file: string) =>
  (await server.db.select().from(uploadedFiles).where(eq(uploadedFiles.token, file)))[0];

describe('upload kind reseller_document', () => {
  it('takes a PDF as it is, and JPEG, PNG and BMP images re-encoded to JPEG, each judged by content', async () => {
    const token = await member();
    const jpeg = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const cases: [bytes: Buffer, fileName: string, contentType: string][] = [
      [pdfOf(2048), 'licence.pdf', 'application/pdf'],
      [jpeg, 'id.jpg', 'image/jpeg'],
      [jpeg, 'id.jpeg', 'image/jpeg'],
      [await smallPng(), 'id.png', 'image/jpeg'],
      [encodeBmp(16, 8), 'id.bmp', 'image/jpeg'],
    ];
    for (const [bytes, fileName, contentType] of cases) {
      const result = await uploadFile(server, { token, kind, bytes, fileName });
      expect([fileName, result.status]).toEqual([fileName, 200]);
      expect(await typeOf(result.body.file!)).toMatchObject({ contentType, merchantId: null });
      const served = await fetch(`${server.url}${result.body.url!}`);
      expect(served.headers.get('content-type')).toBe(contentType);
      expect(served.headers.get('cache-control')).toBe('private, no-store');
    }
    const pdf = await uploadFile(server, { token, kind, bytes: pdfOf(2048), fileName: 'x.pdf' });
    const served = Buffer.from(await (await fetch(`${server.url}${pdf.body.url!}`)).arrayBuffer());
    expect(served.equals(pdfOf(2048))).toBe(true);
  });

  it('refuses a GIF (the document kind takes it) and a renamed non-image, in the caller language', async () => {
    const token = await member();
    const gif = await uploadFile(server, { token, kind, bytes: GIF, fileName: 'id.gif', type: 'image/gif' });
    expect(gif.status).toBe(400);
    expect(gif.body.msg).toBe(
      'Only PDF files or JPG, JPEG, PNG or BMP images can be uploaded here (judged by the content, not the file name).',
    );
    expect((await uploadFile(server, { token, kind: 'document', bytes: GIF, fileName: 'id.gif' })).status).toBe(200);
    const text = Buffer.from('not a picture at all');
    const renamed = await uploadFile(server, { token, kind, bytes: text, fileName: 'id.png', type: 'image/png' });
    expect(renamed.status).toBe(400);
    const zh = await uploadFile(server, { token, kind, bytes: text, fileName: 'id.pdf', language: 'zh-CN' });
    expect(zh.body.msg).toContain('按文件内容判断');
  });

  it('takes exactly 20 MB and refuses one byte more', async () => {
    const token = await member();
    const atEdge = await uploadFile(server, { token, kind, bytes: pdfOf(UPLOAD_MAX_BYTES), fileName: 'big.pdf' });
    expect(atEdge.status, atEdge.body.msg).toBe(200);
    expect(await typeOf(atEdge.body.file!)).toMatchObject({ sizeBytes: UPLOAD_MAX_BYTES });
    const over = await uploadFile(server, { token, kind, bytes: pdfOf(UPLOAD_MAX_BYTES + 1), fileName: 'big.pdf' });
    expect(over.status).toBe(413);
    expect(over.body.msg).toBe('The file is larger than 20 MB.');
  });
});
