import { describe, expect, it } from 'vitest';
import { ROLE } from '@mbo/contracts/access';
import type { DailySummaryRow, Settlement } from '@mbo/contracts/calls/payouts';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { localDateHour } from '../../lib/time.ts';
import { memberBodies, payoutsKit, settlementPage, signedInMember } from '../../../test/kits/payouts-test-kit.ts';
import { createStatementDataRepository } from './monthly/statement-data.repository.ts';

const server = serverForThisFile();

const at = (localDate: string, time = '12:00:00', offset = '+11:00') => `${localDate}T${time}${offset}`;
const listOf = settlementPage;

/**
 * March 2026 with T+0 on working days: Tuesday the 10th settles T+0 twice (10:00 and the 23:59 run) and one of
 * its payouts comes back on the 11th; Saturday the 14th settles T+1; the returned money is paid again by T+1.
 */
async function fastMonth() {
  const kit = await payoutsKit(server.db);
  await kit.fastSettle(at('2026-03-01', '04:00:00'), { workday: true });
  const first = await kit.pay(10_000, at('2026-03-10', '09:00:00'));
  await kit.refund(first.id, 1_000, at('2026-03-10', '09:20:00'));
  await kit.fast.runFast(new Date(at('2026-03-10', '10:05:00')), kit.scope);
  await kit.pay(20_000, at('2026-03-10', '15:00:00'));
  await kit.fast.runFast(new Date(at('2026-03-10', '23:59:30')), kit.scope);
  await kit.pay(4_000, at('2026-03-14', '10:00:00'));
  await kit.fast.runFast(new Date(at('2026-03-14', '10:05:00')), kit.scope);
  const evening = (
    await server.db.query.settlements.findMany({ where: (s, { eq }) => eq(s.merchantId, kit.merchant.id) })
  )
    .filter((s) => s.kind === 2)
    .sort((a, b) => a.id - b.id)[1]!;
  await kit.npp.returnPayout(evening.number, { returnedAt: new Date(at('2026-03-11', '10:00:00')) });
  await kit.runner.runDue(new Date(at('2026-03-16', '09:00:00')), kit.scope);
  const token = await signedInMember(server, kit, [ROLE.finance]);
  return { kit, call: memberBodies(server, kit, token) };
}

