import type { consoleMessagesCalls } from '@mbo/contracts/calls/console-messages';
import { sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import type { Handlers } from '../../http/call-context.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { publishMessage, type Recipients } from '../messages/messages.public.ts';
import { createConsoleRepository } from './console.repository.ts';

/** What an audit row of a publication names as its subject (the item is the merchant's or person's id, or 0). */
const MESSAGES_SUBJECT = 'messages';

/** The console's publishing of platform messages (operations admins): one transaction writes them and the audit row. */
export function createConsoleMessagesHandlers(db: Database): Handlers<keyof typeof consoleMessagesCalls> {
  const repository = createConsoleRepository(db);

  async function recipientsOf(body: {
    audience: string;
    merchant_number?: string;
    email?: string;
  }): Promise<Recipients> {
    if (body.audience === 'merchant') {
      const { rows } = await db.execute<{ id: number }>(
        sql`select id from merchants where upper(number) = upper(${body.merchant_number!})`,
      );
      if (!rows[0]) throw notFound('console.message_merchant_unknown');
      return { kind: 'merchant', merchantId: rows[0].id };
    }
    if (body.audience === 'user') {
      const { rows } = await db.execute<{ id: number }>(
        sql`select id from users where lower(email) = ${body.email!.toLowerCase()}`,
      );
      if (!rows[0]) throw notFound('console.message_user_unknown');
      return { kind: 'user', userId: rows[0].id };
    }
    return { kind: 'all' };
  }

  return {
    async 'console/publish_message'(ctx, body) {
      const to = await recipientsOf(body);
      const recipients = await db.transaction(async (tx) => {
        const written = await publishMessage(tx, to, {
          title: { en: body.title_en, zh_CN: body.title_zh },
          content: { en: body.content_en, zh_CN: body.content_zh },
        });
        // Nothing written, nothing recorded: the transaction ends without a row.
        if (written === 0) throw badRequest('console.message_no_recipients');
        await repository.insertAudit(tx, {
          actorUserId: ctx.session.userId,
          action: 'message_published',
          queue: MESSAGES_SUBJECT,
          itemId: to.kind === 'merchant' ? to.merchantId : to.kind === 'user' ? to.userId : 0,
          before: null,
          after: {
            audience: body.audience,
            merchant_number: body.merchant_number ?? null,
            email: body.email ?? null,
            recipients: written,
            title_en: body.title_en,
            title_zh: body.title_zh,
          },
          ip: ctx.ip,
        });
        return written;
      });
      return { recipients };
    },
  };
}
