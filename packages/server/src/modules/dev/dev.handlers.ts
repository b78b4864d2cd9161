import type { Handlers } from '../../http/call-context.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Notifier } from '../../notify/notifier.ts';

/** The development outbox: answers only while no provider is configured (it shows codes in clear). */
export function createDevHandlers(notifier: Notifier): Handlers<'dev/outbox'> {
  return {
    async 'dev/outbox'(_ctx, body) {
      if (!notifier.isOutboxOnly) throw notFound();
      const rows = await notifier.outbox(body.recipient, body.limit);
      return {
        messages: rows.map((row) => ({
          id: row.id,
          channel: row.channel === 'sms' ? ('sms' as const) : ('email' as const),
          recipient: row.recipient,
          subject: row.subject,
          body: row.body,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  };
}
