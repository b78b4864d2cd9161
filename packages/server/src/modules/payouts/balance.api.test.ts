import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ROLE } from '@mbo/contracts/access';
import {
  BANK_SETTLEMENT_FEE_MINOR,
  bankSettlementFeeMinor,
  SETTLEMENT_FEE_REFERENCE_USD_PER_AUD,
} from '@mbo/contracts/constants';
import type { CurrencyBalance, Settlement } from '@mbo/contracts/calls/payouts';
import type { Transaction } from '@mbo/contracts/calls/transaction-schemas';
import { addDays } from '@mbo/contracts/date-filter';
import { toMajor } from '@mbo/contracts/money';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { localDateHour } from '../../lib/time.ts';
import { memberCalls, payoutsKit, settlementPage, signedInMember } from '../../../test/kits/payouts-test-kit.ts';

const server = serverForThisFile();
const AUD = 1;
const USD = 2;
const T3_CHANNEL = 5;

/** Cents, so sums of major amounts compare exactly. */
const cents = (major: number) => Math.round(major * 100);
const sumCents = (values: number[]) => values.reduce((total, value) => total + cents(value), 0);

/**
 * A merchant with AUD and USD: days paid out (ten and nine days ago), a day cleared and pending (a T+3 channel two
 * days ago), and today's payments and a refund not yet in any payout.
 */
async function merchantWithHistory() {
  const kit = await payoutsKit(server.db, { periods: { [T3_CHANNEL]: 3 }, currencyIds: [AUD, USD] });
  const { rows } = await server.db.execute<{ time_zone: string }>(
    sql`select time_zone from merchants where id = ${kit.merchant.id}`,
  );
  const timeZone = rows[0]!.time_zone;
  const today = localDateHour(new Date(), timeZone).date;
  // 02:00 UTC is around midday of the same date in the merchant's (Australian) time zone.
  const morning = (date: string) => `${date}T02:00:00Z`;
  for (const back of [10, 9]) {
    await kit.pay(10_000 + back * 100, morning(addDays(today, -back)));
    await kit.pay(5_000 + back, morning(addDays(today, -back)), 1, USD);
  }
  const old = await kit.pay(20_000, morning(addDays(today, -9)));
  await kit.refund(old.id, 2_500, morning(addDays(today, -9)));
  await kit.runner.runDue(new Date(`${addDays(today, -7)}T02:00:00Z`), kit.scope); // clears and pays those days
  await kit.pay(30_000, morning(addDays(today, -2)), T3_CHANNEL); // T+3: pending after its clearing
  await kit.pay(7_000, morning(addDays(today, -2)), 1, USD);
  await kit.runner.runDue(new Date(`${addDays(today, -1)}T02:00:00Z`), kit.scope);
  const justNow = new Date(Date.now() - 60_000).toISOString();
  const fresh = await kit.pay(12_345, justNow);
  await kit.pay(4_000, justNow, T3_CHANNEL);
  await kit.refund(fresh.id, 1_000, justNow);
  await kit.pay(2_500, justNow, 1, USD);
  return { kit, today };
}

