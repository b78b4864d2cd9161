import { eq, sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { loginThrottle } from '@mbo/db/schema';

export type Claim = { isClaimed: true } | { isClaimed: false; lockedForMs: number };

/**
 * Guesses of a secret (password, verification code) per guesser key (guesses.ts). Every time here is the
 * database's clock, so several server processes agree on when a lock ends.
 */
export function createThrottleRepository(db: Database) {
  return {
    /**
     * Claims one guess in one statement, before the secret is checked, so parallel guesses each count and can never
     * all slip past the limit. Guesses older than `lockMs` are forgotten, so typos spread over days never add up.
     * The `max`-th claim is still granted (that guess is checked) and locks the key for `lockMs`; while locked,
     * nothing is counted and the claim is refused. A granted claim is the one that wrote `updated_at = now()`.
     */
    async claim(key: string, max: number, lockMs: number): Promise<Claim> {
      const window = sql`make_interval(secs => ${lockMs / 1000})`;
      const isLocked = sql`t.locked_until > now()`;
      const isCounting = sql`(t.locked_until is null and t.updated_at > now() - ${window})`;
      const next = sql`case when ${isCounting} then t.failures + 1 else 1 end`;
      const result = await db.execute<{ is_claimed: boolean; ms: number }>(sql`
        insert into login_throttle as t (account, failures, locked_until, updated_at)
        values (${key}, 1, case when 1 >= ${max} then now() + ${window} end, now())
        on conflict (account) do update set
          failures = case when ${isLocked} then t.failures else ${next} end,
          locked_until = case when ${isLocked} then t.locked_until when ${next} >= ${max} then now() + ${window} end,
          updated_at = case when ${isLocked} then t.updated_at else now() end
        returning t.updated_at = now() as is_claimed,
          greatest(0, ceil(extract(epoch from t.locked_until - now()) * 1000))::float8 as ms`);
      const row = result.rows[0]!;
      return row.is_claimed ? { isClaimed: true } : { isClaimed: false, lockedForMs: row.ms };
    },

    /** Gives a claim back when what was sent turned out not to be a guess (malformed input, a failure of ours). */
    async release(key: string): Promise<void> {
      await db.execute(sql`update login_throttle set failures = greatest(0, failures - 1) where account = ${key}`);
    },

    async clear(key: string): Promise<void> {
      await db.delete(loginThrottle).where(eq(loginThrottle.account, key));
    },
  };
}
export type ThrottleRepository = ReturnType<typeof createThrottleRepository>;
