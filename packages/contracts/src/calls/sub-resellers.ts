/**
 * A reseller's sub-resellers and its people (issue 15; second document, sections 1 and 5): a level-1 reseller lists
 * and creates its sub-resellers, each with its first member and base rates none of which is below the reseller's own
 * for the same channel and period (a sub-reseller has none of its own: level 2 is the last); every reseller and
 * sub-reseller lists its members and adds more.
 */
import { z } from 'zod';
import { defineCall, reseller } from './define.ts';
import { rateRuleSchema } from './resellers.ts';
import {
  createdResellerSchema,
  newResellerSchema,
  resellerIdSchema,
  resellerMemberSchema,
  resellerSummarySchema,
} from './resellers-console.ts';

/** How many past removals `reseller/members` answers (newest first). */
export const MEMBER_REMOVALS_SHOWN = 100;

export const subResellerCalls = {
  'reseller/sub_resellers': defineCall({
    access: reseller(1),
    summary: "The caller's sub-resellers, newest first, each with its base rates.",
    request: z.object({}),
    response: z.object({ data: z.array(resellerSummarySchema.extend({ base_rates: z.array(rateRuleSchema) })) }),
  }),
  'reseller/create_sub_reseller': defineCall({
    access: reseller(1),
    summary:
      'Creates a sub-reseller (level 2) with its first member (as console/create_reseller: an existing user of no ' +
      'reseller, or a new user invited to set a password) and its base rates: none below the caller’s own for the ' +
      'same channel and period (the message names the channel and the floor), none for a channel the caller has none for.',
    request: newResellerSchema,
    response: createdResellerSchema,
  }),
  'reseller/members': defineCall({
    access: reseller(),
    summary:
      "The people of the caller's reseller (its members), in the order they joined; `is_you` marks the caller. " +
      '`removals`: who was removed from it, by whom and when (Sydney time), newest first, the last ' +
      `${MEMBER_REMOVALS_SHOWN} at most.`,
    request: z.object({}),
    response: z.object({
      data: z.array(resellerMemberSchema.extend({ is_you: z.boolean() })),
      removals: z.array(resellerMemberSchema.extend({ removed_by_name: z.string(), removed_time: z.string() })),
    }),
  }),
  'reseller/add_member': defineCall({
    access: reseller(),
    summary:
      "Adds a person to the caller's reseller, as a reseller's first member is named: an existing user who belongs " +
      'to no reseller becomes a member (told by e-mail); an e-mail no user has becomes a new user, sent an invitation ' +
      'in the given language with a one-time link to set a password (72 hours). A member of a reseller is refused (409).',
    request: newResellerSchema.pick({ member_email: true, member_name: true, language: true }),
    response: z.object({ user_id: z.number(), is_new_user: z.boolean() }),
  }),
  'reseller/remove_member': defineCall({
    access: reseller(),
    summary:
      "Removes a person from the caller's reseller (its own only): they lose the workspace at their next call and " +
      'are told by e-mail in their language. Refused: oneself (another member removes you), the last member, ' +
      "anyone not of the caller's reseller (not found). Someone already removed from it answers removed: false.",
    // A user's id; the example names nobody, so a generated request changes nothing.
    request: z.object({ user_id: resellerIdSchema }),
    response: z.object({ removed: z.boolean() }),
  }),
};
