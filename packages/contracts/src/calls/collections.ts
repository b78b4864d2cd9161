/**
 * Collection orders (issue 14 §5, route `createCommodity`; second document §4 "Second scale"): the merchant asks an
 * overseas payer for an amount in a currency; the payer opens the order's link (`/pay/c/<token>`, outside the shell)
 * and pays by bank transfer into the provider's collection account quoting the order number; when the funds arrive
 * the global account is credited, less the collection fee. Page key `marketplace` (roles 1 and 5): the money lands in
 * the global account. Amounts are major units of the order's currency; times `YYYY-MM-DD HH:mm:ss` in the merchant's
 * time zone.
 */
import { z } from 'zod';
import { API_PAGE_SIZE_MAX, PAGE_SIZE } from '../constants.ts';
import { EMAIL_PATTERN } from '../field-rules.ts';
import { COLLECTION_STATUS, COLLECTION_STATUS_FILTER } from '../remittance/order-flow.ts';
import { defineCall, merchant, publicAccess } from './define.ts';

export { COLLECTION_STATUS, COLLECTION_STATUS_FILTER };

/**
 * The collection fee (ours; the spec shows no figure): 0.5 % of the amount, GST included, rounded half up to the
 * currency's minor unit (feeAt), fixed when the order is created and shown before it is.
 */
export const COLLECTION_FEE_PPM = 5_000;
/** How long an unpaid order stays payable by default (COLLECTION_VALIDITY_DAYS); then it closes as expired. */
export const COLLECTION_VALIDITY_DAYS_DEFAULT = 7;
export const COLLECTION_DESCRIPTION_MAX = 140;
export const COLLECTION_PAYER_NAME_MAX = 80;
/** Why an order closed: the merchant, its validity, or the console found no funds for it. */
export const COLLECTION_CLOSED_REASON = { user: 'user', expired: 'expired', notReceived: 'not_received' } as const;
/** The payer page's path of an order's public token. */
export const collectionPayPath = (token: string) => `/pay/c/${token}`;

const currencyId = z.number({ error: 'collections.currency_invalid' }).int().positive();
const amount = z
  .number({ error: 'collections.amount_invalid' })
  .positive({ error: 'collections.amount_invalid' })
  .max(1e12, { error: 'collections.amount_invalid' });
const token = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,80}$/, { error: 'collections.order_unknown' })
  .meta({ examples: ['0123456789abcdef0123456789abcdef'] });
const merchantId = { merchant_id: z.number().int().positive() };
const id = z.number().int().positive();

export const collectionOrderSchema = z.object({
  id: z.number(),
  number: z.string(),
  currency_id: z.number(),
  currency: z.string(),
  amount: z.number(),
  /** The collection fee; the global account is credited `net_amount` = amount − fee. */
  fee: z.number(),
  net_amount: z.number(),
  description: z.string(),
  payer_name: z.string().nullable(),
  payer_email: z.string().nullable(),
  /** COLLECTION_STATUS: 3 unpaid, 4/5/6 processing, 10 completed, 99 closed. */
  status: z.number(),
  status_name: z.string(),
  /** The payer page's path (`/pay/c/<token>`): the client adds its origin. */
  pay_path: z.string(),
  create_date_time: z.string(),
  expire_date_time: z.string(),
  paid_date_time: z.string().nullable(),
  complete_date_time: z.string().nullable(),
  close_date_time: z.string().nullable(),
  /** Why it closed, in the caller's language (with the console's note); null while open. */
  closed_reason: z.string().nullable(),
});
export type CollectionOrder = z.output<typeof collectionOrderSchema>;

