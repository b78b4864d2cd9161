import { describe, expect, it } from 'vitest';
import { bankDetailSchema } from '../calls/settlement-account.ts';
import { bsbLookup, bsbProblem, formatBsb } from './bsb-directory.ts';

describe('the BSB directory', () => {
  it('knows the banks by their first two digits and the state by the third', () => {
    expect(bsbLookup('062-000')).toMatchObject({ bank: { en: 'Commonwealth Bank' }, state: { en: 'NSW / ACT' } });
    expect(bsbLookup('013006')?.bank.en).toBe('ANZ');
    expect(bsbLookup('733-000')?.bank.en).toBe('Westpac');
    expect(bsbLookup('083 004')).toMatchObject({ bank: { en: 'National Australia Bank' }, state: { en: 'VIC' } });
    expect(bsbLookup('484-799')?.state.en).toBe('QLD');
    expect(bsbLookup('633000')?.bank.en).toBe('Bendigo Bank');
    expect(bsbLookup('923100')?.bank.en).toBe('ING');
  });

  it('names the problem: not six digits, an unknown bank, an unknown state', () => {
    expect(bsbProblem('06200')).toBe('settlement.bsb_format');
    expect(bsbProblem('0620001')).toBe('settlement.bsb_format');
    expect(bsbProblem('06a000')).toBe('settlement.bsb_format');
    expect(bsbProblem('992000')).toBe('settlement.bsb_bank');
    expect(bsbProblem('060000')).toBe('settlement.bsb_state');
    expect(bsbProblem('061000')).toBe('settlement.bsb_state');
    expect(bsbProblem('062-000')).toBeNull();
  });

  it('shows a BSB as 000-000', () => {
    expect(formatBsb('062000')).toBe('062-000');
    expect(formatBsb('062-000')).toBe('062-000');
  });
});

describe('the bank form', () => {
  const valid = { account_name: 'Harbour Noodle House', bsb_number: '062-000', account_number: '12345678' };
  const problems = (input: object) => {
    const result = bankDetailSchema.safeParse({ ...valid, ...input });
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('takes a valid account, the BSB as six digits', () => {
    expect(bankDetailSchema.parse(valid).bsb_number).toBe('062000');
    expect(problems({ account_number: '12345' })).toEqual([]);
    expect(problems({ account_number: '123456789' })).toEqual([]);
  });

  it('requires every field, 5 to 9 digits of account number and a BSB in the directory', () => {
    expect(problems({ account_name: '  ' })).toEqual(['settlement.account_name_required']);
    expect(problems({ account_number: '1234' })).toEqual(['settlement.account_number_invalid']);
    expect(problems({ account_number: '1234567890' })).toEqual(['settlement.account_number_invalid']);
    expect(problems({ account_number: '12345a' })).toEqual(['settlement.account_number_invalid']);
    expect(problems({ bsb_number: '' })).toEqual(['settlement.bsb_format']);
    expect(problems({ bsb_number: '991-000' })).toEqual(['settlement.bsb_bank']);
  });
});
