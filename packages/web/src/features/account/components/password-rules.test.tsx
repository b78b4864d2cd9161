// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../../i18n/i18n.ts';
import { PasswordRules } from './password-rules.tsx';

const states = (password: string, person?: { name: string; email: string; phone: string }) => {
  const { container, unmount } = render(<PasswordRules password={password} person={person} />);
  const result = Object.fromEntries(
    [...container.querySelectorAll<HTMLLIElement>('li[data-rule]')].map((item) => [
      item.dataset.rule,
      item.dataset.satisfied === 'true',
    ]),
  );
  unmount();
  return result;
};

describe('password checklist', () => {
  // Unmount what each case rendered, so no React work outlives the test environment.
  afterEach(cleanup);
  it('shows the length and letter-plus-digit rules turning satisfied', () => {
    expect(states('')).toEqual({ length: false, letterAndDigit: false });
    expect(states('abcdefg')).toEqual({ length: true, letterAndDigit: false });
    expect(states('abc1')).toEqual({ length: false, letterAndDigit: true });
    expect(states('abcdef12')).toEqual({ length: true, letterAndDigit: true });
    expect(states('abcdefghij1234567890x')).toEqual({ length: false, letterAndDigit: true });
  });

  it('checks the signed-in person’s name, e-mail and phone as the user types, when it knows them', () => {
    const person = { name: 'Matilda Hart', email: 'tilly.h@example.test', phone: '0491570156' };
    expect(states('Harbour2026x', person)).toEqual({ length: true, letterAndDigit: true, personal: true });
    for (const personal of ['Matilda2026', 'xTILLY99', 'a491570156'])
      expect(states(personal, person).personal, personal).toBe(false);
    expect(states('', person).personal).toBe(false);
  });
});
