/**
 * Cross-checks on the demo history (issue: "every figure agrees"): for date ranges and a store, the transaction
 * list, the statistics counts, the daily summary and the dashboard's SummaryReport and ChannelReport give the same
 * totals, all summed in minor units.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '@mbo/contracts/calls/transaction-schemas';
import { addDays } from '@mbo/contracts/date-filter';
import { toMinor } from '@mbo/contracts/money';
import { DEMO_PASSWORD } from '@mbo/db/seed/demo-accounts';
import { seedDemoIfEmpty } from '@mbo/db/seed/demo';
import { signIn } from '../../../test/support/factories.ts';
import { startTestServer, type TestServer } from '../../../test/support/harness.ts';
import { hashPassword } from '../auth/auth.public.ts';
import { recordDemoHistory } from '../../seed/demo-history.ts';

const AUD = 1;
// The evening of the history's last day in Sydney; 30 days of history before it.
const NOW = new Date('2026-03-20T09:30:00Z');
const LAST_DAY = '2026-03-20';

let server: TestServer;
let token: string;
let merchantId: number;
let storeId: number;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoIfEmpty(server.db, hashPassword);
  await recordDemoHistory(server.db, { now: NOW, days: 30 });
  const { rows } = await server.db.execute<{ id: number; store_id: number }>(
    sql`select m.id, min(s.id) as store_id from merchants m join stores s on s.merchant_id = m.id where m.number = 'M100001' group by m.id`,
  );
  merchantId = rows[0]!.id;
  storeId = Number(rows[0]!.store_id);
  token = await signIn(server, 'owner@demo.test', DEMO_PASSWORD);
}, 180_000);
afterAll(() => server.close());

const minor = (amount: number) => toMinor(amount, AUD)!;

async function ask<T>(name: Parameters<TestServer['call']>[0], body: Record<string, unknown>): Promise<T> {
  const result = await server.call(name, { merchant_id: merchantId, ...body }, { token });
  expect(result.status, `${name}: ${result.body.msg}`).toBe(200);
  return result.body as unknown as T;
}

/** Every row of the list for a range, page by page. */
async function listAll(from: string, to: string, extra: Record<string, unknown>): Promise<Transaction[]> {
  const rows: Transaction[] = [];
  for (let page = 1; ; page += 1) {
    const { page_data: data } = await ask<{ page_data: { data: Transaction[]; total_count: number } }>(
      'transactionlist_report',
      {
        begin_time: from,
        end_time: to,
        currency: AUD,
        page_index: page,
        page_size: 100,
        ...extra,
      },
    );
    rows.push(...data.data);
    if (rows.length >= data.total_count) {
      expect(rows.length).toBe(data.total_count);
      return rows;
    }
  }
}

interface Totals {
  paymentCount: number;
  refundCount: number;
  paymentMinor: number;
  refundMinor: number;
  feeMinor: number;
}

function listTotals(rows: Transaction[]): Totals {
  const payments = rows.filter((row) => row.turnover_type === 1);
  const refunds = rows.filter((row) => row.turnover_type === 2 && row.status === 1);
  const sum = (items: Transaction[], pick: (row: Transaction) => number) =>
    items.reduce((total, row) => total + minor(pick(row)), 0);
  return {
    paymentCount: payments.length,
    refundCount: refunds.length,
    paymentMinor: sum(payments, (row) => row.gross_amount),
    refundMinor: sum(refunds, (row) => row.gross_amount),
    feeMinor: sum(payments, (row) => row.merchant_fee_amount) - sum(refunds, (row) => row.merchant_fee_amount),
  };
}

const RANGES: [string, string, string][] = [
  ['the whole history', addDays(LAST_DAY, -29), LAST_DAY],
  ['a week', addDays(LAST_DAY, -9), addDays(LAST_DAY, -3)],
  ['one day', addDays(LAST_DAY, -1), addDays(LAST_DAY, -1)],
];

describe.each(RANGES)('for %s', (_name, from, to) => {
  it.each([
    ['every store', {}],
    ['one store', { store: true }],
  ])('the list, statistics, daily summary and dashboard agree (%s)', async (_label, options) => {
    const stores = 'store' in options ? { branch_id: [storeId] } : {};
    const list = listTotals(await listAll(from, to, stores));
    expect(list.paymentCount).toBeGreaterThan(0);

    const range = { start_time: from, end_time: to, currency_id: AUD };
    if (!('store' in options)) {
      const payments = await ask<{ amount: number; quatity: number }>('statistics_payment_count', range);
      const refunds = await ask<{ amount: number; quatity: number }>('statistics_refund_count', range);
      const net = await ask<{ amount: number; quatity: number }>('statistics_net_count', range);
      expect({ count: payments.quatity, amount: minor(payments.amount) }).toEqual({
        count: list.paymentCount,
        amount: list.paymentMinor,
      });
      expect({ count: refunds.quatity, amount: minor(refunds.amount) }).toEqual({
        count: list.refundCount,
        amount: list.refundMinor,
      });
      expect(minor(net.amount)).toBe(list.paymentMinor - list.refundMinor - list.feeMinor);

      const report = await ask<{ summary: Record<string, number> }>('SummaryReport', {
        startTime: from,
        endTime: to,
        currency: AUD,
      });
      expect({
        paymentCount: report.summary.transaction_count,
        refundCount: report.summary.refund_count,
        paymentMinor: minor(report.summary.transaction_amount!),
        refundMinor: minor(report.summary.refund_amount!),
        feeMinor: minor(report.summary.merchant_fee_amount!),
      }).toEqual(list);
      const channels = await ask<{ rows: { transaction_amount: number; transaction_count: number }[] }>(
        'ChannelReport',
        { startTime: from, endTime: to, currency: AUD },
      );
      expect(channels.rows.reduce((sum, row) => sum + minor(row.transaction_amount), 0)).toBe(list.paymentMinor);
      expect(channels.rows.reduce((sum, row) => sum + row.transaction_count, 0)).toBe(list.paymentCount);
    }

    const daily = await ask<{ totals: Record<string, number> }>('daily_summary_report', {
      begin_time: from,
      end_time: to,
      currency_id: AUD,
      ...stores,
    });
    expect({
      paymentCount: daily.totals.payment_count,
      refundCount: daily.totals.refund_count,
      paymentMinor: minor(daily.totals.payment_amount!),
      refundMinor: minor(daily.totals.refund_amount!),
      feeMinor: minor(daily.totals.merchant_fee_amount!),
    }).toEqual(list);
    expect(minor(daily.totals.receivable_amount!)).toBe(list.paymentMinor - list.refundMinor - list.feeMinor);
  });
});
