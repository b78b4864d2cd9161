import { hkdfSync } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { CaptchaChallenge } from '@mbo/contracts/calls/account-security';
import { badRequest } from '../../lib/app-error.ts';

/** A challenge is good for this long after it is made; its redemption record is kept as long. */
export const CAPTCHA_TTL_MS = 5 * 60_000;

/**
 * The solver's work: the counter it has to find lies in [0, maxCounter). SHA-256 with cost 1: 25,000 tries on
 * average take a browser well under a second; a bot sending SMS pays that for every single one.
 */
export const CAPTCHA_MAX_COUNTER = 50_000;

export interface CaptchaOptions {
  maxCounter: number;
  /** How long a challenge is good for (default CAPTCHA_TTL_MS). */
  ttlMs?: number;
}

/** Records a redeemed challenge's signature; false when it was redeemed before. */
export type RedeemOnce = (signature: string, expiresAt: Date) => Promise<boolean>;

interface Payload {
  challenge: Challenge;
  solution: Solution;
}

function parsePayload(code: string): Payload | null {
  try {
    const payload = JSON.parse(Buffer.from(code, 'base64').toString('utf8')) as Payload;
    const isShaped =
      typeof payload?.challenge?.signature === 'string' &&
      typeof payload.challenge.parameters === 'object' &&
      typeof payload.solution?.counter === 'number' &&
      typeof payload.solution.derivedKey === 'string';
    return isShaped ? payload : null;
  } catch {
    return null;
  }
}

/**
 * The captcha before a code goes to a new phone: an ALTCHA proof-of-work challenge made by altcha-lib (maintained,
 * MIT), HMAC-signed under a key derived from the server secret, with its expiry inside the signed parameters. The
 * browser solves it with the same library; the answer is accepted once (its signature is recorded by `redeemOnce`).
 */
export function createCaptcha(secret: Buffer, redeemOnce: RedeemOnce, options: CaptchaOptions) {
  const hmacKey = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'captcha:v1', 32)).toString('hex');

  return {
    async challenge(): Promise<CaptchaChallenge> {
      const { parameters, signature } = await createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(options.maxCounter),
        deriveKey,
        expiresAt: new Date(Date.now() + (options.ttlMs ?? CAPTCHA_TTL_MS)),
        hmacSignatureSecret: hmacKey,
      });
      return { parameters, signature: signature! };
    },

    /** Checks a solved challenge (base64 JSON {challenge, solution}) and spends it; throws the catalogue's message. */
    async redeem(code: string | undefined): Promise<void> {
      if (!code) throw badRequest('account_security.captcha_required');
      const payload = parsePayload(code);
      if (!payload) throw badRequest('account_security.captcha_invalid');
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: hmacKey,
      }).catch(() => null);
      if (!result?.verified) throw badRequest('account_security.captcha_invalid');
      const expiresAt = new Date((payload.challenge.parameters.expiresAt ?? 0) * 1000);
      if (!(await redeemOnce(payload.challenge.signature!, expiresAt)))
        throw badRequest('account_security.captcha_used');
    },
  };
}
export type Captcha = ReturnType<typeof createCaptcha>;
