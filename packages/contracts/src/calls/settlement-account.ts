/**
 * The settlement account (issue 12 §1; first document §2 "Settlement account", §4, §5, §7 "Settlement account"):
 * where each currency's payouts go — a bank account (AUD; name, BSB, number) or the merchant's global account in
 * that currency (the default) — and its change, verified with a code sent to the signed-in user's phone. The calls
 * keep the spec's names ("Monix account" is the spec's word for the global account). Every call is the settlement
 * page's (role 1). Times are `YYYY-MM-DD HH:mm:ss` in the merchant's time zone; amounts major units.
 *
 * Ids: `account_id` in Get_Australia_Disbursement_Bank and the two Set calls is a settlement account (one entry of
 * the account's history; 0 when none was ever set); a global ("Monix") account id is that global account's own id.
 *
 * The change: MonixService/SendVerificationCode sends a code, MonixService/ValAndRemoveVerificationCode spends it
 * and answers a short-lived verification token, and a Set call with that token records the new account. The token
 * is good for one change of this merchant by this user (a later change of the merchant's accounts spends it).
 */
import { z } from 'zod';
import { bsbProblem } from '../lookups/bsb-directory.ts';
import { codeSchema } from '../validation.ts';
import { PAYOUT_TARGET } from './payouts.ts';
import { defineCall, merchant } from './define.ts';

export { PAYOUT_TARGET };
/** The verification-code purpose (MsgType) of a settlement account change (after the spec's 1–8 and the API key's 9). */
export const SETTLEMENT_ACCOUNT_MSG_TYPE = 10;
/** The account dropdown's page size (first document §9). */
export const ACCOUNT_LIST_PAGE_SIZE_MAX = 99;
/** An account number: digits only, 5 to 9 of them. */
export const ACCOUNT_NUMBER_PATTERN = /^\d{5,9}$/;
export const ACCOUNT_NAME_MAX = 100;

const merchantId = z.number().int().positive();
const currencyId = z.number().int().positive();

