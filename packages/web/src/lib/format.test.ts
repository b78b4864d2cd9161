import { describe, expect, it } from 'vitest';
import {
  formatInstant,
  channelName,
  currencyCode,
  currencyName,
  formatAmount,
  formatCount,
  formatMinorMoney,
  formatMoney,
  formatMoneyIn,
  formatRate,
  textIn,
} from './format.ts';

describe('formatAmount and formatMoney', () => {
  it('print 2 decimals with thousands separators, after the currency code', () => {
    expect(formatAmount(1234.5, 1)).toBe('1,234.50');
    expect(formatAmount(-1234567.8, 2)).toBe('-1,234,567.80');
    expect(formatMoney(50000, 1)).toBe('AUD 50,000.00');
    expect(formatMoney(0.55, 2)).toBe('USD 0.55');
  });

  it('keep the currency exponent (yen has no decimals) and never round with floats', () => {
    expect(formatAmount(1500, 11)).toBe('1,500');
    expect(formatAmount(0.1 + 0.2, 1)).toBe(String(0.1 + 0.2));
    expect(formatMoney(1.1, 1)).toBe('AUD 1.10');
  });

  it('mark money going out with a minus before the code', () => {
    expect(formatMoney(12, 1, true)).toBe('−AUD 12.00');
  });

  it('prints integer minor units with their code', () => {
    expect(formatMinorMoney(55, 1)).toBe('AUD 0.55');
    expect(formatMinorMoney(123456, 2)).toBe('USD 1,234.56');
  });

  it('name a currency by its code, or fall back to the bare figure when unknown', () => {
    expect(formatMoneyIn(12.5, 'USD')).toBe('USD 12.50');
    expect(formatMoneyIn(12.5, 'XYZ')).toBe('XYZ 12.5');
    expect(currencyCode(3)).toBe('CNY');
    expect(currencyCode(999)).toBe('999');
    expect(formatMoney(1, 999)).toBe('999 1.00');
  });

  it('groups counts in thousands', () => {
    expect(formatCount(12345)).toBe('12,345');
    expect(formatCount(999)).toBe('999');
  });
});

describe('formatRate', () => {
  it('shows a fraction as a percentage with 2 decimals, through parts per million', () => {
    expect(formatRate(0.0235)).toBe('2.35%');
    expect(formatRate(0.015)).toBe('1.50%');
    expect(formatRate(0)).toBe('0.00%');
    expect(formatRate(2)).toBe('200.00%');
    // 0.02345 * 100 is 2.3449999999999998 in floats, which toFixed(2) rounds down; the ppm path has no such drift.
    expect(formatRate(0.02345)).toBe('2.35%');
    expect(formatRate(0.01005)).toBe('1.01%');
  });

  it('rounds half away from zero in hundredths of a percent', () => {
    expect(formatRate(0.012345)).toBe('1.23%');
    expect(formatRate(0.012355)).toBe('1.24%');
    expect(formatRate(-0.5)).toBe('-50.00%');
    expect(formatRate(-0.00004)).toBe('0.00%');
  });

  it('rounds a rate with more than 6 decimals to the nearest ppm', () => {
    expect(formatRate(1 / 3)).toBe('33.33%');
  });
});

describe('names in the interface language', () => {
  it('picks the Chinese text for zh_CN and the English one otherwise', () => {
    expect(textIn('zh_CN', { zh: '名称', en: 'Name' })).toBe('名称');
    expect(textIn('en', { zh: '名称', en: 'Name' })).toBe('Name');
  });

  it('names channels and currencies in en and zh_CN, by id when unknown', () => {
    expect(channelName(1, 'en')).toBe('WeChat Pay');
    expect(channelName(1, 'zh_CN')).toBe('微信支付');
    expect(channelName(9999, 'zh_CN')).toBe('9999');
    expect(currencyName(1, 'en')).toBe('Australian Dollar');
    expect(currencyName(1, 'zh_CN')).toBe('澳元');
    expect(currencyName(999, 'en')).toBe('999');
  });
});

describe('formatInstant', () => {
  it('writes an instant in the given time zone, daylight saving included', () => {
    expect(formatInstant('2026-11-28T19:35:00.000Z', 'Australia/Sydney')).toBe('2026-11-29 06:35');
    expect(formatInstant('2026-06-28T19:35:00.000Z', 'Australia/Sydney')).toBe('2026-06-29 05:35');
    expect(formatInstant('2026-11-28T19:35:00.000Z', 'Asia/Shanghai')).toBe('2026-11-29 03:35');
    expect(formatInstant('2026-11-28T00:05:00.000Z', 'UTC')).toBe('2026-11-28 00:05');
  });
});
