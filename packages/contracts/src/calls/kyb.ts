/**
 * The merchant application (KYB, issue 11 §3; second document, sections 2–5, 7 and 9). Like personal verification,
 * these calls belong to the signed-in person, not to a merchant: the applicant has none yet.
 */
import { z } from 'zod';
import { applicationSchema } from '../kyb/application-schema.ts';
import { CLASS_NUMBER_APPLICATION } from '../kyb/application-choices.ts';
import { defineCall, session } from './define.ts';

const industry = z.object({ id: z.number(), name: z.string(), en_name: z.string(), level: z.number() });
const classNumber = z.literal(CLASS_NUMBER_APPLICATION, { error: 'validation.body_invalid' });
const businessNumber = z.object({
  abn_number: z.string({ error: 'validation.body_invalid' }).max(40, 'validation.body_invalid'),
  /** 1 Australia (ABN, the default), 2 China (unified social credit code). */
  country_id: z.number().int().optional().default(1),
});
/** A draft is whatever the form held; capped so a draft cannot fill the database. */
const draftData = z
  .record(z.string(), z.unknown())
  .refine((data) => JSON.stringify(data).length <= 65_536, 'kyb.draft_too_large');

const applicationRow = z.object({
  id: z.number(),
  bill_no: z.string(),
  merchant_name: z.string(),
  country_id: z.number(),
  /** In the caller's language, as the state's and city's names of the detail. */
  country_name: z.string(),
  status: z.number(),
  create_date: z.string(),
});

const file = z.object({ token: z.string(), url: z.string() });

export const applicationDetailSchema = applicationRow.extend({
  class_number: z.string(),
  is_checked: z.number(),
  is_check_reject: z.number(),
  objection: z.string().nullable(),
  en_objection: z.string().nullable(),
  province_name: z.string(),
  city_name: z.string(),
  form: z.record(z.string(), z.unknown()),
  /** Signed links to the documents by field (valid while this session lives, one hour at most). */
  files: z.record(z.string(), file),
  shareholder_files: z.array(file),
});
export type ApplicationDetail = z.output<typeof applicationDetailSchema>;

export const kybCalls = {
  getIndustryListByLevel: defineCall({
    access: session,
    summary: 'Industries of a level: 1 the categories (224, 219, 231, 318, 153, 0), 2 the industries under them.',
    request: z.object({ level: z.coerce.number({ error: 'validation.body_invalid' }).int().min(1).max(2) }),
    response: z.object({ industrys: z.array(industry) }),
  }),
  getIndustryListByParent: defineCall({
    access: session,
    summary: 'The industries under a category (an unknown parent gives an empty list).',
    request: z.object({ parent_id: z.coerce.number({ error: 'validation.body_invalid' }).int().nonnegative() }),
    response: z.object({ industrys: z.array(industry) }),
  }),
  getIndustry: defineCall({
    access: session,
    summary: "One industry's names, or null when there is none of that id.",
    request: z.object({ industry_id: z.coerce.number({ error: 'validation.body_invalid' }).int().nonnegative() }),
    response: z.object({ industry: z.object({ name: z.string(), en_name: z.string() }).nullable() }),
  }),
  arrayCompanyType: defineCall({
    access: session,
    summary: "Company types, worded in the caller's language.",
    request: z.object({}),
    response: z.object({ datas: z.array(z.object({ id: z.number(), value: z.string() })) }),
  }),
  arrayCompanyRole: defineCall({
    access: session,
    summary:
      "Roles in the company (0 shareholder or owner, 1 director or legal person, 2 other), in the caller's language.",
    request: z.object({}),
    response: z.object({ datas: z.array(z.object({ id: z.number(), value: z.string() })) }),
  }),
  verifyABN: defineCall({
    access: session,
    summary:
      'Whether a business number is well formed: an ABN of at least 8 characters passing the official mod-89 ' +
      'checksum, or (country_id 2) an 18-character unified social credit code passing its checksum.',
    request: businessNumber,
    response: z.object({ valid: z.boolean() }),
    isSilent: true,
  }),
  verifySystemABN: defineCall({
    access: session,
    summary:
      'Whether a business number is free: no merchant and no application under review or approved holds it. ' +
      "The caller's own rejected application does not hold it.",
    request: businessNumber,
    response: z.object({ available: z.boolean() }),
    isSilent: true,
  }),
  findData: defineCall({
    access: session,
    summary: "The signed-in user's application draft: a list with the draft in its first entry, or empty.",
    request: z.object({}),
    response: z.object({
      data: z.array(
        z.object({ class_number: z.string(), data: z.record(z.string(), z.unknown()), save_time: z.string() }),
      ),
    }),
    isBackground: true,
  }),
  upData: defineCall({
    access: session,
    summary: 'Saves the draft of class 001 (one per user, the last save wins); empty data clears it.',
    request: z.object({ class_number: classNumber, data: draftData }),
    response: z.object({}),
  }),
  setBusiness: defineCall({
    access: session,
    summary:
      'Submits a merchant application; it is under review (0). Needs personal verification passed or under ' +
      'review. The business number must be valid and held by no merchant and no live application (the database ' +
      'refuses a second one, also when two are submitted at once). Clears the draft.',
    request: z.object({ class_number: classNumber, data: applicationSchema }),
    response: z.object({ data: z.object({ id: z.number() }) }),
  }),
  editBusiness: defineCall({
    access: session,
    summary: "Resubmits the caller's own rejected application (2) with changes; it is under review (0) again.",
    request: z.object({
      class_number: classNumber,
      data: z.object({ id: z.number({ error: 'validation.body_invalid' }).int().positive() }).and(applicationSchema),
    }),
    response: z.object({ data: z.object({ id: z.number() }) }),
  }),
  billList: defineCall({
    access: session,
    summary: "The caller's own applications, newest first, 10 per page (other owners' never).",
    request: z.object({
      class_number: classNumber.optional(),
      page_index: z.coerce.number().int().positive().optional().default(1),
      page_size: z.coerce.number().int().positive().max(10).optional().default(10),
    }),
    response: z.object({ data: z.array(applicationRow), total_count: z.number() }),
  }),
  billDetail: defineCall({
    access: session,
    summary: "One of the caller's own applications with every field and signed links to its documents.",
    request: z.object({
      class_number: classNumber.optional(),
      id: z.coerce.number({ error: 'validation.body_invalid' }).int().positive(),
    }),
    response: z.object({ data: applicationDetailSchema }),
  }),
} as const;
