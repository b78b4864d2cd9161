import { createHmac } from 'node:crypto';
import { CODE_MAX_WRONG_TRIES, type Language } from '@mbo/contracts/constants';
import { isMessageKey, translate } from '@mbo/contracts/i18n';
import { codeSchema } from '@mbo/contracts/validation';
import { badRequest, rateLimited } from '../../lib/app-error.ts';
import { newCode, safeEqual } from '../../lib/crypto.ts';
import type { Notifier } from '../../notify/notifier.ts';
import type { CodesRepository } from './codes.repository.ts';

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
 * Verification codes: 6 digits from the CSPRNG, stored as an HMAC under the server secret, valid `validMs`,
 * single use, dead after CODE_MAX_WRONG_TRIES wrong tries, not re-sent within `resendMs`, and bound to a purpose
 * (MsgType), an account and an optional binding (e.g. a transaction and an amount).
 */
export function createCodesService(
  repository: CodesRepository,
  notifier: Notifier,
  secret: Buffer,
  timings: CodeTimings,
  now: () => Date = () => new Date(),
) {
  const digest = (purpose: number, account: string, binding: string, code: string) =>
    createHmac('sha256', secret).update(`${purpose}|${account}|${binding}|${code}`).digest('hex');

  return {
    async send(purpose: number, target: CodeTarget, language: Language, binding = ''): Promise<void> {
      const last = await repository.latest(target.account, purpose, binding);
      const waitMs = last ? last.createdAt.getTime() + timings.resendMs - now().getTime() : 0;
      if (waitMs > 0) throw rateLimited('auth.code_resend_wait', { seconds: Math.ceil(waitMs / 1000) });
      const code = newCode();
      await repository.issue({
        account: target.account,
        purpose,
        binding,
        codeHash: digest(purpose, target.account, binding, code),
        expiresAt: new Date(now().getTime() + timings.validMs),
      });
      const purposeKey = `notify.code_body.${purpose}`;
      const bodyKey = isMessageKey(purposeKey) ? purposeKey : 'notify.code_body.default';
      await notifier.send({
        channel: target.channel,
        recipient: target.recipient,
        subject: translate(language, 'notify.code_subject'),
        body: translate(language, bodyKey, { code }),
      });
    },

    /** Checks and consumes a code; throws the catalogue's message when it is wrong, expired or used. */
    async verify(purpose: number, account: string, code: string | undefined, binding = ''): Promise<void> {
      if (!code) throw badRequest('auth.code_required');
      if (!codeSchema.safeParse(code).success) throw badRequest('validation.code_invalid');
      const row = await repository.latest(account, purpose, binding);
      if (!row || row.consumedAt) throw badRequest('auth.code_wrong');
      if (row.expiresAt.getTime() <= now().getTime()) throw badRequest('auth.code_expired');
      if (!safeEqual(row.codeHash, digest(purpose, account, binding, code))) {
        await repository.countWrongTry(row.id, CODE_MAX_WRONG_TRIES);
        throw badRequest('auth.code_wrong');
      }
      if (!(await repository.consume(row.id))) throw badRequest('auth.code_wrong');
    },
  };
}
export type CodesService = ReturnType<typeof createCodesService>;
