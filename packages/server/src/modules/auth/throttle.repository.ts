import { eq, sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { loginThrottle } from '@mbo/db/schema';

/**
 * Failed sign-ins per account key. Every time here is the database's clock, so several server processes agree on
 * when a lock ends.
 */
export function createThrottleRepository(db: Database) {
  return {
    /** Milliseconds left on the account's lock; 0 when it is not locked. */
    async lockedForMs(account: string): Promise<number> {
      const result = await db.execute<{ ms: number }>(sql`
        select greatest(0, ceil(extract(epoch from locked_until - now()) * 1000))::float8 as ms
        from login_throttle where account = ${account} and locked_until > now()`);
      return result.rows[0]?.ms ?? 0;
    },

    /**
     * Counts a failure. Failures older than `lockMs` are forgotten first, so typos spread over days never add up to
     * a lock. At `max` failures the account locks for `lockMs` and the count starts again.
     */
    async fail(account: string, max: number, lockMs: number): Promise<void> {
      const window = sql`make_interval(secs => ${lockMs / 1000})`;
      const counted = await db.execute<{ failures: number }>(sql`
        insert into login_throttle as t (account, failures, locked_until, updated_at) values (${account}, 1, null, now())
        on conflict (account) do update set
          failures = case when t.updated_at > now() - ${window} then t.failures else 0 end + 1,
          updated_at = now()
        returning failures`);
      if ((counted.rows[0]?.failures ?? 0) < max) return;
      await db.execute(sql`
        update login_throttle set failures = 0, locked_until = now() + ${window}, updated_at = now()
        where account = ${account}`);
    },

    async clear(account: string): Promise<void> {
      await db.delete(loginThrottle).where(eq(loginThrottle.account, account));
    },
  };
}
export type ThrottleRepository = ReturnType<typeof createThrottleRepository>;
