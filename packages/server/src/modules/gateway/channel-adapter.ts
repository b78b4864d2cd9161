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

/** A channel's notification that a payment changed state (what a real channel posts to our callback URL). */
export interface ChannelNotification {
  channelId: number;
  channelTxnId: string;
  status: ChannelPaymentStatus;
}

export interface ChannelAdapter {
  /** The payment channel ids this adapter serves. */
  readonly channelIds: readonly number[];
  create(order: ChannelOrder): Promise<ChannelCreated>;
  query(channelTxnId: string): Promise<ChannelPaymentStatus>;
  refund(request: ChannelRefundRequest): Promise<ChannelRefundResult>;
  /** Registers where the channel's notifications go (the gateway's handler); called once at start. */
  onNotification(handler: (notification: ChannelNotification) => Promise<void>): void;
}
