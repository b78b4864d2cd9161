/**
 * The life of a transfer order (002 §4 "Remittance status" and "Order flow rules") as one pure function, so the
 * server, its jobs and the tests share one table of what may follow what. Statuses: 1 unpaid, 2 paying (a POLi
 * redirect or a bank-transfer receipt waiting for confirmation), 3 processing (with the payout network),
 * 4 completed, 6 refunded (returned after completion), 7 failed, 99 closed (by the user or by the payment timeout).
 */
export const REMITTANCE_STATUS = {
  unpaid: 1,
  paying: 2,
  processing: 3,
  completed: 4,
  refunded: 6,
  failed: 7,
  closed: 99,
} as const;
export type RemittanceStatus = (typeof REMITTANCE_STATUS)[keyof typeof REMITTANCE_STATUS];

/** The history filter's values (002 §4): all, then these. */
export const REMITTANCE_STATUS_FILTER = [1, 2, 3, 4, 6, 7, 99] as const;

/** Send payment methods (002 §4): 1 the global account's balance, 2 POLi (a bank redirect), 3 a bank transfer. */
export const SEND_PAYMENT_METHOD = { balance: 1, poli: 2, bankTransfer: 3 } as const;
export type SendPaymentMethod = (typeof SEND_PAYMENT_METHOD)[keyof typeof SEND_PAYMENT_METHOD];

/** What can happen to an order. */
export type RemittanceEvent =
  /** The user pays: from the balance at once (→ processing); POLi or a receipt upload wait (→ paying). */
  | { type: 'pay'; method: SendPaymentMethod }
  /** The POLi redirect came back paid, or the console confirmed the bank-transfer receipt. */
  | { type: 'payment_confirmed' }
  /** The POLi payment failed or the receipt was refused: the order is unpaid again and may be paid another way. */
  | { type: 'payment_refused' }
  /** The user closes an unpaid order after confirming. */
  | { type: 'close' }
  /** The payment window ended with the order unpaid. */
  | { type: 'timeout' }
  /** The payout network paid the recipient. */
  | { type: 'network_completed' }
  /** The payout network could not pay: the money goes back to the balance. */
  | { type: 'network_failed' }
  /** The recipient's bank sent a completed payment back: refunded to the balance, less the abnormal-handling fee. */
  | { type: 'returned' };

export type TransitionResult =
  | { outcome: 'moved'; to: RemittanceStatus }
  /** The event already happened (a retried click or job run): nothing to do, and nothing must be done again. */
  | { outcome: 'already'; to: RemittanceStatus }
  /** Not possible from this status; `reason` names why for the caller's message. */
  | { outcome: 'refused'; reason: 'not_unpaid' | 'not_paying' | 'not_processing' | 'not_completed' | 'ended' };

const ENDED: readonly number[] = [REMITTANCE_STATUS.refunded, REMITTANCE_STATUS.failed, REMITTANCE_STATUS.closed];

/** Where each event leads, from the one status it may start from. */
function target(event: RemittanceEvent): { from: readonly RemittanceStatus[]; to: RemittanceStatus } {
  switch (event.type) {
    case 'pay':
      return {
        from: [REMITTANCE_STATUS.unpaid],
        to: event.method === SEND_PAYMENT_METHOD.balance ? REMITTANCE_STATUS.processing : REMITTANCE_STATUS.paying,
      };
    case 'payment_confirmed':
      return { from: [REMITTANCE_STATUS.paying], to: REMITTANCE_STATUS.processing };
    case 'payment_refused':
      return { from: [REMITTANCE_STATUS.paying], to: REMITTANCE_STATUS.unpaid };
    case 'close':
    case 'timeout':
      return { from: [REMITTANCE_STATUS.unpaid], to: REMITTANCE_STATUS.closed };
    case 'network_completed':
      return { from: [REMITTANCE_STATUS.processing], to: REMITTANCE_STATUS.completed };
    case 'network_failed':
      return { from: [REMITTANCE_STATUS.processing], to: REMITTANCE_STATUS.failed };
    case 'returned':
      return { from: [REMITTANCE_STATUS.completed], to: REMITTANCE_STATUS.refunded };
  }
}

const REFUSAL: Record<number, 'not_unpaid' | 'not_paying' | 'not_processing' | 'not_completed'> = {
  [REMITTANCE_STATUS.unpaid]: 'not_unpaid',
  [REMITTANCE_STATUS.paying]: 'not_paying',
  [REMITTANCE_STATUS.processing]: 'not_processing',
  [REMITTANCE_STATUS.completed]: 'not_completed',
};

/**
 * What an event does to an order in `status`. An event whose result the order already shows is `already` (a
 * repeated click, a job that ran twice, a network that notified twice) — except `payment_refused`, whose result
 * (unpaid) is also where orders start, so only a paying order can take it. The caller applies `moved` with a
 * conditional update on the status it read, so two racing callers cannot both move the order.
 */
export function transition(status: RemittanceStatus, event: RemittanceEvent): TransitionResult {
  const { from, to } = target(event);
  if (from.includes(status)) return { outcome: 'moved', to };
  if (status === to && event.type !== 'payment_refused') return { outcome: 'already', to };
  // A closed order is closed whichever way it was (the user, or the timeout a moment before).
  if (to === REMITTANCE_STATUS.closed && status === REMITTANCE_STATUS.closed) return { outcome: 'already', to };
  if (ENDED.includes(status)) return { outcome: 'refused', reason: 'ended' };
  return { outcome: 'refused', reason: REFUSAL[from[0]!]! };
}

/**
 * Collection-type orders (002 §4, second scale): 3 unpaid, 4/5/6 pending or processing, 10 completed, 99 closed.
 * Their filter offers all, 3, 5, 10, 99.
 */
export const COLLECTION_STATUS = {
  unpaid: 3,
  pending: 4,
  processing: 5,
  settling: 6,
  completed: 10,
  closed: 99,
} as const;
export const COLLECTION_STATUS_FILTER = [3, 5, 10, 99] as const;

/** The order progress widget (002 §4): 2 and 4 failed, 99 closed, 10 complete, any other value in progress. */
export function progressOf(widgetStatus: number): 'failed' | 'closed' | 'complete' | 'in_progress' {
  if (widgetStatus === 2 || widgetStatus === 4) return 'failed';
  if (widgetStatus === 99) return 'closed';
  if (widgetStatus === 10) return 'complete';
  return 'in_progress';
}
