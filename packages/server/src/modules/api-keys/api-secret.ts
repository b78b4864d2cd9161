import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { seal, unseal } from '../../lib/sealed-box.ts';

/**
 * Merchant API keys. The secret is 32 random bytes, shown to the merchant as `sk_` + base64url; the key id
 * (the "public key") is `pk_` + 16 random bytes in base64url. Signature checks need the secret itself, so it is
 * stored sealed (lib/sealed-box.ts), not hashed, with the key id bound in, so a ciphertext moved to another key
 * row does not open.
 */
export const SECRET_PREFIX = 'sk_';
export const KEY_ID_PREFIX = 'pk_';

const SEAL_PURPOSE = 'merchant-api-key:v1';

export function newApiKey(): { keyId: string; secret: string } {
  return {
    keyId: KEY_ID_PREFIX + randomBytes(16).toString('base64url'),
    secret: SECRET_PREFIX + randomBytes(32).toString('base64url'),
  };
}

export function sealSecret(serverSecret: Buffer, keyId: string, secret: string): string {
  return seal(serverSecret, SEAL_PURPOSE, keyId, secret);
}

/** The secret of a sealed key; throws when the ciphertext was altered or sealed under another server secret. */
export function openSecret(serverSecret: Buffer, keyId: string, sealed: string): string {
  return unseal(serverSecret, SEAL_PURPOSE, keyId, sealed);
}

/** What a /v1/ request signs: `METHOD\nPATH_WITH_QUERY\nTIMESTAMP\nNONCE\nRAW_BODY`, hex HMAC-SHA256 with the secret. */
export function requestSignature(
  secret: string,
  method: string,
  pathWithQuery: string,
  timestamp: string,
  nonce: string,
  rawBody: string,
): string {
  return createHmac('sha256', secret)
    .update(`${method.toUpperCase()}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${rawBody}`)
    .digest('hex');
}

/** What a notification signs: `TIMESTAMP\nBODY`, hex HMAC-SHA256 with the merchant's secret. */
export function notificationSignature(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}\n${body}`).digest('hex');
}

/** Constant-time comparison of two hex signatures (false for anything not 64 hex digits). */
export function signaturesMatch(expected: string, given: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
}
