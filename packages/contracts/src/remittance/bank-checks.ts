/**
 * The recipient's bank checks (issue 14 §3; second document §5 "Recipients"): formats and check digits, shared by
 * the web form and the server so both refuse the same input with the same message. Each check answers a message
 * key (area `recipients`, or the settlement area's for the BSB, whose directory and form rules are reused) or null
 * when the input passes. Passing here is not the bank's word: the bank-verification adapter asks the bank next.
 */
import { isCountryCode } from './iso-countries.ts';

/** IBAN lengths by country (the SWIFT IBAN registry). */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BR: 29, BY: 28, CH: 21, CR: 22, CY: 28,
  CZ: 24, DE: 22, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18,
  GR: 27, GT: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32,
  LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MD: 24, ME: 22, MK: 19, MR: 27, MT: 31, MU: 30, NL: 18, NO: 15, PK: 24,
  PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, SA: 24, SC: 31, SE: 24, SI: 19, SK: 24, SM: 27, ST: 25, SV: 28,
  TL: 23, TN: 24, TR: 26, UA: 29, VA: 22, VG: 24, XK: 20,
}; // prettier-ignore

/** Countries of the SEPA scheme whose banks take SEPA credit transfers in euro (the EPC's list). */
export const SEPA_COUNTRIES: ReadonlySet<string> = new Set(
  'AD AT BE BG CH CY CZ DE DK EE ES FI FR GB GI GR HR HU IE IS IT LI LT LU LV MC MT NL NO PL PT RO SE SI SK SM VA'.split(
    ' ',
  ),
);

/** Spaces (and dashes) typed for readability are not part of a bank number. */
export const compactBankNumber = (text: string): string => text.replace(/[\s-]/g, '').toUpperCase();

export type IbanProblem =
  'recipients.iban_format' | 'recipients.iban_country' | 'recipients.iban_length' | 'recipients.iban_checksum';

/** ISO 13616 mod-97: move the first four characters to the end, letters to 10–35, the number mod 97 must be 1. */
function ibanRemainder(iban: string): number {
  let remainder = 0;
  for (const char of iban.slice(4) + iban.slice(0, 4)) {
    const value = Number.parseInt(char, 36);
    remainder = value >= 10 ? (remainder * 100 + value) % 97 : (remainder * 10 + value) % 97;
  }
  return remainder;
}

export function ibanProblem(text: string): IbanProblem | null {
  const iban = compactBankNumber(text);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(iban)) return 'recipients.iban_format';
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length === undefined) return 'recipients.iban_country';
  if (iban.length !== length) return 'recipients.iban_length';
  return ibanRemainder(iban) === 1 ? null : 'recipients.iban_checksum';
}

/** A SEPA IBAN: a valid IBAN of a SEPA country. */
export function sepaIbanProblem(text: string): IbanProblem | 'recipients.iban_not_sepa' | null {
  const problem = ibanProblem(text);
  if (problem) return problem;
  return SEPA_COUNTRIES.has(compactBankNumber(text).slice(0, 2)) ? null : 'recipients.iban_not_sepa';
}

export type BicProblem = 'recipients.bic_format' | 'recipients.bic_country';

/** ISO 9362: 4 letters (bank), 2 letters (country), 2 letters or digits (location), optionally 3 (branch). */
export function bicProblem(text: string): BicProblem | null {
  const bic = compactBankNumber(text);
  if (!/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic)) return 'recipients.bic_format';
  return isCountryCode(bic.slice(4, 6)) ? null : 'recipients.bic_country';
}

/** The Luhn (mod-10) check digit, as China UnionPay bank cards carry it in their last digit. */
export function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type CnCardProblem = 'recipients.card_format' | 'recipients.card_check_digit';

/** A Chinese bank card (debit card) number: 16 to 19 digits whose last is the Luhn check digit. */
export function cnCardProblem(text: string): CnCardProblem | null {
  const digits = compactBankNumber(text);
  if (!/^\d{16,19}$/.test(digits)) return 'recipients.card_format';
  return isLuhnValid(digits) ? null : 'recipients.card_check_digit';
}

/** A bank account number of another country (SWIFT or a bank transfer): 4 to 34 letters or digits (the IBAN's bound). */
export const FOREIGN_ACCOUNT_PATTERN = /^[A-Z0-9]{4,34}$/;

/** A SWIFT account: an IBAN when it starts with a country's two letters (checked as one), else 4–34 letters or digits. */
export function swiftAccountProblem(text: string): IbanProblem | 'recipients.account_number_invalid' | null {
  const account = compactBankNumber(text);
  if (/^[A-Z]{2}\d{2}/.test(account) && IBAN_LENGTHS[account.slice(0, 2)] !== undefined) return ibanProblem(account);
  return FOREIGN_ACCOUNT_PATTERN.test(account) ? null : 'recipients.account_number_invalid';
}