/** What the payer sees: whom they pay, how much, and where to send it (reference: the order number). */
export const payerOrderSchema = z.object({
  merchant_name: z.string(),
  number: z.string(),
  currency_id: z.number(),
  currency: z.string(),
  amount: z.number(),
  description: z.string(),
  payer_name: z.string().nullable(),
  status: z.number(),
  /** In the merchant's time zone, named by `time_zone` (the payer is elsewhere). */
  expire_date_time: z.string(),
  time_zone: z.string(),
  bank: z.object({
    bank_name: z.string(),
    account_name: z.string(),
    bsb: z.string().nullable(),
    account_number: z.string(),
    swift_code: z.string(),
    reference: z.string(),
  }),
  /** The sandbox deployment offers "Simulate the payer's bank transfer" (never in production). */
  can_simulate: z.boolean(),
});

export const collectionCalls = {
  'Collection/CreateCollectionOrder': defineCall({
    access: merchant('marketplace'),
    summary:
      'Creates a collection order (a payment request): amount (at most the currency’s decimals), currency, ' +
      `description (1–${COLLECTION_DESCRIPTION_MAX}), optional payer name and e-mail. The fee (0.5 % GST incl.) is fixed ` +
      'now; the order is payable for the validity (7 days by default). request_id is the idempotency key: a retry ' +
      'answers the first order.',
    request: z.object({
      ...merchantId,
      currency_id: currencyId,
      amount,
      description: z
        .string({ error: 'collections.description_invalid' })
        .trim()
        .min(1, { error: 'collections.description_invalid' })
        .max(COLLECTION_DESCRIPTION_MAX, { error: 'collections.description_invalid' }),
      payer_name: z
        .string()
        .trim()
        .max(COLLECTION_PAYER_NAME_MAX, { error: 'collections.payer_name_invalid' })
        .nullish(),
      payer_email: z
        .string()
        .trim()
        .regex(EMAIL_PATTERN, { error: 'collections.payer_email_invalid' })
        .or(z.literal(''))
        .nullish()
        .meta({ examples: ['payer@example.com'] }),
      request_id: z.string().trim().min(8).max(64),
    }),
    response: z.object({ order: collectionOrderSchema }),
  }),
  'Collection/GetCollectionOrderList': defineCall({
    access: merchant('marketplace'),
    summary:
      'The collection orders, newest first, 10 per page; status all (null) or one of the filter’s 3, 5 (4/5/6), 10, 99.',
    request: z.object({
      ...merchantId,
      status: z
        .union(
          COLLECTION_STATUS_FILTER.map((value) => z.literal(value)),
          { error: 'collections.status_invalid' },
        )
        .nullish(),
      page_index: z.number().int().min(1).default(1),
      page_size: z.number().int().min(1).max(API_PAGE_SIZE_MAX).default(PAGE_SIZE),
    }),
    response: z.object({ page_data: z.object({ data: z.array(collectionOrderSchema), total_count: z.number() }) }),
  }),
  'Collection/GetCollectionOrderDetail': defineCall({
    access: merchant('marketplace'),
    summary: 'One collection order of the merchant.',
    request: z.object({ ...merchantId, id }),
    response: z.object({ order: collectionOrderSchema }),
  }),
  'Collection/CloseCollectionOrder': defineCall({
    access: merchant('marketplace'),
    summary:
      'Closes an unpaid collection order (after the user confirmed); closing a closed order answers it again. An ' +
      'order whose payer already paid (processing) or completed cannot be closed.',
    request: z.object({ ...merchantId, id }),
    response: z.object({ order: collectionOrderSchema }),
  }),
  'pay/collection_order': defineCall({
    access: publicAccess,
    summary: 'A collection order as its payer sees it (/pay/c/<token>): the merchant, amount, and where to pay.',
    request: z.object({ token }),
    response: z.object({ order: payerOrderSchema }),
  }),
  'sandbox/collection_transfer': defineCall({
    access: publicAccess,
    summary:
      'Sandbox only (SANDBOX_CHANNELS, never in production): simulates the payer’s bank transfer — the order moves ' +
      'to processing and the sandbox’s bank feed completes it moments later (crediting the global account).',
    request: z.object({ token }),
    response: z.object({ order: payerOrderSchema }),
  }),
} as const;
