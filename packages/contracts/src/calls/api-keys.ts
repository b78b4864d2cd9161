/**
 * The key page (second document: Developer page, Business "secret key" button): the secret key sent by SMS, the
 * public key (the key id sent with every signed /v1/ request), its rotation and the notify URL. The delivery log's
 * calls are the webhooks area's (webhooks.ts).
 */
import { z } from 'zod';
import { codeSchema } from '../validation.ts';
import { defineCall, merchant } from './define.ts';
import { notifyUrlSchema } from './webhooks.ts';

/**
 * The verification-code purpose (MsgType) of issuing a secret key with chosen scopes, which retires the current one
 * (after the spec's 1–8; "rotation" in the call names).
 */
export const API_KEY_ROTATION_MSG_TYPE = 9;

/**
 * What an API key may do, chosen when it is issued: `orders` creates and queries orders, `refunds` creates and queries
 * refunds, `read` only queries (orders and refunds). The key also acts within its issuer's current rights.
 */
export const API_KEY_SCOPES = ['orders', 'refunds', 'read'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
/** The scopes of a key made by "Get secret key" without a code, and of keys issued before scopes existed. */
export const DEFAULT_API_KEY_SCOPES: readonly ApiKeyScope[] = ['orders', 'read'];
// Statuses live in statuses.ts; re-exported with the calls that carry them.
export { API_KEY_STATUS } from '../statuses.ts';

export const apiKeyScopesSchema = z
  .array(z.enum(API_KEY_SCOPES, { error: 'api_keys.scope_invalid' }), { error: 'api_keys.scopes_required' })
  .min(1, 'api_keys.scopes_required')
  .max(API_KEY_SCOPES.length, 'api_keys.scope_invalid')
  .refine((scopes) => new Set(scopes).size === scopes.length, 'api_keys.scope_invalid');

export const apiKeySchema = z.object({
  key_id: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  /** The issuer's name in this merchant ('' when the key predates issuers being recorded). */
  issued_by: z.string(),
  /** `YYYY-MM-DD HH:mm:ss`, UTC. */
  issued_at: z.string(),
  /** 1 active, 2 retired (API_KEY_STATUS). */
  status: z.number().int(),
  retired_at: z.string().nullable(),
  /** Issued by the signed-in user (only they may have its secret sent again). */
  is_mine: z.boolean(),
});
export type ApiKeyRow = z.infer<typeof apiKeySchema>;
/** Where the /v1/ API reference is served (linked from the developer page). */
export const MERCHANT_API_DOCS_PATH = '/api-docs/v1';

const merchantId = z.number().int().positive();

export const apiKeysCalls = {
  'merchant/send_secret_key': defineCall({
    access: merchant('api'),
    summary:
      "Sends the merchant's API secret key by SMS to the signed-in user's phone; msg reads \"secret key sent to " +
      '{phone}" with the phone masked. The key itself never travels in a response. At most one SMS a minute per user. ' +
      'With no key yet it issues one with the scopes orders and read; an existing key is sent only to the user who ' +
      'issued it (anyone else issues their own with rotate_secret_key).',
    request: z.object({ merchant_id: merchantId }),
    response: z.object({ phone: z.string(), msg: z.string() }),
  }),
  'merchant/GetMerchantPublicKey': defineCall({
    access: merchant('api'),
    summary:
      "The merchant's public key: the key id sent in the X-Key-Id header of every signed /v1/ request (empty until a secret key exists).",
    request: z.object({ merchant_id: merchantId }),
    response: z.object({ public_key: z.string() }),
  }),
  'merchant/send_rotate_secret_key_code': defineCall({
    access: merchant('api'),
    summary:
      "Sends a verification code (MsgType 9) by SMS to the signed-in user's phone, to approve issuing a new secret key; sent_to is the masked phone.",
    request: z.object({ merchant_id: merchantId }),
    response: z.object({ sent_to: z.string() }),
  }),
  'merchant/rotate_secret_key': defineCall({
    access: merchant('api'),
    summary:
      'With the code: issues a new secret key with the chosen scopes (orders, refunds, read), issued by the signed-in ' +
      "user, retires the current one (refused from then on) and sends the new one by SMS to the user's phone. The " +
      'refunds scope needs the refund right (roles that open transactionDetail). Returns the new public key.',
    request: z.object({ merchant_id: merchantId, code: codeSchema, scopes: apiKeyScopesSchema }),
    response: z.object({ public_key: z.string(), phone: z.string(), msg: z.string() }),
  }),
  'merchant/get_api_keys': defineCall({
    access: merchant('api'),
    summary:
      "The merchant's secret keys, newest first: key id, scopes, who issued it and when, active or retired. Never a secret.",
    request: z.object({ merchant_id: merchantId }),
    response: z.object({ keys: z.array(apiKeySchema) }),
  }),
  'merchant/get_api_settings': defineCall({
    access: merchant('api'),
    summary: "The merchant's default notify URL (used for /v1/ orders created without notify_url); empty when none.",
    request: z.object({ merchant_id: merchantId }),
    response: z.object({ notify_url: z.string() }),
  }),
  'merchant/set_api_settings': defineCall({
    access: merchant('api'),
    summary: 'Sets the default notify URL (absolute http(s)); an empty string clears it.',
    request: z.object({ merchant_id: merchantId, notify_url: z.union([z.literal(''), notifyUrlSchema]) }),
    response: z.object({ notify_url: z.string() }),
  }),
} as const;
