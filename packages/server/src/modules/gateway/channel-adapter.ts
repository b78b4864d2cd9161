/**
 * The one interface every payment channel implements: the sandbox channels today, real WeChat Pay, Alipay,
 * UnionPay and card acquirers later. The gateway never talks to a channel any other way.
 */

/** What the gateway asks a channel to collect. */
export interface ChannelOrder {
  merchantId: number;
  orderId: number;
  orderNumber: string;
  channelId: number;
  currencyId: number;
  /** What the customer pays (order + surcharge), minor units. */
  amountMinor: number;
  subject: string | null;
  /** After this the channel must refuse to take the payment (the order expires). */
  expiresAt: Date;
}

/** A channel's answer to create: its transaction id and where the customer completes the payment. */
export interface ChannelCreated {
  channelTxnId: string;
  /** The URL the customer opens (the wallet step), and what a QR code encodes. */
  payUrl: string;
  qrContent: string;
}

export type ChannelPaymentStatus = 'pending' | 'paid' | 'failed' | 'cancelled';

export interface ChannelRefundRequest {
  channelTxnId: string;
  /** Our refund id: a channel refunds once per refund id. */
  refundId: string;
  amountMinor: number;
}

export interface ChannelRefundResult {
  status: 'succeeded' | 'failed';
  channelRefundId: string;
}

/**
 * A channel's notification that a payment changed state (what a real channel posts to our callback URL). Like a
 * real channel's callback it echoes our order reference (merchant and order number) besides its own id.
 */
export interface ChannelNotification {
  channelId: number;
  channelTxnId: string;
  merchantId: number;
  orderNumber: string;
  status: ChannelPaymentStatus;
}

/** A channel refused or did not answer in time; the gateway may try again (create is idempotent per order). */
export class ChannelUnavailableError extends Error {}

export interface ChannelAdapter {
  /** Who confirms this adapter's payments, recorded on each (payments.confirmed_by): 'sandbox' for the sandbox. */
  readonly name: string;
  /** The payment channel ids this adapter serves. */
  readonly channelIds: readonly number[];
  /** Idempotent per (order, channel): asking again answers the same transaction. */
  create(order: ChannelOrder): Promise<ChannelCreated>;
  query(channelTxnId: string): Promise<ChannelPaymentStatus>;
  /**
   * Closes a transaction the customer has not paid, so it can no longer be paid (an order expiring); answers the
   * transaction's final state — 'paid' when the customer paid first.
   */
  close(channelTxnId: string): Promise<ChannelPaymentStatus>;
  refund(request: ChannelRefundRequest): Promise<ChannelRefundResult>;
  /** Registers where the channel's notifications go (the gateway's handler); called once at start. */
  onNotification(handler: (notification: ChannelNotification) => Promise<void>): void;
}
