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
 * - global (merchant): the merchant's global account — its available balance (refunds and withdrawals draw on it).
 * - global_frozen (merchant): cash deposits to the global account in their month of freeze (002 §9), not available.
 * - top_up_clearing (provider): money merchants sent to the provider to fund their global accounts (and to pay
 *   transfer orders by POLi or bank transfer).
 * - remittance_in_flight (merchant): transfer orders paid and handed to the payout network, not yet delivered.
 * - remittances (merchant): money delivered to the merchant's recipients through the payout network.
 * - fx_position_<a>_<b> (provider): the provider's position in the currency pair a/b (currency ids, a < b), one
 *   account per currency of the pair: conversions between a merchant's currencies pass through it, so what the
 *   provider holds of each currency after its customers' conversions (its FX exposure, the spread earned and the
 *   rounding's fractions) is on the books (modules/fx).
 */
export const ACCOUNT_KIND = {
  channelClearing: 'channel_clearing',
  unsettled: 'unsettled',
  settlementDue: 'settlement_due',
  fees: 'fees',
  refundsInFlight: 'refunds_in_flight',
  payouts: 'payouts',
  global: 'global',
  globalFrozen: 'global_frozen',
  topUpClearing: 'top_up_clearing',
  remittanceInFlight: 'remittance_in_flight',
  remittances: 'remittances',
} as const;
/** The provider's FX position account kind of a currency pair (either order names the same account). */
export type FxPositionKind = `fx_position_${number}_${number}`;
export type AccountKind = (typeof ACCOUNT_KIND)[keyof typeof ACCOUNT_KIND] | FxPositionKind;

export const FX_POSITION_PREFIX = 'fx_position_';
export function fxPositionKind(currencyA: number, currencyB: number): FxPositionKind {
  return `${FX_POSITION_PREFIX}${Math.min(currencyA, currencyB)}_${Math.max(currencyA, currencyB)}`;
}

/** merchant_id of the provider's own accounts. */
export const PROVIDER = 0;

/**
 * Rows each cached balance is spread over (see ledger_balances): a movement updates the slot of its seed (a
 * payment's id, say), so concurrent movements of one account mostly touch different rows. Account creation makes
 * this many rows; changing it needs a migration that adds the missing slot rows (a movement to a slot without a
 * row fails rather than being lost).
 */
export const BALANCE_SLOTS = 8;

/**
 * The order in which a transaction locks balances, to rule out deadlocks: the merchant's available funds first
 * (refunds and settlements lock every slot of them, in slot order, before they post), then its global account, then
 * the rest, the provider's shared channel clearing last. `post` updates the balances of an entry in this order
 * (and by account id within a kind); report aggregates are updated after the balances. Code that locks rows of
 * its own (a payment row for a refund, payments for a settlement) locks them before any balance.
 */
export const LOCK_ORDER: readonly AccountKind[] = [
  ACCOUNT_KIND.unsettled,
  ACCOUNT_KIND.global,
  ACCOUNT_KIND.globalFrozen,
  ACCOUNT_KIND.settlementDue,
  ACCOUNT_KIND.fees,
  ACCOUNT_KIND.refundsInFlight,
  ACCOUNT_KIND.payouts,
  ACCOUNT_KIND.remittanceInFlight,
  ACCOUNT_KIND.remittances,
  ACCOUNT_KIND.channelClearing,
  ACCOUNT_KIND.topUpClearing,
];

/** A kind's place in LOCK_ORDER; the provider's FX position accounts come last, after every listed kind. */
export function lockRank(kind: AccountKind): number {
  return kind.startsWith(FX_POSITION_PREFIX) ? LOCK_ORDER.length : LOCK_ORDER.indexOf(kind);
}
