/**
 * Recipients of international transfers (issue 14 §3; second document §2 "Remittance wizard", §3 "Recipient", §5
 * "Recipients", §8): the merchant's list (10 a page, by name, by currency), add, edit, detail and delete. The spec
 * shows no paths or shapes for these calls; ours keep its field names. Every call is on the application centre's page
 * key `marketplace` (roles 1 and 5, as the remittance pages) for the merchant of the body.
 *
 * Adding a recipient, or changing where an existing one is paid (its bank fields), needs a code sent to the
 * signed-in user (Recipient/SendVerificationCode, MsgType 12) and, for a bank account, the bank's verification
 * (the bank-verification adapter) after the format and check-digit checks of remittance/bank-checks.ts.
 * Deleting is soft: a deleted recipient leaves the list but its detail stays readable (a transfer order names it).
 */
import { z } from 'zod';
import { API_PAGE_SIZE_MAX, PAGE_SIZE } from '../constants.ts';
import {
  networksOf,
  RECIPIENT_CURRENCY_IDS,
  RECIPIENT_FIELD_CHECKS,
  RECIPIENT_FIELDS,
  RECIPIENT_KIND,
  RECIPIENT_TYPE,
  recipientLayout,
  type RecipientField,
} from '../remittance/recipient-layout.ts';
import { codeSchema } from '../validation.ts';
import { defineCall, merchant } from './define.ts';

/** The verification-code purpose (MsgType) of adding a recipient or changing its bank details. */
export const RECIPIENT_MSG_TYPE = 12;
export const RECIPIENT_NAME_SEARCH_MAX = 100;

const merchantId = z.number().int().positive();
const recipientId = z.number().int().positive();

const choiceFields = {
  /** 1 person, 2 business or charity (a product user is a person). */
  type: z.union([z.literal(RECIPIENT_TYPE.person), z.literal(RECIPIENT_TYPE.business)], {
    error: 'recipients.type_invalid',
  }),
  /** 1 a user of the product, 2 a bank account. */
  kind: z.union([z.literal(RECIPIENT_KIND.productUser), z.literal(RECIPIENT_KIND.bankAccount)], {
    error: 'recipients.kind_invalid',
  }),
  /** The currency the recipient receives (002 §9 ids). */
  currency_id: z
    .number({ error: 'recipients.currency_invalid' })
    .int()
    .refine((id) => RECIPIENT_CURRENCY_IDS.includes(id), 'recipients.currency_invalid'),
  /** 1 local, 2 SWIFT, 3 bank transfer, 4 SEPA: one the currency offers (networksOf); none for a product user. */
  payment_network: z.number().int().nullish(),
};
const fieldInputs = Object.fromEntries(RECIPIENT_FIELDS.map((field) => [field, z.string().max(400).nullish()])) as {
  [F in RecipientField]: z.ZodOptional<z.ZodNullable<z.ZodString>>;
};

export interface RecipientInput {
  type: number;
  kind: number;
  currency_id: number;
  payment_network: number | null;
  /** The layout's fields that were given, each checked and normalised (bank numbers compact, country upper case). */
  fields: Partial<Record<RecipientField, string>>;
}

const recipientInput = (mode: 'add' | 'edit') =>
  z
    .object({ ...choiceFields, ...fieldInputs })
    .transform((input, ctx): RecipientInput => {
      const isProductUser = input.kind === RECIPIENT_KIND.productUser;
      const network = isProductUser ? null : (input.payment_network ?? null);
      if (!isProductUser && (network === null || !networksOf(input.currency_id).includes(network as never)))
        ctx.addIssue({ code: 'custom', message: 'recipients.network_invalid', path: ['payment_network'] });
      const type = isProductUser ? RECIPIENT_TYPE.person : input.type;
      const fields: Partial<Record<RecipientField, string>> = {};
      for (const { field, isRequired, check } of recipientLayout({ ...input, type, payment_network: network }, mode)) {
        const given = input[field]?.trim() ?? '';
        if (given === '') {
          if (isRequired) ctx.addIssue({ code: 'custom', message: `recipients.${field}_required`, path: [field] });
          continue;
        }
        const result = RECIPIENT_FIELD_CHECKS[check].safeParse(given);
        if (result.success) fields[field] = result.data;
        else ctx.addIssue({ code: 'custom', message: result.error.issues[0]!.message, path: [field] });
      }
      return { type, kind: input.kind, currency_id: input.currency_id, payment_network: network, fields };
    })
    .meta({ examples: [{ type: 1, kind: 1, currency_id: 3, user_account: 'owner@demo.test' }] });

/**
 * A recipient as the add and edit forms send it: the choice (kind, type, currency, network) and the fields of its
 * layout (recipientLayout). Required fields must be given; every given field passes its check; fields the layout
 * does not ask are dropped. A product user is always a person.
 */
export const recipientInputSchema = recipientInput('add');
/** The same for an edit: a product user's recipient changes its comment only. */
export const recipientEditSchema = recipientInput('edit');
export type RecipientFormInput = z.input<typeof recipientInputSchema>;

