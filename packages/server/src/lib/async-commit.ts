import { sql } from 'drizzle-orm';

/**
 * A FROM item that turns off the wait for the WAL flush at this statement's commit (set_config(…, true) lasts for
 * the statement's own transaction). For bookkeeping whose loss in a database crash costs little and whose fsync
 * would otherwise be on every request's path: nonces (a crash could forget the last ~0.6 s of them), idempotency
 * records (a later synchronous commit — the order itself — flushes them anyway) and the relay's attempt log
 * (a lost outcome means one more delivery, which receivers drop by event id). Money never uses it.
 */
export const withoutFlushWait = sql.raw(`(select set_config('synchronous_commit', 'off', true)) as no_flush_wait`);
