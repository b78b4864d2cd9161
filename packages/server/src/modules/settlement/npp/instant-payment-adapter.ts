/**
 * The one interface an instant-payment network implements for T+0 payouts: Australia's New Payments Platform (NPP)
 * — a sandbox today (sandbox-npp.ts), a real NPP participant's API later. Shaped like the payment channels'
 * adapter (gateway/channel-adapter.ts): idempotent requests keyed by our reference, a transient-failure error the
 * caller retries, and the network's later reports (a return) delivered to a handler registered once at start.
 */

/** A payout to a bank account in Australia (NPP pays AUD only). */
export interface InstantPayout {
  /** Our reference (the end-to-end id): the network pays once per reference, asking again answers the same. */
  reference: string;
  merchantId: number;
  currencyId: number;
  amountMinor: number;
  accountName: string;
  bsb: string;
  accountNumber: string;
}

/** The network's answer: paid at once (the money left), or rejected (nothing left: a closed account, a limit …). */
export type InstantPayoutResult = { status: 'paid'; networkId: string } | { status: 'rejected'; reason: string };

/** The receiving bank sent a paid payout back (an account closed after the payment, a name mismatch …). */
export interface InstantPayoutReturn {
  reference: string;
  reason: string;
  /** When the network reported it. */
  returnedAt: Date;
}

/** The network did not answer (time-out, outage): nothing is known to have moved; ask again with the same reference. */
export class InstantPaymentUnavailableError extends Error {}

export interface InstantPaymentAdapter {
  /** Who pays: 'sandbox-npp' for the sandbox. */
  readonly name: string;
  /** Idempotent per reference. Throws InstantPaymentUnavailableError when the outcome is unknown. */
  pay(payout: InstantPayout): Promise<InstantPayoutResult>;
  /** Registers where returns go (the T+0 engine's recordReturn); called once at start. */
  onReturn(handler: (returned: InstantPayoutReturn) => Promise<void>): void;
}
