import { and, desc, eq, lt, or } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '@mbo/db/client';
import { notificationOutbox } from '@mbo/db/schema';
import { unavailable } from '../lib/app-error.ts';
import { seal, unseal } from '../lib/sealed-box.ts';
import { createSmsGateway, type SmsGateway } from './sms-gateway.ts';
import { OUTBOX_STATUS } from '@mbo/contracts/statuses';

export interface Notification {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
}

export interface NotifierOptions {
  smtpUrl: string | undefined;
  mailFrom: string;
  smsGateway: { url: string; key: string; sender: string | undefined } | undefined;
  /** Hold what no provider delivers in the development outbox (sealed), instead of refusing to send it. */
  devOutbox: boolean;
  /** Key material the held messages are sealed under. */
  secret: Buffer;
}

/** A message as the development outbox shows it (held messages only carry a body). */
export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  status: string;
  createdAt: Date;
}

export interface Notifier {
  send(message: Notification): Promise<void>;
  /** Held messages, newest first, bodies opened (the development outbox). */
  outbox(recipient: string | undefined, limit: number): Promise<OutboxMessage[]>;
  /** Deletes every record older than `before` (and any kept in clear by an older version); answers how many. */
  purge(before: Date): Promise<number>;
}

const SEAL_PURPOSE = 'notification-outbox:v1';

/**
 * The one way the product sends codes and notices. E-mail leaves by SMTP (SMTP_URL), SMS by the HTTP SMS gateway
 * (SMS_GATEWAY_URL); every message leaves a record in notification_outbox (who, what subject, when, how) without
 * its body, since bodies carry codes and API secrets. A channel without a provider either holds the message in the
 * development outbox, its body sealed under the server secret (DEV_OUTBOX, never in production), or refuses to
 * send it (503, nothing sent, nothing kept). Records are purged after OUTBOX_RETENTION_MS (notify/outbox-purge.ts).
 */
export function createNotifier(db: Database, options: NotifierOptions): Notifier {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const sms: SmsGateway | null = options.smsGateway
    ? createSmsGateway({ ...options.smsGateway, timeoutMs: 10_000 })
    : null;
  const hasProvider = (channel: Notification['channel']) => (channel === 'email' ? transport !== null : sms !== null);

  async function deliver(message: Notification, reference: string): Promise<void> {
    try {
      if (message.channel === 'email') {
        await transport!.sendMail({
          from: options.mailFrom,
          to: message.recipient,
          subject: message.subject,
          text: message.body,
        });
      } else {
        await sms!.send({ to: message.recipient, text: message.body, reference });
      }
    } catch (error) {
      // The provider's answer is for the operator's log (the error handler logs the cause of a 503); the user
      // learns only that nothing was sent.
      const failure = unavailable('notify.send_failed');
      failure.cause = error;
      throw failure;
    }
  }

  return {
    async send(message) {
      if (hasProvider(message.channel)) {
        const [record] = await db
          .insert(notificationOutbox)
          .values({ ...message, body: '', status: OUTBOX_STATUS.sent })
          .returning({ id: notificationOutbox.id });
        await deliver(message, `mbo-${record!.id}`);
        return;
      }
      if (!options.devOutbox) throw unavailable('notify.send_failed');
      await db.insert(notificationOutbox).values({
        ...message,
        body: seal(options.secret, SEAL_PURPOSE, message.recipient, message.body),
        status: OUTBOX_STATUS.held,
      });
    },

    async outbox(recipient, limit) {
      const rows = await db.query.notificationOutbox.findMany({
        where: and(
          eq(notificationOutbox.status, OUTBOX_STATUS.held),
          recipient ? eq(notificationOutbox.recipient, recipient) : undefined,
        ),
        orderBy: desc(notificationOutbox.id),
        limit,
      });
      return rows.map((row) => ({
        ...row,
        channel: row.channel === 'sms' ? 'sms' : 'email',
        body: unsealOrNothing(options.secret, row.recipient, row.body),
      }));
    },

    async purge(before) {
      const rows = await db
        .delete(notificationOutbox)
        // 'stored' rows are from before bodies were sealed (codes in clear): they go at the first purge.
        .where(or(lt(notificationOutbox.createdAt, before), eq(notificationOutbox.status, 'stored')))
        .returning({ id: notificationOutbox.id });
      return rows.length;
    },
  };
}

/** A body sealed under another server secret (APP_SECRET changed) cannot be read: it shows as empty. */
function unsealOrNothing(secret: Buffer, recipient: string, sealed: string): string {
  try {
    return unseal(secret, SEAL_PURPOSE, recipient, sealed);
  } catch {
    return '';
  }
}
