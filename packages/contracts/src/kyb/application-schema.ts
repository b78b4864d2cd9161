import { z } from 'zod';
import type { MessageKey } from '../i18n.ts';
import { COUNTRY, COUNTRY_IDS } from '../lookups/countries.ts';
import { PHONE_COUNTRY_CODES } from '../constants.ts';
import { ABN_MIN_LENGTH, isValidAbn, isValidUscc, normalizeBusinessNumber } from './business-number.ts';
import {
  FAST_SETTLE,
  POSITION_TYPES,
  SETTLEMENT_DAY_TYPES,
  SETTLEMENT_TYPE,
  STORE_TYPE,
  STORE_TYPES,
} from './application-choices.ts';

/**
 * The merchant application (second document, sections 3 and 5; class number 001), checked the same way by the form
 * and by the server. Field names are the spec's where it gives one. Every required field missing reports its
 * step's message (the spec's 'complete company basic info' …), so the form jumps to that step.
 */
export const APPLICATION_STEPS = [1, 2, 3, 4, 5] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];

export const STEP_FIELDS = {
  1: [
    'country_id',
    'time_zone',
    'au_company_abn',
    'business_license_number',
    'merchant_name',
    'company_type_id',
    'industry_id',
    'au_company_trading_name',
    'position_type',
    'store_type',
  ],
  2: [
    'province_id',
    'city_id',
    'street_address_one',
    'post_code',
    'email',
    'mobile_phone_region',
    'mobile_phone',
    'web_site',
  ],
  3: ['au_attachment_asic_extract_url', 'store_url', 'store_url1', 'store_photo_url2', 'bank_statement'],
  4: ['shareholder_attachment_urls'],
  5: [
    'settlement_type',
    'au_bank_account_name',
    'au_bank_bsb_number',
    'au_bank_account_number',
    'is_fast_settle',
    'fast_settlement_range',
  ],
} as const satisfies Record<ApplicationStep, readonly string[]>;
export type ApplicationField = (typeof STEP_FIELDS)[ApplicationStep][number];

/** The step a field is asked in (the form jumps there when the field is refused). */
export function stepOf(field: string): ApplicationStep {
  const step = APPLICATION_STEPS.find((each) => (STEP_FIELDS[each] as readonly string[]).includes(field));
  return step ?? 1;
}

const incomplete = (step: ApplicationStep) => `kyb.incomplete_step_${step}` as MessageKey;
const wrong = (field: ApplicationField) => `kyb.format.${field}` as MessageKey;

/** An upload's token, as `upload_file` answered it. */
const FILE_TOKEN = /^[\w-]{16,64}$/;
const POSTCODE: Record<number, RegExp> = { [COUNTRY.australia]: /^\d{4}$/, [COUNTRY.china]: /^\d{6}$/ };

const text = (step: ApplicationStep, field: ApplicationField, max: number) =>
  z
    .string({ error: incomplete(step) })
    .trim()
    .min(1, incomplete(step))
    .max(max, wrong(field));
const optionalText = (field: ApplicationField, max: number) =>
  z.string().trim().max(max, wrong(field)).optional().default('');
const id = (step: ApplicationStep) =>
  z
    .number({ error: incomplete(step) })
    .int(incomplete(step))
    .positive(incomplete(step));
const choice = <T extends number>(step: ApplicationStep, values: readonly T[]) =>
  z.number({ error: incomplete(step) }).refine((value): value is T => values.includes(value as T), incomplete(step));
const file = (field: ApplicationField) =>
  z.string().refine((value) => value === '' || FILE_TOKEN.test(value), wrong(field));
const optionalFile = (field: ApplicationField) => file(field).optional().default('');

/** The fields of the application one by one; their joint rules are `checkApplicationRules`. */
export const applicationFields = z.object({
  country_id: z.number({ error: incomplete(1) }).refine((value) => COUNTRY_IDS.includes(value), incomplete(1)),
  time_zone: text(1, 'time_zone', 64),
  au_company_abn: optionalText('au_company_abn', 20).transform(normalizeBusinessNumber),
  business_license_number: optionalText('business_license_number', 18).transform(normalizeBusinessNumber),
  merchant_name: text(1, 'merchant_name', 100),
  company_type_id: id(1),
  industry_id: id(1),
  au_company_trading_name: text(1, 'au_company_trading_name', 50),
  position_type: choice(1, POSITION_TYPES),
  store_type: choice(1, STORE_TYPES),

  province_id: id(2),
  city_id: id(2),
  street_address_one: text(2, 'street_address_one', 200),
  post_code: text(2, 'post_code', 10),
  email: text(2, 'email', 100).pipe(z.email(wrong('email'))),
  mobile_phone_region: z.enum(PHONE_COUNTRY_CODES, { error: incomplete(2) }),
  mobile_phone: text(2, 'mobile_phone', 20).refine((value) => /^\d{6,15}$/.test(value), wrong('mobile_phone')),
  web_site: optionalText('web_site', 200),

  au_attachment_asic_extract_url: file('au_attachment_asic_extract_url').refine(Boolean, incomplete(3)),
  store_url: optionalFile('store_url'),
  store_url1: optionalFile('store_url1'),
  store_photo_url2: optionalFile('store_photo_url2'),
  bank_statement: optionalFile('bank_statement'),

  shareholder_attachment_urls: z
    .array(z.string().regex(FILE_TOKEN, wrong('shareholder_attachment_urls')))
    .max(10, wrong('shareholder_attachment_urls'))
    .optional()
    .default([]),

  settlement_type: choice(5, [SETTLEMENT_TYPE.globalAccount, SETTLEMENT_TYPE.bankAccount])
    .optional()
    .default(SETTLEMENT_TYPE.bankAccount),
  au_bank_account_name: optionalText('au_bank_account_name', 100),
  au_bank_bsb_number: optionalText('au_bank_bsb_number', 6),
  au_bank_account_number: optionalText('au_bank_account_number', 10),
  is_fast_settle: choice(5, [FAST_SETTLE.yes, FAST_SETTLE.no]).optional().default(FAST_SETTLE.no),
  fast_settlement_range: z
    .array(z.enum(SETTLEMENT_DAY_TYPES, { error: incomplete(5) }))
    .max(2)
    .optional()
    .default([]),
});

