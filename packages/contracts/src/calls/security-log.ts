/**
 * The merchant's security log (hardening issue 9): security-relevant events of a merchant, for its super admin
 * (page securityLog). The events are the merchant's own audit entries and the account events (sign-ins, failed
 * sign-ins, sign-outs, password and contact changes) of the users who are members of it today. Times are
 * `YYYY-MM-DD HH:mm:ss` in the merchant's time zone; kinds are stable codes the web labels in the viewer's language.
 */
import { z } from 'zod';
import { API_PAGE_SIZE_MAX, PAGE_SIZE } from '../constants.ts';
import { calendarDateSchema } from './calendar-date.ts';
import { defineCall, merchant } from './define.ts';

/** Events of a user's account: they concern every merchant the user is a member of (who can reach its money). */
export const ACCOUNT_EVENT_KINDS = [
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'password_changed',
  'password_reset',
  'contact_changed',
  'two_factor_enabled',
  'two_factor_disabled',
  'two_factor_failed',
  'recovery_code_used',
  'recovery_codes_regenerated',
] as const;

/** Events of the merchant itself (written with its id). */
export const MERCHANT_EVENT_KINDS = [
  'refund',
  'employee_added',
  'employee_updated',
  'employee_removed',
  'api_key_created',
  'api_key_sent',
  'api_key_rotated',
  'api_settings_changed',
  'store_added',
  'store_fee_changed',
  'store_payment_changed',
  'agreement_acknowledged',
  'settlement_account_changed',
  'recipient_added',
  'recipient_bank_changed',
  'recipient_deleted',
  'two_factor_requirement_on',
  'two_factor_requirement_off',
] as const;

/**
 * Every kind the log shows. contact_changed is written by GroupUser/BandAccount (detail.contact names which);
 * settlement_account_changed by the settlement account's two Set calls.
 */
export const SECURITY_EVENT_KINDS = [...ACCOUNT_EVENT_KINDS, ...MERCHANT_EVENT_KINDS] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

/** The list's range when none is given: the last this-many days, today included (merchant time zone). */
export const SECURITY_LOG_DEFAULT_DAYS = 30;

const securityLogDate = calendarDateSchema('transactions.date_invalid');

/** What an event concerns, as structured fields the web words in the viewer's language; never a secret or a code. */
export const securityEventDetailSchema = z.object({
  /** Sign-in method: password, code or link. */
  method: z.string().optional(),
  /** A refund: its amount (major units of the payment's currency), currency code and the payment's number. */
  amount: z.number().optional(),
  currency: z.string().optional(),
  payment_number: z.string().optional(),
  /** 'api': done through the merchant API (with key_id), not by a person in the back-office. */
  source: z.enum(['api']).optional(),
  /** An API key's public id (pk_…), and the key a rotation retired. */
  key_id: z.string().optional(),
  retired_key_id: z.string().optional(),
  /** Where a key was sent, masked. */
  sent_to: z.string().optional(),
  /** An API key's scopes, when the key carries any. */
  scopes: z.array(z.string()).optional(),
  notify_url: z.string().optional(),
  /** An employee change: whom it concerns (the name the merchant knows them by) and the roles before and after. */
  employee_name: z.string().optional(),
  roles_before: z.array(z.number()).optional(),
  roles: z.array(z.number()).optional(),
  /** A contact change (GroupUser/BandAccount): which one changed. */
  contact: z.enum(['phone', 'email']).optional(),
  /** A store change: the store's name. */
  store_name: z.string().optional(),
  /** A recipient change: the recipient's name as listed and where they are paid ("CNY •••• 1234"). */
  recipient_name: z.string().optional(),
  recipient_account: z.string().optional(),
});
export type SecurityEventDetail = z.output<typeof securityEventDetailSchema>;

export const securityEventSchema = z.object({
  id: z.number(),
  /** `YYYY-MM-DD HH:mm:ss`, merchant time zone. */
  time: z.string(),
  /** A stable code (one of SECURITY_EVENT_KINDS; a kind added later travels as its code). */
  kind: z.string(),
  /** Who acted: null for the merchant API (detail.source) and for sign-ins of an unknown account. */
  user_id: z.number().nullable(),
  /** The member's name as the merchant knows them, else the account's name or its masked e-mail or phone. */
  who: z.string().nullable(),
  /** The address the request came from. */
  ip: z.string().nullable(),
  detail: securityEventDetailSchema,
});
export type SecurityEvent = z.output<typeof securityEventSchema>;

export const securityLogMemberSchema = z.object({ user_id: z.number(), name: z.string() });
export type SecurityLogMember = z.output<typeof securityLogMemberSchema>;

export const securityLogCalls = {
  'merchant/get_security_log': defineCall({
    access: merchant('securityLog'),
    summary:
      "The merchant's security log, one page, newest first: its audit entries (refunds, employee and role changes, " +
      'API keys, stores, agreement) and the account events (sign-ins, failed sign-ins, sign-outs, password changes) ' +
      "of its current members. Filters: a date range in the merchant's time zone (begin_date and end_date, both or " +
      `neither; default the last ${SECURITY_LOG_DEFAULT_DAYS} days; at most 365 days, at most one day ahead), kinds, ` +
      'a member (user_id). Also returns the current members, for the member filter.',
    request: z.object({
      merchant_id: z.number().int().positive(),
      begin_date: securityLogDate.optional(),
      end_date: securityLogDate.optional(),
      kinds: z
        .array(z.enum(SECURITY_EVENT_KINDS, { error: 'security_log.kind_invalid' }))
        .max(SECURITY_EVENT_KINDS.length)
        .optional(),
      user_id: z.number().int().positive().optional(),
      page_index: z.number().int().min(1).default(1),
      page_size: z.number().int().min(1).max(API_PAGE_SIZE_MAX).default(PAGE_SIZE),
    }),
    response: z.object({
      page_data: z.object({ data: z.array(securityEventSchema), total_count: z.number().int() }),
      /** The range applied (the default one when none was given). */
      begin_date: z.string(),
      end_date: z.string(),
      members: z.array(securityLogMemberSchema),
    }),
  }),
} as const;
