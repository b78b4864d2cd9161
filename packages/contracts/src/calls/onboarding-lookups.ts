/**
 * Reference lists onboarding needs before a person has any merchant (second document, sections 7 and 9): any
 * signed-in user may read them.
 */
import { z } from 'zod';
import { defineCall, session } from './define.ts';

const region = z.object({ id: z.number(), name: z.string(), en_name: z.string(), level: z.number() });

export const onboardingLookupCalls = {
  getCountryList: defineCall({
    access: session,
    summary: 'The countries of onboarding (1 Australia, 2 China) with their time zone and phone area code.',
    request: z.object({}),
    response: z.object({
      countries: z.array(
        z.object({
          id: z.number(),
          name: z.string(),
          en_name: z.string(),
          time_zone: z.string(),
          phone_code: z.string(),
        }),
      ),
    }),
  }),
  getRegionListByParent: defineCall({
    access: session,
    summary:
      'The regions under a parent: a country id (1, 2) gives its states or provinces, a state or province gives ' +
      'its cities (at most 200). An unknown parent gives an empty list.',
    request: z.object({ parent_id: z.coerce.number({ error: 'validation.body_invalid' }).int().nonnegative() }),
    response: z.object({ regions: z.array(region) }),
  }),
  getPhoneAreaCodeList: defineCall({
    access: session,
    summary: 'The phone area codes offered in forms (+61 first, the default).',
    request: z.object({}),
    response: z.object({ codes: z.array(z.string()) }),
  }),
} as const;
