import type { MessageRow } from '@mbo/contracts/calls/messages';
import type { Handlers } from '../../http/call-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { cleanMessageHtml } from './message-html.ts';
import type { MessagesRepository, StoredMessage } from './messages.repository.ts';

/** A stored message on the wire: its HTML through the allow-list on every read, whoever wrote it and when. */
const toRow = (message: StoredMessage): MessageRow => ({
  id: message.id,
  title: message.title,
  content: cleanMessageHtml(message.content),
  create_date_time: message.createdAt.toISOString(),
  is_read: message.isRead,
});

/** The person's messages (session calls: the signed-in user's own, whatever merchant is chosen, or none). */
export function createMessagesHandlers(
  repository: MessagesRepository,
): Handlers<'message_list' | 'message_detail' | 'set_message_read' | 'get_unread_message_count'> {
  return {
    async message_list(ctx, body) {
      if (body.user_id !== undefined && body.user_id !== ctx.session.userId)
        throw new AppError('FORBIDDEN', 'messages.not_own');
      const page = await repository.page(ctx.session.userId, { index: body.page_index, size: body.page_size });
      return { page_data: { data: page.rows.map(toRow), total_count: page.total, unread_count: page.unread } };
    },
    async message_detail(ctx, body) {
      const opened = await repository.openOne(ctx.session.userId, body.message_id);
      if (!opened) throw new AppError('NOT_FOUND', 'messages.not_found');
      return { data: toRow(opened) };
    },
    async set_message_read(ctx, body) {
      const ids = Array.isArray(body.message_id) ? body.message_id : [body.message_id];
      return { marked: await repository.markRead(ctx.session.userId, ids) };
    },
    async get_unread_message_count(ctx) {
      return { count: await repository.unreadCount(ctx.session.userId) };
    },
  };
}
