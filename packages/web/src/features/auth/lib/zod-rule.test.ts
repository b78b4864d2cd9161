// @vitest-environment happy-dom
import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { codeSchema, emailSchema, normalisePhone, phoneSchema } from '@mbo/contracts/validation';
import { setLanguage } from '../../../i18n/i18n.ts';
import { zodRule } from './zod-rule.ts';

const run = (rule: ReturnType<typeof zodRule>, value: unknown) => (rule as RuleObject).validator?.(rule as RuleObject, value, () => undefined);

describe('zodRule', () => {
  it('passes what the shared schema accepts', async () => {
    await expect(run(zodRule(emailSchema), 'owner@demo.test')).resolves.toBeUndefined();
    await expect(run(zodRule(codeSchema), '123456')).resolves.toBeUndefined();
  });

  it('fails with the translated message of the shared catalogue', async () => {
    await expect(run(zodRule(emailSchema), 'owner@')).rejects.toThrow('Please enter a valid e-mail address.');
    await expect(run(zodRule(codeSchema), '12345')).rejects.toThrow('Please enter the 6-digit verification code.');
    await setLanguage('zh_CN');
    await expect(run(zodRule(codeSchema), undefined)).rejects.toThrow(/验证码/);
    await setLanguage('en');
  });

  it('checks a phone the way the server sees it', async () => {
    const rule = zodRule(phoneSchema, (value) => normalisePhone('+61', value));
    await expect(run(rule, '412000003')).resolves.toBeUndefined();
    await expect(run(rule, '41 2000')).rejects.toThrow();
  });
});
