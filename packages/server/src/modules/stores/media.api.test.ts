import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uploadedFiles } from '@mbo/db/schema';
import { addMember, createUser, signIn } from '../../../test/support/factories.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { encodeBmp } from '../../../test/kits/bmp-decode-test-kit.ts';
import { createMediaRepository } from './media.repository.ts';
import { UNUSED_UPLOAD_KEEP_MS } from './media-sweep.job.ts';
import { newStoreBody, pngBytes, storeOwner, upload } from '../../../test/kits/stores-test-kit.ts';

const server = serverForThisFile();

const tokenOf = (url: string) => /\/media\/([\w-]+)/.exec(url)![1]!;
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });

describe('POST /api/upload', () => {
  it('accepts a PNG named .jpg as a PNG, re-encoded, and serves it on the signed link', async () => {
    const owner = await storeOwner(server);
    const result = await upload(server, {
      token: owner.token,
      merchantId: owner.merchant.id,
      bytes: await pngBytes(),
      fileName: 'photo.jpg',
      type: 'image/jpeg',
    });
    expect(result.status, result.body.msg).toBe(200);
    expect(result.body.url).toMatch(/^\/media\/[\w-]{32}\?e=\d+&s=[\w-]+$/);
    const [row] = await server.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.token, tokenOf(result.body.url!)));
    expect(row).toMatchObject({
      merchantId: owner.merchant.id,
      contentType: 'image/png',
      width: 8,
      height: 8,
      isPublic: false,
    });
    const served = await get(result.body.url!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('png');
  });

  it('strips metadata from a JPEG, takes the bearer header, and turns a BMP into a PNG', async () => {
    const owner = await storeOwner(server);
    const jpeg = await sharp({ create: { width: 10, height: 6, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret place' } } })
      .toBuffer();
    expect(jpeg.toString('latin1')).toContain('secret place');
    const result = await upload(server, {
      bearer: owner.token,
      merchantId: owner.merchant.id,
      bytes: jpeg,
      fileName: 'x.jpeg',
    });
    expect(result.status, result.body.msg).toBe(200);
    const [row] = await server.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.token, tokenOf(result.body.url!)));
    expect(row!.contentType).toBe('image/jpeg');
    expect(row!.bytes!.toString('latin1')).not.toContain('secret place');

    const bmp = await upload(server, {
      token: owner.token,
      merchantId: owner.merchant.id,
      bytes: encodeBmp(3, 2),
      fileName: 'logo.bmp',
    });
    expect(bmp.status, bmp.body.msg).toBe(200);
    const [png] = await server.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.token, tokenOf(bmp.body.url!)));
    expect(png).toMatchObject({ contentType: 'image/png', width: 3, height: 2 });
  });

  it('accepts an image just under 1024 KB, and keeps a GIF a GIF', async () => {
    const owner = await storeOwner(server);
    const side = 570;
    const noise = Buffer.from(Array.from({ length: side * side * 3 }, () => Math.floor(Math.random() * 256)));
    const large = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(large.length).toBeGreaterThan(950 * 1024);
    expect(large.length).toBeLessThan(1024 * 1024);
    const accepted = await upload(server, {
      token: owner.token,
      merchantId: owner.merchant.id,
      bytes: large,
      fileName: 'large.png',
    });
    expect(accepted.status, accepted.body.msg).toBe(200);
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#00ff00' } })
      .gif()
      .toBuffer();
    const kept = await upload(server, {
      token: owner.token,
      merchantId: owner.merchant.id,
      bytes: gif,
      fileName: 'logo.bmp',
    });
    const [row] = await server.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.token, tokenOf(kept.body.url!)));
    expect(row!.contentType).toBe('image/gif');
  });

  it("refuses a text file named .png, an SVG, a file over 1024 KB, and no file, in the caller's language", async () => {
    const owner = await storeOwner(server);
    const base = { token: owner.token, merchantId: owner.merchant.id };
    const text = await upload(server, {
      ...base,
      bytes: Buffer.from('hello, not an image'),
      fileName: 'fake.png',
      type: 'image/png',
    });
    expect([text.status, text.body.msg]).toEqual([400, 'Only JPG, JPEG, PNG, GIF and BMP images can be uploaded.']);
    const svg = await upload(server, {
      ...base,
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>'),
      fileName: 'x.png',
    });
    expect(svg.status).toBe(400);
    const big = Buffer.concat([await pngBytes(), Buffer.alloc(1024 * 1024)]);
    const tooLarge = await upload(server, { ...base, bytes: big, fileName: 'big.png', language: 'zh-CN' });
    expect([tooLarge.status, tooLarge.body.msg]).toEqual([413, '图片超过 1024 KB。']);
    expect(await server.db.select().from(uploadedFiles).where(eq(uploadedFiles.merchantId, owner.merchant.id))).toEqual(
      [],
    );
  });

  it('refuses without a session, for another merchant, and for a role without the store page', async () => {
    const owner = await storeOwner(server);
    const other = await storeOwner(server);
    const bytes = await pngBytes();
    expect((await upload(server, { merchantId: owner.merchant.id, bytes, fileName: 'a.png' })).status).toBe(401);
    expect(
      (await upload(server, { token: other.token, merchantId: owner.merchant.id, bytes, fileName: 'a.png' })).status,
    ).toBe(403);
    const finance = await createUser(server.db);
    await addMember(server.db, owner.merchant.id, finance.id, [2]);
    expect(
      (
        await upload(server, {
          token: await signIn(server, finance.email!),
          merchantId: owner.merchant.id,
          bytes,
          fileName: 'a.png',
        })
      ).status,
    ).toBe(403);
  });
});