/** The bank form (first document §5 "Bank settlement"): every field required; the BSB in the directory. */
export const bankDetailSchema = z.object({
  account_name: z
    .string({ error: 'settlement.account_name_required' })
    .trim()
    .min(1, 'settlement.account_name_required')
    .max(ACCOUNT_NAME_MAX, 'settlement.account_name_long'),
  account_number: z
    .string({ error: 'settlement.account_number_invalid' })
    .trim()
    .regex(ACCOUNT_NUMBER_PATTERN, 'settlement.account_number_invalid')
    .meta({ examples: ['12345678'] }),
  /** Six digits, with or without the dash ("062-000" or "062000"); stored and answered as six digits. */
  bsb_number: z
    .string({ error: 'settlement.bsb_format' })
    .trim()
    .transform((text) => text.replace(/[\s-]/g, ''))
    .superRefine((digits, ctx) => {
      const problem = bsbProblem(digits);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .meta({ examples: ['062000'] }),
});
export type BankDetailInput = z.input<typeof bankDetailSchema>;

/** A bank account as answered: the bank's name comes from the BSB directory in the caller's language. */
export const bankAccountSchema = z.object({
  account_name: z.string(),
  account_number: z.string(),
  bsb_number: z.string(),
  bank_name: z.string(),
});

/** A global ("Monix") account (first document §3 "Global account"). */
export const globalAccountSchema = z.object({
  id: z.number(),
  currency_id: z.number(),
  /** ISO code. */
  currency_number: z.string(),
  nickname: z.string(),
  /** The account number, digits (shown grouped in 4s). */
  number: z.string(),
  available_funds: z.number(),
  total_balance: z.number(),
});
export type GlobalAccount = z.output<typeof globalAccountSchema>;

/** Where payouts go from a time on: a bank account or the global account. */
const targetFields = {
  /** The settlement account (history entry) id; 0 for the default global account (never set). */
  account_id: z.number(),
  /** 1 bank account, 2 global account (PAYOUT_TARGET). */
  settlement_type: z.number(),
  bank: bankAccountSchema.nullable(),
  global_account: globalAccountSchema.nullable(),
  /** From when; null: from the start. */
  effective_at: z.string().nullable(),
};

export const settlementAccountSchema = z.object({
  currency_id: z.number(),
  currency: z.string(),
  ...targetFields,
  /** A change made but not in force yet (a bank account takes a working day); null when none. */
  pending: z.object(targetFields).nullable(),
  /** The id a change must name as account_id: the latest entry, pending or in force (0 when none). */
  latest_account_id: z.number(),
});
export type SettlementAccount = z.output<typeof settlementAccountSchema>;

const verificationToken = z
  .string({ error: 'settlement.verification_required' })
  .min(1, 'settlement.verification_required')
  .max(1_000)
  .meta({ examples: ['eyJtIjoxfQ.c2ln'] });
/** The Set calls' answer: the account as it stands now, and when the change takes effect. */
const changeResponse = z.object({ account: settlementAccountSchema, effective_at: z.string() });
const replacedAccountId = z.number({ error: 'settlement.changed_meanwhile' }).int().min(0);

export const settlementAccountCalls = {
  'account/get_settlement_account': defineCall({
    access: merchant('settlement'),
    summary:
      "Where a currency's payouts go now (currency_id: AUD 1, or another currency the merchant holds): the bank " +
      'account (name, BSB, number, bank name from the BSB directory) or the global account (nickname, number, ' +
      'balance), from when, and a change not in force yet (pending). Never set: the global account.',
    request: z.object({ merchant_id: merchantId, currency_id: currencyId }),
    response: z.object({ account: settlementAccountSchema }),
  }),
  Get_Settlement_Type: defineCall({
    access: merchant('settlement'),
    summary: 'The settlement type in force for a currency (default AUD): 1 bank account, 2 global account.',
    request: z.object({ merchant_id: merchantId, currency_id: currencyId.default(1) }),
    response: z.object({ settlement_type: z.number() }),
  }),
  Get_Australia_Disbursement_Bank: defineCall({
    access: merchant('settlement'),
    summary:
      'A bank settlement account of the merchant (account_id: a settlement account id): its bank detail, currency and ' +
      "from when it is (or was) in force. Another merchant's account, or a global account entry, is not found.",
    request: z.object({ merchant_id: merchantId, account_id: z.number().int().positive() }),
    response: z.object({
      bank_detail: bankAccountSchema,
      currency_id: z.number(),
      effective_at: z.string().nullable(),
    }),
  }),
  Get_Settlement_Monix_Account: defineCall({
    access: merchant('settlement'),
    summary: "The global account a currency's payouts are paid into when settled to the global account (default AUD).",
    request: z.object({ merchant_id: merchantId, currency_id: currencyId.default(1) }),
    response: z.object({ account: globalAccountSchema }),
  }),
  Get_Settlement_Monix_Account_By_MerchantId: defineCall({
    access: merchant('settlement'),
    summary:
      "The merchant's global accounts, one per currency it holds (AUD first), each saying whether that currency's " +
      'payouts go to it now (is_settlement_account).',
    request: z.object({ merchant_id: merchantId }),
    response: z.object({
      accounts: z.array(globalAccountSchema.extend({ is_settlement_account: z.boolean() })),
    }),
  }),
  'Account/Get_Account_List': defineCall({
    access: merchant('settlement'),
    summary:
      "The merchant's global accounts in the given currencies (all it holds when currency_ids is absent), one page " +
      '(page_size up to 99, the dropdown size).',
    request: z.object({
      merchant_id: merchantId,
      currency_ids: z.array(currencyId).max(50).optional(),
      page_index: z.number().int().min(1).default(1),
      page_size: z.number().int().min(1).max(ACCOUNT_LIST_PAGE_SIZE_MAX).default(ACCOUNT_LIST_PAGE_SIZE_MAX),
    }),
    response: z.object({ page_data: z.object({ data: z.array(globalAccountSchema), total_count: z.number().int() }) }),
  }),
  'MonixService/SendVerificationCode': defineCall({
    access: merchant('settlement'),
    summary:
      "Sends a six-digit code (MsgType 10) by SMS to the signed-in user's phone to approve a settlement account " +
      'change of this merchant; valid 5 minutes, one a minute. account_type 2 (phone) only; account, when given, ' +
      "must be the user's own phone (a code never goes anywhere else). sent_to is the masked phone.",
    request: z.object({
      merchant_id: merchantId,
      account: z.string().trim().max(40).optional(),
      account_type: z.literal(2, { error: 'settlement.phone_only' }).default(2),
    }),
    response: z.object({ sent_to: z.string() }),
  }),
  'MonixService/ValAndRemoveVerificationCode': defineCall({
    access: merchant('settlement'),
    summary:
      'Checks and spends the code sent by MonixService/SendVerificationCode for this merchant and user; answers a ' +
      'verification token good for one settlement account change within 5 minutes. A wrong code: "verification ' +
      'code error, check and re-enter", nothing spent but a try.',
    request: z.object({
      merchant_id: merchantId,
      account: z.string().trim().max(40).optional(),
      verification_code: codeSchema,
    }),
    response: z.object({ verification_token: z.string(), expires_in: z.number() }),
  }),
  Set_Settlement_Monix_Account: defineCall({
    access: merchant('settlement'),
    summary:
      "Pays a currency's payouts into the merchant's global account (linked_monix_account_id, its id; the currency " +
      'is its currency) from the next settlement on (effective now). account_id names the entry it replaces ' +
      '(latest_account_id; 0 none); a stale one is refused. Needs the verification token. Writes the security log ' +
      "and a message to the merchant's readers.",
    request: z.object({
      merchant_id: merchantId,
      account_id: replacedAccountId,
      linked_monix_account_id: z.number().int().positive(),
      verification_token: verificationToken,
    }),
    response: changeResponse,
  }),
  Set_Australia_Disbursement_Bank: defineCall({
    access: merchant('settlement'),
    summary:
      "Pays a currency's payouts to an Australian bank account: account name, BSB (6 digits in the directory) and " +
      'account number (5–9 digits). A bank account takes at least one Australian working day: it is in force from the end ' +
      "of the next working day (00:00 merchant time of the day after it), so today's clearing still goes to the old " +
      'account. account_id names the entry it replaces (latest_account_id; 0 none). Needs the verification token.',
    request: z.object({
      merchant_id: merchantId,
      currency_id: currencyId,
      account_id: replacedAccountId,
      bank_detail: bankDetailSchema,
      verification_token: verificationToken,
    }),
    response: changeResponse,
  }),
} as const;
