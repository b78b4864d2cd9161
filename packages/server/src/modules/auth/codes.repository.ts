import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { verificationCodes } from '@mbo/db/schema';

export type CodeRow = typeof verificationCodes.$inferSelect;

export function createCodesRepository(db: Database) {
  return {
    latest(account: string, purpose: number, binding: string): Promise<CodeRow | undefined> {
      return db.query.verificationCodes.findFirst({
        where: and(eq(verificationCodes.account, account), eq(verificationCodes.purpose, purpose), eq(verificationCodes.binding, binding)),
        orderBy: desc(verificationCodes.id),
      });
    },
    /** Issues a new code and retires any earlier live code for the same account, purpose and binding. */
    async issue(values: { account: string; purpose: number; binding: string; codeHash: string; expiresAt: Date }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(verificationCodes)
          .set({ consumedAt: sql`now()` })
          .where(
            and(
              eq(verificationCodes.account, values.account),
              eq(verificationCodes.purpose, values.purpose),
              eq(verificationCodes.binding, values.binding),
              isNull(verificationCodes.consumedAt),
            ),
          );
        await tx.insert(verificationCodes).values(values);
      });
    },
    /** Consumes the code once; false when another request consumed it first. */
    async consume(id: number): Promise<boolean> {
      const rows = await db
        .update(verificationCodes)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
        .returning({ id: verificationCodes.id });
      return rows.length === 1;
    },
    /** Counts a wrong try; the code dies (is consumed) at `maxTries`. Returns the tries so far. */
    async countWrongTry(id: number, maxTries: number): Promise<void> {
      await db
        .update(verificationCodes)
        .set({
          wrongTries: sql`${verificationCodes.wrongTries} + 1`,
          consumedAt: sql`case when ${verificationCodes.wrongTries} + 1 >= ${maxTries} then now() else ${verificationCodes.consumedAt} end`,
        })
        .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)));
    },
  };
}
export type CodesRepository = ReturnType<typeof createCodesRepository>;
