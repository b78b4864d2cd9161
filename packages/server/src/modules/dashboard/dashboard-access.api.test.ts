/** Who may read the dashboard's reports, what a cashier sees, and the date rules, in both languages. */
import { describe, expect, it } from 'vitest';
import type { CallName } from '@mbo/contracts/calls/index';
import { GROUP_TIME_TYPE } from '@mbo/contracts/constants';
import { translate } from '@mbo/contracts/i18n';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { addDays } from '@mbo/contracts/date-filter';
import {
  CHANNEL,
  localToday,
  mondayWeeksAgo,
  rangeBody,
  reportsMerchant,
} from '../../../test/kits/dashboard-test-kit.ts';

const server = serverForThisFile();

const RANGE_CALLS = [
  'SummaryReport',
  'PriceReport',
  'ChannelReport',
  'TrendReport',
  'TimeReport',
] as const satisfies readonly CallName[];
const withWeek = (body: Record<string, unknown>) => ({ ...body, groupTimeType: GROUP_TIME_TYPE.week });

describe('access', () => {
  it("refuses another merchant's id with 403 on every report, and shows nothing of it", async () => {
    const mine = await reportsMerchant(server);
    const theirs = await reportsMerchant(server);
    const monday = mondayWeeksAgo(2);
    await theirs.pay({ at: `${monday} 10:00:00`, orderMinor: 12_345 });
    const token = await mine.member([1]);
    const body = withWeek(rangeBody(theirs.merchant.id, monday, addDays(monday, 6)));
    for (const name of [...RANGE_CALLS, 'today_summary_report'] as const) {
      const result = await server.call(name, body, { token });
      expect(result.status, name).toBe(403);
      expect(result.body).toEqual({ return_code: 'FAIL', success: false, msg: translate('en', 'errors.not_member') });
    }
  });

  it('refuses roles 4 and 5 (they see the home page without figures) and admits 1, 2 and 3', async () => {
    const shop = await reportsMerchant(server);
    const monday = mondayWeeksAgo(2);
    const body = withWeek(rangeBody(shop.merchant.id, monday, addDays(monday, 6)));
    for (const role of [4, 5]) {
      const token = await shop.member([role]);
      const result = await server.call('SummaryReport', body, { token, language: 'zh-CN' });
      expect(result.status).toBe(403);
      expect(result.body.msg).toBe(translate('zh_CN', 'errors.forbidden_page'));
    }
    for (const [role, branch] of [
      [1, null],
      [2, null],
      [3, shop.stores[0].id],
    ] as const) {
      const token = await shop.member([role], branch);
      expect((await server.call('SummaryReport', body, { token })).status).toBe(200);
    }
  });
});

