import { describe, expect, it } from 'vitest';
import { bankEffectiveDate } from './settlement-account.service.ts';

describe('bankEffectiveDate (a bank account takes at least one Australian working day)', () => {
  it('is the day after the next working day', () => {
    expect(bankEffectiveDate('2026-12-07')).toBe('2026-12-09'); // Monday → Wednesday (Tuesday passes)
    expect(bankEffectiveDate('2026-12-10')).toBe('2026-12-12'); // Thursday → Saturday (Friday passes)
  });

  it('skips the weekend', () => {
    expect(bankEffectiveDate('2026-12-04')).toBe('2026-12-08'); // Friday → Tuesday (Monday passes)
    expect(bankEffectiveDate('2026-12-05')).toBe('2026-12-08'); // Saturday → Tuesday
    expect(bankEffectiveDate('2026-12-06')).toBe('2026-12-08'); // Sunday → Tuesday
  });

  it('skips public holidays', () => {
    // Christmas (Friday), the weekend and Boxing Day observed (Monday 28th): Tuesday 29th is the working day.
    expect(bankEffectiveDate('2026-12-24')).toBe('2026-12-30');
    // Good Friday 2027-03-26 and Easter Monday 2027-03-29: Tuesday 30th is the working day.
    expect(bankEffectiveDate('2027-03-25')).toBe('2027-03-31');
  });
});
