import { desc, eq } from 'drizzle-orm';
import { CODE_LENGTH } from '@mbo/contracts/constants';
import type { Database } from '@mbo/db/client';
import { notificationOutbox } from '@mbo/db/schema';
import type { Notifier, OutboxMessage } from '../../src/notify/notifier.ts';
import type { CallOptions, CallResult, TestServer } from './harness.ts';

/** Where the notifier addresses a user's messages (see recipientOf in modules/auth/account.ts). */
export const emailRecipient = (user: { email: string | null }) => user.email!.toLowerCase();
export const smsRecipient = (user: { phone: string | null; countryCode?: string | null }) =>
  `${user.countryCode ?? '+61'} ${user.phone}`;

/** The notifier of each test server, by its database: held bodies are sealed under that server's secret. */
export const notifierOf = new WeakMap<Database, Notifier>();

/** Messages held in the development outbox for a recipient, newest first, bodies opened as the outbox page shows them. */
export function outboxOf(db: Database, recipient: string): Promise<OutboxMessage[]> {
  const notifier = notifierOf.get(db);
  if (!notifier) throw new Error('outboxOf needs the database of a test server (startTestServer)');
  return notifier.outbox(recipient, 100);
}

/** The outbox table's records for a recipient, newest first, as stored (bodies sealed or empty). */
export function recordsOf(db: Database, recipient: string) {
  return db.query.notificationOutbox.findMany({
    where: eq(notificationOutbox.recipient, recipient),
    orderBy: desc(notificationOutbox.id),
  });
}

const CODE = new RegExp(`\\b\\d{${CODE_LENGTH}}\\b`);

/** The code in the newest outbox message for a recipient; fails loudly when there is none. */
export async function latestCode(db: Database, recipient: string): Promise<string> {
  const [message] = await outboxOf(db, recipient);
  const code = message?.body.match(CODE)?.[0];
  if (!code) throw new Error(`no code in the outbox for ${recipient}`);
  return code;
}

/** SendVerificationCode for an account; the caller asserts the answer. */
export function sendCode(
  server: TestServer,
  account: Record<string, unknown>,
  msgType: number,
  options?: CallOptions,
): Promise<CallResult> {
  return server.call('SendVerificationCode', { ...account, MsgType: msgType }, options);
}

/** A code that differs from `code` (for wrong-code tests). */
export const otherCode = (code: string) => String((Number(code) + 1) % 10 ** CODE_LENGTH).padStart(CODE_LENGTH, '0');
