import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (merchant API secrets, messages held in the development outbox) are stored
 * sealed: AES-256-GCM under a key derived (HKDF-SHA256) from the server secret and a purpose label, laid out as
 * base64url(iv[12] | ciphertext | tag[16]). `boundTo` is additional data: a ciphertext moved to another row (another
 * key id, another recipient) does not open.
 */
const keys = new Map<string, WeakMap<Buffer, Buffer>>();

function keyFor(serverSecret: Buffer, purpose: string): Buffer {
  let byServer = keys.get(purpose);
  if (!byServer) keys.set(purpose, (byServer = new WeakMap()));
  let key = byServer.get(serverSecret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', serverSecret, Buffer.alloc(0), purpose, 32));
    byServer.set(serverSecret, key);
  }
  return key;
}

export function seal(serverSecret: Buffer, purpose: string, boundTo: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(serverSecret, purpose), iv);
  cipher.setAAD(Buffer.from(boundTo, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** The plaintext of a sealed value; throws when it was altered, moved, or sealed under another server secret. */
export function unseal(serverSecret: Buffer, purpose: string, boundTo: string, sealed: string): string {
  const raw = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', keyFor(serverSecret, purpose), raw.subarray(0, 12));
  decipher.setAAD(Buffer.from(boundTo, 'utf8'));
  decipher.setAuthTag(raw.subarray(raw.length - 16));
  return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString('utf8');
}
