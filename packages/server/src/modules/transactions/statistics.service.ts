import { toMajor } from '@mbo/contracts/money';
import type { MerchantMembership } from '../../http/call-context.ts';
import { canMatch } from './transaction-filter.ts';
import type { TransactionListService } from './transaction-list.service.ts';
import type { StatisticsRepository, Totals } from './statistics.repository.ts';

export interface StatisticsRange {
  currency_id: number;
  start_time: string;
  end_time: string;
}

const NONE: Totals = { paymentCount: 0, paymentMinor: 0n, refundCount: 0, refundMinor: 0n, feeMinor: 0n };

/**
 * The three statistics counts over the list's filter (same date rules, same store scope), so their figures are the
 * list's: net quatity is the list's total for the range and currency.
 */
export function createStatisticsService(list: TransactionListService, statistics: StatisticsRepository) {
  async function totals(membership: MerchantMembership, range: StatisticsRange): Promise<Totals> {
    const filter = list.filterFor(membership, {
      begin_time: range.start_time,
      end_time: range.end_time,
      currency: range.currency_id,
      sort_type: 2,
    });
    return canMatch(filter) ? statistics.totals(filter) : NONE;
  }

  return {
    async payments(membership: MerchantMembership, range: StatisticsRange) {
      const sums = await totals(membership, range);
      return { amount: toMajor(sums.paymentMinor, range.currency_id), quatity: sums.paymentCount };
    },
    async refunds(membership: MerchantMembership, range: StatisticsRange) {
      const sums = await totals(membership, range);
      return { amount: toMajor(sums.refundMinor, range.currency_id), quatity: sums.refundCount };
    },
    /** Payments − refunds − fees (net of fees given back); the count of payments and succeeded refunds. */
    async net(membership: MerchantMembership, range: StatisticsRange) {
      const sums = await totals(membership, range);
      return {
        amount: toMajor(sums.paymentMinor - sums.refundMinor - sums.feeMinor, range.currency_id),
        quatity: sums.paymentCount + sums.refundCount,
      };
    },
  };
}
