/**
 * The merchant payment API's shapes (/v1/): request bodies, answers and errors. A clean REST shape (not the /api/
 * envelope): `{"order": {...}}`, `{"refund": {...}}`, errors `{"error": {"code", "message"}}`. Amounts are decimal
 * strings in major units ("12.50"); requests may send a string or a number. The OpenAPI document is built from these.
 */
import { z } from 'zod';
import { notifyUrlSchema } from '@mbo/contracts/calls/webhooks';
import { SOURCE_TYPE } from '@mbo/contracts/lookups/source-types';

/** The source types an API order may have: Api_Qr 4, Api_H5 5, Api_Web 7, Api_Wap 8, Api_App 9. */
export const API_SOURCE_TYPES = [
  SOURCE_TYPE.Api_Qr,
  SOURCE_TYPE.Api_H5,
  SOURCE_TYPE.Api_Web,
  SOURCE_TYPE.Api_Wap,
  SOURCE_TYPE.Api_App,
] as const;
/** The merchant's own ids: letters, digits and `-_.:`, at most 64. */
const merchantRef = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\w.:-]+$/);
const amount = z
  .union([
    z
      .string()
      .trim()
      .regex(/^\d{1,13}(\.\d{1,6})?$/),
    z.number().positive(),
  ])
  .meta({
    description: 'Major units, as a decimal string ("12.50") or a number; no more decimals than the currency has.',
    examples: ['12.50'],
  });

export const createOrderBody = z.object({
  store_id: z
    .number()
    .int()
    .positive()
    .optional()
    .meta({ description: "The store taking the payment; the merchant's first store when absent." }),
  amount,
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/)
    .meta({ description: 'ISO 4217 code the store accepts (AUD, USD, CNY).', examples: ['AUD'] }),
  source_type: z
    .union(API_SOURCE_TYPES.map((type) => z.literal(type)))
    .meta({ description: '4 Api_Qr, 5 Api_H5, 7 Api_Web, 8 Api_Wap, 9 Api_App.' }),
  channel: z.number().int().positive().optional().meta({
    description:
      'Payment channel id (1 WeChat Pay, 3 Alipay online, 7 UnionPay online, 10 card online …); absent: the customer picks on the pay page.',
  }),
  out_trade_no: merchantRef.meta({
    description: 'Your order id, unique per merchant.',
    examples: ['SO-20261121-0001'],
  }),
  subject: z.string().trim().max(128).optional(),
  notify_url: notifyUrlSchema
    .optional()
    .meta({ description: 'Where notifications of this order go; absent: the default set on the developer page.' }),
  return_url: notifyUrlSchema.optional().meta({ description: 'Where the pay page sends the customer after paying.' }),
});
export type CreateOrderBody = z.infer<typeof createOrderBody>;

export const refundBody = z.object({
  amount,
  out_refund_no: merchantRef.meta({
    description: 'Your refund id, unique per merchant: a repeat answers the first refund.',
    examples: ['RF-0001'],
  }),
  reason: z.string().trim().max(200).optional(),
});
export type RefundBody = z.infer<typeof refundBody>;

const time = z.string().meta({ description: 'ISO 8601, UTC.' });

export const orderSchema = z.object({
  order_no: z.string(),
  out_trade_no: z.string().nullable(),
  store_id: z.number().int(),
  source_type: z.number().int(),
  channel: z.number().int().nullable(),
  amount: z.string(),
  currency: z.string(),
  /** What the customer paid (amount + surcharge), once paid. */
  paid_amount: z.string().nullable(),
  transaction_id: z
    .string()
    .nullable()
    .meta({ description: 'Our transaction (payment) number, once paid: the number on your settlement statements.' }),
  status: z.enum(['pending', 'paid', 'failed', 'cancelled', 'expired']),
  subject: z.string().nullable(),
  pay_url: z.string().meta({ description: 'Open or redirect the customer here to pay.' }),
  qr_content: z.string().meta({ description: 'Encode this in a QR code for the customer to scan.' }),
  created_at: time,
  paid_at: time.nullable(),
  expires_at: time,
});
export type ApiOrder = z.infer<typeof orderSchema>;

export const apiRefundSchema = z.object({
  out_refund_no: z.string(),
  refund_no: z.string(),
  order_no: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(['succeeded', 'failed']),
  reason: z.string().nullable(),
  created_at: time,
});
export type ApiRefund = z.infer<typeof apiRefundSchema>;

export const orderResponse = z.object({ order: orderSchema });
export const refundResponse = z.object({ refund: apiRefundSchema });
export const errorResponse = z.object({
  error: z.object({
    code: z
      .string()
      .meta({ description: 'Stable, machine-readable (e.g. signature_invalid, nonce_reused, refund_amount_max).' }),
    message: z.string().meta({ description: 'For people, in the Accept-Language of the request (en or zh-CN).' }),
  }),
});

/** The notification a notify_url receives (POST, JSON): the same event id on every retry. */
export const notificationBody = z.object({
  event_id: z.string(),
  type: z.enum(['order.paid', 'order.failed', 'order.cancelled']),
  created_at: time,
  data: orderSchema.meta({ description: 'The order, exactly as GET /v1/orders/{order_no} shows it at the event.' }),
});
