import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { uploadedFiles } from '@mbo/db/schema';

export interface NewOnboardingFile {
  ownerUserId: number;
  token: string;
  contentType: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
}

/** Onboarding files (uploaded_files rows with an owner and no merchant; the bytes are on disk). */
export function createUploadsRepository(db: Database) {
  return {
    async insert(file: NewOnboardingFile): Promise<void> {
      await db.insert(uploadedFiles).values({ ...file, uploadedBy: file.ownerUserId });
    },

    async byToken(token: string) {
      const [row] = await db
        .select({
          token: uploadedFiles.token,
          ownerUserId: uploadedFiles.ownerUserId,
          contentType: uploadedFiles.contentType,
        })
        .from(uploadedFiles)
        .where(and(eq(uploadedFiles.token, token), isNull(uploadedFiles.merchantId)));
      return row;
    },

    /** Which of these tokens are the user's own onboarding files, with their types. */
    async ownedBy(userId: number, tokens: readonly string[]) {
      if (tokens.length === 0) return [];
      return db
        .select({ token: uploadedFiles.token, contentType: uploadedFiles.contentType })
        .from(uploadedFiles)
        .where(
          and(
            eq(uploadedFiles.ownerUserId, userId),
            isNull(uploadedFiles.merchantId),
            inArray(uploadedFiles.token, [...tokens]),
          ),
        );
    },
  };
}
export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
