/**
 * The public customer pay page and the sandbox channels' wallet step (no session). Amounts on the wire are decimal
 * major units; a request amount may be a string ("12.50", what a person typed) or a number.
 */
import { z } from 'zod';
import { defineCall, publicAccess } from './define.ts';

/** The four ways a customer pays on the pay page; the server maps each to a channel id (see PAY_METHOD_CHANNELS). */
export const PAY_METHODS = ['wechat', 'alipay', 'unionpay', 'card'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

/** What the sandbox wallet step offers: the customer pays, the payment fails, or the customer cancels. */
export const WALLET_ACTIONS = ['pay', 'fail', 'cancel'] as const;

/** Public tokens: store pay tokens, order tokens and sandbox transaction tokens are 32 hex characters or more. */
const token = z
  .string({ error: 'gateway.token_invalid' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,80}$/, 'gateway.token_invalid')
  .meta({ examples: ['850ebcd0718e4474809341782f61d879'] });
const amount = z.union([z.string().trim().max(24), z.number()], { error: 'gateway.amount_invalid' });
const currencyId = z.number({ error: 'gateway.currency_required' }).int().positive('gateway.currency_required');
const method = z.enum(PAY_METHODS, { error: 'gateway.method_invalid' });

const payMethodSchema = z.object({
  method: z.enum(PAY_METHODS),
  channel_id: z.number().int(),
  /** The surcharge rate the store passes to the customer for this method, a fraction (0.015 = 1.5 %). */
  surcharge_rate: z.number(),
  /** The surcharge's flat part in the chosen currency's major units (a card's per-payment fee), else 0. */
  surcharge_flat: z.number(),
});

const quoteSchema = z.object({
  method: z.enum(PAY_METHODS),
  channel_id: z.number().int(),
  amount: z.number(),
  surcharge: z.number(),
  gross_amount: z.number(),
});

/** An order as the customer sees it (pay page and wallet step): no merchant-internal fields. */
export const publicOrderSchema = z.object({
  order_no: z.string(),
  order_token: z.string(),
  /** 1 pending, 2 paid, 3 failed, 4 cancelled, 5 expired. */
  status: z.number().int(),
  store_name: z.string(),
  logo_url: z.string().nullable(),
  currency_id: z.number().int(),
  currency: z.string(),
  amount: z.number(),
  /** Null until a method is chosen. */
  surcharge: z.number().nullable(),
  gross_amount: z.number().nullable(),
  method: z.enum(PAY_METHODS).nullable(),
  channel_id: z.number().int().nullable(),
  /** Methods the customer may choose from while no channel is set (orders created by the merchant API). */
  methods: z.array(payMethodSchema),
  /** False when the merchant is not verified now: the order cannot be paid (no method, the page says why). */
  is_accepting_payments: z.boolean(),
  subject: z.string().nullable(),
  /** The sandbox wallet step, once the order is sent to a channel and still pending. */
  wallet_url: z.string().nullable(),
  /** The payment's number (P…) once paid. */
  transaction_no: z.string().nullable(),
  paid_at: z.string().nullable(),
  /** The store's (its merchant's) time zone, IANA: the page shows "paid at" in it. */
  time_zone: z.string(),
  expires_at: z.string(),
  /** Where the merchant asked to send the customer afterwards (merchant API orders), or null. */
  return_url: z.string().nullable(),
  /** Where the customer starts again after a failure (the store's payment link; pay-page orders only). */
  retry_url: z.string().nullable(),
});

export const gatewayCalls = {
  'pay/store': defineCall({
    access: publicAccess,
    summary:
      'The store behind a payment link (/pay/<pay_token>): name, public logo, accepted currencies, note rule ' +
      '(message_type 1 optional, 2 required, 3 none), whether the customer name and phone are asked for, and the ' +
      'payment methods the merchant can take with their surcharge rates. Unknown or deleted store → 404.',
    request: z.object({ pay_token: token }),
    response: z.object({
      store: z.object({
        name: z.string(),
        merchant_name: z.string(),
        logo_url: z.string().nullable(),
        /**
         * Each accepted currency with its methods and their surcharge in it (a card's rate and flat fee differ per
         * currency): what the page advertises for the chosen currency, from the same plan the payment is charged by.
         */
        currencies: z.array(z.object({ id: z.number().int(), code: z.string(), methods: z.array(payMethodSchema) })),
        message_type: z.number().int(),
        is_get_user_info: z.boolean(),
        /** False while the merchant is not verified: the page says so and offers no method (issue 11 §5). */
        is_accepting_payments: z.boolean(),
        /** The methods in the first accepted currency (its entry in `currencies`). */
        methods: z.array(payMethodSchema),
      }),
    }),
  }),
  'pay/quote': defineCall({
    access: publicAccess,
    summary:
      'What the customer pays for an amount with each method: the surcharge and the total, computed by the payment ' +
      "path's own amounts function (what will be charged).",
    request: z.object({ pay_token: token, amount, currency_id: currencyId }),
    response: z.object({ quotes: z.array(quoteSchema) }),
  }),
  'pay/create_order': defineCall({
    access: publicAccess,
    summary:
      "Creates the customer's order at a store and sends it to the chosen method's channel; answers the order and " +
      "the wallet step's URL. Idempotent on client_request_id (a reload or a second tap answers the same order). " +
      "Rules: amount above 0 with at most the currency's decimals, a currency the store accepts, a note when the " +
      'store requires one, a method the merchant can take.',
    request: z.object({
      pay_token: token,
      client_request_id: z
        .string({ error: 'gateway.request_id_invalid' })
        .trim()
        .regex(/^[A-Za-z0-9_-]{16,64}$/, 'gateway.request_id_invalid')
        .meta({ examples: ['b9a3c1f05e7d4e2a'] }),
      amount,
      currency_id: currencyId,
      method,
      note: z.string().trim().max(200, 'gateway.note_too_long').optional(),
      customer_name: z.string().trim().max(60, 'gateway.customer_name_too_long').optional(),
      customer_phone: z
        .string()
        .trim()
        .regex(/^\+?[0-9 ]{0,20}$/, 'gateway.customer_phone_invalid')
        .optional(),
    }),
    response: z.object({ order: publicOrderSchema }),
  }),
  'pay/order': defineCall({
    access: publicAccess,
    summary:
      'An order by its token (/pay/o/<order_token>), what the pay page polls. A pending order the channel has not ' +
      'answered for a while is checked with the channel (a late or lost notification completes it here); an order ' +
      'past its expiry is closed at the channel and answers status 5.',
    request: z.object({ order_token: token }),
    response: z.object({ order: publicOrderSchema }),
  }),
  'pay/pay_order': defineCall({
    access: publicAccess,
    summary:
      'Sends an order created by the merchant API to the channel of the method the customer picked (or the ' +
      "channel the merchant set) and answers the wallet step's URL. Repeating it answers the same wallet step.",
    request: z.object({ order_token: token, method: method.optional() }),
    response: z.object({ order: publicOrderSchema }),
  }),
  'sandbox/wallet': defineCall({
    access: publicAccess,
    summary: 'The sandbox wallet step of a channel transaction: who is paid, how much, and its state.',
    request: z.object({ txn_token: token }),
    response: z.object({
      wallet: z.object({
        channel_id: z.number().int(),
        store_name: z.string(),
        currency: z.string(),
        currency_id: z.number().int(),
        amount: z.number(),
        /** 1 awaiting the customer, 2 paid, 3 failed, 4 cancelled or closed. */
        status: z.number().int(),
        order_token: z.string(),
        expires_at: z.string(),
      }),
    }),
  }),
  'sandbox/wallet_action': defineCall({
    access: publicAccess,
    summary:
      "The customer's choice in the sandbox wallet: pay, fail or cancel. The sandbox then notifies the gateway as a " +
      "real channel would (after SANDBOX_NOTIFY_DELAY_MS). A transaction already decided, or past its order's " +
      'expiry, refuses another choice.',
    request: z.object({ txn_token: token, action: z.enum(WALLET_ACTIONS, { error: 'gateway.wallet_action_invalid' }) }),
    response: z.object({ status: z.number().int(), order_token: z.string() }),
  }),
} as const;
