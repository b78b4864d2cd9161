import { describe, expect, it } from 'vitest';
import { ROLE } from '@mbo/contracts/access';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { localDateHour } from '../../lib/time.ts';
import { addDays } from '@mbo/contracts/date-filter';
import {
  memberCalls,
  payoutsKit,
  settlementPage,
  signedInMember,
  type PayoutsKit,
} from '../../../test/kits/payouts-test-kit.ts';

const server = serverForThisFile();

const at = (localDate: string, time = '12:00:00', offset = '+11:00') => `${localDate}T${time}${offset}`;
const listOf = settlementPage;
const as = (kit: PayoutsKit, token: string) => memberCalls(server, kit, token);

/** A merchant with a week of March 2026 cleared (2nd–8th, a refund on the 4th, a T+3 channel on the 5th), all paid but the 5th. */
async function marchWeek() {
  const kit = await payoutsKit(server.db, { periods: { 5: 3 } });
  for (let day = 2; day <= 8; day += 1) {
    const date = `2026-03-0${day}`;
    const payment = await kit.pay(10_000 * day, at(date, '10:00:00'));
    if (day === 4) await kit.refund(payment.id, 5_000, at(date, '15:00:00'));
  }
  await kit.pay(3_000, at('2026-03-05', '11:00:00'), 5); // the 5th mixes in a T+3 channel
  await kit.runner.runDue(new Date(at('2026-03-06', '01:00:00')), kit.scope); // clears the 2nd–5th, pays the 2nd–4th
  await kit.runner.runDue(new Date(at('2026-03-09', '01:00:00')), kit.scope); // clears the 6th–8th
  const token = await signedInMember(server, kit, [ROLE.finance]);
  return { kit, token, call: as(kit, token) };
}

