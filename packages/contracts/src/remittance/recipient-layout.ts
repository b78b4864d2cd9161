/**
 * What a recipient's form asks, by kind, type, currency and payment network (issue 14 §3; second document §3
 * "Recipient", §9 "Other lookups"), and each field's check — one table the web form renders from and the server
 * validates with, so both ask for and refuse the same things in the same words.
 *
 * Networks by currency (the spec names the networks, not which currency has which; our choice, ARCHITECTURE.md):
 * AUD local (BSB and account number, the settlement form's rules and directory) or SWIFT; CNY local (a mainland
 * bank card with its bank and branch province and city) or SWIFT; EUR SEPA (an IBAN of a SEPA country) or SWIFT;
 * every other listed currency a bank transfer (the bank's name and the account number) or SWIFT. SWIFT asks for the
 * BIC and the beneficiary's address, as international wires carry it.
 */
import { z } from 'zod';
import { bankDetailSchema } from '../calls/settlement-account.ts';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../field-rules.ts';
import { CURRENCIES } from '../lookups/currencies.ts';
import {
  bicProblem,
  cnCardProblem,
  compactBankNumber,
  FOREIGN_ACCOUNT_PATTERN,
  sepaIbanProblem,
  swiftAccountProblem,
} from './bank-checks.ts';
import { isCountryCode } from './iso-countries.ts';

/** Recipient types (second document §9): 1 person, 2 business or charity. */
export const RECIPIENT_TYPE = { person: 1, business: 2 } as const;
/** Recipient kinds (second document §3): 1 a user of the product (paid free, in seconds), 2 a bank account. */
export const RECIPIENT_KIND = { productUser: 1, bankAccount: 2 } as const;
/** Payment networks (second document §4): 1 local, 2 SWIFT, 3 bank transfer, 4 SEPA. */
export const PAYMENT_NETWORK = { local: 1, swift: 2, bankTransfer: 3, sepa: 4 } as const;
export type PaymentNetwork = (typeof PAYMENT_NETWORK)[keyof typeof PAYMENT_NETWORK];

const AUD = 1;
const CNY = 3;
const EUR = 4;
export const RECIPIENT_CURRENCY = { AUD, CNY, EUR } as const;

/** The networks a currency's bank recipients may use, the usual one first. */
export function networksOf(currencyId: number): readonly PaymentNetwork[] {
  if (currencyId === AUD || currencyId === CNY) return [PAYMENT_NETWORK.local, PAYMENT_NETWORK.swift];
  if (currencyId === EUR) return [PAYMENT_NETWORK.sepa, PAYMENT_NETWORK.swift];
  return [PAYMENT_NETWORK.bankTransfer, PAYMENT_NETWORK.swift];
}

export const RECIPIENT_CURRENCY_IDS: readonly number[] = CURRENCIES.map((currency) => currency.id);

const text = (max: number, key: string) => z.string().trim().max(max, key);
/** A bank number as typed: spaces and dashes dropped, letters upper case. */
const bankNumber = (problem: (value: string) => string | null) =>
  z
    .string()
    .transform(compactBankNumber)
    .superRefine((value, ctx) => {
      const found = problem(value);
      if (found) ctx.addIssue({ code: 'custom', message: found });
    });

/** Each field's own check (applied when the field is given); whether it is asked and required is the layout's. */
export const RECIPIENT_FIELD_CHECKS = {
  user_account: z
    .string()
    .trim()
    .refine(
      (value) => EMAIL_PATTERN.test(value) || PHONE_PATTERN.test(value.replace(/\s/g, '')),
      'recipients.user_account_invalid',
    ),
  first_name: text(50, 'recipients.name_long'),
  middle_name: text(50, 'recipients.name_long'),
  last_name: text(50, 'recipients.name_long'),
  company_name: text(100, 'recipients.name_long'),
  country: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .refine(isCountryCode, 'recipients.country_invalid'),
  province: text(50, 'recipients.text_long'),
  city: text(50, 'recipients.text_long'),
  street: text(200, 'recipients.text_long'),
  post_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 -]{2,12}$/, 'recipients.post_code_invalid'),
  mail: z.string().trim().regex(EMAIL_PATTERN, 'recipients.mail_invalid'),
  comment: text(200, 'recipients.comment_long'),
  bank_name: text(100, 'recipients.text_long'),
  branch_province: text(50, 'recipients.text_long'),
  branch_city: text(50, 'recipients.text_long'),
  /** The settlement account form's BSB rule (six digits in the directory), one piece of code for both forms. */
  bsb: bankDetailSchema.shape.bsb_number,
  bic: bankNumber(bicProblem),
  au_account: bankDetailSchema.shape.account_number,
  cn_card: bankNumber(cnCardProblem),
  sepa_iban: bankNumber(sepaIbanProblem),
  swift_account: bankNumber(swiftAccountProblem),
  foreign_account: bankNumber((value) =>
    FOREIGN_ACCOUNT_PATTERN.test(value) ? null : 'recipients.account_number_invalid',
  ),
} satisfies Record<string, z.ZodType>;
export type RecipientCheck = keyof typeof RECIPIENT_FIELD_CHECKS;

