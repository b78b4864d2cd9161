import dayjs from 'dayjs';
import { PAGE_SIZE } from '@mbo/contracts/constants';
import { TURNOVER_TYPE } from '@mbo/contracts/lookups/turnover-types';
import type { CallBody } from '../../../lib/api-client.ts';
import { formatDay, lastDays } from '../../../lib/date-rules.ts';

/** Days the list shows by default: the last 7, today included. */
export const DEFAULT_RANGE_DAYS = 7;
const DATE_FORMAT = 'YYYY-MM-DD';

/** The filters of the list as the screen holds them (dates as YYYY-MM-DD, merchant-local). */
export interface ListQuery {
  begin: string;
  end: string;
  stores: number[];
  turnoverType: number;
  currency: number | null;
  channels: number[];
  number: string;
  sortType: 1 | 2;
  page: number;
  /** The chip above the table: every transaction, or the attempts that ended without a payment. */
  view: ListView;
  /** The status chip of the transactions: '' every status, or a `status_filter` of the list call. */
  status: StatusChip;
  /** The attempts' status chip: 0 all of them, or 3 failed, 4 cancelled, 5 expired. */
  attemptStatus: number;
}

export type ListView = 'transactions' | 'attempts';
export const STATUS_CHIPS = ['', 'paid', 'partly_refunded', 'refunded', 'refund_failed'] as const;
export type StatusChip = (typeof STATUS_CHIPS)[number];

/** A `filter_data` day of the query string (the daily summary links to one), or null when it is not a real date. */
export function parseFilterDay(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const day = dayjs(value, DATE_FORMAT);
  return day.isValid() && formatDay(day) === value ? value : null;
}

/** What a link into the list may fix besides its first day (see lib/list-links.ts): the last day and the currency. */
export interface LinkedFilters {
  end?: string | null;
  currency?: number | null;
}

/**
 * The default filters: the last 7 days of the merchant's calendar, or the day (or days, up to `linked.end`) and
 * currency the list is opened for.
 */
export function defaultQuery(
  filterDay: string | null = null,
  timeZone?: string,
  linked: LinkedFilters = {},
): ListQuery {
  const [begin, end] = lastDays(DEFAULT_RANGE_DAYS, timeZone);
  const linkedEnd = filterDay && linked.end && linked.end >= filterDay ? linked.end : filterDay;
  return {
    begin: filterDay ?? begin,
    end: linkedEnd ?? end,
    stores: [],
    turnoverType: TURNOVER_TYPE.all,
    currency: filterDay ? (linked.currency ?? null) : null,
    channels: [],
    number: '',
    sortType: 2,
    page: 1,
    view: 'transactions',
    status: '',
    attemptStatus: 0,
  };
}

/** The filters shared by the list and the export. */
export function filterBody(query: ListQuery): CallBody<'export_transaction_list_report'> {
  return {
    begin_time: query.begin,
    end_time: query.end,
    sort_type: query.sortType,
    turnover_type: query.turnoverType as 1 | 2 | 65535,
    ...(query.stores.length ? { branch_id: query.stores } : {}),
    ...(query.currency !== null ? { currency: query.currency } : {}),
    ...(query.channels.length ? { payment_channel_id: query.channels } : {}),
    ...(query.number.trim() ? { transaction_number: query.number.trim() } : {}),
    ...(query.status ? { status_filter: query.status } : {}),
  };
}

export const listBody = (query: ListQuery): CallBody<'transactionlist_report'> => ({
  ...filterBody(query),
  page_index: query.page,
  page_size: PAGE_SIZE,
});
