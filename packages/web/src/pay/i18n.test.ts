import { describe, expect, it } from 'vitest';
import { detectLanguage, payMessages, translate } from './i18n.ts';

describe('the pay page catalogue', () => {
  it('has the same keys in English and Chinese, none empty, with the same placeholders', () => {
    const en = payMessages.en;
    const zh = payMessages.zh_CN;
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(en[key].trim(), key).not.toBe('');
      expect(zh[key].trim(), key).not.toBe('');
      expect(placeholders(zh[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it('takes a stored choice first, else Chinese for a Chinese browser, else English', () => {
    expect(detectLanguage('en', ['zh-CN'])).toBe('en');
    expect(detectLanguage('zh_CN', ['en-AU'])).toBe('zh_CN');
    expect(detectLanguage(null, ['zh-TW', 'en'])).toBe('zh_CN');
    expect(detectLanguage('fr', ['en-AU', 'zh-CN'])).toBe('en');
    expect(detectLanguage(null, [])).toBe('en');
  });

  it('fills placeholders', () => {
    expect(translate('en', 'pay_button', { amount: 'AUD 12.69' })).toBe('Pay AUD 12.69');
    expect(translate('zh_CN', 'pay_button', { amount: 'AUD 12.69' })).toBe('支付 AUD 12.69');
  });
});
