import type { DailySummaryRow } from '@mbo/contracts/calls/payouts';
import type { ParsedRequest } from '@mbo/contracts/calls/index';
import { toMajor } from '@mbo/contracts/money';
import type { MerchantMembership } from '../../http/call-context.ts';
import { localDateHour } from '../../lib/time.ts';
import { scopedStores } from '../store-scope.ts';
import type { DailySummaryRepository, DayFigures } from './daily-summary.repository.ts';
import { checkedClosedRange } from '../settlement/settlement.public.ts';

/** A day's (or the range's) figures on the wire: net sales = payments − refunds − fees (net of fees given back). */
export function dailySummaryRow(
  figures: Omit<DayFigures, 'day'>,
  currencyId: number,
): Omit<DailySummaryRow, 'transaction_datetime'> {
  const major = (minor: bigint) => toMajor(minor, currencyId);
  return {
    transaction_count: figures.paymentCount + figures.refundCount,
    payment_count: figures.paymentCount,
    refund_count: figures.refundCount,
    payment_amount: major(figures.paymentMinor),
    refund_amount: major(figures.refundMinor),
    merchant_fee_amount: major(figures.feeMinor),
    receivable_amount: major(figures.paymentMinor - figures.refundMinor - figures.feeMinor),
  };
}

export function createDailySummaryService(repository: DailySummaryRepository) {
  return {
    async report(membership: MerchantMembership, body: ParsedRequest<'daily_summary_report'>) {
      const today = localDateHour(new Date(), membership.timeZone).date;
      const range = checkedClosedRange(body.begin_time, body.end_time, today);
      const storeIds = scopedStores(membership, body.branch_id);
      const { rows, totalDays, totals } =
        storeIds !== null && storeIds.length === 0
          ? {
              rows: [],
              totalDays: 0,
              totals: { paymentCount: 0, refundCount: 0, paymentMinor: 0n, refundMinor: 0n, feeMinor: 0n },
            }
          : await repository.page({
              merchantId: membership.id,
              currencyId: body.currency_id,
              range,
              storeIds,
              posNo: body.pos_no,
              ascending: body.sort_type === 1,
              limit: body.page_size,
              offset: (body.page_index - 1) * body.page_size,
            });
      return {
        page_data: {
          data: rows.map((row) => ({ transaction_datetime: row.day, ...dailySummaryRow(row, body.currency_id) })),
          total_count: totalDays,
        },
        totals: dailySummaryRow(totals, body.currency_id),
      };
    },
  };
}
export type DailySummaryService = ReturnType<typeof createDailySummaryService>;