describe('get_settlement_report_list', () => {
  it('lists the settlements of a finance date range, newest first, 10 a page, with their figures', async () => {
    const { call } = await marchWeek();
    const result = await call('get_settlement_report_list', {
      finance_start_date: '2026-03-01',
      finance_end_date: '2026-03-31',
    });
    expect(result.status).toBe(200);
    const page = listOf(result.body);
    expect(page.total_count).toBe(7);
    expect(page.data.map((s) => s.finance_date)).toEqual([
      '2026-03-08',
      '2026-03-07',
      '2026-03-06',
      '2026-03-05',
      '2026-03-04',
      '2026-03-03',
      '2026-03-02',
    ]);
    const fourth = page.data.find((s) => s.finance_date === '2026-03-04')!;
    // 400.00 paid (fee 6.00), 50.00 refunded (0.75 fee back): net 344.75, less the 0.55 bank fee.
    expect(fourth).toMatchObject({
      payment_amount: 400,
      refund_amount: 50,
      merchant_fee_amount: 5.25,
      clear_amount: 344.75,
      disburse_fee_amount: 0.55,
      settle_amount: 344.2,
      settlement_amount: 344.2,
      status: 2,
      actual_settle_date: '2026-03-06',
      disburse_amount: 344.2,
      currency: 'AUD',
      transaction_count: 2,
      plan_settle_date: '2026-03-05',
      payout_target: 1,
    });
    expect(fourth.settlement_id).toMatch(/^S260304\d{9}$/);
    const fifth = page.data.find((s) => s.finance_date === '2026-03-05')!;
    expect(fifth).toMatchObject({
      status: 1,
      plan_settle_date: '2026-03-10',
      actual_settle_date: null,
      disburse_amount: 0,
    });

    const ascending = await call('get_settlement_report_list', {
      finance_start_date: '2026-03-01',
      finance_end_date: '2026-03-31',
      sort_type: 1,
      page_size: 3,
      page_index: 2,
    });
    expect(listOf(ascending.body).data.map((s) => s.finance_date)).toEqual(['2026-03-05', '2026-03-06', '2026-03-07']);
  });

  it('filters by planned and actual date, status, settlement type, method, currency and number', async () => {
    const { call } = await marchWeek();
    const dates = (body: Record<string, unknown>) =>
      call('get_settlement_report_list', body).then((result) => listOf(result.body).data.map((s) => s.finance_date));
    expect(await dates({ plan_settle_start_date: '2026-03-09', plan_settle_end_date: '2026-03-09' })).toEqual([
      '2026-03-08',
      '2026-03-07',
      '2026-03-06',
    ]);
    expect(await dates({ actual_settle_start_date: '2026-03-06', actual_settle_end_date: '2026-03-06' })).toEqual([
      '2026-03-04',
      '2026-03-03',
      '2026-03-02',
    ]);
    // Only the 5th (planned for Tuesday the 10th, a T+3 channel in it) still awaits its payout.
    expect(await dates({ status: 1 })).toEqual(['2026-03-05']);
    expect(await dates({ settlement_type: 1 })).toEqual(['2026-03-05']);
    expect(await dates({ settlement_type: 2 })).toEqual([
      '2026-03-08',
      '2026-03-07',
      '2026-03-06',
      '2026-03-04',
      '2026-03-03',
      '2026-03-02',
    ]);
    expect(await dates({ settlement_type: 2, status: 1 })).toEqual([]);
    expect(await dates({ settlement_method: 2 })).toEqual([]);
    expect(await dates({ settlement_method: 1, amount_is_plus: true })).toHaveLength(7);
    expect(await dates({ currency: 2 })).toEqual([]);
    const all = listOf((await call('get_settlement_report_list', {})).body).data;
    const number = all.find((s) => s.finance_date === '2026-03-03')!.settlement_id;
    expect(await dates({ settlement_id: number.toLowerCase() })).toEqual(['2026-03-03']);
    expect(await dates({ settlement_id: 'S000000000000000' })).toEqual([]);
  });

  it('refuses a reversed range, a span over 365 days and finance dates beyond tomorrow; planned dates may lie ahead', async () => {
    const { call } = await marchWeek();
    const refused = async (body: Record<string, unknown>, language: 'en-US' | 'zh-CN' = 'en-US') => {
      const result = await call('get_settlement_report_list', body, language);
      expect(result.status).toBe(400);
      return result.body.msg;
    };
    expect(await refused({ finance_start_date: '2026-03-10', finance_end_date: '2026-03-01' })).toBe(
      'The start date must not be after the end date.',
    );
    expect(await refused({ finance_start_date: '2025-01-01', finance_end_date: '2026-03-01' }, 'zh-CN')).toBe(
      '日期范围最多 365 天。',
    );
    const today = localDateHour(new Date(), 'Australia/Sydney').date;
    expect(await refused({ finance_start_date: today, finance_end_date: addDays(today, 2) })).toBe(
      'Dates after tomorrow cannot be chosen.',
    );
    expect(await refused({ finance_start_date: '2026-02-30', finance_end_date: '2026-03-01' })).toBe(
      'Please choose a valid date.',
    );
    const ahead = await call('get_settlement_report_list', {
      plan_settle_start_date: today,
      plan_settle_end_date: addDays(today, 30),
    });
    expect(ahead.status).toBe(200);
  });

  it('is for roles 1 and 2, and shows nothing of another merchant', async () => {
    const { kit, call } = await marchWeek();
    const cashier = as(kit, await signedInMember(server, kit, [ROLE.cashier], kit.store.id));
    expect((await cashier('get_settlement_report_list')).status).toBe(403);
    const other = await payoutsKit(server.db);
    const otherToken = await signedInMember(server, other, [ROLE.superAdmin]);
    expect(listOf((await call('get_settlement_report_list')).body).total_count).toBe(7);
    expect(listOf((await as(other, otherToken)('get_settlement_report_list')).body).total_count).toBe(0);
    // Naming another merchant's id in the body is refused by the membership check.
    expect((await as(kit, otherToken)('get_settlement_report_list')).status).toBe(403);
  });
});

