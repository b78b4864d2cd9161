/**
 * What the server's background work and its shared limits keep: the job runner's dead letters, and the rate
 * limiters' counters, shared by every server process on the database.
 */
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A job run that failed every attempt (jobs/registry.ts): the job's name, how many attempts it made and the last
 * error's message. The next scheduled run starts afresh; the row stays for people to read.
 */
export const jobDeadLetters = pgTable(
  'job_dead_letters',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    job: text('job').notNull(),
    attempts: smallint('attempts').notNull(),
    error: text('error').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_dead_letters_failed_idx').on(t.failedAt)],
);

/**
 * One rate-limit window per key (lib/shared-rate-counter.ts): the window opens with its first request and counts
 * until it is `window` old. UNLOGGED (migration): counters need no crash safety, and an unlogged write commits
 * without waiting for the WAL flush.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true })
      .notNull()
      .default(sql`statement_timestamp()`),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_limit_counters_window_idx').on(t.windowStart)],
);
