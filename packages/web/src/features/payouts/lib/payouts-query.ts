import { PAGE_SIZE } from '@mbo/contracts/constants';
import { SETTLEMENT_METHOD, SETTLEMENT_TYPE } from '@mbo/contracts/calls/payouts';
import type { CallBody } from '../../../lib/api-client.ts';
import { lastDays } from '../../../lib/date-rules.ts';

export type DateType = 'finance' | 'planned' | 'actual';

/** The payouts list's state: the filters (as applied by Search), the page and the order. */
export interface PayoutsQuery {
  dateType: DateType;
  /** `YYYY-MM-DD`, or null for no date filter. */
  begin: string | null;
  end: string | null;
  status: number | null;
  settlementType: number;
  isUnlimited: boolean;
  currency: number | null;
  number: string;
  page: number;
  sortType: 1 | 2;
}

/** Ours (the spec gives no default): finance dates of the last 30 days, newest first. */
export const PAYOUTS_DEFAULT_RANGE_DAYS = 30;

/** What a link into the list fixes (lib/list-links.ts payoutsPath): currency, status, finance dates. */
export interface PayoutsLinked {
  currency?: number | null;
  status?: number | null;
  begin?: string | null;
  end?: string | null;
}

/** `timeZone`: the merchant's, whose calendar the finance dates follow. `linked`: the filters of a link. */
export function defaultPayoutsQuery(timeZone?: string, linked: PayoutsLinked = {}): PayoutsQuery {
  const [begin, end] = lastDays(PAYOUTS_DEFAULT_RANGE_DAYS, timeZone);
  const hasLinkedRange = Boolean(linked.begin && linked.end && linked.begin <= linked.end);
  return {
    dateType: 'finance',
    begin: hasLinkedRange ? linked.begin! : begin,
    end: hasLinkedRange ? linked.end! : end,
    status: linked.status ?? null,
    settlementType: SETTLEMENT_TYPE.all,
    isUnlimited: true,
    currency: linked.currency ?? null,
    number: '',
    page: 1,
    sortType: 2,
  };
}

const DATE_FIELDS = {
  finance: ['finance_start_date', 'finance_end_date'],
  planned: ['plan_settle_start_date', 'plan_settle_end_date'],
  actual: ['actual_settle_start_date', 'actual_settle_end_date'],
} as const;

/** The request of get_settlement_report_list for a query; a settlement number is searched on its own. */
export function payoutsBody(query: PayoutsQuery): CallBody<'get_settlement_report_list'> {
  const body: CallBody<'get_settlement_report_list'> = {
    page_index: query.page,
    page_size: PAGE_SIZE,
    sort_type: query.sortType,
    settlement_type: query.settlementType as 0 | 1 | 2,
    settlement_method: query.isUnlimited ? SETTLEMENT_METHOD.unlimited : SETTLEMENT_METHOD.normal,
  };
  if (query.number) return { ...body, settlement_id: query.number };
  const [start, end] = DATE_FIELDS[query.dateType];
  if (query.begin && query.end) Object.assign(body, { [start]: query.begin, [end]: query.end });
  if (query.status !== null) body.status = query.status as 1 | 2;
  if (query.currency !== null) body.currency = query.currency;
  return body;
}
