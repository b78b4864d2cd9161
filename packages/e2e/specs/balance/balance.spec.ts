import { expect, test } from '@playwright/test';
import type { CurrencyBalance } from '@mbo/contracts/calls/payouts';
import { formatMinor, toMinor } from '@mbo/contracts/money';
import { menu, openShell } from '../shell/shell-session.ts';
import { harbourCall, harbourId } from '../payouts/payouts-api.ts';
import { transactionsCount, payoutsCount } from '../../fixtures/count-text.ts';

type Balance = { date: string; currencies: CurrencyBalance[] };
type ListPage = { page_data: { total_count: number } };

const money = (code: string, major: number, currencyId: number) =>
  `${code} ${formatMinor(toMinor(major, currencyId) ?? 0, currencyId)}`;

test.describe('balance', () => {
  test('the owner sees collected, on the way and paid per currency, and each figure opens the rows behind it', async ({
    page,
  }) => {
    const token = await openShell(page, 'owner@demo.test');
    await menu(page).getByRole('menuitem', { name: 'Balance', exact: true }).click();
    await expect(page).toHaveURL(/\/balance$/);
    const merchantId = await harbourId(page.request, token);
    const answer = await harbourCall<Balance>(page.request, token, merchantId, 'get_balance', {});
    const aud = answer.currencies.find((entry) => entry.currency === 'AUD')!;

    for (const entry of answer.currencies) {
      const code = entry.currency;
      await expect(page.getByTestId(`balance-${code}-collected`)).toHaveText(
        money(code, entry.collected.amount, entry.currency_id),
      );
      await expect(page.getByTestId(`balance-${code}-on-the-way`)).toHaveText(
        money(code, entry.on_the_way.amount, entry.currency_id),
      );
      await expect(page.getByTestId(`balance-${code}-paid`)).toHaveText(
        money(code, entry.paid.amount, entry.currency_id),
      );
    }
    await expect(page.getByText('Collected, not yet in a payout').first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('balance-en.png'), fullPage: true });

    // The dashboard's balance card is the same figure.
    const card = await harbourCall<{ balance: number }>(page.request, token, merchantId, 'Get_Total_Balance', {
      currency_id: 1,
    });
    expect(card.balance).toBe(aud.collected.amount);

    // Paid: the payouts list opens on the paid AUD payouts of the same finance days, and counts them alike.
    expect(aud.paid.count, 'the demo history pays out every day').toBeGreaterThan(0);
    await page.getByTestId('balance-AUD-paid-link').click();
    await expect(page).toHaveURL(/\/payout\?currency=1&status=2&begin=/);
    await expect(page.getByText(payoutsCount(aud.paid.count), { exact: true })).toBeVisible();
    await page.goBack();

    // Collected: the transactions list opens on the days and the currency of the unsettled payments and refunds.
    if (aud.collected.first_date) {
      await page.getByTestId('balance-AUD-collected-link').click();
      await expect(page).toHaveURL(/\/transaction\?filter_data=.*currency=1/);
      await expect(page.locator('#transactions-range')).toHaveValue(aud.collected.first_date);
      const list = await harbourCall<ListPage>(page.request, token, merchantId, 'transactionlist_report', {
        begin_time: aud.collected.first_date,
        end_time: aud.collected.last_date,
        currency: 1,
        page_index: 1,
        page_size: 10,
      });
      expect(list.page_data.total_count).toBe(aud.collected.payment_count + aud.collected.refund_count);
      await expect(page.getByText(transactionsCount(list.page_data.total_count), { exact: true })).toBeVisible();
    }
  });

  test('in Chinese, and the dashboard card leads to it', async ({ page }) => {
    await openShell(page, 'owner@demo.test', { language: 'zh_CN' });
    await page.getByTestId('dashboard-balance-link').click();
    await expect(page).toHaveURL(/\/balance$/);
    await expect(page.getByText('已收款、尚未进入结算').first()).toBeVisible();
    await expect(page.getByText('出款中').first()).toBeVisible();
    await expect(page.getByTestId('balance-AUD-collected')).toContainText('AUD');
    await page.screenshot({ path: test.info().outputPath('balance-zh.png'), fullPage: true });
  });

  test('a cashier may not open it', async ({ page }) => {
    await openShell(page, 'cashier@demo.test');
    await expect(menu(page).getByRole('menuitem', { name: 'Balance', exact: true })).toHaveCount(0);
  });
});
