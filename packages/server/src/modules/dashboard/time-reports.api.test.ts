import { describe, expect, it } from 'vitest';
import { GROUP_TIME_TYPE } from '@mbo/contracts/constants';
import { localDateHour } from '../../lib/time.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { addDays } from '@mbo/contracts/date-filter';
import { earlier, monthEndOf } from './calendar.ts';
import {
  localToday,
  mondayWeeksAgo,
  rangeBody,
  reportsMerchant,
  TIME_ZONE,
} from '../../../test/kits/dashboard-test-kit.ts';

const server = serverForThisFile();

const { day, week, month } = GROUP_TIME_TYPE;

describe('TimeReport', () => {
  it('gives a day by hour, all 24 of a past day, empty hours as zeros', async () => {
    const shop = await reportsMerchant(server);
    const token = await shop.member([1]);
    const date = addDays(mondayWeeksAgo(2), 2);
    for (const [time, orderMinor] of [
      ['00:30:00', 1_000],
      ['09:15:00', 2_000],
      ['09:45:00', 2_550],
      ['23:59:59', 4_000],
    ] as const) {
      await shop.pay({ at: `${date} ${time}`, orderMinor });
    }
    await shop.pay({ at: `${addDays(date, 1)} 00:00:01`, orderMinor: 9_999 });
    const result = await server.call(
      'TimeReport',
      { ...rangeBody(shop.merchant.id, date, date), groupTimeType: day },
      { token },
    );
    const rows = result.body.rows;
    expect(rows).toHaveLength(24);
    expect(rows[0]).toEqual({
      group_time: `${date} 00:00:00`,
      group_time_text: '00:00',
      transaction_amount: 10,
      transaction_count: 1,
    });
    expect(rows[9]).toEqual({
      group_time: `${date} 09:00:00`,
      group_time_text: '09:00',
      transaction_amount: 45.5,
      transaction_count: 2,
    });
    expect(rows[23]).toMatchObject({ transaction_amount: 40, transaction_count: 1 });
    expect(rows.filter((row) => row.transaction_count === 0)).toHaveLength(21);
    expect(result.body.previous_rows).toEqual([]);
  });

  it('lists today only up to the current hour', async () => {
    const shop = await reportsMerchant(server);
    const token = await shop.member([1]);
    const today = localToday();
    const before = localDateHour(new Date(), TIME_ZONE).hour;
    const result = await server.call(
      'TimeReport',
      { ...rangeBody(shop.merchant.id, today, today), groupTimeType: day },
      { token },
    );
    const after = localDateHour(new Date(), TIME_ZONE).hour;
    expect([before + 1, after + 1]).toContain(result.body.rows.length);
  });

  it("gives a week by weekday, Monday first, with the whole previous week to compare, labels in the caller's language", async () => {
    const shop = await reportsMerchant(server);
    const token = await shop.member([1]);
    const monday = mondayWeeksAgo(3);
    await shop.pay({ at: `${monday} 10:00:00`, orderMinor: 1_000 });
    await shop.pay({ at: `${addDays(monday, 2)} 10:00:00`, orderMinor: 2_000 });
    await shop.pay({ at: `${addDays(monday, 6)} 22:00:00`, orderMinor: 3_000 });
    await shop.pay({ at: `${addDays(monday, -7)} 10:00:00`, orderMinor: 500 });
    await shop.pay({ at: `${addDays(monday, -1)} 10:00:00`, orderMinor: 700 });
    const body = { ...rangeBody(shop.merchant.id, monday, addDays(monday, 6)), groupTimeType: week };

    const en = await server.call('TimeReport', body, { token });
    const rows = en.body.rows;
    expect(rows.map((row) => row.group_time_text)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(rows.map((row) => row.group_time)).toEqual(Array.from({ length: 7 }, (_, index) => addDays(monday, index)));
    expect(rows.map((row) => row.transaction_amount)).toEqual([10, 0, 20, 0, 0, 0, 30]);
    const previous = en.body.previous_rows;
    expect(previous.map((row) => row.group_time)).toEqual(
      Array.from({ length: 7 }, (_, index) => addDays(monday, index - 7)),
    );
    expect(previous.map((row) => row.transaction_count)).toEqual([1, 0, 0, 0, 0, 0, 1]);

    const zh = await server.call('TimeReport', body, { token, language: 'zh-CN' });
    expect(zh.body.rows.map((row) => row.group_time_text)).toEqual([
      '周一',
      '周二',
      '周三',
      '周四',
      '周五',
      '周六',
      '周日',
    ]);
  });

  it('gives a month by date, and refuses a range that is not one period of its kind', async () => {
    const shop = await reportsMerchant(server);
    const token = await shop.member([1]);
    const first = `${addDays(localToday(), -70).slice(0, 7)}-01`;
    const last = monthEndOf(first);
    await shop.pay({ at: `${first} 08:00:00`, orderMinor: 1_500 });
    await shop.pay({ at: `${last} 20:00:00`, orderMinor: 2_500 });
    await shop.pay({ at: `${addDays(last, 1)} 08:00:00`, orderMinor: 9_000 });
    const result = await server.call(
      'TimeReport',
      { ...rangeBody(shop.merchant.id, first, last), groupTimeType: month },
      { token },
    );
    const rows = result.body.rows;
    expect(rows).toHaveLength(Number(last.slice(8)));
    expect(rows[0]).toEqual({
      group_time: first,
      group_time_text: first.slice(5),
      transaction_amount: 15,
      transaction_count: 1,
    });
    expect(rows.at(-1)).toMatchObject({ group_time: last, transaction_amount: 25 });

    for (const [groupTimeType, start, end] of [
      [day, first, addDays(first, 1)],
      [week, addDays(mondayWeeksAgo(3), -1), mondayWeeksAgo(3)],
      [month, addDays(first, -1), first],
    ] as const) {
      const refused = await server.call(
        'TimeReport',
        { ...rangeBody(shop.merchant.id, start, end), groupTimeType },
        { token },
      );
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toMatch(/do not match the period/);
    }
  });
});

describe('TrendReport', () => {
  async function twoWeeks() {
    const shop = await reportsMerchant(server);
    const token = await shop.member([1]);
    const monday = mondayWeeksAgo(3);
    for (const [offset, orderMinor] of [
      [0, 1_000],
      [1, 2_000],
      [3, 4_000],
      [-7, 500],
      [-6, 500],
      [-4, 9_000],
      [-30, 100],
    ] as const) {
      await shop.pay({ at: `${addDays(monday, offset)} 12:00:00`, orderMinor });
    }
    return { shop, token, monday };
  }

  it('compares part of a week with the same days of the week before, over seven weekly bars', async () => {
    const { shop, token, monday } = await twoWeeks();
    const body = { ...rangeBody(shop.merchant.id, monday, addDays(monday, 2)), groupTimeType: week };
    const result = await server.call('TrendReport', body, { token });
    const rows = result.body.rows;
    expect(rows).toHaveLength(7);
    expect(rows[6]).toEqual({
      group_time: monday,
      group_time_text: `${monday.slice(5)}~${addDays(monday, 2).slice(5)}`,
      transaction_amount: 30,
      transaction_count: 2,
      start_time: monday,
      end_time: addDays(monday, 2),
    });
    expect(rows[5]).toMatchObject({
      start_time: addDays(monday, -7),
      end_time: addDays(monday, -1),
      transaction_amount: 100,
      transaction_count: 3,
    });
    expect(rows[0]).toMatchObject({ start_time: addDays(monday, -42), end_time: addDays(monday, -36) });
    expect(rows.reduce((sum, row) => sum + row.transaction_count, 0)).toBe(6);
    expect(result.body.comparison).toEqual({
      transaction_amount: 30,
      transaction_count: 2,
      previous_transaction_amount: 10,
      previous_transaction_count: 2,
      previous_start_time: addDays(monday, -7),
      previous_end_time: addDays(monday, -5),
      amount_change_rate: 2,
      count_change_rate: 0,
    });
  });

  it('without a period kind compares with the span just before; nothing before gives no rate', async () => {
    const { shop, token, monday } = await twoWeeks();
    const result = await server.call('TrendReport', rangeBody(shop.merchant.id, monday, addDays(monday, 2)), { token });
    expect(result.body.rows.map((row) => row.group_time_text).at(-2)).toBe(
      `${addDays(monday, -3).slice(5)}~${addDays(monday, -1).slice(5)}`,
    );
    expect(result.body.comparison).toMatchObject({
      transaction_amount: 30,
      previous_transaction_amount: 0,
      previous_start_time: addDays(monday, -3),
      amount_change_rate: null,
      count_change_rate: null,
    });
  });

  it('gives months as whole calendar months, labelled YYYY-MM', async () => {
    const { shop, token, monday } = await twoWeeks();
    // The month of the latest payment, up to today when it is this month.
    const first = `${addDays(monday, 3).slice(0, 7)}-01`;
    const end = earlier(monthEndOf(first), localToday());
    const result = await server.call(
      'TrendReport',
      { ...rangeBody(shop.merchant.id, first, end), groupTimeType: month },
      { token },
    );
    const rows = result.body.rows;
    expect(rows.at(-1)!.group_time_text).toBe(first.slice(0, 7));
    expect(rows.every((row) => /^\d{4}-\d{2}$/.test(row.group_time_text))).toBe(true);
    expect(rows.reduce((sum, row) => sum + row.transaction_count, 0)).toBe(7);
  });
});
