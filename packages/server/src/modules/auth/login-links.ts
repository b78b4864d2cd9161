import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomUUID } from 'node:crypto';

/**
 * One-time sign-in links: `?u_id=<token>&u_key=<key id>`. The token is AES-256-GCM over
 * `{"uid": user id, "exp": unix ms, "jti": unique id}` with a key derived (HKDF-SHA256) from the server secret and
 * the key id, laid out as base64url(iv[12] | ciphertext | tag[16]). GCM makes it tamper-evident; `exp` bounds
 * its life; the `jti` is recorded on use so a link works once.
 */
export const LOGIN_LINK_KEY_ID = 'v1';

export interface LoginLinkClaims {
  uid: number;
  exp: number;
  jti: string;
}

/**
 * What a link is for. Each purpose has its own key, so a link made for one never opens as the other: an invitation
 * to set a password (console staff) cannot sign anyone in, nor a sign-in link set a password.
 */
export type LinkPurpose = 'login' | 'invitation';

const keyFor = (secret: Buffer, keyId: string, purpose: LinkPurpose) =>
  Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `${purpose}-link:${keyId}`, 32));

export function sealLoginLink(
  secret: Buffer,
  userId: number,
  ttlMs: number,
  now = Date.now(),
  purpose: LinkPurpose = 'login',
): { u_id: string; u_key: string } {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret, LOGIN_LINK_KEY_ID, purpose), iv);
  const claims: LoginLinkClaims = { uid: userId, exp: now + ttlMs, jti: randomUUID() };
  const body = Buffer.concat([cipher.update(JSON.stringify(claims), 'utf8'), cipher.final()]);
  return { u_id: Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url'), u_key: LOGIN_LINK_KEY_ID };
}

/** The claims of a genuine, unexpired link, or null. */
export function openLoginLink(
  secret: Buffer,
  uId: string,
  uKey: string,
  now = Date.now(),
  purpose: LinkPurpose = 'login',
): LoginLinkClaims | null {
  if (uKey !== LOGIN_LINK_KEY_ID) return null;
  try {
    const raw = Buffer.from(uId, 'base64url');
    if (raw.length < 12 + 16 + 1) return null;
    const decipher = createDecipheriv('aes-256-gcm', keyFor(secret, uKey, purpose), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    const text = Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString('utf8');
    const claims = JSON.parse(text) as LoginLinkClaims;
    if (!Number.isSafeInteger(claims.uid) || typeof claims.jti !== 'string' || !(claims.exp > now)) return null;
    return claims;
  } catch {
    return null;
  }
}
