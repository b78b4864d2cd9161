import type { MoneyDeps } from '../money-deps.ts';

/** An order as the gateway reports it (the pay page, the merchant API and notifications read this). */
export interface OrderView {
  id: number;
  number: string;
  merchantId: number;
  storeId: number;
  outTradeNo: string | null;
  sourceType: number;
  channelId: number | null;
  currencyId: number;
  orderMinor: number;
  /** 1 pending, 2 paid, 3 failed, 4 cancelled, 5 expired. */
  status: number;
  subject: string | null;
  note: string | null;
  /** Where the customer pays (absolute URL) and what a QR code of it encodes. */
  payUrl: string;
  qrContent: string;
  paymentId: number | null;
  failureReason: string | null;
  createdAt: Date;
  paidAt: Date | null;
  expiresAt: Date;
}

export interface CreateOrderInput {
  merchantId: number;
  storeId: number;
  /** 1–9: Branch_H5 … Api_App. */
  sourceType: number;
  currencyId: number;
  orderMinor: number;
  channelId?: number | null;
  outTradeNo?: string | null;
  subject?: string | null;
  note?: string | null;
  notifyUrl?: string | null;
  returnUrl?: string | null;
  customerName?: string | null;
  customerPhone?: string | null;
}

/**
 * Orders and channels: creates orders, sends them to a channel adapter, completes them through the payment path
 * when a channel says they are paid (once, whatever the number of notifications or reloads), and writes the
 * merchant's notification (webhook_events) in the same transaction as the order's new state.
 */
export interface Gateway {
  createOrder(input: CreateOrderInput): Promise<OrderView>;
  findOrder(merchantId: number, by: { number?: string; outTradeNo?: string }): Promise<OrderView | null>;
}

export function createGateway(_deps: MoneyDeps): Gateway {
  return {
    createOrder: () => Promise.reject(new Error('not built yet')),
    findOrder: () => Promise.resolve(null),
  };
}
