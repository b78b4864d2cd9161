/**
 * The reseller's add-merchant form (issue 15; second document, section 2 "Reseller onboarding", section 5): five
 * steps, 1 company info, 2 contact info, 3 company documents, 4 personal IDs, 5 settlement info. Checked the same way
 * by the form and by the server. It is the merchant application's form (kyb/application-schema.ts: the same fields
 * and joint rules, composed here, never written twice) without the applicant's own role and loose shareholder
 * files, plus:
 *
 * - `for` (1 the reseller itself, 2 one of its sub-resellers, then `sub_reseller_id`), step 1;
 * - `merchant_admin` (phone or e-mail, at least one; asked in both flows: the merchant needs a super admin), step 2;
 * - `power_of_attorney_url` (required when adding for a sub-reseller), step 3;
 * - `shareholders`: the share list (name, share percent with at most 2 decimals, total at most 100, position) with
 *   each person's ID; the legal person (position 1, exactly one, shares or not) and every holder of 25 % or more need
 *   an ID (`peopleNeedingIds`), and the legal person one selfie holding it (`legal_person_selfie_url`), step 4. This
 *   is also the sub-reseller flow's "legal representative ID";
 * - `rates`: the merchant's rates (at least one), step 5. Their rules (`rateProblems`) need the floors of the
 *   reseller the merchant joins, so the form and the server run them with those floors; this schema checks the shape.
 */
import { z } from 'zod';
import type { MessageKey } from '../i18n.ts';
import { PHONE_COUNTRY_CODES } from '../constants.ts';
import { COUNTRY } from '../lookups/countries.ts';
import { rateRuleSchema } from '../calls/resellers.ts';
import { POSITION_TYPES } from '../kyb/application-choices.ts';
import {
  type ApplicationStep,
  APPLICATION_FILE_FIELDS,
  APPLICATION_STEPS,
  applicationFields,
  checkApplicationRules,
  STEP_FIELDS,
  SAMPLE_APPLICATION,
} from '../kyb/application-schema.ts';

/** The draft class of the reseller's form (the merchant's own application is 001). */
export const CLASS_NUMBER_RESELLER_APPLICATION = '002';

/** Whom the merchant is added for: 1 the reseller itself, 2 one of its sub-resellers (chosen in sub_reseller_id). */
export const ADD_FOR = { self: 1, subReseller: 2 } as const;
export const ADD_FOR_VALUES = [ADD_FOR.self, ADD_FOR.subReseller] as const;

/**
 * Who may resubmit a rejected application a reseller added: a member of the reseller that added it, or of the
 * sub-reseller it was added for (a sub-reseller's own application stays its own; its parent only reads it).
 */
export const mayResubmit = (
  resellerId: number,
  application: { resellerId: number | null; addedByResellerId: number | null },
): boolean =>
  application.addedByResellerId !== null &&
  (application.addedByResellerId === resellerId || application.resellerId === resellerId);

/** The legal person's position in the share list (the merchant application's role 1: director or legal person). */
export const LEGAL_PERSON_POSITION = 1;
/** A holder of at least this share (in hundredths of a percent: 25.00 %) gives an ID. */
export const ID_SHARE_THRESHOLD_BASIS_POINTS = 2500;
export const MAX_SHAREHOLDERS = 20;

/** ID documents: 1 Australian driver licence (front and back), 2 Chinese ID card (front and back), 3 passport. */
export const ID_TYPE = { auLicence: 1, cnIdCard: 2, passport: 3 } as const;
export const ID_TYPES = [ID_TYPE.auLicence, ID_TYPE.cnIdCard, ID_TYPE.passport] as const;
/** Whether an ID document has a back to upload (the passport gives its first page only). */
export const idHasBack = (idType: number): boolean => idType === ID_TYPE.auLicence || idType === ID_TYPE.cnIdCard;

/** The steps' fields: the merchant application's, the applicant's role and loose shareholder files left out. */
export const RESELLER_STEP_FIELDS = {
  1: [...STEP_FIELDS[1].filter((field) => field !== 'position_type'), 'for', 'sub_reseller_id'],
  2: [...STEP_FIELDS[2], 'merchant_admin'],
  3: [...STEP_FIELDS[3], 'power_of_attorney_url'],
  4: ['shareholders', 'legal_person_selfie_url'],
  5: [...STEP_FIELDS[5], 'rates'],
} as const satisfies Record<ApplicationStep, readonly string[]>;

