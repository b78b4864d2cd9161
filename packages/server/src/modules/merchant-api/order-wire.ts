import { ORDER_STATUS } from '@mbo/contracts/constants';
import { currencyById } from '@mbo/contracts/lookups/currencies';
import { minorToString } from '@mbo/contracts/money';
import type { OrderView } from '../gateway/gateway.public.ts';
import type { ApiOrder } from './v1-schemas.ts';

const STATUS_NAME = { 1: 'pending', 2: 'paid', 3: 'failed', 4: 'cancelled', 5: 'expired' } as const;

/**
 * The order as the merchant API shows it: the answer of GET /v1/orders/{order_no} and, built by this same function,
 * the `data` of every notification (the gateway calls it with the order's new state), so the two cannot drift.
 */
export function orderToApi(order: OrderView): ApiOrder {
  return {
    order_no: order.number,
    out_trade_no: order.outTradeNo,
    store_id: order.storeId,
    source_type: order.sourceType,
    channel: order.channelId,
    amount: minorToString(order.orderMinor, order.currencyId),
    currency: currencyById(order.currencyId)?.code ?? String(order.currencyId),
    paid_amount:
      order.status === ORDER_STATUS.paid && order.grossMinor !== null
        ? minorToString(order.grossMinor, order.currencyId)
        : null,
    transaction_id: order.paymentNumber,
    status: STATUS_NAME[order.status as keyof typeof STATUS_NAME] ?? 'pending',
    subject: order.subject,
    pay_url: order.payUrl,
    qr_content: order.qrContent,
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    expires_at: order.expiresAt.toISOString(),
  };
}
