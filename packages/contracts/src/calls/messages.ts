import { z } from 'zod';
import { PAGE_SIZE } from '../constants.ts';
import { defineCall, session } from './define.ts';

/** How many messages one `set_message_read` marks at most (a page's checked rows are at most PAGE_SIZE). */
export const MARK_READ_MAX = 100;

const messageId = z.coerce
  .number({ error: 'messages.id_invalid' })
  .int('messages.id_invalid')
  .positive('messages.id_invalid');

/**
 * One platform message (spec, first document §3: id, title, content, create_date_time, is_read). `content` is HTML
 * cleaned on the server by an allow-list; `create_date_time` is the instant in ISO 8601 (UTC), shown by the web in
 * the merchant's time zone.
 */
export const messageRow = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  create_date_time: z.string(),
  is_read: z.boolean(),
});
export type MessageRow = z.infer<typeof messageRow>;

/**
 * The person's own messages (review decisions, notices about their account, the provider's announcements): session
 * calls, like personal verification — an applicant with no merchant reads the decision on their application here.
 */
export const messagesCalls = {
  message_list: defineCall({
    access: session,
    summary: "The signed-in user's messages, newest first, 10 per page, with how many are unread.",
    request: z.object({
      /** The spec sends it; it can only name the caller (another user's id is refused). */
      user_id: z.coerce.number().int().positive().optional(),
      page_index: z.coerce.number().int().positive().optional().default(1),
      page_size: z.coerce.number().int().positive().max(PAGE_SIZE).optional().default(PAGE_SIZE),
    }),
    response: z.object({
      page_data: z.object({ data: z.array(messageRow), total_count: z.number(), unread_count: z.number() }),
    }),
  }),
  message_detail: defineCall({
    access: session,
    summary: 'One of the caller’s messages; opening it marks it read.',
    request: z.object({ message_id: messageId }),
    response: z.object({ data: messageRow }),
  }),
  set_message_read: defineCall({
    access: session,
    summary: 'Marks the given messages of the caller read (one id, or the checked ones); others’ ids change nothing.',
    request: z.object({
      message_id: z.union([messageId, z.array(messageId).min(1, 'messages.id_invalid').max(MARK_READ_MAX)]),
    }),
    response: z.object({ marked: z.number() }),
  }),
  get_unread_message_count: defineCall({
    access: session,
    summary: 'How many platform messages the signed-in user has not read (header badge).',
    isBackground: true,
    request: z.object({}),
    response: z.object({ count: z.number() }),
  }),
} as const;
