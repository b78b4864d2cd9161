import {
  BALANCE_PAID_DAYS,
  BALANCE_PAYOUTS_SHOWN,
  type BalancePayout,
  type CurrencyBalance,
} from '@mbo/contracts/calls/payouts';
import type { CallResponse } from '@mbo/contracts/calls/index';
import type { Language } from '@mbo/contracts/constants';
import { addDays } from '@mbo/contracts/date-filter';
import { CURRENCY_ID, currencyById } from '@mbo/contracts/lookups/currencies';
import { toMajor } from '@mbo/contracts/money';
import type { Database } from '@mbo/db/client';
import { ACCOUNT_KIND, type Ledger } from '../../money/money.public.ts';
import { localDateHour } from '../../lib/time.ts';
import type { MerchantScope } from '../../http/call-context.ts';
import { payoutAccount } from '../settlement/settlement.public.ts';
import type { BalancePayoutRecord, BalanceRepository } from './balance.repository.ts';

/** The currencies money is settled in (the payouts' and the monthly statement's). */
export const BALANCE_CURRENCIES = [CURRENCY_ID.AUD, CURRENCY_ID.USD] as const;

/**
 * The balance page (issue 13 §1, Stripe's pending / on the way / paid): per settlement currency, the ledger's
 * unsettled funds with the payments and refunds behind them, the pending payouts with their expected date and
 * account, and the payouts paid over the last BALANCE_PAID_DAYS finance days. Merchant-wide: every store.
 */
export function createBalanceService(deps: { db: Database; ledger: Ledger; balances: BalanceRepository }) {
  const { db, ledger, balances } = deps;

  async function payoutsView(
    merchantId: number,
    currencyId: number,
    rows: BalancePayoutRecord[],
    language: Language,
  ): Promise<BalancePayout[]> {
    return Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        settlement_id: row.number,
        finance_date: row.financeDate,
        plan_settle_date: row.planSettleDate,
        actual_settle_date: row.actualSettleDate,
        settlement_method: row.kind,
        settle_amount: toMajor(row.settleMinor, currencyId),
        settlement_account: await payoutAccount(db, merchantId, row.id, language),
      })),
    );
  }

  async function ofCurrency(
    merchantId: number,
    currencyId: number,
    today: string,
    language: Language,
  ): Promise<CurrencyBalance> {
    const major = (minor: number) => toMajor(minor, currencyId);
    const paidRange = { from: addDays(today, -(BALANCE_PAID_DAYS - 1)), to: today };
    const [ledgerMinor, unsettled, onTheWay, paid] = await Promise.all([
      // Ledger balances are credit-negative for what the provider owes the merchant.
      ledger.balance({ merchantId, currencyId, kind: ACCOUNT_KIND.unsettled }).then((minor) => -minor),
      balances.unsettled(merchantId, currencyId),
      balances.onTheWay(merchantId, currencyId, BALANCE_PAYOUTS_SHOWN),
      balances.paid(merchantId, currencyId, paidRange, BALANCE_PAYOUTS_SHOWN),
    ]);
    const feeMinor = unsettled.feeMinor - unsettled.feeReturnedMinor;
    const netMinor = unsettled.paymentMinor - unsettled.refundMinor - feeMinor;
    return {
      currency_id: currencyId,
      currency: currencyById(currencyId)!.code,
      collected: {
        amount: major(ledgerMinor),
        payment_count: unsettled.paymentCount,
        payment_amount: major(unsettled.paymentMinor),
        refund_count: unsettled.refundCount,
        refund_amount: major(unsettled.refundMinor),
        merchant_fee_amount: major(feeMinor),
        net_amount: major(netMinor),
        other_amount: major(ledgerMinor - netMinor),
        first_date: unsettled.firstDate,
        last_date: unsettled.lastDate,
      },
      on_the_way: {
        amount: major(onTheWay.minor),
        count: onTheWay.count,
        payouts: await payoutsView(merchantId, currencyId, onTheWay.rows, language),
      },
      paid: {
        amount: major(paid.minor),
        count: paid.count,
        from: paidRange.from,
        to: paidRange.to,
        payouts: await payoutsView(merchantId, currencyId, paid.rows, language),
      },
    };
  }

  return {
    async balance(merchant: MerchantScope, language: Language): Promise<CallResponse<'get_balance'>> {
      const merchantId = merchant.id;
      const today = localDateHour(new Date(), merchant.timeZone).date;
      const currencies = await Promise.all(
        BALANCE_CURRENCIES.map((currencyId) => ofCurrency(merchantId, currencyId, today, language)),
      );
      return { date: today, currencies };
    },
  };
}
