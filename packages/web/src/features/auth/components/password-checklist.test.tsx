// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../../../i18n/i18n.ts';
import { PasswordChecklist } from './password-checklist.tsx';

afterEach(cleanup);

const met = (rule: string) => screen.getByTestId(`password-rule-${rule}`).dataset.met;

function show(password: string) {
  render(
    <I18nextProvider i18n={i18n}>
      <PasswordChecklist password={password} />
    </I18nextProvider>,
  );
}

describe('PasswordChecklist', () => {
  it('ticks each rule as it is met', () => {
    show('abc');
    expect([met('length'), met('letter-and-digit'), met('no-chinese')]).toEqual(['false', 'false', 'true']);
    cleanup();
    show('Demo2026');
    expect([met('length'), met('letter-and-digit'), met('no-chinese')]).toEqual(['true', 'true', 'true']);
    cleanup();
    show('密码Demo2026');
    expect(met('no-chinese')).toBe('false');
  });

  it('reads the rules in the chosen language', async () => {
    await setLanguage('zh_CN');
    show('');
    expect(screen.getByText('7 至 20 个字符')).toBeTruthy();
    await setLanguage('en');
  });
});
