import type { globalAccountCalls } from '@mbo/contracts/calls/global-account';
import type { Handlers } from '../../http/call-context.ts';
import type { GlobalAccountService } from './global-account.service.ts';

/** The global account's calls (page `account`): balances, history, top-ups, withdrawals. */
export function createGlobalAccountHandlers(service: GlobalAccountService): Handlers<keyof typeof globalAccountCalls> {
  return {
    'GlobalAccounts/GetBalances': (ctx) => service.balances(ctx),
    'GlobalAccounts/GetHistory': (ctx, body) => service.history(ctx, body),
    'GlobalAccounts/GetHistoryDetail': (ctx, body) => service.historyDetail(ctx, body.id),
    'GlobalAccounts/GetTopUps': (ctx, body) => service.topUps(ctx, { index: body.page_index, size: body.page_size }),
    'GlobalAccounts/CreateTopUp': (ctx, body) => service.createTopUp(ctx, body.currency_id, body.amount),
    'GlobalAccounts/SubmitTopUpReceipt': (ctx, body) => service.submitReceipt(ctx, body.top_up_id, body.file),
    'GlobalAccounts/GetWithdrawAccount': (ctx, body) => service.withdrawAccount(ctx, body.currency_id),
    'GlobalAccounts/SendWithdrawCode': (ctx, body) => service.sendWithdrawCode(ctx, body.currency_id, body.amount),
    'GlobalAccounts/Withdraw': (ctx, body) => service.withdraw(ctx, body),
  };
}
