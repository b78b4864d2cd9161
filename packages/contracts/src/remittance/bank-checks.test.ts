import { describe, expect, it } from 'vitest';
import { bsbProblem } from '../lookups/bsb-directory.ts';
import {
  bicProblem,
  cnCardProblem,
  ibanProblem,
  isLuhnValid,
  sepaIbanProblem,
  swiftAccountProblem,
} from './bank-checks.ts';

describe('IBAN (mod-97, per-country length)', () => {
  it.each([
    'DE89370400440532013000',
    'DE89 3704 0044 0532 0130 00',
    'GB82WEST12345698765432',
    'FR1420041010050500013M02606',
    'NL91ABNA0417164300',
    'BE68539007547034',
    'CH9300762011623852957',
    'NO9386011117947',
    'IT60X0542811101000000123456',
    'es9121000418450200051332',
  ])('accepts %s', (iban) => expect(ibanProblem(iban)).toBeNull());

  it.each([
    ['DE89370400440532013001', 'recipients.iban_checksum'],
    ['GB82WEST12345698765433', 'recipients.iban_checksum'],
    ['DE8937040044053201300', 'recipients.iban_length'],
    ['NL91ABNA04171643000', 'recipients.iban_length'],
    ['ZZ89370400440532013000', 'recipients.iban_country'],
    ['US12345678901234567', 'recipients.iban_country'],
    ['1234', 'recipients.iban_format'],
    ['DE8937040044053201300!', 'recipients.iban_format'],
    ['', 'recipients.iban_format'],
  ])('refuses %s with %s', (iban, problem) => expect(ibanProblem(iban)).toBe(problem));

  it('takes only SEPA countries for SEPA', () => {
    expect(sepaIbanProblem('DE89370400440532013000')).toBeNull();
    expect(sepaIbanProblem('SA0380000000608010167519')).toBe('recipients.iban_not_sepa');
    expect(sepaIbanProblem('DE89370400440532013001')).toBe('recipients.iban_checksum');
  });
});

describe('BIC (8 or 11 characters, a real country)', () => {
  it.each(['DEUTDEFF', 'DEUTDEFF500', 'NWBKGB2L', 'BKCHCNBJ', 'CTBAAU2S', 'ICBKCNBJSZN', 'bkch cn bj'])(
    'accepts %s',
    (bic) => expect(bicProblem(bic)).toBeNull(),
  );
  it.each([
    ['DEUTDEF', 'recipients.bic_format'],
    ['DEUTDEFF50', 'recipients.bic_format'],
    ['DEUTDEFF5000', 'recipients.bic_format'],
    ['DEU1DEFF', 'recipients.bic_format'],
    ['DEUT1EFF', 'recipients.bic_format'],
    ['DEUTZZFF', 'recipients.bic_country'],
    ['DEUTQQFF500', 'recipients.bic_country'],
  ])('refuses %s with %s', (bic, problem) => expect(bicProblem(bic)).toBe(problem));
});

describe('BSB (the settlement form’s directory, reused)', () => {
  it.each(['062000', '062-000', '083-004', '733-000'])('accepts %s', (bsb) => expect(bsbProblem(bsb)).toBeNull());
  it.each([
    ['06200', 'settlement.bsb_format'],
    ['ABC123', 'settlement.bsb_format'],
    ['992000', 'settlement.bsb_bank'],
    ['061000', 'settlement.bsb_state'],
  ])('refuses %s with %s', (bsb, problem) => expect(bsbProblem(bsb)).toBe(problem));
});

describe('Chinese bank card (16–19 digits, Luhn check digit)', () => {
  it.each([
    '6217000010001234',
    '62284801234567897',
    '622202020001234561',
    '6225880123456789017',
    '6225 8801 2345 6789 017',
  ])('accepts %s', (card) => expect(cnCardProblem(card)).toBeNull());
  it.each([
    ['6217000010001235', 'recipients.card_check_digit'],
    ['622202020001234562', 'recipients.card_check_digit'],
    ['621700001000123', 'recipients.card_format'],
    ['62258801234567890170', 'recipients.card_format'],
    ['6217A00010001234', 'recipients.card_format'],
  ])('refuses %s with %s', (card, problem) => expect(cnCardProblem(card)).toBe(problem));
  it('computes the Luhn digit', () => {
    expect(isLuhnValid('79927398713')).toBe(true);
    expect(isLuhnValid('79927398710')).toBe(false);
  });
});

describe('SWIFT account number', () => {
  it.each(['123456789', 'GB82WEST12345698765432', 'AB12CD34'])('accepts %s', (account) =>
    expect(swiftAccountProblem(account)).toBeNull(),
  );
  it.each([
    ['GB82WEST12345698765433', 'recipients.iban_checksum'],
    ['123', 'recipients.account_number_invalid'],
    ['12-34/56', 'recipients.account_number_invalid'],
  ])('refuses %s with %s', (account, problem) => expect(swiftAccountProblem(account)).toBe(problem));
});
