import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_LENGTH } from '@mbo/contracts/constants';

/** A new opaque token (session tokens, public links): 256 bits, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Tokens and codes are stored as SHA-256 hashes only. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** A verification code of CODE_LENGTH digits from the CSPRNG. */
export function newCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
