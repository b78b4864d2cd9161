/**
 * Developer keys and notifications (second document: Developer page, Business "secret key" button): the secret
 * key sent by SMS, the public key (the key id sent with every signed /v1/ request), notification settings and
 * the delivery log.
 */
import { z } from 'zod';
import { defineCall, merchant } from './define.ts';

const merchantId = z.number().int().positive();

export const developerCalls = {
  'merchant/send_secret_key': defineCall({
    access: merchant('api'),
    summary:
      'Sends the merchant\'s API secret key by SMS to the signed-in user\'s phone (creating the key on first use); ' +
      'msg reads "secret key sent to {phone}" with the phone masked. The key itself never travels in a response.',
    request: z.object({ merchant_id: merchantId }),
    response: z.object({ phone: z.string() }),
  }),
  'merchant/GetMerchantPublicKey': defineCall({
    access: merchant('api'),
    summary: 'The merchant\'s public key: the key id sent in the X-Key-Id header of every signed /v1/ request (empty until a secret key exists).',
    request: z.object({ merchant_id: merchantId }),
    response: z.object({ public_key: z.string() }),
  }),
} as const;
