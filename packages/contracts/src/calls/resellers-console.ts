/**
 * Resellers on the provider's side (issue 15; second document, sections 1 and 5): operations admins create a
 * reseller (level 1) with its first member, set its base rates per channel and period, and switch it off or on;
 * reviewers see them. Every change is in the console's audit log. The organisation's fields are the same when a
 * reseller creates a sub-reseller (sub-resellers.ts).
 */
import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { isValidAbn, isValidUscc, normalizeBusinessNumber, ABN_MIN_LENGTH } from '../kyb/business-number.ts';
import { emailSchema, personNameSchema } from '../validation.ts';
import { defineCall, provider } from './define.ts';
import { rateRuleSchema } from './resellers.ts';

/** A reseller's id; the example names none, so a generated request changes nothing. */
export const resellerIdSchema = z
  .number()
  .int()
  .positive()
  .meta({ examples: [2_000_000_000] });

/** An ABN (checksum, at least 8 characters, as an application's) or a unified social credit code; stored normalised. */
export const isWellFormedBusinessNumber = (value: string): boolean => {
  const number = normalizeBusinessNumber(value);
  return (number.length >= ABN_MIN_LENGTH && isValidAbn(number)) || isValidUscc(number);
};

/** The most base rates a reseller has: every channel and period once (7 channels × 2 periods), with room to spare. */
const BASE_RATES_MAX = 30;
export const baseRatesSchema = z.array(rateRuleSchema).max(BASE_RATES_MAX, 'validation.body_invalid');

/** A new reseller or sub-reseller: the organisation, its first member (an e-mail), its base rates. */
export const newResellerSchema = z.object({
  name: z
    .string({ error: 'resellers_console.name_required' })
    .trim()
    .min(1, 'resellers_console.name_required')
    .max(120, 'resellers_console.name_too_long'),
  business_number: z
    .string({ error: 'resellers_console.business_number_invalid' })
    .trim()
    .max(40, 'resellers_console.business_number_invalid')
    .refine(isWellFormedBusinessNumber, 'resellers_console.business_number_invalid')
    .meta({ examples: ['51824753556'] }),
  /** The organisation's contact e-mail. */
  email: emailSchema.meta({ examples: ['office@reseller.example.test'] }),
  /** The first member: an existing user (member of no other reseller) or a new one, invited to set a password. */
  member_email: emailSchema.meta({ examples: ['first.member@reseller.example.test'] }),
  /** The new member's name (kept when the e-mail is an existing user's). */
  member_name: personNameSchema,
  /** The invitation's language, and a new member's account language. */
  language: z.enum(LANGUAGES),
  base_rates: baseRatesSchema.default([]),
});

export const resellerSummarySchema = z.object({
  id: z.number(),
  code: z.string(),
  level: z.number(),
  name: z.string(),
  business_number: z.string(),
  email: z.string(),
  is_active: z.boolean(),
  /** UTC `YYYY-MM-DD HH:mm:ss`. */
  created_at: z.string(),
  member_count: z.number(),
  sub_reseller_count: z.number(),
});
export type ResellerSummary = z.infer<typeof resellerSummarySchema>;

export const resellerMemberSchema = z.object({ user_id: z.number(), name: z.string(), email: z.string().nullable() });

/** What creating a reseller or sub-reseller answers: the new one and whether its member was a new user (invited). */
export const createdResellerSchema = z.object({
  id: z.number(),
  code: z.string(),
  member: z.object({ user_id: z.number(), is_new_user: z.boolean() }),
});

export const resellersConsoleCalls = {
  'console/resellers': defineCall({
    access: provider('resellersView'),
    summary:
      'Every reseller (level 1), newest first: number, name, business number, whether on, members and sub-resellers.',
    request: z.object({}),
    response: z.object({ data: z.array(resellerSummarySchema) }),
  }),
  'console/reseller': defineCall({
    access: provider('resellersView'),
    summary: 'One reseller: its fields, members, base rates and sub-resellers (with theirs).',
    request: z.object({ reseller_id: resellerIdSchema }),
    response: z.object({
      reseller: resellerSummarySchema,
      members: z.array(resellerMemberSchema),
      base_rates: z.array(rateRuleSchema),
      sub_resellers: z.array(resellerSummarySchema.extend({ base_rates: z.array(rateRuleSchema) })),
    }),
  }),
  'console/create_reseller': defineCall({
    access: provider('resellers'),
    summary:
      'Creates a reseller (level 1) with its first member: an existing user who belongs to no reseller becomes a ' +
      'member; an e-mail no user has becomes a new user, sent an invitation in the given language with a one-time ' +
      'link to set a password (72 hours). A user already member of a reseller is refused (409). Optional base rates.',
    request: newResellerSchema,
    response: createdResellerSchema,
  }),
  'console/set_reseller_rates': defineCall({
    access: provider('resellers'),
    summary:
      'Replaces a reseller’s base rates per channel and period (the floors of what it gives). Each channel and ' +
      'period once, at most 9 %, a card fixed fee up to the maximum; no floors above a reseller.',
    request: z.object({ reseller_id: resellerIdSchema, rates: baseRatesSchema }),
    response: z.object({}),
  }),
  'console/set_reseller_active': defineCall({
    access: provider('resellers'),
    summary: 'Switches a reseller off (its members’ and its sub-resellers’ calls are refused) or on again.',
    request: z.object({ reseller_id: resellerIdSchema, is_active: z.boolean() }),
    response: z.object({}),
  }),
};
