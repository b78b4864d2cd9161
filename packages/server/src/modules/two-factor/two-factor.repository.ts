import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { merchants } from '@mbo/db/schema';
import { totpChallenges, totpRecoveryCodes, userTotp } from '@mbo/db/schema-two-factor';
import { twoFactorRequirementOf, type TwoFactorRequirement } from './required-of-user.ts';

export type UserTotpRow = typeof userTotp.$inferSelect;
export type ChallengeRow = typeof totpChallenges.$inferSelect;

/** Queries of two-step verification; each is scoped by the user (or the merchant) it concerns. */
export function createTwoFactorRepository(db: Database) {
  return {
    findTotp: (userId: number) => db.query.userTotp.findFirst({ where: eq(userTotp.userId, userId) }),

    /** Starts (or restarts) an enrolment; never touches an authenticator that is already on. */
    async saveSetup(userId: number, secretSealed: string): Promise<boolean> {
      const rows = await db
        .insert(userTotp)
        .values({ userId, secretSealed })
        .onConflictDoUpdate({
          target: userTotp.userId,
          set: { secretSealed, lastStep: null, createdAt: sql`now()` },
          setWhere: isNull(userTotp.enabledAt),
        })
        .returning({ userId: userTotp.userId });
      return rows.length === 1;
    },

    /**
     * Records `step` as the last accepted one, only when it is later than the one recorded (one statement, so two
     * requests with the same code cannot both pass). `isEnabled` says which state the row must be in.
     */
    async acceptStep(userId: number, step: number, isEnabled: boolean): Promise<boolean> {
      const rows = await db
        .update(userTotp)
        .set({ lastStep: step })
        .where(
          and(
            eq(userTotp.userId, userId),
            isEnabled ? isNotNull(userTotp.enabledAt) : isNull(userTotp.enabledAt),
            or(isNull(userTotp.lastStep), lt(userTotp.lastStep, step)),
          ),
        )
        .returning({ userId: userTotp.userId });
      return rows.length === 1;
    },

    /** Turns an enrolment on and replaces the recovery codes, in one transaction. */
    async enable(userId: number, codeHashes: string[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(userTotp)
          .set({ enabledAt: sql`now()` })
          .where(and(eq(userTotp.userId, userId), isNull(userTotp.enabledAt)))
          .returning({ userId: userTotp.userId });
        if (rows.length !== 1) return false;
        await tx.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
        await tx.insert(totpRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
        return true;
      });
    },

    async disable(userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
        await tx.delete(userTotp).where(eq(userTotp.userId, userId));
      });
    },

    async replaceRecoveryCodes(userId: number, codeHashes: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
        await tx.insert(totpRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
      });
    },

    /** Spends a recovery code: true for the one request that marked it used. */
    async useRecoveryCode(userId: number, codeHash: string): Promise<boolean> {
      const rows = await db
        .update(totpRecoveryCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(totpRecoveryCodes.userId, userId),
            eq(totpRecoveryCodes.codeHash, codeHash),
            isNull(totpRecoveryCodes.usedAt),
          ),
        )
        .returning({ userId: totpRecoveryCodes.userId });
      return rows.length === 1;
    },

    async countRecoveryCodesLeft(userId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(totpRecoveryCodes)
        .where(and(eq(totpRecoveryCodes.userId, userId), isNull(totpRecoveryCodes.usedAt)));
      return row?.count ?? 0;
    },

    /** Why the user must have two-step verification on (staff, a merchant's requirement), or null. */
    async requirementOf(userId: number): Promise<TwoFactorRequirement> {
      const result = await db.execute<{ requirement: TwoFactorRequirement }>(
        sql`select ${twoFactorRequirementOf(userId)} as requirement`,
      );
      return result.rows[0]?.requirement ?? null;
    },

    async insertChallenge(values: {
      tokenHash: string;
      userId: number;
      method: string;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(totpChallenges).values(values);
    },

    /** A live (unused, unexpired by the database's clock) challenge. */
    findLiveChallenge: (tokenHash: string) =>
      db.query.totpChallenges.findFirst({
        where: and(
          eq(totpChallenges.tokenHash, tokenHash),
          isNull(totpChallenges.usedAt),
          gt(totpChallenges.expiresAt, sql`now()`),
        ),
      }),

    /** Spends a challenge: true for the one request that marked it used. */
    async useChallenge(id: number): Promise<boolean> {
      const rows = await db
        .update(totpChallenges)
        .set({ usedAt: sql`now()` })
        .where(and(eq(totpChallenges.id, id), isNull(totpChallenges.usedAt), gt(totpChallenges.expiresAt, sql`now()`)))
        .returning({ id: totpChallenges.id });
      return rows.length === 1;
    },

    async merchantRequirement(merchantId: number): Promise<boolean> {
      const row = await db.query.merchants.findFirst({
        columns: { requireTwoFactor: true },
        where: eq(merchants.id, merchantId),
      });
      return row?.requireTwoFactor === true;
    },

    /** Sets the requirement; true when it changed. */
    async setMerchantRequirement(merchantId: number, isRequired: boolean): Promise<boolean> {
      const rows = await db
        .update(merchants)
        .set({ requireTwoFactor: isRequired })
        .where(and(eq(merchants.id, merchantId), sql`${merchants.requireTwoFactor} <> ${isRequired}`))
        .returning({ id: merchants.id });
      return rows.length === 1;
    },
  };
}
export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
