// @vitest-environment happy-dom
import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { CODE_RULE, EMAIL_RULE, normalisePhone, PHONE_RULE } from '@mbo/contracts/field-rules';
import { codeSchema } from '@mbo/contracts/validation';
import { setLanguage } from '../i18n/i18n.ts';
import { fieldRule, zodRule } from './form-rules.ts';

const run = (rule: ReturnType<typeof fieldRule>, value: unknown) =>
  (rule as RuleObject).validator?.(rule as RuleObject, value, () => undefined);

describe('form rules', () => {
  it('pass what the shared rule accepts', async () => {
    await expect(run(fieldRule(EMAIL_RULE), 'owner@demo.test')).resolves.toBeUndefined();
    await expect(run(fieldRule(CODE_RULE), '123456')).resolves.toBeUndefined();
  });

  it('fail with the translated message of the shared catalogue', async () => {
    await expect(run(fieldRule(EMAIL_RULE), 'owner@')).rejects.toThrow('Please enter a valid e-mail address.');
    await expect(run(fieldRule(CODE_RULE), '12345')).rejects.toThrow('Please enter the 6-digit verification code.');
    await setLanguage('zh_CN');
    await expect(run(fieldRule(CODE_RULE), undefined)).rejects.toThrow(/验证码/);
    await setLanguage('en');
  });

  it('check a phone the way the server sees it', async () => {
    const rule = fieldRule(PHONE_RULE, (value) => normalisePhone('+61', value));
    await expect(run(rule, '412000003')).resolves.toBeUndefined();
    await expect(run(rule, '41 2000')).rejects.toThrow();
  });

  it('check a value against a zod schema of the contract', async () => {
    await expect(run(zodRule(codeSchema), '123456')).resolves.toBeUndefined();
    await expect(run(zodRule(codeSchema), '12')).rejects.toThrow('Please enter the 6-digit verification code.');
  });
});