describe('T+0 payouts on the payout pages', () => {
  it('list T+0 payouts with their fee; the T+0 filter finds them and T+1 only leaves them out', async () => {
    const { call } = await fastMonth();
    const all = listOf(
      await call('get_settlement_report_list', { finance_start_date: '2026-03-01', finance_end_date: '2026-03-31' }),
    );
    expect(all.total_count).toBe(4);
    const fast = listOf(
      await call('get_settlement_report_list', {
        finance_start_date: '2026-03-01',
        finance_end_date: '2026-03-31',
        settlement_method: 2,
        sort_type: 1,
      }),
    );
    // 10:00 run: 100.00 − 10.00 refund − (1.50 − 0.15) fees = 88.65; 1.5 % = 1.32975 → 1.33; bank 0.55.
    // 23:59 run: 200.00 − 3.00 = 197.00; 1.5 % = 2.955 → 2.96 (rounded half up); returned: 25.00.
    expect(fast.data.map((s) => [s.settlement_method, s.clear_amount, s.fast_fee_amount, s.settlement_rate])).toEqual([
      [2, 88.65, 1.33, 0.015],
      [2, 197, 2.96, 0.015],
    ]);
    expect(fast.data[0]).toMatchObject({
      settle_amount: 86.77,
      disburse_fee_amount: 0.55,
      status: 2,
      disburse_amount: 86.77,
    });
    expect(fast.data[1]).toMatchObject({ settle_amount: 193.49, status: 3, return_fee_amount: 25, disburse_amount: 0 });
    expect(fast.data.every((s) => s.global_account_refund_amount === 0)).toBe(true);

    const normal = listOf(
      await call('get_settlement_report_list', {
        finance_start_date: '2026-03-01',
        finance_end_date: '2026-03-31',
        settlement_method: 1,
        sort_type: 1,
      }),
    );
    // The returned 193.49 less 25.00 goes back to the balance on the 11th: that day's T+1 clearing pays it again;
    // Saturday's payment (40.00 − 0.60) settles T+1 on its own.
    expect(normal.data.map((s) => [s.finance_date, s.settlement_method, s.fast_fee_amount, s.repaid_amount])).toEqual([
      ['2026-03-11', 1, 0, 168.49],
      ['2026-03-14', 1, 0, 0],
    ]);
    expect(normal.data.map((s) => [s.payment_amount, s.settle_amount, s.global_account_refund_amount])).toEqual([
      [0, 167.94, 0],
      [40, 38.85, 0],
    ]);

    const returnedOnly = listOf(
      await call('get_settlement_report_list', {
        finance_start_date: '2026-03-01',
        finance_end_date: '2026-03-31',
        status: 3,
      }),
    );
    expect(returnedOnly.total_count).toBe(1);

    const detail = (await call('clearing_detail', { clearing_id: fast.data[0]!.id, page_index: 1, page_size: 10 })) as {
      settlement: Settlement;
      page_data: { data: { clear_amount: number }[] };
    };
    expect(detail.settlement).toMatchObject({ settlement_method: 2, fast_fee_amount: 1.33, settle_amount: 86.77 });
    expect(detail.page_data.data.reduce((total, row) => total + row.clear_amount, 0)).toBeCloseTo(88.65, 2);
  });

  it('agree with the daily summary (the day’s T+0 and T+1 clearings add up to it) and the monthly statement', async () => {
    const { kit, call } = await fastMonth();
    const summary = (await call('daily_summary_report', {
      currency_id: 1,
      begin_time: '2026-03-01',
      end_time: '2026-03-31',
      page_index: 1,
      page_size: 10,
    })) as { page_data: { data: DailySummaryRow[] } };
    const settled = listOf(
      await call('get_settlement_report_list', { finance_start_date: '2026-03-01', finance_end_date: '2026-03-31' }),
    ).data;
    for (const day of summary.page_data.data) {
      const ofDay = settled.filter((s) => s.finance_date === day.transaction_datetime);
      const add = (pick: (s: Settlement) => number) => Math.round(ofDay.reduce((t, s) => t + pick(s), 0) * 100) / 100;
      expect([add((s) => s.payment_amount), add((s) => s.refund_amount), add((s) => s.merchant_fee_amount)]).toEqual([
        day.payment_amount,
        day.refund_amount,
        day.merchant_fee_amount,
      ]);
      expect(add((s) => s.clear_amount)).toBe(day.receivable_amount);
    }

    const statement = await createStatementDataRepository(server.db).settlements({
      merchantId: kit.merchant.id,
      currencyId: 1,
      from: '2026-03-01',
      to: '2026-03-31',
    });
    // Cleared: the paid T+0 payout and the two T+1 clearings (the returned payout's money is in the first of them).
    expect(statement).toMatchObject({
      clearedCount: 3,
      clearedMinor: BigInt(8_677 + 16_849 - 55 + 3_885),
      settleFeeMinor: 55n * 4n,
      fastFeeMinor: 133n + 296n,
      returnFeeMinor: 2_500n,
      paidCount: 3,
      paidMinor: BigInt(8_677 + 16_849 - 55 + 3_885),
    });
  });

  it('the dashboard’s latest settlement is today’s T+0 payout, net of its fee', async () => {
    const kit = await payoutsKit(server.db);
    const now = new Date();
    const today = localDateHour(now, 'Australia/Sydney').date;
    await kit.fastSettle(new Date(now.getTime() - 40 * 86_400_000).toISOString(), { workday: true, holiday: true });
    await kit.pay(10_000, new Date(now.getTime() - 60_000).toISOString());
    await kit.fast.runFast(now, kit.scope);
    const call = memberBodies(server, kit, await signedInMember(server, kit, [ROLE.superAdmin]));
    const page = listOf(
      await call('Get_Clearing_Page', { page_index: 1, page_size: 10, sort_type: 2, currency_id: 1 }),
    );
    // Net 98.50; T+0 fee 1.5 % on a working day (1.48), 2 % on a weekend or holiday (1.97); bank fee 0.55.
    const latest = page.data[0]!;
    expect(latest).toMatchObject({ finance_date: today, settlement_method: 2, status: 2, actual_settle_date: today });
    const fee = latest.settlement_rate === 0.015 ? 1.48 : 1.97;
    expect([latest.fast_fee_amount, latest.settle_amount]).toEqual([fee, Math.round((98.5 - fee - 0.55) * 100) / 100]);
  });
});
