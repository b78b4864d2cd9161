import { z } from 'zod';
import {
  apiRefundSchema,
  createOrderBody,
  errorResponse,
  notificationBody,
  orderSchema,
  refundBody,
  SIGNATURE_WINDOW_S,
} from '../merchant-api/merchant-api.public.ts';

const schema = (type: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(type, { io, unrepresentable: 'any' }) as Record<string, unknown>;
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schemaRef: Record<string, unknown>) => ({ 'application/json': { schema: schemaRef } });
const error = (description: string) => ({ description, content: json(ref('Error')) });

/** The 403 of a route: the key's scopes (`scope_missing`) or its issuer's rights now (key-rights.ts). */
const scopeError = (scopes: string, extra = '') =>
  error(
    `scope_missing: the key was issued without the ${scopes} scope; key_issuer_inactive: whoever issued the key no longer ` +
      `opens the developer page of this merchant (left, or lost the role)${extra}. Issue a new key on the developer page.`,
  );
const signedErrors = {
  '401': error(
    'Signature refused: signature_missing, timestamp_invalid, timestamp_stale, nonce_invalid, key_unknown, key_retired, signature_invalid, nonce_reused.',
  ),
  '429': error('rate_limited: too many requests for this merchant this minute.'),
  '500': error('internal: retry later (with the same Idempotency-Key on a POST).'),
};
const idempotencyKey = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Up to 255 visible characters. The same key and request within 24 h replay the first answer (header Idempotent-Replayed: true); the same key with another request is refused (422); while the first is running, 409.',
  schema: { type: 'string', maxLength: 255 },
};
const pathParam = (name: string, description: string) => ({
  name,
  in: 'path',
  required: true,
  description,
  schema: { type: 'string', maxLength: 64 },
});

