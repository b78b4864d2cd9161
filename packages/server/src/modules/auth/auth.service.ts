import { MSG_TYPE, type Language } from '@mbo/contracts/constants';
import type { ActiveSession } from '../../http/call-context.ts';
import { AppError, badRequest, conflict, invalidToken } from '../../lib/app-error.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import { accountKey, recipientOf, type AccountRef } from './account.ts';
import type { CodesService } from './codes.service.ts';
import { openLoginLink } from './login-links.ts';
import { assertNewPassword, dummyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import type { SessionsService } from './sessions.service.ts';
import type { ThrottleRepository } from './throttle.repository.ts';
import type { UsersRepository } from './users.repository.ts';

export interface AuthDeps {
  users: UsersRepository;
  throttle: ThrottleRepository;
  sessions: SessionsService;
  codes: CodesService;
  audit: AuditRepository;
  secret: Buffer;
  lockout: { maxFailures: number; lockMs: number };
  markLinkUsed: (jti: string) => Promise<boolean>;
}

export interface Credentials {
  account: AccountRef;
  password?: string | undefined;
  code?: string | undefined;
}

export function createAuthService(deps: AuthDeps) {
  const { users, throttle, sessions, codes, audit } = deps;

  async function assertNotLocked(key: string): Promise<void> {
    const lockedUntil = await throttle.lockedUntil(key);
    if (lockedUntil && lockedUntil.getTime() > Date.now()) throw new AppError('RATE_LIMITED', 'auth.locked');
  }

  return {
    /**
     * Password or code sign-in. Unknown accounts get exactly the answer of a wrong password (and are throttled
     * the same way), so the answer never tells whether an account exists.
     */
    async login({ account, password, code }: Credentials, ip: string): Promise<string> {
      const key = accountKey(account);
      await assertNotLocked(key);
      const user = await users.findByAccount(account);
      const usesPassword = password !== undefined && password !== '';
      if (!usesPassword && code === undefined) throw badRequest('validation.password_required');
      try {
        if (usesPassword) {
          const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
          if (!ok || !user) throw badRequest('auth.login_failed');
        } else {
          await codes.verify(MSG_TYPE.login, key, code);
          if (!user) throw badRequest('auth.code_login_failed');
        }
      } catch (error) {
        if (error instanceof AppError && error.code === 'BAD_REQUEST' && error.messageKey !== 'validation.code_invalid') {
          await throttle.fail(key, deps.lockout.maxFailures, deps.lockout.lockMs);
          await audit.record({ action: 'sign_in_failed', userId: user?.id ?? null, ip, detail: { method: usesPassword ? 'password' : 'code' } });
        }
        throw error;
      }
      await throttle.clear(key);
      const { token } = await sessions.start(user.id);
      await audit.record({ action: 'sign_in', userId: user.id, ip, detail: { method: usesPassword ? 'password' : 'code' } });
      return token;
    },

    /**
     * Sends a code for sign-in, sign-up or reset. For sign-in and reset an unknown account gets the same success
     * answer and no message; for sign-up a registered account is told to sign in.
     */
    async sendCode(purpose: number, account: AccountRef, language: Language): Promise<void> {
      const user = await users.findByAccount(account);
      if (purpose === MSG_TYPE.register && user) throw conflict('auth.account_exists');
      const target = { account: accountKey(account), ...recipientOf(account) };
      // An unknown account gets the answer of a real send, and nothing is sent.
      if (purpose !== MSG_TYPE.register && !user) return;
      await codes.send(purpose, target, user?.language === 'zh_CN' ? 'zh_CN' : language);
    },

    async register(input: { account: AccountRef; code: string; password: string; name: string; language: Language }, ip: string): Promise<string> {
      assertNewPassword(input.password);
      if (await users.findByAccount(input.account)) throw conflict('auth.account_exists');
      await codes.verify(MSG_TYPE.register, accountKey(input.account), input.code);
      const user = await users.insert({
        name: input.name,
        email: input.account.type === 'email' ? input.account.email : null,
        countryCode: input.account.type === 'phone' ? input.account.countryCode : null,
        phone: input.account.type === 'phone' ? input.account.phone : null,
        passwordHash: await hashPassword(input.password),
        language: input.language,
      });
      await audit.record({ action: 'sign_up', userId: user.id, ip });
      const { token } = await sessions.start(user.id);
      return token;
    },

    async resetPassword(input: { account: AccountRef; code: string; password: string }, ip: string): Promise<void> {
      assertNewPassword(input.password);
      const key = accountKey(input.account);
      await codes.verify(MSG_TYPE.resetPassword, key, input.code);
      const user = await users.findByAccount(input.account);
      if (!user) throw badRequest('auth.code_wrong');
      await users.setPasswordHash(user.id, await hashPassword(input.password));
      await sessions.endAllOfUser(user.id, 'password_reset');
      await throttle.clear(key);
      await audit.record({ action: 'password_reset', userId: user.id, ip });
    },

    async changePassword(session: ActiveSession, oldPassword: string, newPassword: string, ip: string): Promise<void> {
      const user = await users.findById(session.userId);
      if (!user) throw invalidToken();
      if (!(await verifyPassword(user.passwordHash, oldPassword))) throw badRequest('auth.password_wrong');
      assertNewPassword(newPassword);
      if (oldPassword === newPassword) throw badRequest('auth.password_same');
      await users.setPasswordHash(user.id, await hashPassword(newPassword));
      await sessions.endAllOfUser(user.id, 'password_changed', session.id);
      await audit.record({ action: 'password_changed', userId: user.id, ip });
    },

    async loginWithLink(uId: string, uKey: string, ip: string): Promise<string> {
      const claims = openLoginLink(deps.secret, uId, uKey);
      if (!claims || !(await deps.markLinkUsed(claims.jti))) throw badRequest('auth.link_invalid');
      const user = await users.findById(claims.uid);
      if (!user) throw badRequest('auth.link_invalid');
      const { token } = await sessions.start(user.id);
      await audit.record({ action: 'sign_in', userId: user.id, ip, detail: { method: 'link' } });
      return token;
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
