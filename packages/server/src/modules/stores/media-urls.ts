import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MEDIA_URL } from '@mbo/contracts/calls/store-schemas';

/** How long a signed image URL works: long enough for a page left open, short enough that a leaked link dies. */
export const SIGNED_MEDIA_MS = 60 * 60_000;
export const MEDIA_PREFIX = '/media/';

/** A new upload token: 192 random bits, URL-safe (32 characters). */
export const newMediaToken = (): string => randomBytes(24).toString('base64url');

/** The token of an image URL the upload answered (`/media/<token>`, maybe signed, maybe absolute), or null. */
export function mediaToken(url: string | null | undefined): string | null {
  if (!url) return null;
  return MEDIA_URL.exec(url.trim())?.[1] ?? null;
}

/** The plain path of an image: enough for a public one (a store's logo). */
export const mediaPath = (token: string): string => `${MEDIA_PREFIX}${token}`;

/**
 * Signed image URLs: an <img> cannot send a session token, so the store calls hand the merchant's own users a
 * URL carrying an expiry and an HMAC over token and expiry under a key derived from the server secret.
 */
export function createMediaSigner(secret: Buffer) {
  const key = createHmac('sha256', secret).update('media-url:v1').digest();
  const signature = (token: string, expires: number) =>
    createHmac('sha256', key).update(`${token}.${expires}`).digest('base64url');

  return {
    sign(token: string, now = Date.now()): string {
      // Rounded to the minute, so a page's images keep one URL (and the browser's cache) within a minute.
      const expires = Math.ceil((now + SIGNED_MEDIA_MS) / 60_000) * 60;
      return `${mediaPath(token)}?e=${expires}&s=${signature(token, expires)}`;
    },

    /** Whether `e` and `s` sign this token and have not expired; the seconds left, or 0. */
    verify(token: string, e: unknown, s: unknown, now = Date.now()): number {
      if (typeof e !== 'string' || typeof s !== 'string' || !/^\d{1,12}$/.test(e)) return 0;
      const expires = Number(e);
      const left = expires - Math.floor(now / 1000);
      if (left <= 0) return 0;
      const expected = Buffer.from(signature(token, expires));
      const given = Buffer.from(s);
      return given.length === expected.length && timingSafeEqual(given, expected) ? left : 0;
    },
  };
}
export type MediaSigner = ReturnType<typeof createMediaSigner>;
