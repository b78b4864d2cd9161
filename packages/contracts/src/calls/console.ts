/**
 * The provider's review console (issue 11 §4): calls of the provider's own staff only (access `provider`), never of
 * a merchant's users. Times are `YYYY-MM-DD HH:mm:ss` in UTC: the provider works across merchants' time zones.
 */
import { z } from 'zod';
import { PROVIDER_ROLES } from '../console-access.ts';
import { API_PAGE_SIZE_MAX, PAGE_SIZE } from '../constants.ts';
import { calendarDateSchema } from './calendar-date.ts';
import { defineCall, provider } from './define.ts';
import { SECURITY_EVENT_KINDS, securityEventSchema } from './security-log.ts';

/** A reject reason, per language: required, trimmed, at most this many characters. */
export const REVIEW_REASON_MAX = 500;
/** The console's lists' range when none is given: the last this-many days, today included (UTC). */
export const CONSOLE_LOG_DEFAULT_DAYS = 30;

/** What the console records (provider_audit_log.action). */
export const CONSOLE_ACTIONS = [
  'review_approved',
  'review_rejected',
  'staff_added',
  'staff_role_changed',
  'staff_disabled',
  'staff_enabled',
  'message_published',
  'credit_opened',
  'credit_closed',
  'loan_application_recorded',
  'loan_lent',
  'loan_repayment_recorded',
  'reseller_created',
  'reseller_rates_set',
  'reseller_disabled',
  'reseller_enabled',
] as const;
export type ConsoleAction = (typeof CONSOLE_ACTIONS)[number];

const queueKey = z.string().trim().min(1).max(64);
const itemId = z.number().int().positive();
const pageIndex = z.number().int().min(1).default(1);
const pageSize = z.number().int().min(1).max(API_PAGE_SIZE_MAX).default(PAGE_SIZE);
const logDate = calendarDateSchema('transactions.date_invalid');

const reason = (requiredKey: 'console.reason_en_required' | 'console.reason_zh_required') =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, requiredKey)
    .max(REVIEW_REASON_MAX, { error: 'console.reason_too_long' });

export const queueItemSummarySchema = z.object({
  id: z.number(),
  /** The applicant as the queue names them (name, e-mail). */
  applicant: z.string(),
  /** What is asked, in a line (the queue's words). */
  summary: z.string(),
  submitted_at: z.string(),
});

export const queueItemDetailSchema = queueItemSummarySchema.extend({
  status: z.enum(['waiting', 'approved', 'rejected']),
  /** What the reviewer reads, labels in the caller's language. */
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
  /** Images and documents, each a signed link valid for a short while. */
  files: z.array(z.object({ label: z.string(), url: z.string(), kind: z.enum(['image', 'document']) })),
  /** Choices the reviewer may tick when approving (a top-up that was a cash deposit …); most queues have none. */
  approve_flags: z.array(z.object({ key: z.string(), label: z.string() })),
});

export const consoleAuditEntrySchema = z.object({
  id: z.number(),
  time: z.string(),
  actor_user_id: z.number(),
  actor: z.string(),
  action: z.string(),
  /** What the action was about: the queue and the item. */
  queue: z.string().nullable(),
  item_id: z.number().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
});

export const consoleCalls = {
  'console/get_me': defineCall({
    access: provider('home'),
    summary: 'The signed-in staff member, their console role, and the review queues with how many items wait in each.',
    request: z.object({}),
    response: z.object({
      user: z.object({ id: z.number(), name: z.string() }),
      role: z.enum(PROVIDER_ROLES),
      queues: z.array(z.object({ key: z.string(), title: z.string(), waiting: z.number().int() })),
      /** The server's idle timings, as tokenLogin gives the merchant shell: the console warns before the same limit. */
      idle: z.object({ warning_ms: z.number().int(), countdown_ms: z.number().int() }),
    }),
  }),
  'console/get_queue': defineCall({
    access: provider('queues'),
    summary: 'One page of the items waiting in a review queue, oldest first.',
    request: z.object({ queue: queueKey, page_index: pageIndex, page_size: pageSize }),
    response: z.object({
      page_data: z.object({ data: z.array(queueItemSummarySchema), total_count: z.number().int() }),
    }),
  }),
  'console/get_queue_item': defineCall({
    access: provider('queues'),
    summary: 'Everything a reviewer needs to decide one item, with signed links to its images and documents.',
    request: z.object({ queue: queueKey, id: itemId }),
    response: z.object({ item: queueItemDetailSchema }),
  }),
  'console/approve': defineCall({
    access: provider('queues'),
    summary:
      'Approves a waiting item: the decision, the audit entry and the applicant’s in-product message in one ' +
      'transaction, then an e-mail (or SMS) in the applicant’s language. An item not waiting is refused (409).',
    request: z.object({
      queue: queueKey,
      id: itemId,
      /** The keys of the queue's approve flags the reviewer ticked (see the item's approve_flags). */
      flags: z.array(z.string().trim().min(1).max(32)).max(8).default([]),
    }),
    response: z.object({}),
  }),
  'console/reject': defineCall({
    access: provider('queues'),
    summary:
      `Rejects a waiting item with a reason in English and in Chinese (both required, at most ${REVIEW_REASON_MAX} ` +
      'characters each); the applicant is told as on approval, the reason in their language.',
    request: z.object({
      queue: queueKey,
      id: itemId,
      reason_en: reason('console.reason_en_required'),
      reason_zh: reason('console.reason_zh_required'),
    }),
    response: z.object({}),
  }),
  'console/get_audit_log': defineCall({
    access: provider('auditLog'),
    summary:
      'The console’s append-only audit log, newest first: who did what, when, with the state before and after. ' +
      `Filters: actor, action, a UTC date range (both or neither; default the last ${CONSOLE_LOG_DEFAULT_DAYS} days).`,
    request: z.object({
      actor_user_id: z.number().int().positive().optional(),
      action: z.enum(CONSOLE_ACTIONS, { error: 'console.action_invalid' }).optional(),
      begin_date: logDate.optional(),
      end_date: logDate.optional(),
      page_index: pageIndex,
      page_size: pageSize,
    }),
    response: z.object({
      page_data: z.object({ data: z.array(consoleAuditEntrySchema), total_count: z.number().int() }),
      begin_date: z.string(),
      end_date: z.string(),
      /** The provider's staff, for the actor filter. */
      actors: z.array(z.object({ user_id: z.number(), name: z.string() })),
    }),
  }),
  'console/get_security_log': defineCall({
    access: provider('securityLog'),
    summary:
      'The security log across every merchant (issue 9), newest first, times in UTC. Filters: a merchant ' +
      '(of_merchant_id: its own events and its current members’ account events), kinds, a UTC date range ' +
      `(both or neither; default the last ${CONSOLE_LOG_DEFAULT_DAYS} days).`,
    request: z.object({
      of_merchant_id: z.number().int().positive().optional(),
      kinds: z
        .array(z.enum(SECURITY_EVENT_KINDS, { error: 'security_log.kind_invalid' }))
        .max(SECURITY_EVENT_KINDS.length)
        .optional(),
      begin_date: logDate.optional(),
      end_date: logDate.optional(),
      page_index: pageIndex,
      page_size: pageSize,
    }),
    response: z.object({
      page_data: z.object({
        data: z.array(
          securityEventSchema.extend({
            /** The merchant the event was written for; null for an account event (sign-ins …). */
            merchant: z.object({ id: z.number(), name: z.string() }).nullable(),
          }),
        ),
        total_count: z.number().int(),
      }),
      begin_date: z.string(),
      end_date: z.string(),
    }),
  }),
} as const;
