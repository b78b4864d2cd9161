/**
 * Webhooks: the notifications sent to a merchant's notify URL and their delivery log (shown on the key page), and
 * the notify URL's shape (the key page sets it, the merchant API takes one per order).
 */
import { z } from 'zod';
import { API_PAGE_SIZE_MAX, PAGE_SIZE } from '../constants.ts';
import { defineCall, merchant } from './define.ts';

// The status lives in statuses.ts with every other; re-exported with the calls that carry it.
export { WEBHOOK_STATUS } from '../statuses.ts';
/**
 * Why an attempt got no HTTP answer, as stored in the delivery log (the web shows each in the user's language). On
 * purpose coarse: a refused private target, a closed port, a timeout and a reset all read alike to the merchant, so
 * the log cannot serve as a scanner of our network; the details go to the server's own log.
 */
export const DELIVERY_ERROR = {
  targetRefused: 'target_refused',
  failed: 'delivery_failed',
  noKey: 'no_signing_key',
} as const;
export type DeliveryError = (typeof DELIVERY_ERROR)[keyof typeof DELIVERY_ERROR];
/** Longest notify URL accepted. */
export const NOTIFY_URL_MAX = 500;
const merchantId = z.number().int().positive();

/** A notify URL: absolute http(s), no credentials in it. Whether private networks are allowed is the server's rule. */
export const notifyUrlSchema = z
  .string({ error: 'webhooks.notify_url_invalid' })
  .trim()
  .max(NOTIFY_URL_MAX, 'webhooks.notify_url_invalid')
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === '';
  }, 'webhooks.notify_url_invalid');

export const notificationSchema = z.object({
  event_id: z.string(),
  type: z.string(),
  notify_url: z.string(),
  /** 1 pending, 2 delivered, 3 given up (WEBHOOK_STATUS). */
  status: z.number().int(),
  attempts: z.number().int(),
  last_http_status: z.number().int().nullable(),
  /** A DELIVERY_ERROR code when the last attempt got no HTTP answer; null when it did (see last_http_status). */
  last_error: z.string().nullable(),
  /** `YYYY-MM-DD HH:mm:ss`, UTC. */
  created_at: z.string(),
  delivered_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationAttemptSchema = z.object({
  attempt: z.number().int(),
  http_status: z.number().int().nullable(),
  error: z.string().nullable(),
  duration_ms: z.number().int(),
  at: z.string(),
});

export const webhooksCalls = {
  'merchant/get_notification_list': defineCall({
    access: merchant('api'),
    summary: "The delivery log: the merchant's notifications, newest first, one page, optionally of one status.",
    request: z.object({
      merchant_id: merchantId,
      page_index: z.number().int().min(1).default(1),
      page_size: z.number().int().min(1).max(API_PAGE_SIZE_MAX).default(PAGE_SIZE),
      status: z.number().int().min(1).max(3).optional(),
    }),
    response: z.object({ page_data: z.object({ data: z.array(notificationSchema), total_count: z.number().int() }) }),
  }),
  'merchant/get_notification_attempts': defineCall({
    access: merchant('api'),
    summary: 'Every delivery attempt of one notification (by event id), oldest first.',
    request: z.object({ merchant_id: merchantId, event_id: z.string().trim().min(1).max(64) }),
    response: z.object({ attempts: z.array(notificationAttemptSchema) }),
  }),
} as const;
