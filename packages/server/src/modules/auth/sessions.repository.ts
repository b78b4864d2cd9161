import { and, eq, getTableColumns, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { sessions } from '@mbo/db/schema';
import { hasTwoFactorOn, twoFactorRequirementOf, type TwoFactorRequirement } from '../two-factor/two-factor.public.ts';

export type SessionRow = typeof sessions.$inferSelect;
/**
 * A session as a call sees it: whether its user must set up two-step verification first, and why (they are provider
 * staff, or a merchant of theirs requires it), judged live; null when they need not.
 */
export type AdmissionRow = SessionRow & { twoFactorHold: TwoFactorRequirement };

export function createSessionsRepository(db: Database) {
  const admissionOf = <T>(tokenHash: string, alongside: SQL<T>) =>
    db
      .select({
        ...getTableColumns(sessions),
        twoFactorHold: sql<TwoFactorRequirement>`case when not ${hasTwoFactorOn(sql`${sessions.userId}`)} then ${twoFactorRequirementOf(sql`${sessions.userId}`)} end`,
        alongside,
      })
      .from(sessions)
      .where(eq(sessions.tokenHash, tokenHash));

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
    /**
     * The session of a token with, in the same statement, whether its user is held at the two-step set-up (they are
     * active provider staff, or a merchant of theirs requires it of role 1, and they have none): judged on every
     * call, so turning the requirement on, or making someone staff, reaches sessions already signed in.
     */
    async findForAdmission(tokenHash: string): Promise<AdmissionRow | undefined> {
      const [row] = await admissionOf(tokenHash, sql`null`);
      return row;
    },
    /**
     * The same, with `alongside(userId)` read in the same statement: what the caller admits next about the session's
     * user (the call layer: their membership of the call's merchant), one round trip for both.
     */
    async findForAdmissionWith<T>(
      tokenHash: string,
      alongside: (userId: SQL) => SQL<T>,
    ): Promise<(AdmissionRow & { alongside: T }) | undefined> {
      const [row] = await admissionOf(tokenHash, alongside(sql`${sessions.userId}`));
      return row;
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
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()`, revokedReason: reason })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },
    /** Ends every live session of a user, except `keepId` when given. */
    async revokeAllOfUser(userId: number, reason: string, keepId?: number): Promise<void> {
      const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
      if (keepId !== undefined) conditions.push(ne(sessions.id, keepId));
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()`, revokedReason: reason })
        .where(and(...conditions));
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
