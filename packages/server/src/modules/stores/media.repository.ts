import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { uploadedFiles } from '@mbo/db/schema';

export interface NewImage {
  merchantId: number;
  token: string;
  contentType: string;
  bytes: Buffer;
  width: number;
  height: number;
  uploadedBy: number;
}

/** Uploaded images (re-encoded, in the database). */
export function createMediaRepository(db: Database) {
  return {
    async insert(image: NewImage): Promise<void> {
      await db.insert(uploadedFiles).values(image);
    },

    /** A store image (onboarding files have no merchant and are served by modules/uploads only). */
    async byToken(token: string) {
      const [row] = await db
        .select()
        .from(uploadedFiles)
        .where(and(eq(uploadedFiles.token, token), isNotNull(uploadedFiles.merchantId)));
      return row;
    },

    /**
     * Deletes images uploaded more than `olderThanMs` ago that no store uses (an add dialog abandoned after its
     * upload, a replaced logo or photo); returns how many.
     */
    async deleteUnused(olderThanMs: number): Promise<number> {
      const { rows } = await db.execute<{ count: number }>(sql`
        with gone as (
          delete from uploaded_files f
          where f.merchant_id is not null
            and f.created_at < now() - make_interval(secs => ${olderThanMs / 1000})
            and not exists (
              select 1 from stores s
              where s.merchant_id = f.merchant_id and f.token in (s.store_photo, s.qr_logo, s.pay_logo))
          returning 1)
        select count(*)::int as count from gone`);
      return rows[0]?.count ?? 0;
    },

    /** One of the merchant's own images, or undefined. */
    async own(merchantId: number, token: string) {
      const [row] = await db
        .select()
        .from(uploadedFiles)
        .where(and(eq(uploadedFiles.merchantId, merchantId), eq(uploadedFiles.token, token)));
      return row;
    },
  };
}
export type MediaRepository = ReturnType<typeof createMediaRepository>;
