/**
 * A reseller's sub-resellers (issue 15; second document, sections 1 and 5): a level-1 reseller lists and creates
 * them, each with its first member and base rates none of which is below the reseller's own for the same channel and
 * period. A sub-reseller has none of its own (level 2 is the last).
 */
import { z } from 'zod';
import { defineCall, reseller } from './define.ts';
import { rateRuleSchema } from './resellers.ts';
import { createdResellerSchema, newResellerSchema, resellerSummarySchema } from './resellers-console.ts';

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
};
