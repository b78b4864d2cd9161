/**
 * Ledger account kinds. Postings are debit positive: the provider's assets (channel clearing) grow positive, what
 * it owes merchants (unsettled funds, settlement due, global account) grows negative.
 *
 * - channel_clearing (provider): money the payment channels owe the provider for collected payments.
 * - unsettled (merchant): collected funds not yet settled — the merchant's available balance.
 * - settlement_due (merchant): settled, waiting for the payout.
 * - fees (merchant): fees the provider earned from this merchant (merchant fees, settlement fees).
 * - refunds_in_flight (merchant): refunds sent to the channel and not yet confirmed by it.
 * - payouts (merchant): money paid out to the merchant's bank account.
 * - global (merchant): the merchant's global account (its own screens come later).
 */
export const ACCOUNT_KIND = {
  channelClearing: 'channel_clearing',
  unsettled: 'unsettled',
  settlementDue: 'settlement_due',
  fees: 'fees',
  refundsInFlight: 'refunds_in_flight',
  payouts: 'payouts',
  global: 'global',
} as const;
export type AccountKind = (typeof ACCOUNT_KIND)[keyof typeof ACCOUNT_KIND];

/** merchant_id of the provider's own accounts. */
export const PROVIDER = 0;

/** Rows each cached balance is spread over (see ledger_balances). */
export const BALANCE_SLOTS = 8;
