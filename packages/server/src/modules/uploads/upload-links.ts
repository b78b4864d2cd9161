import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a link to an onboarding file works, at most (it dies sooner with the session it was made for). */
export const UPLOAD_LINK_MS = 60 * 60_000;
/** A reviewer's link is made without a back-office session (the console has its own): it lives 15 minutes. */
export const REVIEW_LINK_MS = 15 * 60_000;
export const UPLOAD_PATH_PREFIX = '/uploads/';
/** The session id of a review link: no back-office session is 0. */
export const REVIEW_SESSION = 0;

/**
 * Signed links to onboarding files: an <img> cannot send a session token, so the link carries the session it was
 * made for (`sid`), an expiry and an HMAC over token, session and expiry under a key derived from the server
 * secret. The route checks the signature, the expiry, and that the session still lives.
 */
export function createUploadLinks(secret: Buffer) {
  const key = createHmac('sha256', secret).update('upload-link:v1').digest();
  const signature = (token: string, sessionId: number, expires: number) =>
    createHmac('sha256', key).update(`${token}.${sessionId}.${expires}`).digest('base64url');
  const link = (token: string, sessionId: number, lifetimeMs: number, now: number) => {
    const expires = Math.ceil((now + lifetimeMs) / 1000);
    return `${UPLOAD_PATH_PREFIX}${token}?sid=${sessionId}&e=${expires}&s=${signature(token, sessionId, expires)}`;
  };

  return {
    forSession: (token: string, sessionId: number, now = Date.now()) => link(token, sessionId, UPLOAD_LINK_MS, now),
    forReview: (token: string, now = Date.now()) => link(token, REVIEW_SESSION, REVIEW_LINK_MS, now),

    /** The session the link was made for (REVIEW_SESSION for a reviewer's), or null when it is forged or expired. */
    verify(token: string, query: { sid?: unknown; e?: unknown; s?: unknown }, now = Date.now()): number | null {
      const { sid, e, s } = query;
      if (typeof sid !== 'string' || typeof e !== 'string' || typeof s !== 'string') return null;
      if (!/^\d{1,15}$/.test(sid) || !/^\d{1,12}$/.test(e)) return null;
      const expires = Number(e);
      if (expires * 1000 <= now) return null;
      const expected = Buffer.from(signature(token, Number(sid), expires));
      const given = Buffer.from(s);
      return given.length === expected.length && timingSafeEqual(given, expected) ? Number(sid) : null;
    },
  };
}
export type UploadLinks = ReturnType<typeof createUploadLinks>;
