import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { executePrepared } from '@mbo/db/prepared';
import { batchRows } from '../../lib/batch-sql.ts';
import { createBatcher } from '../../lib/batcher.ts';
import { withoutFlushWait } from '../../lib/async-commit.ts';
import { ApiError, unauthorized } from './api-error.ts';

/** An Idempotency-Key is remembered this long (the merchant-api-purge job deletes older ones). */
export const IDEMPOTENCY_TTL_HOURS = 24;
/** A request still "in progress" after this long died with its process: a retry takes the key over. */
const ABANDONED_AFTER_S = 60;
const KEY = /^[\x21-\x7e]{1,255}$/;

/** The code of the 409 a key held by a request without an answer gets (see once's `recover`). */
export const IN_PROGRESS = 'idempotency_in_progress';

export type IdempotencyStart = { kind: 'new' } | { kind: 'replay'; status: number; body: unknown };

export const requestHash = (method: string, url: string, rawBody: string) =>
  createHash('sha256').update(`${method}\n${url}\n${rawBody}`).digest('hex');

type StoredAnswer = { request_hash: string; response_status: number | null; response_body: unknown };
type ClaimRequest = {
  merchant_id: number;
  nonce: string;
  key: string;
  method: string;
  path: string;
  request_hash: string;
};

/**
 * Idempotency-Key on POSTs: the first request with a key claims it (in progress); its final answer (any status
 * below 500) is stored and replayed to a retry with the same key and request; the same key with another request is
 * refused (422); a retry while the first is still running gets 409 "in progress". A 5xx is not stored: the key is
 * released, so the retry runs again. The request's nonce is recorded in the claim's statement (one round trip for
 * the request's bookkeeping): a reused nonce claims nothing and is refused (401).
 */
export function createIdempotency(db: Database) {
  // The claim's conflict rule: a key whose record outlived its life, or whose request died in progress, is claimed
  // again (the row starts over); any other existing key is not claimed.
  const reclaim = sql`
      on conflict (merchant_id, key) do update
        set method = excluded.method, path = excluded.path, request_hash = excluded.request_hash,
            response_status = null, response_body = null, created_at = now()
        where api_idempotency_keys.created_at < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})
           or (api_idempotency_keys.response_status is null and api_idempotency_keys.created_at < now() - make_interval(secs => ${ABANDONED_AFTER_S}))`;
  const claimSql = (merchantId: number, key: string, method: string, path: string, hash: string) => sql`
      insert into api_idempotency_keys (merchant_id, key, method, path, request_hash)
      select ${merchantId}, ${key}, ${method}, ${path}, ${hash} from ${withoutFlushWait}
      ${reclaim}
      returning 1 as claimed`;
  const storedSql = (merchantId: number, key: string) =>
    sql`select request_hash, response_status, response_body from api_idempotency_keys where merchant_id = ${merchantId} and key = ${key}`;

  /**
   * The nonce, the claim and (when the claim fails) the key's stored answer as it was when the statement began,
   * in one statement for all the requests that arrive together (a batcher: one round trip under load). `stored` is
   * null when the claim failed on a row committed meanwhile: the caller reads again. A run never holds the same
   * nonce or key twice (one row cannot be claimed twice in a statement).
   */
  const claimWithNonce = createBatcher<ClaimRequest, { fresh: boolean; claimed: boolean; stored: StoredAnswer | null }>(
    {
      keysOf: (request) => [
        `nonce:${request.merchant_id}:${request.nonce}`,
        `key:${request.merchant_id}:${request.key}`,
      ],
      run: async (requests) => {
        const { rows } = await executePrepared<{ fresh: boolean; claimed: boolean; stored: StoredAnswer | null }>(
          db,
          sql`
        with request as (
          select r.* from ${batchRows(requests, 'merchant_id int, nonce text, key text, method text, path text, request_hash text')}
        ),
        nonce as (
          insert into api_nonces (merchant_id, nonce) select merchant_id, nonce from request, ${withoutFlushWait}
          on conflict do nothing returning merchant_id, nonce
        ),
        claim as (
          insert into api_idempotency_keys (merchant_id, key, method, path, request_hash)
          select r.merchant_id, r.key, r.method, r.path, r.request_hash from request r join nonce n using (merchant_id, nonce)
          ${reclaim}
          returning merchant_id, key
        )
        select exists (select 1 from nonce n where n.merchant_id = r.merchant_id and n.nonce = r.nonce) as fresh,
          exists (select 1 from claim c where c.merchant_id = r.merchant_id and c.key = r.key) as claimed,
          (select to_jsonb(k) from (
            select request_hash, response_status, response_body from api_idempotency_keys k
            where k.merchant_id = r.merchant_id and k.key = r.key) k) as stored
        from request r order by r.i`,
        );
        return rows;
      },
    },
  );

  async function claim(merchantId: number, key: string, method: string, path: string, hash: string): Promise<boolean> {
    const { rows } = await executePrepared(db, claimSql(merchantId, key, method, path, hash));
    return rows.length === 1;
  }

  // Final answers: those completed while one statement writes are written together by the next.
  const writeAnswer = createBatcher<{ merchant_id: number; key: string; status: number; body: unknown }, void>({
    keysOf: (answer) => [`${answer.merchant_id}:${answer.key}`],
    run: async (answers) => {
      await executePrepared(
        db,
        sql`update api_idempotency_keys k set response_status = r.status, response_body = r.body
          from ${batchRows(answers, 'merchant_id int, key text, status int, body jsonb')}, ${withoutFlushWait}
          where k.merchant_id = r.merchant_id and k.key = r.key and k.response_status is null`,
      );
      return answers.map(() => undefined);
    },
  });

  function answerOf(stored: StoredAnswer, hash: string): IdempotencyStart {
    if (stored.request_hash !== hash)
      throw new ApiError(422, 'idempotency_key_reused', 'merchant_api.idempotency_key_reused');
    if (stored.response_status === null) throw new ApiError(409, IN_PROGRESS, 'merchant_api.idempotency_in_progress');
    return { kind: 'replay', status: Number(stored.response_status), body: stored.response_body };
  }

  return {
    isValidKey: (key: string) => KEY.test(key),

    /** Claims the key for a signed request whose nonce is not yet recorded (it is recorded here, or refused). */
    async start(
      merchantId: number,
      nonce: string,
      key: string,
      method: string,
      path: string,
      hash: string,
    ): Promise<IdempotencyStart> {
      const first = await claimWithNonce({ merchant_id: merchantId, nonce, key, method, path, request_hash: hash });
      if (!first.fresh) throw unauthorized('nonce_reused');
      if (first.claimed) return { kind: 'new' };
      if (first.stored) return answerOf(first.stored, hash);
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const { rows } = await executePrepared<StoredAnswer>(db, storedSql(merchantId, key));
        // Released between the claim and this read (the first request failed with a 5xx): claim it again.
        if (rows[0]) return answerOf(rows[0], hash);
        if (await claim(merchantId, key, method, path, hash)) return { kind: 'new' };
      }
      throw new ApiError(409, IN_PROGRESS, 'merchant_api.idempotency_in_progress');
    },

    /** Stores a key's final answer; resolves once written (answers completed meanwhile share the statement). */
    complete(merchantId: number, key: string, status: number, body: unknown): Promise<void> {
      return writeAnswer({ merchant_id: merchantId, key, status, body });
    },

    async release(merchantId: number, key: string): Promise<void> {
      await db.execute(
        sql`delete from api_idempotency_keys where merchant_id = ${merchantId} and key = ${key} and response_status is null`,
      );
    },
  };
}
export type Idempotency = ReturnType<typeof createIdempotency>;
