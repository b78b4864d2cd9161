import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { messages } from '@mbo/db/schema';

const row = {
  id: messages.id,
  title: messages.title,
  content: messages.content,
  createdAt: messages.createdAt,
  isRead: messages.isRead,
};
export interface StoredMessage {
  id: number;
  title: string;
  content: string;
  createdAt: Date;
  isRead: boolean;
}

/** One user's platform messages: every query is bound to the user, so another user's id finds nothing. */
export function createMessagesRepository(db: Database) {
  const ofUser = (userId: number) => eq(messages.userId, userId);
  return {
    async page(userId: number, page: { index: number; size: number }) {
      const [rows, [totals]] = await Promise.all([
        db
          .select(row)
          .from(messages)
          .where(ofUser(userId))
          .orderBy(desc(messages.id))
          .limit(page.size)
          .offset((page.index - 1) * page.size),
        db
          .select({ total: count(), unread: sql<number>`count(*) filter (where not ${messages.isRead})::int` })
          .from(messages)
          .where(ofUser(userId)),
      ]);
      return { rows: rows as StoredMessage[], total: totals?.total ?? 0, unread: totals?.unread ?? 0 };
    },

    /** Reads one message and marks it read in the same statement (the row as it was read, now read). */
    async openOne(userId: number, id: number): Promise<StoredMessage | undefined> {
      const [opened] = await db
        .update(messages)
        .set({ isRead: true })
        .where(and(ofUser(userId), eq(messages.id, id)))
        .returning(row);
      return opened as StoredMessage | undefined;
    },

    /** Marks those of the ids that are the user's and unread; answers how many changed. */
    async markRead(userId: number, ids: readonly number[]): Promise<number> {
      const changed = await db
        .update(messages)
        .set({ isRead: true })
        .where(and(ofUser(userId), inArray(messages.id, [...ids]), eq(messages.isRead, false)))
        .returning({ id: messages.id });
      return changed.length;
    },

    async unreadCount(userId: number): Promise<number> {
      const [totals] = await db
        .select({ count: count() })
        .from(messages)
        .where(and(ofUser(userId), eq(messages.isRead, false)));
      return totals?.count ?? 0;
    },
  };
}
export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
