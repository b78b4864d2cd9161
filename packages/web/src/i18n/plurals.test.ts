import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import enPayouts from './en/payouts.json' with { type: 'json' };
import enTransactions from './en/transactions.json' with { type: 'json' };
import zhTransactions from './zh_CN/transactions.json' with { type: 'json' };

// Issue 13 §5: "1 transactions" no more; the list totals agree with their count in English.
describe('list totals', () => {
  it('say one transaction, payout or day in the singular, more in the plural', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      resources: {
        en: { payouts: enPayouts, transactions: enTransactions },
        zh_CN: { transactions: zhTransactions },
      },
    });
    const t = i18n.getFixedT('en');
    expect(t('transactions:table.total', { count: 1 })).toBe('1 transaction');
    expect(t('transactions:table.total', { count: 2 })).toBe('2 transactions');
    expect(t('payouts:table.total', { count: 1 })).toBe('1 payout');
    expect(t('payouts:detail.total', { count: 1 })).toBe('1 transaction');
    expect(t('payouts:daily.total', { count: 1 })).toBe('1 day');
    expect(t('payouts:daily.total', { count: 7 })).toBe('7 days');
    expect(i18n.getFixedT('zh_CN')('transactions:table.total', { count: 1 })).toBe('共 1 笔交易');
  });
});
