/**
 * Cross-checks on the demo data (issue: every figure agrees with every other): for several date ranges, the daily
 * summary's totals equal the transaction list's count, the statistics calls and the dashboard's SummaryReport, the
 * channel report adds up to the summary, and all of them equal the payments and refunds themselves.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toMinor } from '@mbo/contracts/money';
import { DEMO_PASSWORD } from '@mbo/db/seed/demo-accounts';
import { seedDemoIfEmpty } from '@mbo/db/seed/demo';
import { formatWireTime } from '../lib/time.ts';
import { hashPassword } from '../modules/auth/auth.public.ts';
import { signIn } from '../../test/support/factories.ts';
import { startTestServer, type TestServer } from '../../test/support/harness.ts';
import { recordDemoHistory } from './demo-history.ts';
import { shiftDate } from './local-time.ts';

let server: TestServer;
let token: string;
let merchantId: number;
let today: string;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoIfEmpty(server.db, hashPassword);
  await recordDemoHistory(server.db, { days: 30 });
  const { rows } = await server.db.execute<{ id: number; time_zone: string }>(
    sql`select id, time_zone from merchants where number = 'M100001'`,
  );
  merchantId = rows[0]!.id;
  today = formatWireTime(new Date(), rows[0]!.time_zone).slice(0, 10);
  token = await signIn(server, 'owner@demo.test', DEMO_PASSWORD);
}, 120_000);
afterAll(() => server.close());

const AUD = 1;
const minor = (value: unknown) => toMinor(value as number, AUD)!;

async function call(name: Parameters<TestServer['call']>[0], body: Record<string, unknown>) {
  const { status, body: answer } = await server.call(name, { merchant_id: merchantId, ...body }, { token });
  expect(answer.success, `${name}: ${answer.msg}`).toBe(true);
  expect(status).toBe(200);
  return answer as Record<string, unknown>;
}

/** Payments and succeeded refunds of the range, straight from the tables. */
async function fromTables(from: string, to: string) {
  const { rows } = await server.db.execute<Record<string, string>>(sql`
    select
      (select count(*) from payments where merchant_id = ${merchantId} and currency_id = ${AUD} and finance_date between ${from} and ${to}) as payment_count,
      (select coalesce(sum(gross_minor), 0) from payments where merchant_id = ${merchantId} and currency_id = ${AUD} and finance_date between ${from} and ${to}) as payment_minor,
      (select coalesce(sum(fee_minor), 0) from payments where merchant_id = ${merchantId} and currency_id = ${AUD} and finance_date between ${from} and ${to}) as fee_minor,
      (select count(*) from refunds where merchant_id = ${merchantId} and currency_id = ${AUD} and status = 1 and finance_date between ${from} and ${to}) as refund_count,
      (select coalesce(sum(amount_minor), 0) from refunds where merchant_id = ${merchantId} and currency_id = ${AUD} and status = 1 and finance_date between ${from} and ${to}) as refund_minor,
      (select coalesce(sum(fee_returned_minor), 0) from refunds where merchant_id = ${merchantId} and currency_id = ${AUD} and status = 1 and finance_date between ${from} and ${to}) as fee_back_minor`);
  const row = Object.fromEntries(Object.entries(rows[0]!).map(([key, value]) => [key, Number(value)]));
  const feeMinor = row.fee_minor! - row.fee_back_minor!;
  return {
    paymentCount: row.payment_count!,
    paymentMinor: row.payment_minor!,
    refundCount: row.refund_count!,
    refundMinor: row.refund_minor!,
    feeMinor,
    netMinor: row.payment_minor! - row.refund_minor! - feeMinor,
  };
}

/** Date ranges as days before today (merchant-local): from, to. */
const RANGES: Record<string, readonly [number, number]> = {
  'the last 7 days': [-6, 0],
  'the last 30 days': [-29, 0],
  'one day': [-10, -10],
  'two weeks in the middle': [-25, -12],
};

describe('the demo data agrees with itself', () => {
  it.each(Object.keys(RANGES))(
    '%s: daily summary = transaction list = statistics = SummaryReport = ChannelReport = the tables',
    async (label) => {
      const [fromDay, toDay] = RANGES[label]!;
      const [from, to] = [shiftDate(today, fromDay), shiftDate(today, toDay)];
      const tables = await fromTables(from, to);
      expect(tables.paymentCount).toBeGreaterThan(0);

      const daily = await call('daily_summary_report', {
        begin_time: from,
        end_time: to,
        page_index: 1,
        page_size: 10,
        currency_id: AUD,
      });
      const totals = daily.totals as Record<string, number>;
      expect({
        paymentCount: totals.payment_count,
        paymentMinor: minor(totals.payment_amount),
        refundCount: totals.refund_count,
        refundMinor: minor(totals.refund_amount),
        feeMinor: minor(totals.merchant_fee_amount),
        netMinor: minor(totals.receivable_amount),
      }).toEqual(tables);
      expect(totals.transaction_count).toBe(tables.paymentCount + tables.refundCount);

      const list = await call('transactionlist_report', {
        begin_time: from,
        end_time: to,
        page_index: 1,
        page_size: 10,
        currency: AUD,
      });
      expect((list.page_data as { total_count: number }).total_count).toBe(totals.transaction_count);

      const statistics = { start_time: from, end_time: to, currency_id: AUD };
      const payments = await call('statistics_payment_count', statistics);
      const refunds = await call('statistics_refund_count', statistics);
      const net = await call('statistics_net_count', statistics);
      expect([minor(payments.amount), payments.quatity]).toEqual([tables.paymentMinor, tables.paymentCount]);
      expect([minor(refunds.amount), refunds.quatity]).toEqual([tables.refundMinor, tables.refundCount]);
      expect([minor(net.amount), net.quatity]).toEqual([tables.netMinor, totals.transaction_count]);

      const summary = (await call('SummaryReport', { startTime: from, endTime: to, currency: AUD })).summary as Record<
        string,
        number
      >;
      expect({
        paymentCount: summary.transaction_count,
        paymentMinor: minor(summary.transaction_amount),
        refundCount: summary.refund_count,
        refundMinor: minor(summary.refund_amount),
        feeMinor: minor(summary.merchant_fee_amount),
        netMinor: minor(summary.net_amount),
      }).toEqual(tables);

      const channels = (await call('ChannelReport', { startTime: from, endTime: to, currency: AUD })).rows as {
        transaction_amount: number;
        transaction_count: number;
      }[];
      expect(channels.reduce((sum, row) => sum + minor(row.transaction_amount), 0)).toBe(tables.paymentMinor);
      expect(channels.reduce((sum, row) => sum + row.transaction_count, 0)).toBe(tables.paymentCount);
    },
  );
});
