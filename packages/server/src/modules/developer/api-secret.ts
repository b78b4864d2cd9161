import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Merchant API keys. The secret is 32 random bytes, shown to the merchant as `sk_` + base64url; the key id
 * (the "public key") is `pk_` + 16 random bytes in base64url. Signature checks need the secret itself, so it is
 * stored encrypted, not hashed: AES-256-GCM under a key derived (HKDF-SHA256) from the server secret, laid out as
 * base64url(iv[12] | ciphertext | tag[16]). The key id is bound as additional data, so a ciphertext moved to
 * another key row does not open.
 */
export const SECRET_PREFIX = 'sk_';
export const KEY_ID_PREFIX = 'pk_';

const derived = new WeakMap<Buffer, Buffer>();
function encryptionKey(serverSecret: Buffer): Buffer {
  let key = derived.get(serverSecret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', serverSecret, Buffer.alloc(0), 'merchant-api-key:v1', 32));
    derived.set(serverSecret, key);
  }
  return key;
}

export function newApiKey(): { keyId: string; secret: string } {
  return { keyId: KEY_ID_PREFIX + randomBytes(16).toString('base64url'), secret: SECRET_PREFIX + randomBytes(32).toString('base64url') };
}

export function sealSecret(serverSecret: Buffer, keyId: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', encryptionKey(serverSecret), iv);
  cipher.setAAD(Buffer.from(keyId, 'utf8'));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** The secret of a sealed key; throws when the ciphertext was altered or sealed under another server secret. */
export function openSecret(serverSecret: Buffer, keyId: string, sealed: string): string {
  const raw = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', encryptionKey(serverSecret), raw.subarray(0, 12));
  decipher.setAAD(Buffer.from(keyId, 'utf8'));
  decipher.setAuthTag(raw.subarray(raw.length - 16));
  return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString('utf8');
}

/** What a /v1/ request signs: `METHOD\nPATH_WITH_QUERY\nTIMESTAMP\nNONCE\nRAW_BODY`, hex HMAC-SHA256 with the secret. */
export function requestSignature(secret: string, method: string, pathWithQuery: string, timestamp: string, nonce: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${method.toUpperCase()}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${rawBody}`).digest('hex');
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
