import {
  normaliseSecondFactor,
  secondFactorKind,
  TWO_FACTOR_CHALLENGE_MS,
  type SecondFactorKind,
} from '@mbo/contracts/two-factor';
import { badRequest, conflict, forbidden, invalidToken } from '../../lib/app-error.ts';
import { newToken, sha256 } from '../../lib/crypto.ts';
import { seal, unseal } from '../../lib/sealed-box.ts';
import type { AuditRepository } from '../audit/audit.public.ts';
import {
  guesserKey,
  isWrongSecret,
  type Guesses,
  type SessionsService,
  type UsersRepository,
} from '../auth/auth.public.ts';
import { newRecoveryCodes, recoveryCodeDigest } from './recovery-codes.ts';
import { acceptedStep, newTotpSecret, SECRET_PURPOSE, totpUri } from './totp.ts';
import type { TwoFactorRepository, UserTotpRow } from './two-factor.repository.ts';

export interface TwoFactorDeps {
  repository: TwoFactorRepository;
  users: UsersRepository;
  guesses: Guesses;
  sessions: SessionsService;
  audit: AuditRepository;
  secret: Buffer;
  now?: () => number;
}

/** Where the second step of a sign-in stands: a challenge the web answers with a code. */
export interface PendingSecondStep {
  challenge: string;
  expiresInS: number;
}

/**
 * Two-step verification (TOTP with recovery codes): enrolment, the codes that prove it, the second step of a
 * sign-in, and the merchant's requirement of it for role 1. Every code checked is a guess against the person's
 * one limit (guesses.ts); a wrong one is written to the security log.
 */