describe('GET /media/<token>', () => {
  it("serves a private image only on a valid signed link: not bare, not tampered, not to another merchant's user", async () => {
    const owner = await storeOwner(server);
    const other = await storeOwner(server);
    const { body } = await upload(server, {
      token: owner.token,
      merchantId: owner.merchant.id,
      bytes: await pngBytes(),
      fileName: 'a.png',
    });
    const token = tokenOf(body.url!);
    expect((await get(`/media/${token}`)).status).toBe(404);
    expect((await get(`/media/${token}`, { authorization: `Bearer ${other.token}` })).status).toBe(404);
    expect((await get(body.url!.replace(/s=[\w-]{4}/, 's=AAAA'))).status).toBe(404);
    expect((await get(body.url!.replace(/e=\d+/, 'e=1'))).status).toBe(404);
    // Another merchant's store cannot adopt the image either.
    const adopt = await server.call(
      'Branch/AddBranch',
      newStoreBody(other.merchant.id, { store_photo_url: body.url }),
      { token: other.token },
    );
    expect([adopt.status, adopt.body.msg]).toEqual([400, 'The image was not found; upload it again.']);
  });

  it('makes a logo public while it is a logo, and private again once replaced', async () => {
    const owner = await storeOwner(server);
    const first = await upload(server, {
      token: owner.token,
      merchantId: owner.merchant.id,
      bytes: await pngBytes(),
      fileName: 'logo.png',
    });
    const photo = await upload(server, {
      token: owner.token,
      merchantId: owner.merchant.id,
      bytes: await pngBytes(20, 10),
      fileName: 'shop.png',
    });
    const added = await server.call(
      'Branch/AddBranch',
      newStoreBody(owner.merchant.id, { qr_logo_url: first.body.url, store_photo_url: photo.body.url }),
      { token: owner.token },
    );
    expect(added.status, added.body.msg).toBe(200);
    const logoToken = tokenOf(first.body.url!);
    const bare = await get(`/media/${logoToken}`);
    expect(bare.status).toBe(200);
    expect(bare.headers.get('cache-control')).toMatch(/^public/);
    expect((await get(`/media/${tokenOf(photo.body.url!)}`)).status).toBe(404);

    const storeId = added.body.branch.id;
    const second = await upload(server, {
      token: owner.token,
      merchantId: owner.merchant.id,
      bytes: await pngBytes(),
      fileName: 'new.png',
    });
    const saved = await server.call(
      'Branch/SavePayConfig',
      {
        merchant_id: owner.merchant.id,
        id: storeId,
        support_currency_list: [1],
        reqiure_message_type: 1,
        is_get_user_info: false,
        qr_logo_url: null,
        pay_logo_url: second.body.url,
      },
      { token: owner.token },
    );
    expect(saved.status, saved.body.msg).toBe(200);
    expect((await get(`/media/${logoToken}`)).status).toBe(404);
    expect((await get(`/media/${tokenOf(second.body.url!)}`)).status).toBe(200);
  });
});

describe('the unused-upload sweep', () => {
  it("deletes images no store uses once they are a day old, and keeps a store's images and fresh uploads", async () => {
    const owner = await storeOwner(server);
    const uploadThree = () =>
      Promise.all(
        [1, 2, 3].map(
          async () =>
            (
              await upload(server, {
                token: owner.token,
                merchantId: owner.merchant.id,
                bytes: await pngBytes(),
                fileName: 'a.png',
              })
            ).body.url!,
        ),
      );
    const [used, abandoned, fresh] = await uploadThree();
    const added = await server.call('Branch/AddBranch', newStoreBody(owner.merchant.id, { store_photo_url: used }), {
      token: owner.token,
    });
    expect(added.status, added.body.msg).toBe(200);
    const old = new Date(Date.now() - 2 * UNUSED_UPLOAD_KEEP_MS);
    for (const url of [used, abandoned])
      await server.db
        .update(uploadedFiles)
        .set({ createdAt: old })
        .where(eq(uploadedFiles.token, tokenOf(url!)));

    expect(await createMediaRepository(server.db).deleteUnused(UNUSED_UPLOAD_KEEP_MS)).toBeGreaterThanOrEqual(1);
    const left = await server.db
      .select({ token: uploadedFiles.token })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.merchantId, owner.merchant.id));
    expect(left.map((row) => row.token).sort()).toEqual([tokenOf(used!), tokenOf(fresh!)].sort());
  });
});
