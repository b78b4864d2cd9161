import { isCardChannel, PAYMENT_CHANNELS } from '@mbo/contracts/lookups/channels';
import { currencyById } from '@mbo/contracts/lookups/currencies';
import { toMajor } from '@mbo/contracts/money';
import { ACCOUNT_KIND, type Ledger, REFUND_OPERATE_FEE } from '../../money/money.public.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { RefundsRepository } from './refunds.repository.ts';

/** A currency of the platform (an unknown id would open ledger accounts in a currency that does not exist). */
function knownCurrency(currencyId: number): number {
  if (!currencyById(currencyId)) throw badRequest('validation.field_invalid', { field: 'currency_id' });
  return currencyId;
}

/**
 * Where a refund's real amount is drawn from, in minor units, as the database's record_refund draws it
 * (sql/record-refund.sql): the available balance first (never below zero), the rest from the global account;
 * not covered when the rest is more than the global account holds.
 */
export function refundDraw(availableMinor: number, globalMinor: number, realMinor: number) {
  const fromBalanceMinor = Math.max(0, Math.min(availableMinor, realMinor));
  const fromGlobalMinor = realMinor - fromBalanceMinor;
  return { fromBalanceMinor, fromGlobalMinor, isCovered: fromGlobalMinor <= Math.max(0, globalMinor) };
}

/**
 * What a refund can draw on: the merchant's available balance (collected, not yet settled: the unsettled funds
 * account) and its global account. Ledger balances are credit-negative for what the provider owes the merchant,
 * so the merchant's money is minus the balance.
 */
export function createBalancesService(ledger: Ledger, refunds: RefundsRepository) {
  return {
    /** Where a refund of `realMinor` would be drawn from now (refundDraw over the two current balances). */
    async draw(merchantId: number, currencyId: number, realMinor: number) {
      const available = -(await ledger.balance({ merchantId, currencyId, kind: ACCOUNT_KIND.unsettled }));
      const global = -(await ledger.balance({ merchantId, currencyId, kind: ACCOUNT_KIND.global }));
      const draw = refundDraw(available, global, realMinor);
      return {
        from_balance_amount: toMajor(draw.fromBalanceMinor, currencyId),
        from_global_account_amount: toMajor(draw.fromGlobalMinor, currencyId),
        is_covered: draw.isCovered,
      };
    },

    async totalBalance(merchantId: number, currencyId: number): Promise<{ balance: number }> {
      const balance = -(await ledger.balance({
        merchantId,
        currencyId: knownCurrency(currencyId),
        kind: ACCOUNT_KIND.unsettled,
      }));
      return { balance: toMajor(balance, currencyId) };
    },

    async refundAccount(merchantId: number, currencyId: number) {
      const [id] = await ledger.accountIds([
        { merchantId, currencyId: knownCurrency(currencyId), kind: ACCOUNT_KIND.global },
      ]);
      return { account: { id: id!, currency_id: currencyId } };
    },

    async globalAccountBalance(merchantId: number, accountId: number) {
      const currencyId = await refunds.globalAccountCurrency(merchantId, accountId);
      if (currencyId === null) throw notFound();
      const funds = -(await ledger.balance({ merchantId, currencyId, kind: ACCOUNT_KIND.global }));
      return { account: { id: accountId, currency_id: currencyId, available_funds: toMajor(funds, currencyId) } };
    },

    paymentConfig(channelId: number) {
      if (!PAYMENT_CHANNELS.some((channel) => channel.id === channelId))
        throw badRequest('validation.field_invalid', { field: 'payment_channel_id' });
      return {
        config: {
          payment_channel_id: channelId,
          refund_operate_fee: REFUND_OPERATE_FEE,
          is_fee_returned: !isCardChannel(channelId),
        },
      };
    },
  };
}
export type BalancesService = ReturnType<typeof createBalancesService>;
