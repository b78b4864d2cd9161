import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '@mbo/db/seed/demo';
import { checkMoneyInvariants, violations } from '../money/money.public.ts';
import { formatWireTime } from '../lib/time.ts';
import { startTestServer, type TestServer } from '../../test/support/harness.ts';
import { recordDemoHistory, type DemoHistorySummary } from './demo-history.ts';

let server: TestServer;
let summary: DemoHistorySummary;
let merchantId: number;
// 20:30 in Sydney (UTC+11): the evening of the history's last day.
const NOW = new Date('2026-03-20T09:30:00Z');
const DAYS = 30;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoIfEmpty(server.db, async (password) => `hashed:${password}`);
  summary = (await recordDemoHistory(server.db, { now: NOW, days: DAYS }))!;
  const { rows } = await server.db.execute<{ id: number }>(sql`select id from merchants where number = 'M100001'`);
  merchantId = rows[0]!.id;
}, 120_000);
afterAll(() => server.close());

const rowsOf = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await server.db.execute<T>(query)).rows;

describe('the demo history of Harbour Noodle House', () => {
  it('records its payments and refunds through the paths, with books that agree', async () => {
    expect(summary).toMatchObject({ refundsRefused: 0 });
    expect(summary.payments).toBeGreaterThan(DAYS * 30);
    expect(summary.refunds).toBeGreaterThan(0);
    const [counts] = await rowsOf<{ payments: number; refunds: number }>(sql`
      select (select count(*)::int from payments where merchant_id = ${merchantId}) as payments,
             (select count(*)::int from refunds where merchant_id = ${merchantId}) as refunds`);
    expect(counts).toEqual({ payments: summary.payments, refunds: summary.refunds });
    expect(violations(await checkMoneyInvariants(server.db))).toEqual({});
  });

  it('spans the days up to now, within each store’s opening hours', async () => {
    const payments = await rowsOf<{ paid_at: Date; store: string }>(sql`
      select p.paid_at, s.number as store from payments p join stores s on s.id = p.store_id where p.merchant_id = ${merchantId}`);
    const local = payments.map((payment) => ({
      ...payment,
      wire: formatWireTime(new Date(payment.paid_at), 'Australia/Sydney'),
    }));
    const dates = new Set(local.map((payment) => payment.wire.slice(0, 10)));
    expect(dates.size).toBe(DAYS);
    expect([...dates].sort().at(-1)).toBe('2026-03-20');
    expect(Math.max(...payments.map((payment) => new Date(payment.paid_at).getTime()))).toBeLessThanOrEqual(
      NOW.getTime(),
    );
    for (const payment of local) {
      const time = payment.wire.slice(11);
      expect(time >= '11:00:00', payment.wire).toBe(true);
      expect(time < (payment.store === 'S1002' ? '21:30:00' : '22:00:00'), payment.wire).toBe(true);
    }
    // Lunch and dinner peaks: more payments at 12:00 and 19:00 than at 15:00 and 16:00.
    const byHour = (hour: string) => local.filter((payment) => payment.wire.slice(11, 13) === hour).length;
    expect(byHour('12') + byHour('19')).toBeGreaterThan(2 * (byHour('15') + byHour('16')));
  });

  it('mixes channels, currencies and card numbers as a noodle house would', async () => {
    const mix = await rowsOf<{
      channel_id: number;
      currency_id: number;
      pay_currency_id: number;
      n: number;
      min_rate: number | null;
      max_rate: number | null;
    }>(sql`
      select channel_id, currency_id, pay_currency_id, count(*)::int as n, min(exchange_rate_micros) as min_rate, max(exchange_rate_micros) as max_rate
      from payments where merchant_id = ${merchantId} group by 1, 2, 3 order by 1, 2, 3`);
    expect(new Set(mix.map((row) => row.channel_id))).toEqual(new Set([1, 2, 3, 5, 7, 9, 10]));
    expect(mix.some((row) => row.currency_id === 2)).toBe(true);
    for (const row of mix.filter((item) => item.pay_currency_id === 3 && item.currency_id === 1)) {
      expect(row.min_rate).toBeGreaterThanOrEqual(4_600_000);
      expect(row.max_rate).toBeLessThanOrEqual(4_800_000);
    }
    // WeChat Pay and Alipay are paid in CNY; cards in the order currency.
    expect(mix.filter((row) => [1, 2, 3].includes(row.channel_id)).every((row) => row.pay_currency_id === 3)).toBe(
      true,
    );
    expect(
      mix.filter((row) => [9, 10].includes(row.channel_id)).every((row) => row.pay_currency_id === row.currency_id),
    ).toBe(true);
    const cards = await rowsOf<{ card_masked: string | null; channel_id: number }>(sql`
      select card_masked, channel_id from payments where merchant_id = ${merchantId} and (card_masked is not null or channel_id in (9, 10))`);
    for (const card of cards) expect(card.card_masked).toMatch(/^\d{6}\*{5,9}\d{4}$/);
  });

  it('refunds some payments in part and some in full, hours or days after them', async () => {
    const refunds = await rowsOf<{
      amount_minor: number;
      gross_minor: number;
      refunded_minor: number;
      hours: number;
    }>(sql`
      select r.amount_minor, p.gross_minor, p.refunded_minor, extract(epoch from r.created_at - p.paid_at) / 3600 as hours
      from refunds r join payments p on p.id = r.payment_id where r.merchant_id = ${merchantId}`);
    expect(refunds.some((refund) => refund.amount_minor === refund.gross_minor)).toBe(true);
    expect(refunds.some((refund) => refund.amount_minor < refund.gross_minor)).toBe(true);
    for (const refund of refunds) {
      expect(Number(refund.hours)).toBeGreaterThanOrEqual(1);
      expect(refund.refunded_minor).toBeLessThanOrEqual(refund.gross_minor);
    }
  });

  it('settles every ended day T+1, and the payouts whose date has come are paid', async () => {
    const open = await rowsOf<{ finance_date: string }>(sql`
      select distinct to_char(finance_date, 'YYYY-MM-DD') as finance_date from payments where merchant_id = ${merchantId} and settlement_id is null`);
    // Only the last day (its run is tomorrow morning) is still open.
    expect(open.map((row) => row.finance_date)).toEqual(['2026-03-20']);
    const settlements = await rowsOf<{ status: number; plan_settle_date: string; n: number }>(sql`
      select status, to_char(plan_settle_date, 'YYYY-MM-DD') as plan_settle_date, count(*)::int as n
      from settlements where merchant_id = ${merchantId} group by 1, 2`);
    expect(settlements.filter((row) => row.status === 2).reduce((sum, row) => sum + row.n, 0)).toBe(summary.payouts);
    for (const row of settlements) {
      if (row.status === 1) expect(row.plan_settle_date > '2026-03-20').toBe(true);
      else expect(row.plan_settle_date <= '2026-03-20').toBe(true);
    }
    expect(summary.settlements).toBeGreaterThanOrEqual(DAYS - 1);
  });

  it('records nothing twice when run again', async () => {
    const again = await recordDemoHistory(server.db, { now: NOW, days: 3, payments: 'path' });
    const [counts] = await rowsOf<{ payments: number; refunds: number }>(sql`
      select (select count(*)::int from payments where merchant_id = ${merchantId}) as payments,
             (select count(*)::int from refunds where merchant_id = ${merchantId}) as refunds`);
    expect(again).toMatchObject({ payments: 0, refunds: 0, settlements: 0 });
    expect(counts).toEqual({ payments: summary.payments, refunds: summary.refunds });
    expect(violations(await checkMoneyInvariants(server.db))).toEqual({});
  });
});
