import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ApiKeyScope } from '@mbo/contracts/calls/api-keys';
import type { Database } from '@mbo/db/client';
import { executePrepared } from '@mbo/db/prepared';
import type { SharedRateCounter } from '../../lib/shared-rate-counter.ts';
import type { ApiKeyCache } from '../api-keys/api-keys.public.ts';
import { withoutFlushWait } from '../../lib/async-commit.ts';
import { requestSignature, signaturesMatch } from '../api-keys/api-keys.public.ts';
import { ApiError, unauthorized } from './api-error.ts';

/** A signed request's timestamp may differ from our clock by this much, either way. */
export const SIGNATURE_WINDOW_S = 300;
const NONCE = /^[A-Za-z0-9_-]{8,64}$/;

export interface ApiCaller {
  merchantId: number;
  keyId: string;
  scopes: readonly ApiKeyScope[];
  /** The key's issuer's live roles in the merchant: the key never does more than they may. */
  issuerRoles: readonly number[];
  /** The merchant's is_verify (cached with the key): an unverified merchant's keys are refused whole. */
  isMerchantVerified: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as received (the signature covers these bytes), '' when there is none. */
    rawBody?: string;
  }
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : null;
};

export interface SignedRequest extends ApiCaller {
  /** The request's X-Nonce: not yet recorded (see createNonceLog and the idempotency claim). */
  nonce: string;
}

/**
 * Checks a /v1/ request's signature: X-Key-Id names an active key; X-Timestamp within 5 minutes of our clock;
 * X-Signature is hex HMAC-SHA256(secret, METHOD\nPATH_WITH_QUERY\nTIMESTAMP\nNONCE\nRAW_BODY), compared in
 * constant time. Each refusal is a 401 with its own code and message. The nonce is recorded by the caller once the
 * signature holds (so nobody without the secret can burn a merchant's nonces): alone (createNonceLog) or in the same
 * statement as the request's Idempotency-Key claim (idempotency.ts) — either way a reused nonce is a 401.
 */
export function createRequestAuthenticator(keys: ApiKeyCache, now = () => Date.now()) {
  return async function authenticate(request: FastifyRequest): Promise<SignedRequest> {
    const keyId = header(request, 'x-key-id');
    const timestamp = header(request, 'x-timestamp');
    const nonce = header(request, 'x-nonce');
    const signature = header(request, 'x-signature');
    if (!keyId || !timestamp || !nonce || !signature) throw unauthorized('signature_missing');
    if (!/^\d{1,12}$/.test(timestamp)) throw unauthorized('timestamp_invalid');
    if (Math.abs(now() / 1000 - Number(timestamp)) > SIGNATURE_WINDOW_S) throw unauthorized('timestamp_stale');
    if (!NONCE.test(nonce)) throw unauthorized('nonce_invalid');

    const key = keyId.length <= 64 ? await keys.byKeyId(keyId) : null;
    if (!key) throw unauthorized('key_unknown');
    if (key.isRetired) throw unauthorized('key_retired');
    const expected = requestSignature(key.secret, request.method, request.url, timestamp, nonce, request.rawBody ?? '');
    if (!signaturesMatch(expected, signature)) throw unauthorized('signature_invalid');
    return {
      merchantId: key.merchantId,
      keyId: key.keyId,
      scopes: key.scopes,
      issuerRoles: key.issuerRoles,
      isMerchantVerified: key.isMerchantVerified,
      nonce,
    };
  };
}

/** The statement recording a nonce: one row (`fresh`) when the merchant had not used it, none when it had. */
const nonceInsert = (merchantId: number, nonce: string) =>
  sql`insert into api_nonces (merchant_id, nonce) select ${merchantId}, ${nonce} from ${withoutFlushWait} on conflict do nothing returning 1 as fresh`;

/** Records a signed request's nonce on its own; a nonce the merchant used before is refused (401 nonce_reused). */
export function createNonceLog(db: Database) {
  return async function record(merchantId: number, nonce: string): Promise<void> {
    const { rows } = await executePrepared(db, nonceInsert(merchantId, nonce));
    if (rows.length === 0) throw unauthorized('nonce_reused');
  };
}

/**
 * A one-minute window per merchant, counted in PostgreSQL (lib/shared-rate-counter.ts), so the limit holds across
 * every server process on the database; the window opens with the merchant's first request in it.
 */
export function createMerchantRateLimiter(counter: SharedRateCounter, perMinute: number) {
  return async function admit(merchantId: number): Promise<void> {
    const { count, ttlMs } = await counter.hit(`v1:merchant:${merchantId}`, 60_000, perMinute);
    if (count > perMinute) {
      throw new ApiError(429, 'rate_limited', 'merchant_api.rate_limited', {
        seconds: Math.max(1, Math.ceil(ttlMs / 1000)),
      });
    }
  };
}
