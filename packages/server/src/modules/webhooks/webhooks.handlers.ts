import type { webhooksCalls } from '@mbo/contracts/calls/webhooks';
import type { Database } from '@mbo/db/client';
import type { Handlers } from '../../http/call-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { createNotificationsRepository } from './notifications.repository.ts';

/** The delivery log's calls (shown on the key page): the merchant's notifications and one's attempts. */
export function createWebhooksHandlers(db: Database): Handlers<keyof typeof webhooksCalls> {
  const notifications = createNotificationsRepository(db);
  return {
    async 'merchant/get_notification_list'(ctx, body) {
      return { page_data: await notifications.list(ctx.merchant.id, body.page_index, body.page_size, body.status) };
    },
    async 'merchant/get_notification_attempts'(ctx, body) {
      const attempts = await notifications.attempts(ctx.merchant.id, body.event_id);
      if (!attempts) throw notFound();
      return { attempts };
    },
  };
}
