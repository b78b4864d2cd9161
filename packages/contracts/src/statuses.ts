// Every status of the product, in one place: the numbers stored in the database's status columns and sent on the
// wire. Code and SQL strings name these constants, never the bare numbers; the money core's .sql functions write a
// number with its constant beside it (`1 /* REFUND_STATUS.succeeded */`), which statuses-in-sql.test.ts checks.

/** A payment's status as the transaction list shows it, from what was refunded of it (not a column). */
export const PAYMENT_STATUS = { paid: 1, partlyRefunded: 2, refunded: 3 } as const;

/** refunds.status. A refund is recorded succeeded (the sandbox channels confirm at once); failed is for channels. */
export const REFUND_STATUS = { succeeded: 1, failed: 2 } as const;

/** orders.status: 1 pending, 2 paid, 3 failed, 4 cancelled, 5 expired. */
export const ORDER_STATUS = { pending: 1, paid: 2, failed: 3, cancelled: 4, expired: 5 } as const;

/**
 * settlements.status: 1 cleared and awaiting payout ("Pending"), 2 paid out ("Paid"); a T+0 payout the receiving
 * bank sent back is 3 ("Returned", 25 AUD fee) and one the instant-payment network refused is 4 ("Failed"): their
 * money went back to the balance and a later T+1 clearing pays it again. The spec shows no labels.
 */
export const SETTLEMENT_STATUS = { pending: 1, paid: 2, returned: 3, failed: 4 } as const;

/** webhook_events.status (a notification's delivery): 1 pending (waiting for its next attempt), 2 delivered, 3 given up. */
export const WEBHOOK_STATUS = { pending: 1, delivered: 2, failed: 3 } as const;

/**
 * sandbox_transactions.status: 1 awaiting the customer, 2 paid, 3 failed, 4 cancelled or closed; 5 a refund of a
 * paid transaction (its own row, keyed by the channel refund id, amount_minor = the refund).
 */
export const SANDBOX_STATUS = { awaiting: 1, paid: 2, failed: 3, cancelled: 4, refund: 5 } as const;

/** A merchant API key's status on the developer page (from its retired_at): 1 active (the one that signs), 2 retired (refused). */
export const API_KEY_STATUS = { active: 1, retired: 2 } as const;

/** verify_status of the person (identity) record. */
export const VERIFY_STATUS = { underReview: 0, passed: 1, rejected: 2 } as const;

/** notification_outbox.status: handed to its provider, or held in the development outbox for lack of one. */
export const OUTBOX_STATUS = { sent: 'sent', held: 'held' } as const;

/**
 * A business loan's and a loan application's status (first document §3): 0 created, 1 borrowed (the money was lent),
 * 2 repaid. Their words in both languages are the credit-type list (`lookups/credit-statuses.ts`).
 */
export const CREDIT_STATUS = { created: 0, borrowed: 1, repaid: 2 } as const;
export type CreditStatusId = (typeof CREDIT_STATUS)[keyof typeof CREDIT_STATUS];

/**
 * A T+0 (same-day settlement) change request's bill_status (first document §4): 1 completed (approved; in force from
 * its effective time), 2 rejected (the reason shown), 3 under review. At most one request per merchant is under review.
 */
export const FAST_SETTLE_REQUEST_STATUS = { completed: 1, rejected: 2, underReview: 3 } as const;

/**
 * global_account_top_ups.status (issue 14 §1): 1 awaiting the merchant's bank-transfer receipt, 2 receipt sent and
 * waiting for the provider's console, 3 credited to the global account (a cash deposit: frozen a month first),
 * 4 rejected by the console (with a reason; nothing credited).
 */
export const TOP_UP_STATUS = { awaitingReceipt: 1, underReview: 2, credited: 3, rejected: 4 } as const;

/**
 * global_account_withdrawals.status: 1 sent to the merchant's bank (the money left the global account), 2 paid (the
 * sandbox network confirmed it).
 */
export const WITHDRAWAL_STATUS = { sent: 1, paid: 2 } as const;
