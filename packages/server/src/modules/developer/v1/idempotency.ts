import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { withoutFlushWait } from '../async-commit.ts';
import { ApiError } from './api-error.ts';

/** An Idempotency-Key is remembered this long (the relay purges older ones). */
export const IDEMPOTENCY_TTL_HOURS = 24;
/** A request still "in progress" after this long died with its process: a retry takes the key over. */
const ABANDONED_AFTER_S = 60;
const KEY = /^[\x21-\x7e]{1,255}$/;

export type IdempotencyStart = { kind: 'new' } | { kind: 'replay'; status: number; body: unknown };

export const requestHash = (method: string, url: string, rawBody: string) =>
  createHash('sha256').update(`${method}\n${url}\n${rawBody}`).digest('hex');

/**
 * Idempotency-Key on POSTs: the first request with a key claims it (in progress); its final answer (any status
 * below 500) is stored and replayed to a retry with the same key and request; the same key with another request is
 * refused (422); a retry while the first is still running gets 409 "in progress". A 5xx is not stored: the key is
 * released, so the retry runs again.
 */
export function createIdempotency(db: Database) {
  async function claim(merchantId: number, key: string, method: string, path: string, hash: string): Promise<boolean> {
    const { rows } = await db.execute(sql`
      insert into api_idempotency_keys (merchant_id, key, method, path, request_hash)
      select ${merchantId}, ${key}, ${method}, ${path}, ${hash} from ${withoutFlushWait}
      on conflict (merchant_id, key) do update
        set method = excluded.method, path = excluded.path, request_hash = excluded.request_hash,
            response_status = null, response_body = null, created_at = now()
        where api_idempotency_keys.created_at < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})
           or (api_idempotency_keys.response_status is null and api_idempotency_keys.created_at < now() - make_interval(secs => ${ABANDONED_AFTER_S}))
      returning 1 as claimed`);
    return rows.length === 1;
  }

  return {
    isValidKey: (key: string) => KEY.test(key),

    async start(merchantId: number, key: string, method: string, path: string, hash: string): Promise<IdempotencyStart> {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        if (await claim(merchantId, key, method, path, hash)) return { kind: 'new' };
        const { rows } = await db.execute<{ request_hash: string; response_status: number | null; response_body: unknown }>(
          sql`select request_hash, response_status, response_body from api_idempotency_keys where merchant_id = ${merchantId} and key = ${key}`,
        );
        const row = rows[0];
        // Released between our insert and this read (the first request failed with a 5xx): claim it again.
        if (!row) continue;
        if (row.request_hash !== hash) throw new ApiError(422, 'idempotency_key_reused', 'developer.api.idempotency_key_reused');
        if (row.response_status === null) throw new ApiError(409, 'idempotency_in_progress', 'developer.api.idempotency_in_progress');
        return { kind: 'replay', status: Number(row.response_status), body: row.response_body };
      }
      throw new ApiError(409, 'idempotency_in_progress', 'developer.api.idempotency_in_progress');
    },

    async complete(merchantId: number, key: string, status: number, body: unknown): Promise<void> {
      await db.execute(sql`update api_idempotency_keys set response_status = ${status}, response_body = ${JSON.stringify(body)}::jsonb
        from ${withoutFlushWait} where merchant_id = ${merchantId} and key = ${key} and response_status is null`);
    },

    async release(merchantId: number, key: string): Promise<void> {
      await db.execute(sql`delete from api_idempotency_keys where merchant_id = ${merchantId} and key = ${key} and response_status is null`);
    },
  };
}
export type Idempotency = ReturnType<typeof createIdempotency>;