describe('a cashier', () => {
  async function twoStores() {
    const shop = await reportsMerchant(server);
    const [storeA, storeB] = shop.stores;
    const monday = mondayWeeksAgo(2);
    const a = await shop.pay({ at: `${monday} 10:00:00`, orderMinor: 10_000, storeId: storeA.id });
    await shop.pay({
      at: `${addDays(monday, 1)} 11:00:00`,
      orderMinor: 60_000,
      storeId: storeB.id,
      channelId: CHANNEL.card,
    });
    await shop.refund(a.id, 1_000, `${addDays(monday, 2)} 12:00:00`);
    const b = await shop.pay({ at: new Date(), orderMinor: 7_000, storeId: storeB.id });
    await shop.pay({ at: new Date(), orderMinor: 3_000, storeId: storeA.id });
    return { shop, monday, storeA, b };
  }

  it('sees only their own store in every report', async () => {
    const { shop, monday, storeA } = await twoStores();
    const token = await shop.member([3], storeA.id);
    const body = withWeek(rangeBody(shop.merchant.id, monday, addDays(monday, 6)));
    const call = async <N extends (typeof RANGE_CALLS)[number]>(name: N) =>
      (await server.call(name, body, { token })).body;

    expect((await call('SummaryReport')).summary).toMatchObject({
      transaction_amount: 100,
      transaction_count: 1,
      refund_amount: 10,
    });
    expect((await call('ChannelReport')).rows).toEqual([
      { payment_channel_id: CHANNEL.wechat, transaction_amount: 100, transaction_count: 1 },
    ]);
    const bands = (await call('PriceReport')).rows;
    expect(bands.map((band) => band.transaction_count)).toEqual([0, 0, 0, 1, 0, 0, 0]);
    const days = (await call('TimeReport')).rows;
    expect(days.map((day) => day.transaction_amount)).toEqual([100, 0, 0, 0, 0, 0, 0]);
    expect((await call('TrendReport')).comparison).toMatchObject({ transaction_amount: 100, transaction_count: 1 });
    const today = await server.call('today_summary_report', { merchant_id: shop.merchant.id, currency: 1 }, { token });
    expect(today.body.summary).toMatchObject({ transaction_amount: 30, transaction_count: 1 });
    const hours = await server.call(
      'TimeReport',
      { ...rangeBody(shop.merchant.id, localToday(), localToday()), groupTimeType: GROUP_TIME_TYPE.day },
      { token },
    );
    expect(hours.body.rows.reduce((sum, hour) => sum + hour.transaction_count, 0)).toBe(1);
  });

  it('without a store sees nothing; with another role besides cashier sees every store', async () => {
    const { shop, monday, storeA } = await twoStores();
    const body = rangeBody(shop.merchant.id, monday, addDays(monday, 6));
    const storeless = await shop.member([3]);
    expect((await server.call('SummaryReport', body, { token: storeless })).body.summary).toMatchObject({
      transaction_amount: 0,
      transaction_count: 0,
    });
    expect((await server.call('ChannelReport', body, { token: storeless })).body.rows).toEqual([]);
    const finance = await shop.member([2, 3], storeA.id);
    expect((await server.call('SummaryReport', body, { token: finance })).body.summary).toMatchObject({
      transaction_amount: 700,
      transaction_count: 2,
    });
  });
});

describe('the date rules', () => {
  const cases = (today: string) =>
    [
      ['a future end date', { startTime: today, endTime: addDays(today, 1) }, 'dashboard.date_future'],
      ['a start after the end', { startTime: addDays(today, -3), endTime: addDays(today, -4) }, 'dashboard.date_order'],
      ['more than 365 days', { startTime: addDays(today, -366), endTime: today }, 'dashboard.span_too_long'],
      ['a date that does not exist', { startTime: '2025-02-29', endTime: '2025-03-01' }, 'dashboard.date_invalid'],
      ['no start date', { startTime: undefined }, 'dashboard.date_invalid'],
      ['a currency other than AUD or USD', { currency: 3 }, 'dashboard.currency_invalid'],
      ['an unknown period kind', { groupTimeType: 5 }, 'dashboard.group_invalid'],
    ] as const;

  it('answers each broken rule with its own message, in English and Chinese', async () => {
    const shop = await reportsMerchant(server);
    const token = await shop.member([1]);
    const today = localToday();
    const valid = { ...rangeBody(shop.merchant.id, addDays(today, -7), today), groupTimeType: undefined };
    expect((await server.call('SummaryReport', valid, { token })).status).toBe(200);
    for (const [label, change, key] of cases(today)) {
      for (const language of ['en-US', 'zh-CN'] as const) {
        const name = key === 'dashboard.group_invalid' ? 'TimeReport' : 'SummaryReport';
        const result = await server.call(name, { ...valid, ...change }, { token, language });
        expect(result.status, label).toBe(400);
        expect(result.body.msg, label).toBe(translate(language === 'en-US' ? 'en' : 'zh_CN', key));
      }
    }
  });

  it("allows exactly 365 days, and today, in the merchant's time zone", async () => {
    const shop = await reportsMerchant(server, 'Pacific/Kiritimati');
    const token = await shop.member([1]);
    const today = localToday('Pacific/Kiritimati');
    const result = await server.call('SummaryReport', rangeBody(shop.merchant.id, addDays(today, -365), today), {
      token,
    });
    expect(result.status).toBe(200);
  });
});
