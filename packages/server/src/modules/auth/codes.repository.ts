import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { verificationCodes } from '@mbo/db/schema';

export type CodeRow = typeof verificationCodes.$inferSelect;

export interface NewCode {
  account: string;
  purpose: number;
  binding: string;
  codeHash: string;
  createdAt: Date;
  expiresAt: Date;
}

const sameTarget = (account: string, purpose: number, binding: string) =>
  and(
    eq(verificationCodes.account, account),
    eq(verificationCodes.purpose, purpose),
    eq(verificationCodes.binding, binding),
  );

export function createCodesRepository(db: Database) {
  return {
    latest(account: string, purpose: number, binding: string): Promise<CodeRow | undefined> {
      return db.query.verificationCodes.findFirst({
        where: sameTarget(account, purpose, binding),
        orderBy: desc(verificationCodes.id),
      });
    },

    /**
     * Issues a new code, retiring any earlier live one for the same account, purpose and binding, unless a code was
     * issued after `notBefore`: then nothing changes and that code's issue time comes back. An advisory lock per
     * target serialises the check and the insert, so two simultaneous requests can never both get a code.
     */
    async issueUnlessRecent(values: NewCode, notBefore: Date): Promise<{ id: number } | { lastIssuedAt: Date }> {
      return db.transaction(async (tx) => {
        const lockKey = `verification_code|${values.purpose}|${values.account}|${values.binding}`;
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey}))`);
        const last = await tx.query.verificationCodes.findFirst({
          where: sameTarget(values.account, values.purpose, values.binding),
          orderBy: desc(verificationCodes.id),
        });
        if (last && last.createdAt.getTime() > notBefore.getTime()) return { lastIssuedAt: last.createdAt };
        await tx
          .update(verificationCodes)
          .set({ consumedAt: values.createdAt })
          .where(and(sameTarget(values.account, values.purpose, values.binding), isNull(verificationCodes.consumedAt)));
        const [row] = await tx.insert(verificationCodes).values(values).returning({ id: verificationCodes.id });
        return { id: row!.id };
      });
    },

    /** Forgets a code whose message could not be delivered, so the user may ask again at once. */
    async discard(id: number): Promise<void> {
      await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
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

    /** Counts a wrong try in one statement (safe under concurrent tries); the code dies at `maxTries`. */
    async countWrongTry(id: number, maxTries: number): Promise<{ isDead: boolean }> {
      const [row] = await db
        .update(verificationCodes)
        .set({
          wrongTries: sql`${verificationCodes.wrongTries} + 1`,
          consumedAt: sql`case when ${verificationCodes.wrongTries} + 1 >= ${maxTries} then now() else ${verificationCodes.consumedAt} end`,
        })
        .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
        .returning({ wrongTries: verificationCodes.wrongTries });
      // No row: a concurrent request consumed or killed it first; the caller answers "wrong" either way.
      return { isDead: row !== undefined && row.wrongTries >= maxTries };
    },
  };
}
export type CodesRepository = ReturnType<typeof createCodesRepository>;
