import { createHmac } from 'node:crypto';
import { CODE_MAX_WRONG_TRIES, type Language } from '@mbo/contracts/constants';
import { isMessageKey, translate } from '@mbo/contracts/i18n';
import { codeSchema } from '@mbo/contracts/validation';
import { badRequest, rateLimited } from '../../lib/app-error.ts';
import { newCode, safeEqual } from '../../lib/crypto.ts';
import type { Notifier } from '../../notify/notifier.ts';
import type { CodesRepository } from './codes.repository.ts';
import type { Guesses } from './guesses.ts';

export interface CodeTimings {
  validMs: number;
  resendMs: number;
}

export interface CodeTarget {
  /** The account key the code is bound to (see account.ts). */
  account: string;
  channel: 'email' | 'sms';
  recipient: string;
}

/**
 * Verification codes: 6 digits from the CSPRNG, stored as an HMAC under the server secret (a leaked table does
 * not reveal them, and 10^6 candidates cannot be brute-forced offline without the key), valid `validMs`, single
 * use, dead after CODE_MAX_WRONG_TRIES wrong tries, not re-issued within `resendMs`, and bound to a purpose
 * (MsgType), an account and an optional binding (e.g. a transaction and an amount). Every check is also a guess
 * against the person's one limit (guesses.ts), so a fresh code every minute does not buy fresh tries.
 */
export function createCodesService(
  repository: CodesRepository,
  notifier: Notifier,
  secret: Buffer,
  timings: CodeTimings,
  guesses: Guesses,
  now: () => Date = () => new Date(),
) {
  const digest = (purpose: number, account: string, binding: string, code: string) =>
    createHmac('sha256', secret).update(`${purpose}|${account}|${binding}|${code}`).digest('hex');

  async function issue(purpose: number, account: string, binding: string): Promise<{ id: number; code: string }> {
    const at = now().getTime();
    const code = newCode();
    const result = await repository.issueUnlessRecent(
      {
        account,
        purpose,
        binding,
        codeHash: digest(purpose, account, binding, code),
        createdAt: new Date(at),
        expiresAt: new Date(at + timings.validMs),
      },
      new Date(at - timings.resendMs),
    );
    if ('lastIssuedAt' in result) {
      const waitMs = result.lastIssuedAt.getTime() + timings.resendMs - at;
      throw rateLimited('auth.code_resend_wait', { seconds: Math.max(1, Math.ceil(waitMs / 1000)) });
    }
    return { id: result.id, code };
  }

  return {
    async send(purpose: number, target: CodeTarget, language: Language, binding = ''): Promise<void> {
      const { id, code } = await issue(purpose, target.account, binding);
      const purposeKey = `notify.code_body.${purpose}`;
      const bodyKey = isMessageKey(purposeKey) ? purposeKey : 'notify.code_body.default';
      try {
        await notifier.send({
          channel: target.channel,
          recipient: target.recipient,
          subject: translate(language, 'notify.code_subject'),
          body: translate(language, bodyKey, { code, minutes: Math.max(1, Math.ceil(timings.validMs / 60_000)) }),
        });
      } catch (error) {
        // The user never got this code: forget it, so the resend window does not hold them back.
        await repository.discard(id);
        throw error;
      }
    },

    /**
     * Starts the resend window of an account that has no user, sending nothing, so a second request within the
     * window is refused exactly as for a real account and the answers reveal nothing.
     */
    async hold(purpose: number, account: string, binding = ''): Promise<void> {
      await issue(purpose, account, binding);
    },

    /**
     * Checks and consumes a code; throws the catalogue's message when it is wrong, expired, used or dead, and the
     * lockout when `guesser` (account.ts `guesserKey`) has used up its guesses. Malformed input is not a guess.
     */
    async verify(
      purpose: number,
      account: string,
      code: string | undefined,
      options: { guesser: string; binding?: string; keepsCount?: boolean },
    ): Promise<void> {
      if (!code) throw badRequest('auth.code_required');
      if (!codeSchema.safeParse(code).success) throw badRequest('validation.code_invalid');
      const binding = options.binding ?? '';
      await guesses.attempt(
        options.guesser,
        async () => {
          const row = await repository.latest(account, purpose, binding);
          if (!row) throw badRequest('auth.code_wrong');
          if (row.consumedAt)
            throw badRequest(row.wrongTries >= CODE_MAX_WRONG_TRIES ? 'auth.code_exhausted' : 'auth.code_wrong');
          if (row.expiresAt.getTime() <= now().getTime()) throw badRequest('auth.code_expired');
          if (!safeEqual(row.codeHash, digest(purpose, account, binding, code))) {
            const { isDead } = await repository.countWrongTry(row.id, CODE_MAX_WRONG_TRIES);
            throw badRequest(isDead ? 'auth.code_exhausted' : 'auth.code_wrong');
          }
          if (!(await repository.consume(row.id))) throw badRequest('auth.code_wrong');
        },
        { keepsCount: options.keepsCount === true },
      );
    },
  };
}
export type CodesService = ReturnType<typeof createCodesService>;
