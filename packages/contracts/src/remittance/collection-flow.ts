/**
 * The life of a collection order (issue 14 §5; 002 §4 "Second scale") as one pure function, like `transition` for
 * transfer orders: 3 unpaid → 5 processing (the payer reports the bank transfer) → 10 completed (the funds arrived:
 * the console confirms, or the sandbox's bank feed) or 99 closed (the merchant, the expiry, or the console finding no
 * funds). 4 and 6 (pending, settling) belong to the scale and are read as processing; nothing here moves to them.
 */
import { COLLECTION_STATUS } from './order-flow.ts';

export type CollectionStatus = (typeof COLLECTION_STATUS)[keyof typeof COLLECTION_STATUS];

export type CollectionEvent =
  /** The payer says the bank transfer was sent (in the sandbox: "Simulate the payer's bank transfer"). */
  | { type: 'payer_transferred' }
  /** The funds arrived in the collection account: the order completes and the global account is credited. */
  | { type: 'funds_received' }
  /** The merchant closes an unpaid order after confirming. */
  | { type: 'close' }
  /** The order's validity ended with it unpaid. */
  | { type: 'expire' }
  /** The console found no funds for it: closed with the reviewer's reason. */
  | { type: 'funds_missing' };

export type CollectionTransition =
  | { outcome: 'moved'; to: CollectionStatus }
  /** The event's result is already there (a repeated click or job run): nothing to do again. */
  | { outcome: 'already'; to: CollectionStatus }
  | { outcome: 'refused'; reason: 'not_unpaid' | 'not_awaiting_funds' | 'ended' };

const { unpaid, pending, processing, settling, completed, closed } = COLLECTION_STATUS;
/** Orders whose money may still arrive. */
export const AWAITING_FUNDS: readonly CollectionStatus[] = [unpaid, pending, processing, settling];

function target(event: CollectionEvent): { from: readonly CollectionStatus[]; to: CollectionStatus } {
  switch (event.type) {
    case 'payer_transferred':
      return { from: [unpaid], to: processing };
    case 'funds_received':
      return { from: AWAITING_FUNDS, to: completed };
    case 'close':
    case 'expire':
      return { from: [unpaid], to: closed };
    case 'funds_missing':
      return { from: AWAITING_FUNDS, to: closed };
  }
}

/**
 * What an event does to an order in `status`. The caller applies `moved` with a conditional update on the status it
 * read (`where status in from`), so two racing callers (a close and the console's confirmation) cannot both move it.
 */
export function collectionTransition(status: CollectionStatus, event: CollectionEvent): CollectionTransition {
  const { from, to } = target(event);
  if (from.includes(status)) return { outcome: 'moved', to };
  if (status === to) return { outcome: 'already', to };
  // A payer reporting a transfer on an order whose funds already arrived changes nothing.
  if (event.type === 'payer_transferred' && status === completed) return { outcome: 'already', to: completed };
  if (status === completed || status === closed) return { outcome: 'refused', reason: 'ended' };
  return { outcome: 'refused', reason: from.length === 1 ? 'not_unpaid' : 'not_awaiting_funds' };
}

/** The statuses a filter value selects: 5 stands for the scale's "4/5/6 pending or processing". */
export const collectionStatusesOf = (filter: number): readonly number[] =>
  filter === processing ? [pending, processing, settling] : [filter];
