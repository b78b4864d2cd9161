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

export const devCalls = {
  'dev/outbox': defineCall({
    access: publicAccess,
    summary:
      'Development outbox: messages the notifier would have sent, newest first. Exists only while no SMTP or SMS provider is configured.',
    request: z.object({ recipient: z.string().max(120).optional(), limit: z.number().int().min(1).max(200).default(50) }),
    response: z.object({ messages: z.array(outboxMessageSchema) }),
  }),
} as const;
