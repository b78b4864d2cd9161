import type { Refund, Transaction } from '@mbo/contracts/calls/transaction-schemas';
import type { Language } from '@mbo/contracts/constants';
import type { MerchantMembership } from '../../http/call-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { pageWindow } from './page-window.ts';
import { canMatch, toListFilter, type FilterBody, type ListFilter } from './transaction-filter.ts';
import type { RowKey, TransactionListRepository } from './transaction-list.repository.ts';
import { labelsFor, paymentToTransaction, refundRowToRefund, refundToTransaction } from './transaction-rows.ts';

export interface Page {
  data: Transaction[];
  total_count: number;
}

/** The transaction list: a checked, scoped filter; the count and the page (see the repository for how). */
export function createTransactionListService(repository: TransactionListRepository) {
  function filterFor(membership: MerchantMembership, body: FilterBody): ListFilter {
    return toListFilter(membership, membership.timeZone, body);
  }

  /** Rows of these keys, in the keys' order. */
  async function rowsOf(filter: ListFilter, keys: readonly RowKey[], language: Language): Promise<Transaction[]> {
    const labels = labelsFor(language);
    const [payments, refunds] = await Promise.all([
      repository.paymentRows(
        filter.merchantId,
        filter.timeZone,
        keys.filter((key) => key.kind === 1).map((key) => key.id),
        filter.stores,
      ),
      repository.refundRows(
        filter.merchantId,
        filter.timeZone,
        keys.filter((key) => key.kind === 2).map((key) => key.id),
        filter.stores,
      ),
    ]);
    const byKey = new Map<string, Transaction>([
      ...payments.map((row) => [`1:${row.payment_id}`, paymentToTransaction(row, labels)] as const),
      ...refunds.map((row) => [`2:${row.refund_id}`, refundToTransaction(row, labels)] as const),
    ]);
    return keys.flatMap((key) => byKey.get(`${key.kind}:${key.id}`) ?? []);
  }

  /** How many rows match: from the daily aggregates when the filter allows, exactly otherwise. */
  async function count(filter: ListFilter): Promise<number> {
    if (!canMatch(filter)) return 0;
    if (filter.days && filter.number === null) {
      const counts = await repository.dayCounts(filter, filter.days);
      return counts.reduce((sum, day) => sum + day.count, 0);
    }
    return repository.exactCount(filter);
  }

  return {
    filterFor,
    count,

    async list(
      membership: MerchantMembership,
      language: Language,
      body: FilterBody & { page_index: number; page_size: number },
    ): Promise<Page> {
      const filter = filterFor(membership, body);
      if (!canMatch(filter)) return { data: [], total_count: 0 };
      const offset = (body.page_index - 1) * body.page_size;
      if (filter.days && filter.number === null) {
        const counts = await repository.dayCounts(filter, filter.days);
        const total = counts.reduce((sum, day) => sum + day.count, 0);
        const window = pageWindow(counts, offset, body.page_size, filter.isAscending);
        if (!window) return { data: [], total_count: total };
        const keys = await repository.pageKeys(filter, window.range, window.offset, body.page_size);
        return { data: await rowsOf(filter, keys, language), total_count: total };
      }
      const [total, keys] = await Promise.all([
        repository.exactCount(filter),
        repository.pageKeys(filter, filter.range, offset, body.page_size),
      ]);
      return { data: await rowsOf(filter, keys, language), total_count: total };
    },

    /** One payment or refund of the merchant, within the caller's store scope; 404 otherwise. */
    async detail(
      membership: MerchantMembership,
      language: Language,
      id: number,
      turnoverType: 1 | 2,
      stores: number[] | null,
    ): Promise<Transaction> {
      const { timeZone } = membership;
      const labels = labelsFor(language);
      if (turnoverType === 1) {
        const [row] = await repository.paymentRows(membership.id, timeZone, [id], stores);
        if (!row) throw notFound();
        return paymentToTransaction(row, labels);
      }
      const [row] = await repository.refundRows(membership.id, timeZone, [id], stores);
      if (!row) throw notFound();
      return refundToTransaction(row, labels);
    },

    /** One refund of the merchant, within the caller's store scope; 404 otherwise. */
    async refund(
      membership: MerchantMembership,
      language: Language,
      id: number,
      stores: number[] | null,
    ): Promise<Refund> {
      const [row] = await repository.refundRows(membership.id, membership.timeZone, [id], stores);
      if (!row) throw notFound();
      return refundRowToRefund(row, labelsFor(language));
    },
  };
}
export type TransactionListService = ReturnType<typeof createTransactionListService>;
