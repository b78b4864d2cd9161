import { hash, verify } from '@node-rs/argon2';
import { hasPersonalDetails, isPasswordValid, type PersonWords } from '@mbo/contracts/field-rules';
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

/**
 * The spec's rule (7–20 characters, a letter and a digit, no Chinese, and no control characters), then ASVS 5.0's
 * lists where they do not contradict it: no common password, nothing of the person's own details.
 */
export function assertNewPassword(password: string, person: PersonWords = {}): void {
  if (!isPasswordValid(password)) throw badRequest('validation.password_invalid');
  if (COMMON_PASSWORDS.has(password.toLowerCase())) throw badRequest('auth.password_common');
  if (hasPersonalDetails(password, person)) throw badRequest('auth.password_personal');
}
