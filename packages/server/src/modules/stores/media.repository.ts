import { and, eq } from 'drizzle-orm';
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

    async byToken(token: string) {
      const [row] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.token, token));
      return row;
    },

    /** One of the merchant's own images, or undefined. */
    async own(merchantId: number, token: string) {
      const [row] = await db.select().from(uploadedFiles).where(and(eq(uploadedFiles.merchantId, merchantId), eq(uploadedFiles.token, token)));
      return row;
    },
  };
}
export type MediaRepository = ReturnType<typeof createMediaRepository>;
