import type { Transaction } from '@mbo/contracts/calls/transaction-schemas';
import type { ListFilter } from './transaction-filter.ts';
import type { Cursor, Keyed, TransactionListRepository } from './transaction-list.repository.ts';
import {
  paymentToTransaction,
  refundToTransaction,
  type Labels,
  type PaymentRowSql,
  type RefundRowSql,
} from './transaction-rows.ts';

/** Rows fetched per query: large enough that round trips do not dominate, small enough to keep memory flat. */
export const EXPORT_BATCH = 2_000;

interface Sorted {
  /** UTC time as a fixed-width text (exact to the microsecond), comparable as a string. */
  sortTime: string;
  kind: 1 | 2;
  id: number;
  transaction: Transaction;
}

/**
 * One table's rows in list order, fetched in keyset batches; the next batch is asked for as soon as the current one
 * arrives, so PostgreSQL works on it while this process writes the current one (two cores, not one after the other).
 */
async function* batches<Row extends Keyed>(
  fetch: (after: Cursor | null) => Promise<Row[]>,
  idOf: (row: Row) => number,
): AsyncGenerator<Row> {
  let pending: Promise<Row[]> | null = fetch(null);
  while (pending) {
    const rows: Row[] = await pending;
    const last = rows.length === EXPORT_BATCH ? rows[rows.length - 1]! : null;
    pending = last ? fetch({ time: last.cursor_time, id: idOf(last) }) : null;
    // Should the export stop early, a prefetched batch's failure must not go unhandled; awaited, it still throws.
    pending?.catch(() => undefined);
    yield* rows;
  }
}

async function* sorted<Row extends Keyed>(
  rows: AsyncGenerator<Row>,
  kind: 1 | 2,
  idOf: (row: Row) => number,
  map: (row: Row) => Transaction,
): AsyncGenerator<Sorted> {
  for await (const row of rows) yield { sortTime: row.cursor_time, kind, id: idOf(row), transaction: map(row) };
}

/** Whether `a` comes before `b` in list order (time, then payment before refund, then id; reversed for newest first). */
function precedes(a: Sorted, b: Sorted, isAscending: boolean): boolean {
  const order =
    a.sortTime === b.sortTime ? (a.kind === b.kind ? a.id - b.id : a.kind - b.kind) : a.sortTime < b.sortTime ? -1 : 1;
  return isAscending ? order < 0 : order > 0;
}

/**
 * Every row of a filter in list order, payments and refunds merged, read in keyset batches from each table: memory
 * holds two batches at most, whatever the size of the set.
 */
export async function* transactionStream(
  repository: TransactionListRepository,
  filter: ListFilter,
  labels: Labels,
): AsyncGenerator<Transaction> {
  const payments = filter.hasPayments
    ? sorted(
        batches(
          (after) => repository.paymentBatch(filter, after, EXPORT_BATCH),
          (row: PaymentRowSql & Keyed) => Number(row.payment_id),
        ),
        1,
        (row) => Number(row.payment_id),
        (row) => paymentToTransaction(row, labels),
      )
    : null;
  const refunds = filter.hasRefunds
    ? sorted(
        batches(
          (after) => repository.refundBatch(filter, after, EXPORT_BATCH),
          (row: RefundRowSql & Keyed) => Number(row.refund_id),
        ),
        2,
        (row) => Number(row.refund_id),
        (row) => refundToTransaction(row, labels),
      )
    : null;
  let nextPayment = payments ? await payments.next() : null;
  let nextRefund = refunds ? await refunds.next() : null;
  for (;;) {
    const payment = nextPayment && !nextPayment.done ? nextPayment.value : null;
    const refund = nextRefund && !nextRefund.done ? nextRefund.value : null;
    if (!payment && !refund) return;
    if (payment && (!refund || precedes(payment, refund, filter.isAscending))) {
      yield payment.transaction;
      nextPayment = await payments!.next();
    } else {
      yield refund!.transaction;
      nextRefund = await refunds!.next();
    }
  }
}
