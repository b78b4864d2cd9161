import type { IdleTimings } from '@mbo/contracts/idle';
import type { Handlers } from '../../http/call-context.ts';
import { invalidToken } from '../../lib/app-error.ts';
import type { MerchantsRepository } from '../merchants/merchants.public.ts';
import { parseAccount } from './account.ts';
import type { AuthService, SignInResult } from './auth.service.ts';
import type { Invitations } from './invitations.ts';
import type { UsersRepository } from './users.repository.ts';

type AuthCallName =
  | 'login'
  | 'SendVerificationCode'
  | 'register'
  | 'accept_invitation'
  | 'forget'
  | 'autoLogin'
  | 'tokenLogin'
  | 'RefreshToken'
  | 'session/keep_alive'
  | 'logout'
  | 'get_person_info'
  | 'GroupUser/ChangePassword';

/** A sign-in's answer: the token, or the challenge of the second step. */
const signInData = (result: SignInResult) => ({
  data:
    'token' in result
      ? { token: result.token }
      : { two_factor: { challenge: result.pending.challenge, expires_in_s: result.pending.expiresInS } },
});

export interface AuthHandlerDeps {
  auth: AuthService;
  /** Whether the user has two-step verification on and must set it up first (tokenLogin tells the web). */
  twoFactorStatus: (userId: number) => Promise<{ is_enabled: boolean; must_set_up: boolean }>;
  idle: IdleTimings;
  /** Whether the user is a member of a reseller (tokenLogin tells the web where such a user lands). */
  isResellerMember: (userId: number) => Promise<boolean>;
  users: UsersRepository;
  merchants: MerchantsRepository;
  invitations: Invitations;
}

export function createAuthHandlers({
  auth,
  users,
  merchants,
  idle,
  twoFactorStatus,
  isResellerMember,
  invitations,
}: AuthHandlerDeps): Handlers<AuthCallName> {
  return {
    async login(ctx, body) {
      const account = parseAccount(body.AccountType, body.Account, body.CountryCode);
      return signInData(await auth.login({ account, password: body.Password, code: body.VerificationCode }, ctx.ip));
    },
    async SendVerificationCode(ctx, body) {
      await auth.sendCode(body.MsgType, parseAccount(body.AccountType, body.Account, body.CountryCode), ctx.language);
      return {};
    },
    async register(ctx, body) {
      const account = parseAccount(body.AccountType, body.Account, body.CountryCode);
      const token = await auth.register(
        {
          account,
          code: body.VerificationCode,
          password: body.Password,
          name: body.Name,
          language: body.language ?? ctx.language,
          resellerCode: body.reseller_code,
        },
        ctx.ip,
      );
      return { data: { token } };
    },
    /** A merchant admin's invitation (a reseller named them): the first password, then signed in. */
    async accept_invitation(ctx, body) {
      const userId = await invitations.accept(
        body.u_id,
        body.u_key,
        body.new_password,
        ctx.ip,
        'resellers_signup.invitation_invalid',
      );
      return signInData(await auth.signInAfter(userId, 'invitation', ctx.ip));
    },
    async forget(ctx, body) {
      const account = parseAccount(body.AccountType, body.Account, body.CountryCode);
      await auth.resetPassword({ account, code: body.VerificationCode, password: body.new_password }, ctx.ip);
      return {};
    },
    async autoLogin(ctx, body) {
      return signInData(await auth.loginWithLink(body.u_id, body.u_key, ctx.ip));
    },
    async tokenLogin(ctx) {
      const user = await users.findById(ctx.session.userId);
      if (!user) throw invalidToken();
      const [list, twoFactor, isMember] = await Promise.all([
        merchants.listForUser(user.id),
        twoFactorStatus(user.id),
        isResellerMember(user.id),
      ]);
      return {
        data: {
          // The caller's own token, echoed (the spec's response shape); sign-in is what issues tokens.
          token: ctx.session.token,
          user: { id: user.id, name: user.name, phone: user.phone, country_code: user.countryCode, email: user.email },
          merchants: list.map((merchant) => ({
            id: merchant.id,
            name: merchant.name,
            number: merchant.number,
            short_name: merchant.shortName,
            is_verify: merchant.isVerify,
            is_delete: merchant.isDelete,
          })),
        },
        idle: { warning_ms: idle.warningMs, countdown_ms: idle.countdownMs },
        two_factor: { is_enabled: twoFactor.is_enabled, must_set_up: twoFactor.must_set_up },
        is_reseller_member: isMember,
      };
    },
    async RefreshToken() {
      return {};
    },
    // Admission (a session call that is not background) is what records the activity.
    async 'session/keep_alive'() {
      return {};
    },
    async logout(ctx) {
      await auth.logout(ctx.session, ctx.ip);
      return {};
    },
    async get_person_info(ctx) {
      const person = await users.findPerson(ctx.session.userId);
      return {
        person: person
          ? {
              id: person.id,
              verify_status: person.verifyStatus,
              objection: person.objection,
              en_objection: person.enObjection,
            }
          : null,
      };
    },
    async 'GroupUser/ChangePassword'(ctx, body) {
      await auth.changePassword(ctx.session, body.origin_password, body.new_password, ctx.ip);
      return {};
    },
  };
}
