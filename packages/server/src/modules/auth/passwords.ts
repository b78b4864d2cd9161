import { hash, verify } from '@node-rs/argon2';
import { isPasswordValid } from '@mbo/contracts/field-rules';
import { badRequest } from '../../lib/app-error.ts';
import { COMMON_PASSWORDS } from './common-passwords.ts';

/** argon2id (the library's default algorithm) with OWASP's recommended memory and time costs. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so both answers take the same time. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = (): Promise<string> => (dummyHash ??= hashPassword('not-a-real-password-1'));

/** What a password must not contain: the person's own name, e-mail and phone (ASVS 5.0 context-specific words). */
export interface PersonWords {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
}

/** Shorter pieces ("li", "wu", "123") would forbid half of all passwords by chance. */
const MIN_PERSONAL_PIECE = 4;

/**
 * The pieces of a person's details a password may not contain, lower-cased: each word of the name and of the
 * e-mail's local part (split at anything not a letter or digit), the whole local part, and the phone's digits
 * without a leading 0. Pieces shorter than MIN_PERSONAL_PIECE are left out.
 */
export function personalPieces({ name, email, phone }: PersonWords): string[] {
  const local = email?.split('@')[0]?.toLowerCase() ?? '';
  const words = [...(name ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u), ...local.split(/[^\p{L}\p{N}]+/u), local];
  const digits = (phone ?? '').replace(/\D/g, '').replace(/^0+/, '');
  return [...new Set([...words, digits])].filter((piece) => piece.length >= MIN_PERSONAL_PIECE);
}

/**
 * The spec's rule (7–20 characters, a letter and a digit, no Chinese, and no control characters), then ASVS 5.0's
 * lists where they do not contradict it: no common password, nothing of the person's own details.
 */
export function assertNewPassword(password: string, person: PersonWords = {}): void {
  if (!isPasswordValid(password)) throw badRequest('validation.password_invalid');
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) throw badRequest('auth.password_common');
  if (personalPieces(person).some((piece) => lower.includes(piece))) throw badRequest('auth.password_personal');
}