/** What the joint rules read: every field but the applicant's role and the shareholders' documents. */
export type ApplicationRulesInput = Omit<
  z.output<typeof applicationFields>,
  'position_type' | 'shareholder_attachment_urls'
>;

/**
 * The rules that join fields (the business number by country, the post code, the website of an online store, the
 * store photos of a physical one, the bank account, the T+0 days): written once, for this application and for the
 * reseller's add-merchant form (resellers/add-merchant-schema.ts).
 */
export function checkApplicationRules(form: ApplicationRulesInput, context: z.RefinementCtx): void {
  const issue = (field: ApplicationField, message: string) =>
    context.addIssue({ code: 'custom', path: [field], message });
  if (form.country_id === COUNTRY.australia) {
    if (!form.au_company_abn) issue('au_company_abn', incomplete(1));
    else if (form.au_company_abn.length < ABN_MIN_LENGTH) issue('au_company_abn', wrong('au_company_abn'));
    else if (!isValidAbn(form.au_company_abn)) issue('au_company_abn', 'kyb.abn_invalid');
  } else if (form.country_id === COUNTRY.china) {
    if (!form.business_license_number) issue('business_license_number', incomplete(1));
    else if (!isValidUscc(form.business_license_number)) issue('business_license_number', 'kyb.uscc_invalid');
  }
  if (POSTCODE[form.country_id] && !POSTCODE[form.country_id]!.test(form.post_code))
    issue('post_code', wrong('post_code'));
  if (form.store_type === STORE_TYPE.online) {
    if (!form.web_site) issue('web_site', incomplete(2));
    else if (!/^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(form.web_site)) issue('web_site', wrong('web_site'));
  }
  if (form.store_type === STORE_TYPE.physical) {
    for (const field of ['store_url', 'store_url1', 'store_photo_url2'] as const)
      if (!form[field]) issue(field, incomplete(3));
  }
  if (form.settlement_type === SETTLEMENT_TYPE.bankAccount) {
    if (!form.au_bank_account_name) issue('au_bank_account_name', incomplete(5));
    if (!/^\d{6}$/.test(form.au_bank_bsb_number)) issue('au_bank_bsb_number', incomplete(5));
    if (!/^\d{6,10}$/.test(form.au_bank_account_number)) issue('au_bank_account_number', incomplete(5));
  }
  if (form.is_fast_settle === FAST_SETTLE.yes && form.fast_settlement_range.length === 0)
    issue('fast_settlement_range', incomplete(5));
}

/** A whole valid application (an Australian Pty Ltd, a micro-shop): the schema's example, and the base of the tests'
 * and the bench's samples. The fields' rules join one another, so a sample built field by field would not pass. */
export const SAMPLE_APPLICATION = {
  country_id: 1,
  time_zone: 'Australia/Sydney',
  au_company_abn: '51824753556',
  business_license_number: '',
  merchant_name: 'Sample Trading Pty Ltd',
  company_type_id: 1,
  industry_id: 101,
  au_company_trading_name: 'Sample Trading',
  position_type: 1,
  store_type: 3,
  province_id: 1001,
  city_id: 1101,
  street_address_one: '1 George Street',
  post_code: '2000',
  email: 'sample@example.test',
  mobile_phone_region: '+61',
  mobile_phone: '412000000',
  web_site: '',
  au_attachment_asic_extract_url: 'asic-extract-token-0123456789',
  settlement_type: 2,
  au_bank_account_name: 'Sample Trading Pty Ltd',
  au_bank_bsb_number: '062000',
  au_bank_account_number: '12345678',
  is_fast_settle: 2,
};

export const applicationSchema = applicationFields.superRefine(checkApplicationRules).meta({
  examples: [SAMPLE_APPLICATION],
});

export type ApplicationForm = z.input<typeof applicationSchema>;
export type Application = z.output<typeof applicationSchema>;

/** The file fields of an application, in the detail's order (the shareholders' documents follow them). */
export const APPLICATION_FILE_FIELDS = [
  'au_attachment_asic_extract_url',
  'store_url',
  'store_url1',
  'store_photo_url2',
  'bank_statement',
] as const;