/** The step a field (or a path's first part) is asked in: the form jumps there when it is refused. */
export function resellerStepOf(field: string): ApplicationStep {
  const step = APPLICATION_STEPS.find((each) => (RESELLER_STEP_FIELDS[each] as readonly string[]).includes(field));
  return step ?? 1;
}

const incomplete = (step: ApplicationStep) => `kyb.incomplete_step_${step}` as MessageKey;
const message = (key: string) => `resellers_onboarding.${key}` as MessageKey;

const FILE_TOKEN = /^[\w-]{16,64}$/;
const optionalFileToken = z
  .string()
  .refine((value) => value === '' || FILE_TOKEN.test(value), message('file_format'))
  .optional()
  .default('');

/** A share percent: 0 to 100 with at most 2 decimals. */
export const sharePercentSchema = z
  .number({ error: incomplete(4) })
  .min(0, message('share_format'))
  .max(100, message('share_format'))
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, message('share_format'));

/** One person of the share list, with the ID they give when they need one. */
export const shareholderSchema = z.object({
  name: z
    .string({ error: incomplete(4) })
    .trim()
    .min(1, incomplete(4))
    .max(100, message('name_format')),
  /** The person's share of the company in percent (0–100, at most 2 decimals); the legal person may hold none. */
  share_percent: sharePercentSchema,
  /** The role in the company: 0 shareholder or owner, 1 director or legal person, 2 other. */
  position_type: z
    .number({ error: incomplete(4) })
    .refine((value) => (POSITION_TYPES as readonly number[]).includes(value), incomplete(4)),
  /** The ID document type (ID_TYPE); required when the person needs an ID. */
  id_type: z
    .number()
    .refine((value) => (ID_TYPES as readonly number[]).includes(value), message('id_type_invalid'))
    .nullable()
    .optional()
    .default(null),
  id_front_url: optionalFileToken,
  /** The back of a licence or ID card; empty for a passport. */
  id_back_url: optionalFileToken,
});
export type Shareholder = z.output<typeof shareholderSchema>;

/** The share in hundredths of a percent (exact: 25.00 → 2500). */
export const shareBasisPoints = (percent: number): number => Math.round(percent * 100);

/**
 * The people of the share list who give an ID: the legal person (position 1), whatever their share, and every holder
 * of 25 % or more. Answers their indexes in list order.
 */
export function peopleNeedingIds(
  shareholders: readonly Pick<Shareholder, 'share_percent' | 'position_type'>[],
): number[] {
  return shareholders.flatMap((person, index) =>
    person.position_type === LEGAL_PERSON_POSITION ||
    shareBasisPoints(person.share_percent) >= ID_SHARE_THRESHOLD_BASIS_POINTS
      ? [index]
      : [],
  );
}

/** The merchant's admin: a phone (with its region) or an e-mail, at least one; registered and bound on approval. */
export const merchantAdminSchema = z.object({
  /** How the invitation greets them (optional; approval names an unknown admin by their e-mail or phone otherwise). */
  name: z.string().trim().max(100, message('name_format')).optional(),
  phone_region: z.enum(PHONE_COUNTRY_CODES, { error: message('admin_phone_format') }).optional(),
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d{6,15}$/.test(value), message('admin_phone_format'))
    .optional(),
  email: z
    .string()
    .trim()
    .max(100, message('admin_email_format'))
    .refine((value) => value === '' || z.email().safeParse(value).success, message('admin_email_format'))
    .optional(),
});
export type MerchantAdmin = z.output<typeof merchantAdminSchema>;

/** A China (country 2) merchant prices in CNY: then no card channel is offered (`rateProblems`' isCnyPricing). */
export const isCnyPricingCountry = (countryId: number): boolean => countryId === COUNTRY.china;

export const resellerApplicationFields = applicationFields
  .omit({ position_type: true, shareholder_attachment_urls: true })
  .extend({
    for: z
      .number({ error: incomplete(1) })
      .refine((value) => (ADD_FOR_VALUES as readonly number[]).includes(value), incomplete(1)),
    /** The sub-reseller the merchant joins (required when `for` is 2). */
    sub_reseller_id: z.number().int().positive().nullable().optional().default(null),
    merchant_admin: merchantAdminSchema,
    power_of_attorney_url: optionalFileToken,
    shareholders: z.array(shareholderSchema).max(MAX_SHAREHOLDERS, message('shareholders_too_many')),
    legal_person_selfie_url: optionalFileToken,
    rates: z.array(rateRuleSchema).max(40, message('rates_too_many')),
  });