describe('clearing_detail', () => {
  it("shows a settlement's totals and pages its transactions, refunds negative, adding up to the clear amount", async () => {
    const kit = await payoutsKit(server.db);
    const payments = [];
    for (let n = 0; n < 12; n += 1)
      payments.push(await kit.pay(1_000 + n * 100, at('2026-03-10', `${String(8 + n).padStart(2, '0')}:30:00`)));
    await kit.refund(payments[0]!.id, 400, at('2026-03-10', '21:00:00'));
    const { settlement } = await kit.runner.settleDay(kit.merchant.id, 1, '2026-03-10');
    const call = as(kit, await signedInMember(server, kit, [ROLE.superAdmin]));

    const first = await call('clearing_detail', { clearing_id: settlement!.id, page_size: 10, sort_type: 1 });
    expect(first.status).toBe(200);
    const body = first.body;
    expect(body.settlement).toMatchObject({
      id: settlement!.id,
      transaction_count: 13,
      payment_amount: 186,
      refund_amount: 4,
    });
    expect(body.page_data.total_count).toBe(13);
    expect(body.page_data.data).toHaveLength(10);
    expect(body.page_data.data[0]).toMatchObject({
      transaction_number: payments[0]!.number,
      transaction_datetime: '2026-03-10 08:30:00',
      turnover_type: 1,
      amount: 10,
      merchant_fee_amount: 0.15,
      clear_amount: 9.85,
      payment_channel_id: 1,
      payment_channel: 'WeChat Pay',
    });
    const second = await call(
      'clearing_detail',
      { clearing_id: settlement!.id, page_size: 10, page_index: 2, sort_type: 1 },
      'zh-CN',
    );
    const rest = second.body.page_data.data;
    expect(rest).toHaveLength(3);
    expect(rest[2]).toMatchObject({
      turnover_type: 2,
      amount: -4,
      merchant_fee_amount: -0.06,
      clear_amount: -3.94,
      payment_channel: '微信支付',
    });
    const rows = [...body.page_data.data, ...rest];
    const clearCents = rows.reduce((total, row) => total + Math.round(row.clear_amount * 100), 0);
    expect(clearCents).toBe(Math.round(body.settlement.clear_amount * 100));

    const narrowed = await call('clearing_detail', {
      clearing_id: settlement!.id,
      begin_time: '2026-03-10 09:00:00',
      end_time: '2026-03-10 10:59:59',
    });
    expect(narrowed.body.page_data.total_count).toBe(2);
  });

  it("answers 404 for another merchant's settlement", async () => {
    const kit = await payoutsKit(server.db);
    await kit.pay(1_000, at('2026-03-10'));
    const { settlement } = await kit.runner.settleDay(kit.merchant.id, 1, '2026-03-10');
    const other = await payoutsKit(server.db);
    const result = await as(other, await signedInMember(server, other, [ROLE.finance]))('clearing_detail', {
      clearing_id: settlement!.id,
    });
    expect(result.status).toBe(404);
    expect(result.body.msg).toBe('This settlement does not exist.');
  });
});

describe('Get_Clearing_Page', () => {
  it('gives the latest settlement of the last 7 days with its expected date; a cashier gets none', async () => {
    const kit = await payoutsKit(server.db);
    const now = Date.now();
    const local = (daysAgo: number) => localDateHour(new Date(now - daysAgo * 86_400_000), 'Australia/Sydney').date;
    // Local noon of each day, in whatever offset Sydney has then.
    const noon = (daysAgo: number) => new Date(`${local(daysAgo)}T12:00:00Z`).getTime() - 11 * 3_600_000;
    await kit.pay(5_000, new Date(noon(10)).toISOString());
    await kit.pay(7_000, new Date(noon(3)).toISOString());
    await kit.pay(9_000, new Date(noon(2)).toISOString());
    await kit.runner.runDue(new Date(now), kit.scope);
    const call = as(kit, await signedInMember(server, kit, [ROLE.superAdmin]));
    const result = await call('Get_Clearing_Page', { page_index: 1, page_size: 10, sort_type: 2, currency_id: 1 });
    expect(result.status).toBe(200);
    const page = listOf(result.body);
    expect(page.data.map((s) => s.finance_date)).toEqual([local(2), local(3)]);
    expect(page.data[0]).toMatchObject({ payment_amount: 90, settle_amount: 88.1 });
    expect(page.data[0]!.plan_settle_date > page.data[0]!.finance_date).toBe(true);

    const forCashier = await as(
      kit,
      await signedInMember(server, kit, [ROLE.cashier], kit.store.id),
    )('Get_Clearing_Page');
    expect(forCashier.status).toBe(200);
    expect(listOf(forCashier.body).total_count).toBe(0);
  });
});
