import { MSG_TYPE, type Language } from '@mbo/contracts/constants';
import { codeSchema } from '@mbo/contracts/validation';
import type { ActiveSession } from '../../http/call-context.ts';
import { badRequest, conflict, invalidToken } from '../../lib/app-error.ts';
import type { AuditRepository } from '../audit/audit.public.ts';
import { accountKey, guesserKey, recipientOf, type AccountRef } from './account.ts';
import type { CodesService } from './codes.service.ts';
import { isWrongSecret, type Guesses } from './guesses.ts';
import { openLoginLink } from './login-links.ts';
import { assertNewPassword, dummyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import type { SessionsService } from './sessions.service.ts';
import type { UsersRepository } from './users.repository.ts';
import type { PendingSecondStep } from '../two-factor/two-factor.public.ts';

/** Whether a user has two-step verification on, and the pending second step of their sign-in (two-factor module). */
export interface SecondStep {
  isOn(userId: number): Promise<boolean>;
  startChallenge(userId: number, method: string): Promise<PendingSecondStep>;
}

/** A sign-in whose first factor was right: a session, or the second step still to do (no session yet). */
export type SignInResult = { token: string } | { pending: PendingSecondStep };

export interface AuthDeps {
  users: UsersRepository;
  secondStep: SecondStep;
  guesses: Guesses;
  sessions: SessionsService;
  codes: CodesService;
  audit: AuditRepository;
  secret: Buffer;
  markLinkUsed: (jti: string) => Promise<boolean>;
  /** The reseller a sign-up link's number names, when it takes sign-ups (the resellers area); null otherwise. */
  resellerOfLink: (code: string) => Promise<number | null>;
}

export interface Credentials {
  account: AccountRef;
  password?: string | undefined;
  code?: string | undefined;
}

/** The details a person typed into a sign-up or reset form, for the password's personal-details rule. */
const typedDetails = (account: AccountRef) =>
  account.type === 'email' ? { email: account.email } : { phone: account.phone };

export function createAuthService(deps: AuthDeps) {
  const { users, guesses, sessions, codes, audit, secondStep } = deps;

  /** After a right first factor: the session, or — two-step verification on — its challenge instead. */
  async function finishFirstFactor(
    userId: number,
    method: string,
    ip: string,
    hasSecondStep: boolean,
  ): Promise<SignInResult> {
    if (hasSecondStep) return { pending: await secondStep.startChallenge(userId, method) };
    const { token } = await sessions.start(userId);
    await audit.record({ action: 'sign_in', userId, ip, detail: { method } });
    return { token };
  }

  return {
    /**
     * Password or code sign-in. Unknown accounts get exactly the answer of a wrong password or code, are throttled
     * the same way, and cost the same argon2 verification, so the answer never tells whether an account exists.
     * With two-step verification on, a right first factor leaves the guess count as it was (only the second step
     * clears it) and ends in a challenge, not a session.
     */
    async login({ account, password, code }: Credentials, ip: string): Promise<SignInResult> {
      const usesPassword = password !== undefined && password !== '';
      // Malformed input is refused before the lockout counts anything: it is a typo, not a guess.
      if (!usesPassword && !code) throw badRequest('validation.password_required');
      if (!usesPassword && !codeSchema.safeParse(code).success) throw badRequest('validation.code_invalid');
      const user = await users.findByAccount(account);
      const guesser = guesserKey(user?.id, account);
      const method = usesPassword ? 'password' : 'code';
      // Asked for unknown accounts too (user 0 has nothing), so both answers cost the same queries.
      const hasSecondStep = await secondStep.isOn(user?.id ?? 0);
      try {
        if (usesPassword) {
          await guesses.attempt(
            guesser,
            async () => {
              const isRight = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
              if (!isRight || !user) throw badRequest('auth.login_failed');
            },
            { keepsCount: hasSecondStep },
          );
        } else {
          await codes.verify(MSG_TYPE.login, accountKey(account), code, { guesser, keepsCount: hasSecondStep });
        }
        if (!user) throw badRequest('auth.code_login_failed');
      } catch (error) {
        if (isWrongSecret(error))
          await audit.record({ action: 'sign_in_failed', userId: user?.id ?? null, ip, detail: { method } });
        throw error;
      }
      return finishFirstFactor(user.id, method, ip, hasSecondStep);
    },

    /**
     * Sends a code for sign-in, sign-up or reset, in the caller's language. For sign-in and reset an unknown
     * account gets the answer of a real send (resend window included) and nothing is sent; for sign-up a
     * registered account is told to sign in instead.
     */
    async sendCode(purpose: number, account: AccountRef, language: Language): Promise<void> {
      const user = await users.findByAccount(account);
      if (purpose === MSG_TYPE.register && user) throw conflict('auth.account_exists');
      const key = accountKey(account);
      if (purpose !== MSG_TYPE.register && !user) return codes.hold(purpose, key);
      await codes.send(purpose, { account: key, ...recipientOf(account) }, language);
    },

    /** Signs up; with a reseller's link number the account keeps that reseller (its application will name it). */
    async register(
      input: {
        account: AccountRef;
        code: string;
        password: string;
        name: string;
        language: Language;
        resellerCode?: string | undefined;
      },
      ip: string,
    ): Promise<string> {
      // Rules that do not need the code come first, so a rejected password or link does not burn the code.
      assertNewPassword(input.password, { name: input.name, ...typedDetails(input.account) });
      const referredResellerId =
        input.resellerCode === undefined ? null : await deps.resellerOfLink(input.resellerCode);
      if (input.resellerCode !== undefined && referredResellerId === null)
        throw badRequest('resellers_signup.link_invalid');
      if (await users.findByAccount(input.account)) throw conflict('auth.account_exists');
      await codes.verify(MSG_TYPE.register, accountKey(input.account), input.code, {
        guesser: guesserKey(undefined, input.account),
      });
      const user = await users.insert({
        name: input.name,
        email: input.account.type === 'email' ? input.account.email : null,
        countryCode: input.account.type === 'phone' ? input.account.countryCode : null,
        phone: input.account.type === 'phone' ? input.account.phone : null,
        passwordHash: await hashPassword(input.password),
        language: input.language,
        referredResellerId,
      });
      if (!user) throw conflict('auth.account_exists');
      await audit.record({ action: 'sign_up', userId: user.id, ip });
      const { token } = await sessions.start(user.id);
      return token;
    },

    /** Signs in a person who has just proved who they are another way (an invitation's first password). */
    signInAfter: async (userId: number, method: string, ip: string): Promise<SignInResult> =>
      finishFirstFactor(userId, method, ip, await secondStep.isOn(userId)),

    /** Sets a new password with a reset code; ends every session of the account (the right code cleared its count). */
    async resetPassword(input: { account: AccountRef; code: string; password: string }, ip: string): Promise<void> {
      // Only what the caller typed: judging by the account's name or other alias would tell a stranger about them.
      assertNewPassword(input.password, typedDetails(input.account));
      const user = await users.findByAccount(input.account);
      await codes.verify(MSG_TYPE.resetPassword, accountKey(input.account), input.code, {
        guesser: guesserKey(user?.id, input.account),
      });
      if (!user) throw badRequest('auth.code_wrong');
      await users.setPasswordHash(user.id, await hashPassword(input.password));
      await sessions.endAllOfUser(user.id, 'password_reset');
      await audit.record({ action: 'password_reset', userId: user.id, ip });
    },

    /** Changes the password of the signed-in user; every other session of theirs ends, this one stays. */
    async changePassword(session: ActiveSession, oldPassword: string, newPassword: string, ip: string): Promise<void> {
      const user = await users.findById(session.userId);
      if (!user) throw invalidToken();
      // The current password is a guess like any other: whoever holds a stolen session must not learn it by trying.
      await guesses.attempt(guesserKey(user.id), async () => {
        if (!(await verifyPassword(user.passwordHash, oldPassword))) throw badRequest('auth.password_wrong');
      });
      assertNewPassword(newPassword, user);
      if (oldPassword === newPassword) throw badRequest('auth.password_same');
      await users.setPasswordHash(user.id, await hashPassword(newPassword));
      await sessions.endAllOfUser(user.id, 'password_changed', session.id);
      await audit.record({ action: 'password_changed', userId: user.id, ip });
    },

    async logout(session: ActiveSession, ip: string): Promise<void> {
      await sessions.end(session.id);
      await audit.record({ action: 'sign_out', userId: session.userId, ip });
    },

    /** A one-time sign-in link (login-links.ts): genuine, unexpired, unused, for an existing user. */
    async loginWithLink(uId: string, uKey: string, ip: string): Promise<SignInResult> {
      const claims = openLoginLink(deps.secret, uId, uKey);
      if (!claims || !(await deps.markLinkUsed(claims.jti))) throw badRequest('auth.link_invalid');
      const user = await users.findById(claims.uid);
      if (!user) throw badRequest('auth.link_invalid');
      return finishFirstFactor(user.id, 'link', ip, await secondStep.isOn(user.id));
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
