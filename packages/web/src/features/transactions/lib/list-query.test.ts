import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { todayIn } from '../../../lib/date-rules.ts';
import { defaultQuery, filterBody, listBody, parseFilterDay } from './list-query.ts';

describe('the list query', () => {
  it('defaults to the last 7 days, today included, all types, newest first', () => {
    const query = defaultQuery();
    expect(query.end).toBe(dayjs().format('YYYY-MM-DD'));
    expect(dayjs(query.end).diff(dayjs(query.begin), 'day')).toBe(6);
    expect(query).toMatchObject({
      turnoverType: 65535,
      sortType: 2,
      page: 1,
      stores: [],
      channels: [],
      currency: null,
      number: '',
    });
  });

  it("ends on the merchant's today, not the browser's", () => {
    // 13:07 UTC on 21 November is 00:07 on the 22nd in Sydney and still the 21st in Shanghai and on UTC.
    const at = new Date('2026-11-21T13:07:00Z');
    expect(todayIn('Australia/Sydney', at)).toBe('2026-11-22');
    expect(todayIn('Asia/Shanghai', at)).toBe('2026-11-21');
    expect(todayIn('UTC', at)).toBe('2026-11-21');
    expect(todayIn('Not/AZone', at)).toBe(dayjs(at).format('YYYY-MM-DD'));
    const query = defaultQuery(null, 'Pacific/Kiritimati');
    expect(query.end).toBe(todayIn('Pacific/Kiritimati'));
    expect(dayjs(query.end).diff(dayjs(query.begin), 'day')).toBe(6);
  });

  it('opens on the day of filter_data when it is a real date', () => {
    expect(defaultQuery(parseFilterDay('2026-11-03'))).toMatchObject({ begin: '2026-11-03', end: '2026-11-03' });
    for (const value of ['2026-02-30', '2026-11-3', 'today', '', null])
      expect(parseFilterDay(value), String(value)).toBeNull();
  });

  it('sends only the filters that are set, the number trimmed, and pages of 10', () => {
    const query = {
      ...defaultQuery('2026-11-03'),
      stores: [4],
      channels: [1, 9],
      currency: 1,
      number: ' P123 ',
      turnoverType: 2,
      page: 3,
    };
    expect(listBody(query)).toEqual({
      begin_time: '2026-11-03',
      end_time: '2026-11-03',
      sort_type: 2,
      turnover_type: 2,
      branch_id: [4],
      currency: 1,
      payment_channel_id: [1, 9],
      transaction_number: 'P123',
      page_index: 3,
      page_size: 10,
    });
    expect(filterBody(defaultQuery('2026-11-03'))).toEqual({
      begin_time: '2026-11-03',
      end_time: '2026-11-03',
      sort_type: 2,
      turnover_type: 65535,
    });
  });
});

describe('a linked list', () => {
  it('opens on the linked days and currency', () => {
    const query = defaultQuery('2026-11-20', 'Australia/Sydney', { end: '2026-11-27', currency: 2 });
    expect(query).toMatchObject({ begin: '2026-11-20', end: '2026-11-27', currency: 2 });
  });

  it('ignores an end before the first day', () => {
    expect(defaultQuery('2026-11-20', 'Australia/Sydney', { end: '2026-11-01' })).toMatchObject({
      begin: '2026-11-20',
      end: '2026-11-20',
      currency: null,
    });
  });
});