describe('get_balance', () => {
  it('agrees with the ledger, the transactions list and the payouts list in every currency', async () => {
    const { kit } = await merchantWithHistory();
    const token = await signedInMember(server, kit, [ROLE.finance]);
    const call = memberCalls(server, kit, token);
    const answer = await call('get_balance');
    expect(answer.status).toBe(200);
    const { currencies, date } = answer.body as { currencies: CurrencyBalance[]; date: string };
    expect(currencies.map((entry) => entry.currency)).toEqual(['AUD', 'USD']);

    for (const balance of currencies) {
      const id = balance.currency_id;
      // Collected: the ledger's unsettled funds, the dashboard's balance card, and the rows behind them.
      const ledgerMinor = -(await kit.balance('unsettled', id));
      expect(cents(balance.collected.amount)).toBe(ledgerMinor);
      const card = await call('Get_Total_Balance', { currency_id: id });
      expect(card.body).toMatchObject({ balance: balance.collected.amount });
      expect(balance.collected.other_amount).toBe(0);
      expect(balance.collected.net_amount).toBe(balance.collected.amount);
      expect(balance.collected.first_date).toBe(date);
      const listed = await call('transactionlist_report', {
        begin_time: balance.collected.first_date,
        end_time: balance.collected.last_date,
        currency: id,
        page_size: 100,
      });
      const rows = (listed.body as { page_data: { data: Transaction[] } }).page_data.data;
      const payments = rows.filter((row) => row.turnover_type === 1);
      const refunds = rows.filter((row) => row.turnover_type === 2);
      expect(balance.collected.payment_count).toBe(payments.length);
      expect(balance.collected.refund_count).toBe(refunds.length);
      expect(cents(balance.collected.payment_amount)).toBe(sumCents(payments.map((row) => row.gross_amount)));
      expect(cents(balance.collected.refund_amount)).toBe(sumCents(refunds.map((row) => Math.abs(row.gross_amount))));
      const clearing =
        sumCents(payments.map((row) => row.clearing_amount)) -
        sumCents(refunds.map((row) => Math.abs(row.clearing_amount)));
      expect(cents(balance.collected.amount)).toBe(clearing);

      // On the way: every pending payout of the currency, as the payouts list sums them.
      const pending = settlementPage(
        (await call('get_settlement_report_list', { status: 1, currency: id, page_size: 100 })).body,
      );
      expect(balance.on_the_way.count).toBe(pending.total_count);
      expect(cents(balance.on_the_way.amount)).toBe(sumCents(pending.data.map((row: Settlement) => row.settle_amount)));
      // The ledger agrees: what is due and not paid is the pending payouts' amounts.
      expect(cents(balance.on_the_way.amount)).toBe(-(await kit.balance('settlement_due', id)));

      // Paid: the paid payouts of the same finance days, as the payouts list sums them.
      const paid = settlementPage(
        (
          await call('get_settlement_report_list', {
            status: 2,
            currency: id,
            finance_start_date: balance.paid.from,
            finance_end_date: balance.paid.to,
            page_size: 100,
          })
        ).body,
      );
      expect(balance.paid.count).toBe(paid.total_count);
      expect(balance.paid.count).toBeGreaterThan(0);
      expect(cents(balance.paid.amount)).toBe(sumCents(paid.data.map((row: Settlement) => row.settle_amount)));
      expect(balance.paid.payouts.map((payout) => payout.id)).toEqual(paid.data.slice(0, 5).map((row) => row.id));
    }

    const aud = currencies[0]!;
    // The T+3 day is cleared and waits for its date: on the way, with the expected date and the bank account.
    expect(aud.on_the_way.count).toBe(1);
    const pending = aud.on_the_way.payouts[0]!;
    expect(pending.plan_settle_date > date).toBe(true);
    expect(pending.actual_settle_date).toBeNull();
    expect(pending.settlement_account).toMatchObject({ settlement_type: 1, bsb_number: '062000' });
    // Today's AUD: 123.45 + 40.00 paid, 10.00 refunded.
    expect(aud.collected).toMatchObject({
      payment_count: 2,
      payment_amount: 163.45,
      refund_count: 1,
      refund_amount: 10,
    });
    expect(toMajor(-(await kit.balance('unsettled', AUD)), AUD)).toBe(aud.collected.amount);
  });

  it('is for those who see payouts: finance yes, a cashier no', async () => {
    const { kit } = await merchantWithHistory();
    const cashier = await signedInMember(server, kit, [ROLE.cashier], kit.store.id);
    expect((await memberCalls(server, kit, cashier)('get_balance')).status).toBe(403);
    const owner = await signedInMember(server, kit, [ROLE.superAdmin]);
    expect((await memberCalls(server, kit, owner)('get_balance')).status).toBe(200);
  });
});

describe('one meaning per count', () => {
  it("the dashboard's payments count is the daily summary's payments count; its transactions count adds refunds", async () => {
    const { kit, today } = await merchantWithHistory();
    const call = memberCalls(server, kit, await signedInMember(server, kit, [ROLE.finance]));
    const dashboard = (await call('today_summary_report', { currency: AUD })).body as {
      summary: { transaction_count: number };
    };
    const daily = (await call('daily_summary_report', { begin_time: today, end_time: today, currency_id: AUD }))
      .body as {
      totals: { transaction_count: number; payment_count: number; refund_count: number };
    };
    expect(dashboard.summary.transaction_count).toBe(2);
    expect(daily.totals.payment_count).toBe(dashboard.summary.transaction_count);
    expect(daily.totals.refund_count).toBe(1);
    expect(daily.totals.transaction_count).toBe(daily.totals.payment_count + daily.totals.refund_count);
  });
});

describe('the bank settlement fee', () => {
  it('is AUD 0.55 on AUD bank payouts and its USD equivalent at the reference rate (USD 0.36) on USD ones', async () => {
    const { kit } = await merchantWithHistory();
    const call = memberCalls(server, kit, await signedInMember(server, kit, [ROLE.finance]));
    const feesOf = async (currency: number) =>
      settlementPage((await call('get_settlement_report_list', { currency, page_size: 100 })).body).data.map(
        (row: Settlement) => [row.currency, row.disburse_fee_amount, row.payout_target],
      );
    const aud = await feesOf(AUD);
    const usd = await feesOf(USD);
    expect(aud.length).toBeGreaterThan(0);
    expect(usd.length).toBeGreaterThan(0);
    expect(new Set(aud.map(String))).toEqual(new Set(['AUD,0.55,1']));
    expect(new Set(usd.map(String))).toEqual(new Set(['USD,0.36,1']));
    expect(bankSettlementFeeMinor(USD)).toBe(
      Math.round(BANK_SETTLEMENT_FEE_MINOR * SETTLEMENT_FEE_REFERENCE_USD_PER_AUD),
    );
  });
});
