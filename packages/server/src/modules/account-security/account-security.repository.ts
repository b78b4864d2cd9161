import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { users } from '@mbo/db/schema';
import { captchaRedemptions } from '@mbo/db/schema-settlement';
import type { AccountRef } from '../auth/auth.public.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const isAccount = (account: AccountRef) =>
  account.type === 'email'
    ? sql`lower(${users.email}) = ${account.email}`
    : and(eq(users.countryCode, account.countryCode), eq(users.phone, account.phone));

/** A unique violation (users_email_uq, users_phone_uq), however the driver wraps it. */
function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: string }).code === '23505') return true;
  }
  return false;
}

export function createAccountSecurityRepository(db: Database) {
  return {
    /**
     * Records a captcha answer as spent; false when it was spent before (the signature is the primary key, so two
     * simultaneous uses cannot both win). Expired records go first: a challenge past its expiry is refused anyway.
     */
    redeemCaptcha: async (signature: string, expiresAt: Date): Promise<boolean> => {
      await db.delete(captchaRedemptions).where(lt(captchaRedemptions.expiresAt, sql`now()`));
      const rows = await db
        .insert(captchaRedemptions)
        .values({ signature, expiresAt })
        .onConflictDoNothing()
        .returning({ signature: captchaRedemptions.signature });
      return rows.length === 1;
    },

    /** The id of the user (other than `exceptUserId`) whose phone or e-mail this is, if any. */
    async holderOf(account: AccountRef, exceptUserId = 0): Promise<number | undefined> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(isAccount(account), ne(users.id, exceptUserId)))
        .limit(1);
      return row?.id;
    },

    /** Sets the user's phone or e-mail; false when the unique index found another user with it (a race lost). */
    async setContact(tx: Tx, userId: number, account: AccountRef): Promise<boolean> {
      const values =
        account.type === 'email'
          ? { email: account.email }
          : { countryCode: account.countryCode, phone: account.phone };
      try {
        await tx.execute(sql`savepoint set_contact`);
        await tx.update(users).set(values).where(eq(users.id, userId));
        return true;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        await tx.execute(sql`rollback to savepoint set_contact`);
        return false;
      }
    },
  };
}
export type AccountSecurityRepository = ReturnType<typeof createAccountSecurityRepository>;