export function createTwoFactorService(deps: TwoFactorDeps) {
  const { repository, guesses, audit, secret } = deps;
  const now = deps.now ?? Date.now;
  const openSecret = (row: UserTotpRow) => unseal(secret, SECRET_PURPOSE, String(row.userId), row.secretSealed);

  /** Checks a code against an authenticator (on, or being set up), spending the step or the recovery code it uses. */
  async function checkCode(row: UserTotpRow, kind: SecondFactorKind, code: string): Promise<void> {
    if (kind === 'recovery') {
      if (!(await repository.useRecoveryCode(row.userId, recoveryCodeDigest(secret, row.userId, code))))
        throw badRequest('auth.recovery_code_wrong');
      return;
    }
    const step = await acceptedStep(openSecret(row), code, now());
    if (step === null) throw badRequest('auth.two_factor_code_wrong');
    const isReplay = row.lastStep !== null && step <= row.lastStep;
    if (isReplay || !(await repository.acceptStep(row.userId, step, row.enabledAt !== null)))
      throw badRequest('auth.two_factor_code_used');
  }

  /**
   * Proves a code of the user's authenticator: when `stage` is 'on', a current code or an unused recovery code of
   * an authenticator that is on; when 'setup', a current code of the one being set up. Malformed input is a typo,
   * not a guess; a wrong code counts against the person's limit and is logged.
   */
  async function prove(
    userId: number,
    input: string,
    ip: string,
    stage: 'on' | 'setup' = 'on',
  ): Promise<SecondFactorKind> {
    const code = normaliseSecondFactor(input);
    const kind = secondFactorKind(code);
    if (!kind || (stage === 'setup' && kind !== 'totp')) throw badRequest('two_factor.code_format');
    const row = await repository.findTotp(userId);
    if (stage === 'setup' && (!row || row.enabledAt !== null)) throw badRequest('two_factor.setup_not_started');
    if (stage === 'on' && (!row || row.enabledAt === null)) throw badRequest('two_factor.not_enabled');
    try {
      await guesses.attempt(guesserKey(userId), () => checkCode(row!, kind, code));
    } catch (error) {
      if (isWrongSecret(error)) await audit.record({ action: 'two_factor_failed', userId, ip });
      throw error;
    }
    if (kind === 'recovery') await audit.record({ action: 'recovery_code_used', userId, ip });
    return kind;
  }

  const isOn = async (userId: number): Promise<boolean> => (await repository.findTotp(userId))?.enabledAt != null;

  async function issueRecoveryCodes(userId: number): Promise<{ codes: string[]; hashes: string[] }> {
    const codes = newRecoveryCodes();
    return { codes, hashes: codes.map((code) => recoveryCodeDigest(secret, userId, code)) };
  }

  return {
    isOn,

    async status(userId: number) {
      const [row, requirement, left] = await Promise.all([
        repository.findTotp(userId),
        repository.requirementOf(userId),
        repository.countRecoveryCodesLeft(userId),
      ]);
      const isEnabled = row?.enabledAt != null;
      const isRequired = requirement !== null;
      return {
        is_enabled: isEnabled,
        recovery_codes_left: isEnabled ? left : 0,
        is_required: isRequired,
        must_set_up: isRequired && !isEnabled,
      };
    },

    /** A new secret for the app being set up (replacing an unfinished one); refused while an authenticator is on. */
    async beginSetup(userId: number): Promise<{ secret: string; otpauthUri: string }> {
      const user = await deps.users.findById(userId);
      if (!user) throw invalidToken();
      const totpSecret = newTotpSecret();
      if (!(await repository.saveSetup(userId, seal(secret, SECRET_PURPOSE, String(userId), totpSecret))))
        throw conflict('two_factor.already_enabled');
      const accountName = user.email ?? `${user.countryCode ?? ''} ${user.phone ?? ''}`.trim();
      return { secret: totpSecret, otpauthUri: totpUri(totpSecret, accountName) };
    },

    /** Turns the app being set up on with a current code of it; returns the recovery codes, shown once. */
    async confirmSetup(userId: number, code: string, ip: string): Promise<string[]> {
      await prove(userId, code, ip, 'setup');
      const { codes, hashes } = await issueRecoveryCodes(userId);
      if (!(await repository.enable(userId, hashes))) throw conflict('two_factor.already_enabled');
      await audit.record({ action: 'two_factor_enabled', userId, ip });
      return codes;
    },

    async disable(userId: number, code: string, ip: string): Promise<void> {
      // Asked before the code, so a refused turn-off spends no guess and no code.
      const requirement = await repository.requirementOf(userId);
      if (requirement === 'staff') throw forbidden('two_factor.required_for_staff');
      if (requirement === 'merchant') throw forbidden('two_factor.required_by_merchant');
      await prove(userId, code, ip);
      await repository.disable(userId);
      await audit.record({ action: 'two_factor_disabled', userId, ip });
    },

    async regenerateRecoveryCodes(userId: number, code: string, ip: string): Promise<string[]> {
      await prove(userId, code, ip);
      const { codes, hashes } = await issueRecoveryCodes(userId);
      await repository.replaceRecoveryCodes(userId, hashes);
      await audit.record({ action: 'recovery_codes_regenerated', userId, ip });
      return codes;
    },

    /** The second step of a sign-in whose first factor (`method`) was right. */
    async startChallenge(userId: number, method: string): Promise<PendingSecondStep> {
      const challenge = newToken();
      await repository.insertChallenge({
        tokenHash: sha256(challenge),
        userId,
        method,
        expiresAt: new Date(now() + TWO_FACTOR_CHALLENGE_MS),
      });
      return { challenge, expiresInS: Math.floor(TWO_FACTOR_CHALLENGE_MS / 1000) };
    },

    /** Completes a sign-in: a live challenge and a right code make the session (the challenge is spent). */
    async completeChallenge(challenge: string, code: string, ip: string): Promise<string> {
      const row = await repository.findLiveChallenge(sha256(challenge));
      if (!row) throw badRequest('two_factor.challenge_expired');
      await prove(row.userId, code, ip);
      if (!(await repository.useChallenge(row.id))) throw badRequest('two_factor.challenge_expired');
      const { token } = await deps.sessions.start(row.userId);
      await audit.record({ action: 'sign_in', userId: row.userId, ip, detail: { method: row.method } });
      return token;
    },

    merchantRequirement: (merchantId: number) => repository.merchantRequirement(merchantId),

    /** Only someone with two-step verification on may require it of the merchant's super admins. */
    async setMerchantRequirement(merchantId: number, userId: number, isRequired: boolean, ip: string): Promise<void> {
      if (isRequired && !(await isOn(userId))) throw badRequest('two_factor.enable_first');
      if (!(await repository.setMerchantRequirement(merchantId, isRequired))) return;
      await audit.record({
        action: isRequired ? 'two_factor_requirement_on' : 'two_factor_requirement_off',
        userId,
        merchantId,
        ip,
      });
    },
  };
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
