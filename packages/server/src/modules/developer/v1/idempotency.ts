import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { executePrepared } from '@mbo/db/prepared';
import { withoutFlushWait } from '../async-commit.ts';
import { ApiError, unauthorized } from './api-error.ts';
import { nonceInsert } from './authenticate.ts';

/** An Idempotency-Key is remembered this long (the relay purges older ones). */
export const IDEMPOTENCY_TTL_HOURS = 24;
/** A request still "in progress" after this long died with its process: a retry takes the key over. */
const ABANDONED_AFTER_S = 60;
const KEY = /^[\x21-\x7e]{1,255}$/;

export type IdempotencyStart = { kind: 'new' } | { kind: 'replay'; status: number; body: unknown };

export const requestHash = (method: string, url: string, rawBody: string) =>
  createHash('sha256').update(`${method}\n${url}\n${rawBody}`).digest('hex');

type StoredAnswer = { request_hash: string; response_status: number | null; response_body: unknown };

/**
 * Idempotency-Key on POSTs: the first request with a key claims it (in progress); its final answer (any status
 * below 500) is stored and replayed to a retry with the same key and request; the same key with another request is
 * refused (422); a retry while the first is still running gets 409 "in progress". A 5xx is not stored: the key is
 * released, so the retry runs again. The request's nonce is recorded in the claim's statement (one round trip for
 * the request's bookkeeping): a reused nonce claims nothing and is refused (401).
 */
export function createIdempotency(db: Database) {
  const claimSql = (merchantId: number, key: string, method: string, path: string, hash: string, from: SQL) => sql`
      insert into api_idempotency_keys (merchant_id, key, method, path, request_hash)
      select ${merchantId}, ${key}, ${method}, ${path}, ${hash} from ${from}
      on conflict (merchant_id, key) do update
        set method = excluded.method, path = excluded.path, request_hash = excluded.request_hash,
            response_status = null, response_body = null, created_at = now()
        where api_idempotency_keys.created_at < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})
           or (api_idempotency_keys.response_status is null and api_idempotency_keys.created_at < now() - make_interval(secs => ${ABANDONED_AFTER_S}))
      returning 1 as claimed`;
  const storedSql = (merchantId: number, key: string) =>
    sql`select request_hash, response_status, response_body from api_idempotency_keys where merchant_id = ${merchantId} and key = ${key}`;

  /**
   * The nonce, the claim and (when the claim fails) the key's stored answer as it was when the statement began,
   * in one statement. `stored` is null when the claim failed on a row committed meanwhile: the caller reads again.
   */
  async function claimWithNonce(merchantId: number, nonce: string, key: string, method: string, path: string, hash: string) {
    const { rows } = await executePrepared<{ fresh: number; claimed: number; stored: StoredAnswer | null }>(
      db,
      sql`
      with nonce as (${nonceInsert(merchantId, nonce)}),
      claim as (${claimSql(merchantId, key, method, path, hash, sql`nonce`)})
      select (select count(*)::int from nonce) as fresh, (select count(*)::int from claim) as claimed,
        (select to_jsonb(stored) from (${storedSql(merchantId, key)}) stored) as stored`,
    );
    const row = rows[0]!;
    if (row.fresh === 0) throw unauthorized('nonce_reused');
    return { claimed: row.claimed === 1, stored: row.stored };
  }

  async function claim(merchantId: number, key: string, method: string, path: string, hash: string): Promise<boolean> {
    const { rows } = await executePrepared(db, claimSql(merchantId, key, method, path, hash, withoutFlushWait));
    return rows.length === 1;
  }

  // Group commit of final answers: while one statement writes, the answers completed meanwhile wait and are written
  // by the next, together (one round trip for many requests under load, none added when calm).
  let pending: { answer: { merchant_id: number; key: string; status: number; body: unknown }; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let isWriting = false;
  async function writeAnswers(): Promise<void> {
    isWriting = true;
    while (pending.length > 0) {
      const batch = pending;
      pending = [];
      try {
        await executePrepared(
          db,
          sql`update api_idempotency_keys k set response_status = a.status, response_body = a.body
          from jsonb_to_recordset(${JSON.stringify(batch.map((entry) => entry.answer))}::jsonb) as a(merchant_id int, key text, status int, body jsonb), ${withoutFlushWait}
          where k.merchant_id = a.merchant_id and k.key = a.key and k.response_status is null`,
        );
        for (const entry of batch) entry.resolve();
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    isWriting = false;
  }

  function answerOf(stored: StoredAnswer, hash: string): IdempotencyStart {
    if (stored.request_hash !== hash) throw new ApiError(422, 'idempotency_key_reused', 'developer.api.idempotency_key_reused');
    if (stored.response_status === null) throw new ApiError(409, 'idempotency_in_progress', 'developer.api.idempotency_in_progress');
    return { kind: 'replay', status: Number(stored.response_status), body: stored.response_body };
  }

  return {
    isValidKey: (key: string) => KEY.test(key),

    /** Claims the key for a signed request whose nonce is not yet recorded (it is recorded here, or refused). */
    async start(merchantId: number, nonce: string, key: string, method: string, path: string, hash: string): Promise<IdempotencyStart> {
      const first = await claimWithNonce(merchantId, nonce, key, method, path, hash);
      if (first.claimed) return { kind: 'new' };
      if (first.stored) return answerOf(first.stored, hash);
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const { rows } = await executePrepared<StoredAnswer>(db, storedSql(merchantId, key));
        // Released between the claim and this read (the first request failed with a 5xx): claim it again.
        if (rows[0]) return answerOf(rows[0], hash);
        if (await claim(merchantId, key, method, path, hash)) return { kind: 'new' };
      }
      throw new ApiError(409, 'idempotency_in_progress', 'developer.api.idempotency_in_progress');
    },

    /** Stores a key's final answer; resolves once written (answers completed meanwhile share the statement). */
    complete(merchantId: number, key: string, status: number, body: unknown): Promise<void> {
      return new Promise((resolve, reject) => {
        pending.push({ answer: { merchant_id: merchantId, key, status, body }, resolve, reject });
        if (!isWriting) void writeAnswers();
      });
    },

    async release(merchantId: number, key: string): Promise<void> {
      await db.execute(sql`delete from api_idempotency_keys where merchant_id = ${merchantId} and key = ${key} and response_status is null`);
    },
  };
}
export type Idempotency = ReturnType<typeof createIdempotency>;
