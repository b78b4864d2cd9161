import { and, count, eq } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { messages } from '@mbo/db/schema';

/** The header badge's query: platform messages of one user not read yet. */
export function createUnreadMessagesRepository(db: Database) {
  return {
    async countFor(userId: number): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(messages)
        .where(and(eq(messages.userId, userId), eq(messages.isRead, false)));
      return row?.count ?? 0;
    },
  };
}
export type UnreadMessagesRepository = ReturnType<typeof createUnreadMessagesRepository>;