/** The fields a recipient may carry (the input's names; account_number holds the card, IBAN or account). */
export const RECIPIENT_FIELDS = [
  'user_account',
  'first_name',
  'middle_name',
  'last_name',
  'company_name',
  'country',
  'province',
  'city',
  'street',
  'post_code',
  'mail',
  'bank_name',
  'branch_province',
  'branch_city',
  'bsb',
  'bic',
  'account_number',
  'comment',
] as const;
export type RecipientField = (typeof RECIPIENT_FIELDS)[number];

/** The fields that say where the money goes: changing one needs a new code and a new bank verification. */
export const BANK_FIELDS: readonly RecipientField[] = [
  'bank_name',
  'branch_province',
  'branch_city',
  'bsb',
  'bic',
  'account_number',
];

export interface LayoutField {
  field: RecipientField;
  isRequired: boolean;
  check: RecipientCheck;
}

export interface LayoutChoice {
  kind: number;
  type: number;
  currency_id: number;
  payment_network?: number | null | undefined;
}

const ask = (
  field: RecipientField,
  isRequired: boolean,
  check: RecipientCheck = field as RecipientCheck,
): LayoutField => ({
  field,
  isRequired,
  check,
});

function bankPart(currencyId: number, network: number): LayoutField[] {
  if (network === PAYMENT_NETWORK.local && currencyId === AUD)
    return [ask('bsb', true), ask('account_number', true, 'au_account')];
  if (network === PAYMENT_NETWORK.local && currencyId === CNY)
    return [
      ask('bank_name', true),
      ask('branch_province', true),
      ask('branch_city', true),
      ask('account_number', true, 'cn_card'),
    ];
  if (network === PAYMENT_NETWORK.sepa)
    return [ask('account_number', true, 'sepa_iban'), ask('bic', false), ask('bank_name', false)];
  if (network === PAYMENT_NETWORK.swift)
    return [ask('bic', true), ask('account_number', true, 'swift_account'), ask('bank_name', false)];
  return [ask('bank_name', true), ask('account_number', true, 'foreign_account')];
}

/**
 * The fields asked, in the form's order. A product user is named by phone or e-mail (their name comes from their
 * account); a bank recipient by name (a person's first and last, a business's company name), country, address and
 * the bank fields of its network. SWIFT requires the address; elsewhere it is optional. An edit asks the same,
 * except a product user's (their comment only).
 */
export function recipientLayout(choice: LayoutChoice, mode: 'add' | 'edit' = 'add'): LayoutField[] {
  // A product user is found once, when added: an edit changes the comment only.
  if (choice.kind === RECIPIENT_KIND.productUser)
    return mode === 'add' ? [ask('user_account', true), ask('comment', false)] : [ask('comment', false)];
  const network = choice.payment_network ?? networksOf(choice.currency_id)[0]!;
  const isSwift = network === PAYMENT_NETWORK.swift;
  const names =
    choice.type === RECIPIENT_TYPE.business
      ? [ask('company_name', true)]
      : [ask('first_name', true), ask('middle_name', false), ask('last_name', true)];
  return [
    ...names,
    ...bankPart(choice.currency_id, network),
    ask('country', true),
    ask('province', false),
    ask('city', isSwift),
    ask('street', isSwift),
    ask('post_code', isSwift),
    ask('mail', false),
    ask('comment', false),
  ];
}
