/**
 * The console's publishing of platform messages (issue 12 §4): an operations admin writes a title and an HTML body in
 * English and Chinese and sends it to the members of every verified merchant, of one merchant, or to one person.
 * Each recipient gets one message in their own language (`users.language`); the HTML passes the messages' allow-list
 * on the way in and again on every read. Recorded in the console's audit log.
 */
import { z } from 'zod';
import { emailSchema } from '../validation.ts';
import { defineCall, provider } from './define.ts';

export const MESSAGE_AUDIENCES = ['all', 'merchant', 'user'] as const;
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];
export const MESSAGE_TITLE_MAX = 120;
export const MESSAGE_CONTENT_MAX = 20_000;

const title = z
  .string({ error: 'console.message_title_required' })
  .trim()
  .min(1, 'console.message_title_required')
  .max(MESSAGE_TITLE_MAX, 'console.message_title_long');
const content = z
  .string({ error: 'console.message_content_required' })
  .trim()
  .min(1, 'console.message_content_required')
  .max(MESSAGE_CONTENT_MAX, 'console.message_content_long');

export const publishMessageRequest = z
  .object({
    audience: z.enum(MESSAGE_AUDIENCES, { error: 'console.message_audience_invalid' }),
    /** For `merchant`: the merchant's number (M…). */
    merchant_number: z.string().trim().max(32).optional(),
    /** For `user`: the person's e-mail. */
    email: emailSchema.optional(),
    title_en: title,
    title_zh: title,
    content_en: content,
    content_zh: content,
  })
  .superRefine((body, ctx) => {
    if (body.audience === 'merchant' && !body.merchant_number)
      ctx.addIssue({ code: 'custom', path: ['merchant_number'], message: 'console.message_merchant_required' });
    if (body.audience === 'user' && !body.email)
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'console.message_email_required' });
  })
  .meta({
    examples: [
      {
        audience: 'user',
        email: 'nobody@example.test',
        title_en: 'Maintenance',
        title_zh: '维护通知',
        content_en: '<p>Sunday 02:00–03:00 AEDT.</p>',
        content_zh: '<p>周日 02:00–03:00（悉尼时间）。</p>',
      },
    ],
  });

export const consoleMessagesCalls = {
  'console/publish_message': defineCall({
    access: provider('messages'),
    summary:
      'Publishes a message (title and HTML body in English and Chinese): audience `all` reaches the members with a ' +
      'role of 1–4 (the roles the messages page is for) of every verified merchant, `merchant` those of one merchant ' +
      '(by number), `user` one person (by e-mail). Each gets it in their language. Answers how many received it.',
    request: publishMessageRequest,
    response: z.object({ recipients: z.number() }),
  }),
} as const;