/** A recipient as answered. Bank fields are empty strings when the network has none; a product user's name is masked. */
export const recipientSchema = z.object({
  id: z.number(),
  type: z.number(),
  type_name: z.string(),
  kind: z.number(),
  kind_name: z.string(),
  currency_id: z.number(),
  currency: z.string(),
  payment_network: z.number().nullable(),
  payment_network_name: z.string(),
  /** The name shown: a person's "first middle last", a business's name, a product user's masked name. */
  name: z.string(),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  company_name: z.string(),
  /** ISO 3166 alpha-2. */
  country: z.string(),
  province: z.string(),
  city: z.string(),
  street: z.string(),
  post_code: z.string(),
  mail: z.string(),
  bank_name: z.string(),
  branch_province: z.string(),
  branch_city: z.string(),
  bsb: z.string(),
  bic: z.string(),
  account_number: z.string(),
  /** The account shown in lists: its last four characters ("•••• 1234"); a product user's masked phone or e-mail. */
  account_display: z.string(),
  comment: z.string(),
  create_time: z.string(),
  update_time: z.string(),
  /** Deleted recipients leave the list; their detail stays readable for the orders that name them. */
  is_deleted: z.boolean(),
});
export type Recipient = z.output<typeof recipientSchema>;

const answer = z.object({ data: recipientSchema });

export const recipientCalls = {
  'Recipient/GetRecipientList': defineCall({
    access: merchant('marketplace'),
    summary:
      "The merchant's recipients (deleted ones left out), newest first, 10 a page: name contains `name` (any case), " +
      'in currency_id when given.',
    request: z.object({
      merchant_id: merchantId,
      name: z.string().trim().max(RECIPIENT_NAME_SEARCH_MAX, 'recipients.search_long').optional(),
      currency_id: z.number().int().positive().nullish(),
      page_index: z.number().int().min(1).default(1),
      page_size: z.number().int().min(1).max(API_PAGE_SIZE_MAX).default(PAGE_SIZE),
    }),
    response: z.object({ page_data: z.object({ data: z.array(recipientSchema), total_count: z.number() }) }),
  }),
  'Recipient/GetRecipientDetail': defineCall({
    access: merchant('marketplace'),
    summary: "One recipient of the merchant (deleted ones too, marked is_deleted); another merchant's is not found.",
    request: z.object({ merchant_id: merchantId, id: recipientId }),
    response: answer,
  }),
  'Recipient/FindProductUser': defineCall({
    access: merchant('marketplace'),
    summary:
      'Finds a user of the product by phone (with its country code, e.g. "+61 412345678") or e-mail, to pay as a ' +
      'recipient (free and in seconds): answers the masked name only. Nobody found: "No user with this phone or e-mail".',
    request: z.object({
      merchant_id: merchantId,
      account: RECIPIENT_FIELD_CHECKS.user_account.meta({ examples: ['owner@demo.test'] }),
    }),
    response: z.object({ data: z.object({ name: z.string(), account: z.string() }) }),
  }),
  'Recipient/SendVerificationCode': defineCall({
    access: merchant('marketplace'),
    summary:
      'Sends a six-digit code (MsgType 12) to the signed-in user (their phone by SMS, or e-mail without one) to ' +
      "approve adding a recipient, or, with `id`, changing that recipient's bank details; valid 5 minutes, one a " +
      'minute. sent_to is the masked phone or e-mail.',
    request: z.object({ merchant_id: merchantId, id: recipientId.optional() }),
    response: z.object({ sent_to: z.string() }),
  }),
  'Recipient/AddRecipient': defineCall({
    access: merchant('marketplace'),
    summary:
      'Adds a recipient: the fields of its kind, type, currency and network (each checked: BSB directory, IBAN ' +
      "mod-97, BIC, Chinese card check digit …), then the code, then for a bank account the bank's verification. A " +
      'failed verification adds nothing: "failed to pass bank verification, check and resubmit" for CNY, "Bank ' +
      'account verification failed" otherwise.',
    request: z.object({ merchant_id: merchantId, code: codeSchema, recipient: recipientInputSchema }),
    response: answer,
  }),
  'Recipient/EditRecipient': defineCall({
    access: merchant('marketplace'),
    summary:
      'Changes a recipient (not its kind or currency). Changing its bank details (network, bank, branch, BSB, BIC or ' +
      "account number) needs a code sent with its id and passes the bank's verification again; names, address, " +
      'e-mail and comment need neither.',
    request: z.object({
      merchant_id: merchantId,
      id: recipientId,
      code: codeSchema.optional(),
      recipient: recipientEditSchema,
    }),
    response: answer,
  }),
  'Recipient/DeleteRecipient': defineCall({
    access: merchant('marketplace'),
    summary: 'Deletes a recipient from the list (its detail stays readable for the orders that name it).',
    request: z.object({ merchant_id: merchantId, id: recipientId }),
    response: z.object({}),
  }),
} as const;
