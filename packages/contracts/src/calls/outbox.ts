import { z } from 'zod';
import { defineCall, publicAccess } from './define.ts';

export const outboxMessageSchema = z.object({
  id: z.number(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  created_at: z.string(),
});

export const outboxCalls = {
  'dev/outbox': defineCall({
    access: publicAccess,
    summary:
      "Development outbox: messages held for lack of an SMTP or SMS provider, newest first, with their codes. Exists only when DEV_OUTBOX is on (the demo; never in production) and only for callers on the server's own machine.",
    request: z.object({
      recipient: z.string().max(120).optional(),
      limit: z.number().int().min(1).max(200).default(50),
    }),
    response: z.object({ messages: z.array(outboxMessageSchema) }),
  }),
} as const;