type ResellerApplicationFields = z.output<typeof resellerApplicationFields>;

/** The rules of the reseller's parts (the merchant application's joint rules run first). */
export function checkResellerRules(form: ResellerApplicationFields, context: z.RefinementCtx): void {
  const issue = (path: (string | number)[], key: MessageKey) =>
    context.addIssue({ code: 'custom', path, message: key });
  if (form.for === ADD_FOR.subReseller && !form.sub_reseller_id)
    issue(['sub_reseller_id'], message('sub_reseller_required'));

  const admin = form.merchant_admin;
  if (!admin.phone && !admin.email) issue(['merchant_admin'], message('admin_contact_required'));
  if (admin.phone && !admin.phone_region) issue(['merchant_admin', 'phone_region'], message('admin_phone_format'));

  if (form.for === ADD_FOR.subReseller && !form.power_of_attorney_url)
    issue(['power_of_attorney_url'], message('power_of_attorney_required'));

  const people = form.shareholders;
  if (people.length === 0) issue(['shareholders'], incomplete(4));
  const legalPersons = people.filter((person) => person.position_type === LEGAL_PERSON_POSITION).length;
  if (legalPersons !== 1) issue(['shareholders'], message('legal_person_one'));
  const total = people.reduce((sum, person) => sum + shareBasisPoints(person.share_percent), 0);
  if (total > 100 * 100) issue(['shareholders'], message('shares_over_100'));
  for (const index of peopleNeedingIds(people)) {
    const person = people[index]!;
    if (person.id_type === null) issue(['shareholders', index, 'id_type'], message('id_required'));
    if (!person.id_front_url) issue(['shareholders', index, 'id_front_url'], message('id_required'));
    if (person.id_type !== null && idHasBack(person.id_type) && !person.id_back_url)
      issue(['shareholders', index, 'id_back_url'], message('id_back_required'));
  }
  people.forEach((person, index) => {
    if (person.id_type === ID_TYPE.passport && person.id_back_url)
      issue(['shareholders', index, 'id_back_url'], message('passport_no_back'));
  });
  if (!form.legal_person_selfie_url) issue(['legal_person_selfie_url'], message('selfie_required'));

  if (form.rates.length === 0) issue(['rates'], message('rates_required'));
}

/**
 * A whole valid add-merchant form, for the reseller itself: the merchant application's sample without the applicant's
 * role, with the merchant's admin, one legal person (a passport and the selfie) and one rate. The schema's example and
 * the base of the tests' samples.
 */
const { position_type: _role, ...SAMPLE_COMPANY } = SAMPLE_APPLICATION;
export const SAMPLE_RESELLER_APPLICATION = {
  ...SAMPLE_COMPANY,
  for: 1,
  merchant_admin: { email: 'admin@example.test' },
  shareholders: [
    { name: 'Sam Sample', share_percent: 100, position_type: 1, id_type: 3, id_front_url: 'passport-token-0123456789' },
  ],
  legal_person_selfie_url: 'selfie-token-0123456789',
  rates: [{ payment_channel_id: 1, disburse_period_days: 1, rate: 0.02, flat_fee: 0 }],
};

export const resellerApplicationSchema = resellerApplicationFields
  .superRefine((form, context) => {
    checkApplicationRules(form, context);
    checkResellerRules(form, context);
  })
  // A whole valid form: the fields' rules join one another, so a sample built field by field would not pass.
  .meta({
    examples: [SAMPLE_RESELLER_APPLICATION],
  });

export type ResellerApplicationForm = z.input<typeof resellerApplicationSchema>;
export type ResellerApplication = z.output<typeof resellerApplicationSchema>;

/** The file fields of the reseller's form beyond the application's (the IDs are in the share list). */
export const RESELLER_FILE_FIELDS = ['power_of_attorney_url', 'legal_person_selfie_url'] as const;

/** Every file token the form names (the application's documents, the power of attorney, the selfie, the IDs). */
export function resellerFormTokens(form: ResellerApplication): string[] {
  const named = [...APPLICATION_FILE_FIELDS, ...RESELLER_FILE_FIELDS].map((field) => form[field]);
  const ids = form.shareholders.flatMap((person) => [person.id_front_url, person.id_back_url]);
  return [...named, ...ids].filter((token): token is string => typeof token === 'string' && token !== '');
}
