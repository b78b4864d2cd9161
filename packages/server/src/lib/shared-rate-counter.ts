import { sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { executePrepared } from '@mbo/db/prepared';
import { batchRows } from './batch-sql.ts';
import { createBatcher } from './batcher.ts';

export interface RateCount {
  /** Requests counted in the key's window so far, this one included. */
  count: number;
  /** Until the window ends. */
  ttlMs: number;
}

export interface SharedRateCounter {
  /** Counts one request under `key` in a window of `windowMs` that opens with the key's first request. */
  hit(key: string, windowMs: number): Promise<RateCount>;
  /** Deletes counters whose window opened more than `olderThanMs` ago (longer than any window); the number deleted. */
  purge(olderThanMs: number): Promise<number>;
}

/**
 * Rate-limit counters in PostgreSQL (`rate_limit_counters`, UNLOGGED), so every server process on the database
 * counts against the same budget. A window opens with a key's first request, on the database's clock (no skew
 * between processes), and a request after it ends opens the next. The hits of one turn of the event loop go in
 * one statement (lib/batcher.ts): hits on the same key are added up there, and each hit gets its own place in the
 * count (the count before the batch + its rank), so a batch never splits a window's budget wrongly. One statement
 * per request at most, and a commit that waits for no WAL flush (the table is unlogged).
 */
export function createSharedRateCounter(db: Database): SharedRateCounter {
  /** One batcher per window length (every limiter has one), so a statement has one window. */
  const batchers = new Map<number, (key: string) => Promise<RateCount>>();

  function batcherFor(windowMs: number) {
    const window = sql`make_interval(secs => ${windowMs / 1000})`;
    return createBatcher<string, RateCount>({
      run: async (keys) => {
        const { rows } = await executePrepared<{ key: string; count: number; added: number; ttl_ms: number }>(
          db,
          sql`
          with hit as (
            select r.key, count(*)::int as added from ${batchRows(
              keys.map((key) => ({ key })),
              'key text',
            )} group by r.key
          )
          insert into rate_limit_counters as c (key, window_start, count)
          select key, statement_timestamp(), added from hit
          on conflict (key) do update set
            count = case when c.window_start > statement_timestamp() - ${window} then c.count + excluded.count else excluded.count end,
            window_start = case when c.window_start > statement_timestamp() - ${window} then c.window_start else statement_timestamp() end
          returning c.key, c.count, (select h.added from hit h where h.key = c.key) as added,
            ceil(extract(epoch from c.window_start + ${window} - statement_timestamp()) * 1000)::int as ttl_ms`,
        );
        const byKey = new Map(rows.map((row) => [row.key, { ...row, given: 0 }]));
        return keys.map((key) => {
          const row = byKey.get(key)!;
          row.given += 1;
          return { count: row.count - row.added + row.given, ttlMs: Math.max(0, row.ttl_ms) };
        });
      },
    });
  }

  return {
    hit(key, windowMs) {
      let hit = batchers.get(windowMs);
      if (!hit) batchers.set(windowMs, (hit = batcherFor(windowMs)));
      return hit(key);
    },
    async purge(olderThanMs) {
      const { rowCount } = await db.execute(
        sql`delete from rate_limit_counters where window_start < statement_timestamp() - make_interval(secs => ${olderThanMs / 1000})`,
      );
      return rowCount ?? 0;
    },
  };
}
