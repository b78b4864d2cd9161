import type { z } from 'zod';
import type { transactionFilterFields } from '@mbo/contracts/calls/transaction-schemas';
import { dateRangeProblem, parseWireDateTime } from '@mbo/contracts/date-filter';
import { TURNOVER_TYPE } from '@mbo/contracts/lookups/turnover-types';
import type { MerchantMembership } from '../../http/call-context.ts';
import { badRequest } from '../../lib/app-error.ts';
import { localDateHour } from '../../lib/time.ts';
import { scopedStores } from '../store-scope.ts';

/** The filter fields of a request (the merchant comes from the checked membership, not the body). */
export type FilterBody = Omit<z.output<z.ZodObject<typeof transactionFilterFields>>, 'merchant_id'>;

/** A merchant-local time range: from (inclusive) to (exclusive), both `YYYY-MM-DD HH:mm:ss`. */
export interface LocalRange {
  from: string;
  to: string;
}

/** The list filter, checked and scoped: what every list, count and export query of the area reads. */
export interface ListFilter {
  merchantId: number;
  timeZone: string;
  range: LocalRange;
  /** The first and last day when the range is whole merchant-local days (the report aggregates can count it). */
  days: { from: string; to: string } | null;
  /** null: every store; otherwise these (a cashier's scope applied; may be empty: nothing to see). */
  stores: number[] | null;
  channels: number[] | null;
  currencyId: number | null;
  hasPayments: boolean;
  hasRefunds: boolean;
  number: string | null;
  /** A status chip: payments by how much is refunded, or failed refunds (counted row by row, not by day). */
  status: 'paid' | 'partly_refunded' | 'refunded' | 'refund_failed' | null;
  isAscending: boolean;
}

const START_OF_DAY = '00:00:00';
const END_OF_DAY = '23:59:59';

/** `YYYY-MM-DD HH:mm:ss` one second later (naive calendar arithmetic: the time zone is applied in SQL). */
function oneSecondAfter(dateTime: string): string {
  const next = new Date(Date.parse(`${dateTime.replace(' ', 'T')}Z`) + 1000);
  return next.toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * Checks the date rules against the merchant's "today" and turns the body into a ListFilter. A range given as
 * dates (or from 00:00:00 to 23:59:59) is whole days; the end is made exclusive (a second after the given end).
 */
export function toListFilter(
  membership: MerchantMembership,
  timeZone: string,
  body: FilterBody,
  now = new Date(),
): ListFilter {
  const today = localDateHour(now, timeZone).date;
  const problem = dateRangeProblem(body.begin_time, body.end_time, today);
  if (problem) throw badRequest(problem);
  const from = parseWireDateTime(body.begin_time)!;
  const to = parseWireDateTime(body.end_time)!;
  const fromTime = from.time ?? START_OF_DAY;
  const toTime = to.time ?? END_OF_DAY;
  const turnover = body.turnover_type ?? TURNOVER_TYPE.all;
  const status = body.status_filter ?? null;
  return {
    merchantId: membership.id,
    timeZone,
    range: { from: `${from.date} ${fromTime}`, to: oneSecondAfter(`${to.date} ${toTime}`) },
    days:
      status === null && fromTime === START_OF_DAY && toTime === END_OF_DAY ? { from: from.date, to: to.date } : null,
    stores: scopedStores(membership, body.branch_id),
    channels: body.payment_channel_id?.length ? body.payment_channel_id : null,
    currencyId: body.currency ?? null,
    hasPayments: turnover !== TURNOVER_TYPE.refund && status !== 'refund_failed',
    hasRefunds: turnover !== TURNOVER_TYPE.pay && (status === null || status === 'refund_failed'),
    number: body.transaction_number ?? null,
    status,
    isAscending: body.sort_type === 1,
  };
}

/**
 * Whether a filter can match anything at all (a cashier without a store, or stores outside their scope, cannot;
 * nor refunds only with a payment status chip).
 */
export const canMatch = (filter: ListFilter): boolean =>
  (filter.hasPayments || filter.hasRefunds) && (filter.stores === null || filter.stores.length > 0);
