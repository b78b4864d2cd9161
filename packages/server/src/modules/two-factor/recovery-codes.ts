import { createHmac, randomInt } from 'node:crypto';
import { RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT } from '@mbo/contracts/two-factor';

/** One code: three groups of four characters from the CSPRNG (about 60 bits). */
function newRecoveryCode(): string {
  const characters = Array.from({ length: 12 }, () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)]);
  return `${characters.slice(0, 4).join('')}-${characters.slice(4, 8).join('')}-${characters.slice(8).join('')}`;
}

/** A fresh set of distinct recovery codes. */
export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  return [...codes];
}

/**
 * What is stored of a recovery code: HMAC-SHA256 under the server secret, bound to the user. The codes carry 60
 * random bits, so a fast keyed digest is enough (argon2 buys nothing here); without the key a leaked table does not
 * even allow an offline search, and a code copied to another user's row does not match.
 */
export const recoveryCodeDigest = (secret: Buffer, userId: number, code: string): string =>
  createHmac('sha256', secret).update(`recovery|${userId}|${code}`).digest('hex');