/** The OpenAPI 3.1 document of the merchant payment API (/v1/), built from its zod schemas at start. */
export function buildMerchantApiOpenApi(serverUrl: string): Record<string, unknown> {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Merchant payment API',
      version: '1.0.0',
      description:
        'Create orders, query them, refund them and receive signed notifications. Every request is signed with your ' +
        `secret key (HMAC-SHA256; see the security scheme), at most ${SIGNATURE_WINDOW_S / 60} minutes old, with a new nonce. ` +
        'Amounts are decimal strings in major units. Errors: {"error": {"code", "message"}}, message in Accept-Language (en or zh-CN). ' +
        'A key is issued with scopes — orders (create and query orders), refunds (create and query refunds), read (query ' +
        'only) — and acts within the rights its issuer has now: a route outside its scopes, or a key whose issuer left or ' +
        "lost the developer page, answers 403; a refund also needs the issuer's refund right.",
    },
    servers: [{ url: serverUrl }],
    security: [{ keyId: [], timestamp: [], nonce: [], signature: [] }],
    paths: {
      '/v1/orders': {
        post: {
          operationId: 'createOrder',
          summary: 'Create an order; answers its pay URL and QR content.',
          parameters: [idempotencyKey],
          requestBody: { required: true, content: json(schema(createOrderBody, 'input')) },
          responses: {
            '201': {
              description: 'Created',
              content: json({ type: 'object', properties: { order: ref('Order') }, required: ['order'] }),
            },
            '400': error(
              'Invalid input (field_invalid, amount_invalid, currency_invalid, notify_url_invalid, body_invalid …).',
            ),
            '404': error('store_not_found: store_id is not one of your stores.'),
            '409': error('out_trade_no_used, or idempotency_in_progress.'),
            '403': scopeError('orders'),
            '422': error('idempotency_key_reused.'),
            ...signedErrors,
          },
        },
        get: {
          operationId: 'findOrderByOutTradeNo',
          summary: 'Find an order by your out_trade_no.',
          parameters: [
            { name: 'out_trade_no', in: 'query', required: true, schema: { type: 'string', maxLength: 64 } },
          ],
          responses: {
            '200': { description: 'The order', content: json({ type: 'object', properties: { order: ref('Order') } }) },
            '403': scopeError('orders or read'),
            '404': error('order_not_found.'),
            ...signedErrors,
          },
        },
      },
      '/v1/orders/{order_no}': {
        get: {
          operationId: 'getOrder',
          summary: 'An order by our order number.',
          parameters: [pathParam('order_no', 'Our order number (order.order_no).')],
          responses: {
            '200': { description: 'The order', content: json({ type: 'object', properties: { order: ref('Order') } }) },
            '403': scopeError('orders or read'),
            '404': error('order_not_found.'),
            ...signedErrors,
          },
        },
      },
      '/v1/orders/{order_no}/refunds': {
        post: {
          operationId: 'refundOrder',
          summary:
            'Refund (part of) a paid order, with the back-office refund rules: above 0, at most what is left; your balance first, then your global account.',
          parameters: [pathParam('order_no', 'Our order number.'), idempotencyKey],
          requestBody: { required: true, content: json(schema(refundBody, 'input')) },
          responses: {
            '201': {
              description: 'Refunded',
              content: json({ type: 'object', properties: { refund: ref('Refund') } }),
            },
            '200': {
              description: 'This out_refund_no was refunded before: the same refund',
              content: json({ type: 'object', properties: { refund: ref('Refund') } }),
            },
            '400': error('amount_invalid, refund_amount_max ("The maximum refundable amount is 6.00 AUD.") …'),
            '404': error('order_not_found.'),
            '403': scopeError(
              'refunds',
              '; refund_right_missing: whoever issued the key may no longer refund in the back-office',
            ),
            '409': error(
              'order_not_paid, refund_fully_refunded, refund_insufficient_balance, out_refund_no_reused, idempotency_in_progress.',
            ),
            '422': error('idempotency_key_reused.'),
            ...signedErrors,
          },
        },
      },
      '/v1/refunds/{out_refund_no}': {
        get: {
          operationId: 'getRefund',
          summary: 'A refund by your out_refund_no.',
          parameters: [pathParam('out_refund_no', 'Your refund id.')],
          responses: {
            '200': {
              description: 'The refund',
              content: json({ type: 'object', properties: { refund: ref('Refund') } }),
            },
            '403': scopeError('refunds or read'),
            '404': error('refund_not_found.'),
            ...signedErrors,
          },
        },
      },
    },
    webhooks: {
      orderEvent: {
        post: {
          operationId: 'orderEvent',
          summary: 'A notification to your notify_url (order.paid, order.failed, order.cancelled).',
          description:
            'Headers X-Event-Id (the same on every retry: drop duplicates by it), X-Timestamp (unix seconds) and X-Signature = hex ' +
            'HMAC-SHA256(secret, TIMESTAMP + "\\n" + RAW_BODY). Answer 2xx within 5 s; anything else is retried after 10 s, 30 s, ' +
            '2 min, 10 min, 30 min, 1 h, 2 h, 4 h and 8 h, then given up. The developer page shows every attempt.',
          requestBody: { content: json(schema(notificationBody, 'output')) },
          responses: { '200': { description: 'Received' } },
        },
      },
    },
    components: {
      schemas: {
        Order: schema(orderSchema, 'output'),
        Refund: schema(apiRefundSchema, 'output'),
        Error: schema(errorResponse, 'output'),
      },
      securitySchemes: {
        keyId: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Key-Id',
          description: 'Your public key (pk_…), shown on the developer page.',
        },
        timestamp: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Timestamp',
          description: `Unix seconds; refused when more than ${SIGNATURE_WINDOW_S} s from our clock.`,
        },
        nonce: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Nonce',
          description: '8–64 of A–Z a–z 0–9 - _; never reuse one.',
        },
        signature: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Signature',
          description:
            'hex HMAC-SHA256(secret, METHOD + "\\n" + PATH_WITH_QUERY + "\\n" + TIMESTAMP + "\\n" + NONCE + "\\n" + RAW_BODY); an empty body for GET.',
        },
      },
    },
  };
}
