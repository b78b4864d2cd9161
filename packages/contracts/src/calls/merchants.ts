import { z } from 'zod';
import { AGREEMENT_CATEGORY_ID } from '../constants.ts';
import { defineCall, merchant } from './define.ts';

export const merchantCalls = {
  ChooseMerchantRequest: defineCall({
    access: merchant('shell', 'merchantid'),
    summary: 'Select a merchant of the signed-in user: their roles in it and its state.',
    request: z.object({ merchantid: z.number().int().positive() }),
    response: z.object({
      employee: z.object({
        roles: z.array(z.object({ type: z.number(), is_delete: z.boolean() })),
        branch_id: z.number().nullable(),
      }),
      merchant: z.object({
        id: z.number(),
        name: z.string(),
        is_verify: z.boolean(),
        is_opened_credit: z.boolean(),
        is_fast_settle: z.boolean(),
        /** The merchant's IANA time zone: its business days ("today", the list's default dates) are local to it. */
        time_zone: z.string(),
      }),
    }),
  }),
  GetNearMerchantAgreement: defineCall({
    access: merchant('agreement', 'MerchantId'),
    summary: 'The latest merchant agreement of a category and whether this merchant still has to acknowledge it.',
    request: z.object({ MerchantId: z.number().int().positive(), CategoryId: z.literal(AGREEMENT_CATEGORY_ID) }),
    response: z.object({
      data: z.object({
        Agreement: z
          .object({ time: z.string(), UpdateTime: z.string(), UpdateContent: z.string(), UpdateEnContent: z.string() })
          .nullable(),
        IsUpdate: z.boolean(),
      }),
    }),
  }),
  UpdateMerchantAgreement: defineCall({
    access: merchant('agreement', 'MerchantId'),
    summary: 'Acknowledge the latest agreement of a category for this merchant.',
    request: z.object({
      MerchantId: z.number().int().positive(),
      CategoryId: z.literal(AGREEMENT_CATEGORY_ID),
      UserId: z.number().int().positive().optional(),
    }),
    response: z.object({}),
  }),
  IsMerchantOpened: defineCall({
    access: merchant('shell'),
    summary: 'Whether the merchant is opened for credit (shows the credit menu entry).',
    request: z.object({ merchant_id: z.number().int().positive() }),
    response: z.object({ is_opened: z.boolean() }),
  }),
  getCurrencyList: defineCall({
    access: merchant('shell'),
    summary: 'Currencies the merchant is paid out in.',
    request: z.object({ merchant_id: z.number().int().positive() }),
    response: z.object({ payout_currency_ids: z.array(z.number()) }),
  }),
  PaymentChannel: defineCall({
    access: merchant('shell'),
    summary: 'Payment channels the merchant has rates for.',
    request: z.object({ merchant_id: z.number().int().positive() }),
    response: z.object({
      payment_channels: z.array(z.object({ id: z.number(), name: z.string(), number: z.string() })),
    }),
  }),
} as const;
