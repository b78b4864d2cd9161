import { ACCOUNT_TYPE } from '@mbo/contracts/constants';
import type { Handlers } from '../../http/call-context.ts';
import { parseAccount } from '../auth/auth.public.ts';
import type { AccountSecurityService } from './account-security.service.ts';

type AccountSecurityCallName =
  | 'captcha/challenge'
  | 'GroupUser/SendVerificationCode'
  | 'GroupUser/ValVerificationCode'
  | 'GroupUser/CheckAccountIsExist'
  | 'GroupUser/BandAccount';

export function createAccountSecurityHandlers(service: AccountSecurityService): Handlers<AccountSecurityCallName> {
  return {
    async 'captcha/challenge'() {
      return { challenge: await service.challenge() };
    },
    async 'GroupUser/SendVerificationCode'(ctx, body) {
      return service.sendCode(ctx.session, ctx.language, {
        msgType: body.MsgType,
        accountType: body.AccountType,
        // Step 1 goes to the account the server knows, so only a step-2 value is read.
        account: body.Account ? parseAccount(body.AccountType, body.Account, body.CountryCode) : undefined,
        captcha: body.code,
        proof: body.proof,
      });
    },
    async 'GroupUser/ValVerificationCode'(ctx, body) {
      return service.verifyStepOne(ctx.session, {
        msgType: body.MsgType,
        accountType: body.AccountType,
        code: body.VerificationCode,
      });
    },
    async 'GroupUser/CheckAccountIsExist'(_ctx, body) {
      const accountType = body.AccountType ?? (body.account.includes('@') ? ACCOUNT_TYPE.email : ACCOUNT_TYPE.phone);
      return { is_exist: await service.isTaken(parseAccount(accountType, body.account, body.CountryCode)) };
    },
    async 'GroupUser/BandAccount'(ctx, body) {
      const user = await service.bind(ctx.session, ctx.ip, {
        account: parseAccount(body.AccountType, body.Account, body.CountryCode),
        code: body.VerificationCode,
        proof: body.proof,
      });
      return {
        user: { id: user.id, name: user.name, phone: user.phone, country_code: user.countryCode, email: user.email },
      };
    },
  };
}
