import { z } from 'zod';
import { defineCall, session } from './define.ts';

export const lookupCalls = {
  Get_Currency_List: defineCall({
    access: session,
    summary: 'Every currency of the platform.',
    request: z.object({}),
    response: z.object({
      currencies: z.array(
        z.object({ currency_id: z.number(), name: z.string(), english_name: z.string(), cn_name: z.string() }),
      ),
    }),
  }),
  Get_Transaction_Type_List: defineCall({
    access: session,
    summary: "The balance-type transaction types (id and name in the caller's language).",
    request: z.object({}),
    response: z.object({
      transaction_types: z.array(z.object({ id: z.number(), name: z.string(), en_name: z.string() })),
    }),
  }),
} as const;
