import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { sessions } from '@mbo/db/schema';

export type SessionRow = typeof sessions.$inferSelect;

export function createSessionsRepository(db: Database) {
  return {
    async insert(userId: number, tokenHash: string, expiresAt: Date): Promise<SessionRow> {
      const [row] = await db.insert(sessions).values({ userId, tokenHash, expiresAt }).returning();
      return row!;
    },
    async findByTokenHash(tokenHash: string): Promise<SessionRow | undefined> {
      return db.query.sessions.findFirst({ where: eq(sessions.tokenHash, tokenHash) });
    },
    /** Marks activity, at most once a second per session, so bursts of calls do not each write. */
    async touch(id: number): Promise<void> {
      await db
        .update(sessions)
        .set({ lastActivityAt: sql`now()` })
        .where(and(eq(sessions.id, id), sql`${sessions.lastActivityAt} < now() - interval '1 second'`));
    },
    async revoke(id: number, reason: string): Promise<void> {
      await db.update(sessions).set({ revokedAt: sql`now()`, revokedReason: reason }).where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },
    /** Ends every live session of a user, except `keepId` when given. */
    async revokeAllOfUser(userId: number, reason: string, keepId?: number): Promise<void> {
      const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
      if (keepId !== undefined) conditions.push(ne(sessions.id, keepId));
      await db.update(sessions).set({ revokedAt: sql`now()`, revokedReason: reason }).where(and(...conditions));
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
