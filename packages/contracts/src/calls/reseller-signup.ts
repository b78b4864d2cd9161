/**
 * A reseller's sign-up link (issue 15; second document, section 2): `/register?resellerid=R100001` names the reseller
 * a new merchant signs up with. The page asks whose link it is before showing the form; `register` then takes the
 * code and the account keeps the reseller until its merchant application names it.
 */
import { z } from 'zod';
import { defineCall, publicAccess } from './define.ts';

/** A reseller's number as its link carries it; anything else is "not a valid link" on the server, not a format error. */
export const resellerCodeSchema = z
  .string()
  .trim()
  .max(20)
  .meta({ examples: ['R100001'] });

export const resellerSignupCalls = {
  'reseller/link': defineCall({
    access: publicAccess,
    summary:
      'Whose sign-up link this is: the name of the reseller with this number (the link’s resellerid). An unknown or ' +
      'switched-off reseller is refused (404) with a message saying the link is not valid.',
    // The register page shows the refusal in place of the form.
    isSilent: true,
    request: z.object({ resellerid: resellerCodeSchema }),
    response: z.object({ code: z.string(), name: z.string() }),
  }),
} as const;
