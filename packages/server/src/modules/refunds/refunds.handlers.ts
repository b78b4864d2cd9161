import type { refundsCalls } from '@mbo/contracts/calls/refunds';
import type { Handlers } from '../../http/call-context.ts';
import type { MoneyDeps } from '../money-deps.ts';
import { transactionRowsOf } from '../transactions/transactions.public.ts';
import { createBalancesService } from './balances.service.ts';
import { createRefundsRepository } from './refunds.repository.ts';
import { createRefundsService } from './refunds.service.ts';

/** The refund dialog's calls: what a refund would take and draw on, its code, the refund itself. */
export function createRefundsHandlers(deps: MoneyDeps): Handlers<keyof typeof refundsCalls> {
  const refundsRepository = createRefundsRepository(deps.db);
  const balances = createBalancesService(deps.ledger, refundsRepository);
  const refunds = createRefundsService({
    refunds: refundsRepository,
    rows: transactionRowsOf(deps.db),
    refundPath: deps.refundPath,
    codes: deps.codes,
    codeResendMs: deps.config.codeResendMs,
  });

  return {
    async get_merchant_payment_config(_ctx, body) {
      return balances.paymentConfig(body.payment_channel_id);
    },
    async get_real_refund_amount(ctx, body) {
      const real = await refunds.realAmount(ctx, body.transaction_id, body.amount);
      return {
        real_refund_amount: real.real_refund_amount,
        fee_returned_amount: real.fee_returned_amount,
        ...(await balances.draw(ctx.merchant.id, real.currencyId, real.realMinor)),
      };
    },
    async get_refund_account(ctx, body) {
      return balances.refundAccount(ctx.merchant.id, body.currency_id);
    },
    async get_refund_global_account_balance(ctx, body) {
      return balances.globalAccountBalance(ctx.merchant.id, body.account_id);
    },
    async Get_Total_Balance(ctx, body) {
      return balances.totalBalance(ctx.merchant.id, body.currency_id);
    },
    async send_refund_code(ctx, body) {
      return refunds.sendCode(ctx, body.transaction_id, body.amount);
    },
    async merchant_refund(ctx, body) {
      const refund = await refunds.refund(ctx, {
        transactionId: body.transaction_id,
        amount: body.amount,
        reason: body.reason,
        code: body.code,
        requestId: body.request_id,
        merchantNumber: body.merchant_number,
      });
      return { refund };
    },
  };
}
