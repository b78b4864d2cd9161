import { eq, sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { loginThrottle } from '@mbo/db/schema';

export function createThrottleRepository(db: Database) {
  return {
    async lockedUntil(account: string): Promise<Date | null> {
      const row = await db.query.loginThrottle.findFirst({ where: eq(loginThrottle.account, account) });
      return row?.lockedUntil ?? null;
    },
    /** Counts a failure; at `max` failures the account locks for `lockMs` and the count starts again. */
    async fail(account: string, max: number, lockMs: number): Promise<void> {
      await db.execute(sql`
        insert into login_throttle (account, failures, locked_until, updated_at) values (${account}, 1, null, now())
        on conflict (account) do update set
          failures = case when login_throttle.failures + 1 >= ${max} then 0 else login_throttle.failures + 1 end,
          locked_until = case when login_throttle.failures + 1 >= ${max}
            then now() + make_interval(secs => ${lockMs / 1000}) else login_throttle.locked_until end,
          updated_at = now()`);
    },
    async clear(account: string): Promise<void> {
      await db.delete(loginThrottle).where(eq(loginThrottle.account, account));
    },
  };
}
export type ThrottleRepository = ReturnType<typeof createThrottleRepository>;
