import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { sessions } from '@mbo/db/schema';

export type SessionRow = typeof sessions.$inferSelect;

export function createSessionsRepository(db: Database) {
  return {
    /** Times come from the service's clock, the same one that judges expiry. */
    async insert(values: { userId: number; tokenHash: string; createdAt: Date; expiresAt: Date }): Promise<SessionRow> {
      const [row] = await db
        .insert(sessions)
        .values({ ...values, lastActivityAt: values.createdAt })
        .returning();
      return row!;
    },
    async findByTokenHash(tokenHash: string): Promise<SessionRow | undefined> {
      return db.query.sessions.findFirst({ where: eq(sessions.tokenHash, tokenHash) });
    },
    async findById(id: number): Promise<SessionRow | undefined> {
      return db.query.sessions.findFirst({ where: eq(sessions.id, id) });
    },
    /** Marks activity at `at` when the last mark is older than `ifBefore`, so bursts of calls do not each write. */
    async touch(id: number, at: Date, ifBefore: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ lastActivityAt: at })
        .where(and(eq(sessions.id, id), lt(sessions.lastActivityAt, ifBefore)));
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
