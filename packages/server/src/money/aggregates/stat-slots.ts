import { BALANCE_SLOTS } from '../ledger/accounts.ts';

/**
 * Rows each report bucket is spread over, so that concurrent payments of one store do not queue on one row. A
 * payment picks both its balance slot and its stat slot from its id, in the same transaction: with as many stat slots
 * as balance slots, two payments that meet on a stat row have already met on a balance row, so the report rows add
 * no wait of their own. With 4 (fewer than the 8 balance slots) payments on different balance rows queued on the
 * same stat row: the merchant API bench measured 482–516 orders/s with 4, 604–619 with 8 (16 no better).
 *
 * The aggregates themselves are written by the database functions (sql/stats-add-payment.sql, and record_refund for
 * a refund's day) and, set-wise, by the bulk loaders.
 */
export const STAT_SLOTS = BALANCE_SLOTS;
