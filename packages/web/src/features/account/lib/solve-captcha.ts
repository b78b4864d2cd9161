import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { CaptchaChallenge } from '@mbo/contracts/calls/account-security';

/**
 * Solves the server's ALTCHA challenge with altcha-lib itself (Web Crypto SHA-256: the digests run off the main
 * thread, so the page stays responsive) and answers what GroupUser/SendVerificationCode takes as `code`:
 * base64 JSON {challenge, solution}. Null when it was aborted or could not be solved.
 */
export async function solveCaptcha(challenge: CaptchaChallenge, controller?: AbortController): Promise<string | null> {
  const solution = await solveChallenge({ challenge, deriveKey, controller });
  if (!solution) return null;
  return btoa(JSON.stringify({ challenge, solution }));
}
