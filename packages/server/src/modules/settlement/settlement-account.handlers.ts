import type { settlementAccountCalls } from '@mbo/contracts/calls/settlement-account';
import type { Handlers } from '../../http/call-context.ts';
import type { MoneyDeps } from '../money-deps.ts';
import { createSettlementAccountRepository } from './settlement-account.repository.ts';
import { createSettlementAccountService } from './settlement-account.service.ts';

/** The settlement account page's calls (first document §7 "Settlement account"). */
export function createSettlementAccountHandlers(deps: MoneyDeps): Handlers<keyof typeof settlementAccountCalls> {
  const accounts = createSettlementAccountService({
    db: deps.db,
    ledger: deps.ledger,
    accounts: createSettlementAccountRepository(deps.db),
    codes: deps.codes,
    audit: deps.audit,
    secret: deps.secret,
    tokenValidMs: deps.config.codeValidMs,
  });

  return {
    async 'account/get_settlement_account'(ctx, body) {
      await accounts.heldCurrency(ctx.merchant.id, body.currency_id);
      return { account: await accounts.view(ctx.merchant.id, body.currency_id, ctx.language) };
    },
    async Get_Settlement_Type(ctx, body) {
      return { settlement_type: await accounts.settlementType(ctx.merchant.id, body.currency_id) };
    },
    Get_Australia_Disbursement_Bank: (ctx, body) =>
      accounts.bankAccount(ctx.merchant.id, body.account_id, ctx.language),
    async Get_Settlement_Monix_Account(ctx, body) {
      return { account: await accounts.globalAccount(ctx.merchant.id, body.currency_id, ctx.language) };
    },
    async Get_Settlement_Monix_Account_By_MerchantId(ctx) {
      return { accounts: await accounts.globalAccounts(ctx.merchant.id, ctx.language) };
    },
    async 'Account/Get_Account_List'(ctx, body) {
      const all = await accounts.globalAccounts(ctx.merchant.id, ctx.language, body.currency_ids);
      const start = (body.page_index - 1) * body.page_size;
      const data = all.slice(start, start + body.page_size).map(({ is_settlement_account: _, ...account }) => account);
      return { page_data: { data, total_count: all.length } };
    },
    'MonixService/SendVerificationCode': (ctx, body) => accounts.sendCode(ctx, body.account),
    'MonixService/ValAndRemoveVerificationCode': (ctx, body) =>
      accounts.verifyCode(ctx, body.account, body.verification_code),
    Set_Settlement_Monix_Account: (ctx, body) =>
      accounts.setGlobal(ctx, {
        replacedId: body.account_id,
        globalAccountId: body.linked_monix_account_id,
        token: body.verification_token,
      }),
    Set_Australia_Disbursement_Bank: (ctx, body) =>
      accounts.setBank(ctx, {
        currencyId: body.currency_id,
        replacedId: body.account_id,
        token: body.verification_token,
        bank: body.bank_detail,
      }),
  };
}
