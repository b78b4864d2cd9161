/**
 * The reseller's add-merchant application (issue 15; second document, section 2 "Reseller onboarding", section 5):
 * the draft, submit, resubmit, the list and the detail, for members of a reseller (level 1 or 2). The application is
 * a merchant application like the merchant's own (the same record, business-number rule and review queue), with the
 * reseller's parts in its form. Whose it is: `reseller_id` the reseller the merchant joins (the caller's, or for a
 * level-1 caller one of its sub-resellers), `added_by_reseller_id` the caller's reseller, the owner the caller.
 */
import { z } from 'zod';
import {
  ADD_FOR_VALUES,
  CLASS_NUMBER_RESELLER_APPLICATION,
  resellerApplicationSchema,
} from '../resellers/add-merchant-schema.ts';
import { applicationDetailSchema } from './kyb.ts';
import { defineCall, reseller } from './define.ts';

const classNumber = z.literal(CLASS_NUMBER_RESELLER_APPLICATION, { error: 'validation.body_invalid' });
/** A draft is whatever the form held; capped so a draft cannot fill the database. */
const draftData = z
  .record(z.string(), z.unknown())
  .refine((data) => JSON.stringify(data).length <= 65_536, 'kyb.draft_too_large');
const applicationId = z.coerce.number({ error: 'validation.body_invalid' }).int().positive();

/** For whom and by whom, on a row of the list and on the detail. */
const whose = {
  /** 1 the adding reseller itself, 2 one of its sub-resellers. */
  for: z.number(),
  /** The reseller the merchant joins (the caller's or its sub-reseller) and its name. */
  reseller_id: z.number(),
  reseller_name: z.string(),
  /** The reseller whose member added it. */
  added_by_reseller_id: z.number(),
  added_by_reseller_name: z.string(),
};

export const resellerApplicationRowSchema = z.object({
  id: z.number(),
  bill_no: z.string(),
  merchant_name: z.string(),
  country_id: z.number(),
  country_name: z.string(),
  /** 0 under review, 1 approved, 2 rejected. */
  status: z.number(),
  create_date: z.string(),
  ...whose,
});

const file = z.object({ token: z.string(), url: z.string() });

export const resellerApplicationDetailSchema = applicationDetailSchema.extend({
  ...whose,
  /** The share list's IDs, by the person's index in `form.shareholders` (signed links like `files`). */
  shareholder_ids: z.array(z.object({ index: z.number(), front: file.nullable(), back: file.nullable() })),
});
export type ResellerApplicationDetail = z.output<typeof resellerApplicationDetailSchema>;

export const resellerOnboardingCalls = {
  'reseller/findData': defineCall({
    access: reseller(),
    summary:
      "The caller's draft of the add-merchant form (class 002, one per member): a list with the draft in its first " +
      'entry, or empty.',
    request: z.object({}),
    response: z.object({
      data: z.array(
        z.object({ class_number: z.string(), data: z.record(z.string(), z.unknown()), save_time: z.string() }),
      ),
    }),
    isBackground: true,
  }),
  'reseller/upData': defineCall({
    access: reseller(),
    summary: "Saves the caller's add-merchant draft (class 002; the last save wins); empty data clears it.",
    request: z.object({ class_number: classNumber, data: draftData }),
    response: z.object({}),
  }),
  'reseller/setBusiness': defineCall({
    access: reseller(),
    summary:
      'Adds a merchant: submits the add-merchant form as a merchant application, under review (0), in the queue ' +
      "of the merchant's own. For the caller's reseller (for 1), or (for 2, level 1 only) for one of its own " +
      "sub-resellers. The merchant's rates may not go below the base rates of the reseller it joins. The business " +
      'number must be valid and held by no merchant and no live application. Clears the draft.',
    request: z.object({ class_number: classNumber, data: resellerApplicationSchema }),
    response: z.object({ data: z.object({ id: z.number() }) }),
  }),
  'reseller/editBusiness': defineCall({
    access: reseller(),
    summary:
      "Resubmits a rejected (2) application the caller's reseller added, with changes; it is under review (0) again.",
    request: z.object({
      class_number: classNumber,
      data: z.object({ id: applicationId }).and(resellerApplicationSchema),
    }),
    response: z.object({ data: z.object({ id: z.number() }) }),
  }),
  'reseller/billList': defineCall({
    access: reseller(),
    summary:
      'The applications a reseller added, newest first, 10 per page: a reseller sees its own and its ' +
      "sub-resellers', a sub-reseller only its own (also those its reseller added for it); another reseller's never.",
    request: z.object({
      page_index: z.coerce.number().int().positive().optional().default(1),
      page_size: z.coerce.number().int().positive().max(10).optional().default(10),
      /** 0 under review, 1 approved, 2 rejected; absent: all. */
      status: z.union([z.literal(0), z.literal(1), z.literal(2)]).nullish(),
      /** Only those for this sub-reseller (one of the caller's). */
      sub_reseller_id: z.number().int().positive().nullish(),
      /** Only those for the reseller itself (1) or for a sub-reseller (2). */
      for: z
        .number()
        .refine((value) => (ADD_FOR_VALUES as readonly number[]).includes(value), 'validation.body_invalid')
        .nullish(),
    }),
    response: z.object({ data: z.array(resellerApplicationRowSchema), total_count: z.number() }),
  }),
  'reseller/billDetail': defineCall({
    access: reseller(),
    summary:
      'One application the caller may see (as the list), with every field and signed links to its documents, the ' +
      "power of attorney, the selfie and the share list's IDs.",
    request: z.object({ id: applicationId }),
    response: z.object({ data: resellerApplicationDetailSchema }),
  }),
};
