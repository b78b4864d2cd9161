import { desc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '@mbo/db/client';
import { notificationOutbox } from '@mbo/db/schema';

export interface Notification {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
}

export interface Notifier {
  /** True while messages only land in the development outbox (no SMTP / SMS provider configured). */
  readonly isOutboxOnly: boolean;
  send(message: Notification): Promise<void>;
  outbox(recipient: string | undefined, limit: number): Promise<(typeof notificationOutbox.$inferSelect)[]>;
}

/**
 * The one way the product sends codes and notices. Every message is recorded in notification_outbox; with
 * SMTP_URL set, e-mail also leaves by SMTP. No SMS provider is integrated yet, so SMS always stays in the outbox.
 * The outbox holds codes in clear: it is only readable (dev/outbox) while no provider is configured.
 */
export function createNotifier(db: Database, options: { smtpUrl: string | undefined; mailFrom: string }): Notifier {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    isOutboxOnly: transport === null,
    async send(message) {
      const delivered = message.channel === 'email' && transport !== null;
      if (delivered) {
        await transport.sendMail({ from: options.mailFrom, to: message.recipient, subject: message.subject, text: message.body });
      }
      // Once delivered by SMTP the body (which may hold a code) is not kept.
      await db.insert(notificationOutbox).values({
        ...message,
        body: delivered ? '' : message.body,
        status: delivered ? 'sent' : 'stored',
      });
    },
    async outbox(recipient, limit) {
      return db.query.notificationOutbox.findMany({
        where: recipient ? eq(notificationOutbox.recipient, recipient) : undefined,
        orderBy: desc(notificationOutbox.id),
        limit,
      });
    },
  };
}
