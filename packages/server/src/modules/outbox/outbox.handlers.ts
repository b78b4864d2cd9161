import ipaddr from 'ipaddr.js';
import type { Handlers } from '../../http/call-context.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Notifier } from '../../notify/notifier.ts';

/** 127.0.0.0/8, ::1 and their IPv4-mapped form: a caller on this machine (ipaddr.js, as notify targets are judged). */
export const isLoopback = (ip: string) => ipaddr.isValid(ip) && ipaddr.process(ip).range() === 'loopback';

/**
 * The development outbox: messages held for lack of a provider, codes and API secrets in clear. It exists only with
 * DEV_OUTBOX (npm start's demo; never in production) and only for callers on this machine: a server listening on
 * another interface, or behind a proxy, does not show it to the network. Otherwise it answers 404, as a call that
 * does not exist.
 */
export function createOutboxHandlers(notifier: Notifier, isEnabled: boolean): Handlers<'dev/outbox'> {
  return {
    async 'dev/outbox'(ctx, body) {
      if (!isEnabled || !isLoopback(ctx.ip)) throw notFound();
      const rows = await notifier.outbox(body.recipient, body.limit);
      return {
        messages: rows.map((row) => ({
          id: row.id,
          channel: row.channel,
          recipient: row.recipient,
          subject: row.subject,
          body: row.body,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  };
}
