import type { Handlers } from '../../http/call-context.ts';
import type { TwoFactorService } from './two-factor.service.ts';

type TwoFactorCallName =
  | 'two_factor/get_status'
  | 'two_factor/begin_setup'
  | 'two_factor/confirm_setup'
  | 'two_factor/disable'
  | 'two_factor/regenerate_recovery_codes'
  | 'two_factor/verify_login'
  | 'two_factor/get_merchant_requirement'
  | 'two_factor/set_merchant_requirement';

export function createTwoFactorHandlers(twoFactor: TwoFactorService): Handlers<TwoFactorCallName> {
  return {
    'two_factor/get_status': (ctx) => twoFactor.status(ctx.session.userId),
    async 'two_factor/begin_setup'(ctx) {
      const { secret, otpauthUri } = await twoFactor.beginSetup(ctx.session.userId);
      return { secret, otpauth_uri: otpauthUri };
    },
    async 'two_factor/confirm_setup'(ctx, body) {
      return { recovery_codes: await twoFactor.confirmSetup(ctx.session.userId, body.code, ctx.ip) };
    },
    async 'two_factor/disable'(ctx, body) {
      await twoFactor.disable(ctx.session.userId, body.code, ctx.ip);
      return {};
    },
    async 'two_factor/regenerate_recovery_codes'(ctx, body) {
      return { recovery_codes: await twoFactor.regenerateRecoveryCodes(ctx.session.userId, body.code, ctx.ip) };
    },
    async 'two_factor/verify_login'(ctx, body) {
      return { data: { token: await twoFactor.completeChallenge(body.challenge, body.code, ctx.ip) } };
    },
    async 'two_factor/get_merchant_requirement'(ctx) {
      return { is_required: await twoFactor.merchantRequirement(ctx.merchant.id) };
    },
    async 'two_factor/set_merchant_requirement'(ctx, body) {
      await twoFactor.setMerchantRequirement(ctx.merchant.id, ctx.session.userId, body.is_required, ctx.ip);
      return {};
    },
  };
}
