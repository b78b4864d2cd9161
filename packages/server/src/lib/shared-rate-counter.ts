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
  /**
   * Counts one request under `key` in a window of `windowMs` that opens with the key's first request. Given the
   * key's limit `max`, a busy key reserves places ahead (see below).
   */
  hit(key: string, windowMs: number, max?: number): Promise<RateCount>;
  /** Deletes counters whose window opened more than `olderThanMs` ago (longer than any window); the number deleted. */
  purge(olderThanMs: number): Promise<number>;
}

/**
 * The most of a key's budget one process holds in reserve: a reserved place left unused when the window ends is
 * spent all the same, so this bounds what a caller can lose per process and window.
 */
const RESERVE_SHARE_OF_LIMIT = 1 / 50;
/** A busy key reserves what it used in this long at its last second's rate. */
const RESERVE_AHEAD_MS = 100;
/** Keys whose rate and reserve this process remembers before it starts afresh (a flood of addresses). */
const MAX_LOCAL_KEYS = 10_000;

/** Places of a key's count this process took in one trip and has not given out yet. */
interface Reserve {
  next: number;
  last: number;
  endsAt: number;
}

/** Hits on a key in the current and the previous whole second. */
interface Rate {
  second: number;
  hits: number;
  previous: number;
}

/**
 * Rate-limit counters in PostgreSQL (`rate_limit_counters`, UNLOGGED), so every server process on the database
 * counts against the same budget. A window opens with a key's first request, on the database's clock (no skew
 * between processes), and a request after it ends opens the next. The hits of one turn of the event loop go in
 * one statement (lib/batcher.ts): hits on the same key are added up there, and each hit gets its own place in the
 * count (the count before the batch + its rank), so a batch never splits a window's budget wrongly.
 *
 * A busy key (the merchant API's per-merchant budget, one office's calls) would still cost a statement every few
 * requests, so a trip for it also reserves the places its next 100 ms will need at its last second's rate, at most
 * a fiftieth of its limit, and the following hits take them without a trip until they run out or the window ends.
 * Places stay unique across processes and nobody is ever admitted past the limit; the price is that a process's
 * unused reserve is counted at the window's end (at most 2 % of the limit per process). A quiet key reserves nothing.
 */
export function createSharedRateCounter(db: Database): SharedRateCounter {
  /** One batcher per window length (every limiter has one), so a statement has one window. */
  const batchers = new Map<number, (hit: { key: string; max: number | undefined }) => Promise<RateCount>>();
  const reserves = new Map<string, Reserve>();
  const rates = new Map<string, Rate>();

  function noteHit(localKey: string, now: number): Rate {
    const second = Math.floor(now / 1000);
    let rate = rates.get(localKey);
    if (!rate) {
      if (rates.size >= MAX_LOCAL_KEYS) rates.clear();
      rates.set(localKey, (rate = { second, hits: 0, previous: 0 }));
    } else if (rate.second !== second) {
      rate.previous = rate.second === second - 1 ? rate.hits : 0;
      rate.second = second;
      rate.hits = 0;
    }
    rate.hits += 1;
    return rate;
  }

  function reserveFor(rate: Rate | undefined, max: number | undefined): number {
    if (max === undefined || !rate) return 0;
    const wanted = Math.floor((Math.max(rate.previous, rate.hits) * RESERVE_AHEAD_MS) / 1000);
    return Math.max(0, Math.min(wanted, Math.floor(max * RESERVE_SHARE_OF_LIMIT)));
  }

  function batcherFor(windowMs: number) {
    const window = sql`make_interval(secs => ${windowMs / 1000})`;
    return createBatcher<{ key: string; max: number | undefined }, RateCount>({
      run: async (hits) => {
        const perKey = new Map<string, { hits: number; reserve: number }>();
        const now = Date.now();
        for (const { key, max } of hits) {
          const entry = perKey.get(key) ?? { hits: 0, reserve: 0 };
          entry.hits += 1;
          // These hits queued while the last trip was out; if it brought a reserve back, that one is used first.
          const held = reserves.get(`${windowMs}|${key}`);
          const isHeld = held !== undefined && held.next <= held.last && now < held.endsAt;
          if (!isHeld) entry.reserve = Math.max(entry.reserve, reserveFor(rates.get(`${windowMs}|${key}`), max));
          perKey.set(key, entry);
        }
        const { rows } = await executePrepared<{ key: string; count: number; added: number; ttl_ms: number }>(
          db,
          sql`
          with hit as (
            select r.key, r.added from ${batchRows(
              [...perKey].map(([key, { hits, reserve }]) => ({ key, added: hits + reserve })),
              'key text, added int',
            )}
          )
          insert into rate_limit_counters as c (key, window_start, count)
          select key, statement_timestamp(), added from hit
          on conflict (key) do update set
            count = case when c.window_start > statement_timestamp() - ${window} then c.count + excluded.count else excluded.count end,
            window_start = case when c.window_start > statement_timestamp() - ${window} then c.window_start else statement_timestamp() end
          returning c.key, c.count, (select h.added from hit h where h.key = c.key) as added,
            ceil(extract(epoch from c.window_start + ${window} - statement_timestamp()) * 1000)::int as ttl_ms`,
        );
        const answeredAt = Date.now();
        const places = new Map<string, { next: number; ttlMs: number }>();
        for (const row of rows) {
          const { hits: hitCount, reserve } = perKey.get(row.key)!;
          const first = row.count - row.added + 1;
          const ttlMs = Math.max(0, row.ttl_ms);
          places.set(row.key, { next: first, ttlMs });
          if (reserve > 0) {
            if (reserves.size >= MAX_LOCAL_KEYS) reserves.clear();
            reserves.set(`${windowMs}|${row.key}`, {
              next: first + hitCount,
              last: row.count,
              endsAt: answeredAt + ttlMs,
            });
          }
        }
        return hits.map(({ key }) => {
          const place = places.get(key)!;
          return { count: place.next++, ttlMs: place.ttlMs };
        });
      },
    });
  }

  return {
    hit(key, windowMs, max) {
      const localKey = `${windowMs}|${key}`;
      const now = Date.now();
      noteHit(localKey, now);
      const reserve = reserves.get(localKey);
      if (reserve) {
        if (reserve.next <= reserve.last && now < reserve.endsAt) {
          return Promise.resolve({ count: reserve.next++, ttlMs: reserve.endsAt - now });
        }
        reserves.delete(localKey);
      }
      let hit = batchers.get(windowMs);
      if (!hit) batchers.set(windowMs, (hit = batcherFor(windowMs)));
      return hit({ key, max });
    },
    async purge(olderThanMs) {
      const { rowCount } = await db.execute(
        sql`delete from rate_limit_counters where window_start < statement_timestamp() - make_interval(secs => ${olderThanMs / 1000})`,
      );
      return rowCount ?? 0;
    },
  };
}
