import { merchantDay } from '../../fixtures/calendar.ts';
import { expect, test } from '@playwright/test';
import { openShell } from '../shell/shell-session.ts';
import { harbourCall, harbourId, shown, type DailySummaryRow } from './payouts-api.ts';
import { transactionsCount } from '../../fixtures/count-text.ts';

type Summary = {
  page_data: { data: DailySummaryRow[]; total_count: number };
  totals: Omit<DailySummaryRow, 'transaction_datetime'>;
};

test.describe('daily summary', () => {
  test("shows the last 7 days with their totals, and a row opens that day's transactions", async ({ page }) => {
    const token = await openShell(page, 'owner@demo.test', { path: '/dailySummary' });
    const merchantId = await harbourId(page.request, token);
    const expected = await harbourCall<Summary>(page.request, token, merchantId, 'daily_summary_report', {
      begin_time: merchantDay(-6),
      end_time: merchantDay(0),
      currency_id: 1,
      page_index: 1,
      page_size: 10,
      sort_type: 2,
    });
    expect(expected.page_data.total_count, "the demo history has last week's payments").toBeGreaterThan(3);
    const first = expected.page_data.data[0]!;
    const row = page.getByTestId(`daily-row-${first.transaction_datetime}`);
    await expect(row).toContainText(shown(first.payment_amount));
    await expect(row).toContainText(shown(first.receivable_amount));
    await expect(page.getByTestId('daily-total')).toContainText(shown(expected.totals.payment_amount));
    // Counts are named for what they count: payments, and refunds, each in its own column (as on the dashboard).
    await expect(page.getByRole('columnheader', { name: 'Payments (count)' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Refunds (count)' })).toBeVisible();
    await expect(page.getByTestId('daily-total')).toContainText(String(expected.totals.payment_count));
    await page.screenshot({ path: test.info().outputPath('daily-summary-en.png'), fullPage: true });

    // The day's figures agree with the transactions list's own statistics for that day.
    const net = await harbourCall<{ amount: number; quatity: number }>(
      page.request,
      token,
      merchantId,
      'statistics_net_count',
      {
        currency_id: 1,
        start_time: first.transaction_datetime,
        end_time: first.transaction_datetime,
      },
    );
    expect(net.amount).toBe(first.receivable_amount);
    expect(net.quatity).toBe(first.transaction_count);

    // An older day, so the link is not simply the default range.
    const older = expected.page_data.data.at(-1)!;
    await page.getByTestId(`daily-row-${older.transaction_datetime}`).click();
    // Every filter that defines the row: its day and its currency.
    await expect(page).toHaveURL(new RegExp(`/transaction\\?filter_data=${older.transaction_datetime}&currency=1$`));
    await expect(page.getByTestId('transactions-table')).toBeVisible();
    await expect(page.locator('#transactions-range')).toHaveValue(older.transaction_datetime);
    await expect(page.locator('#transactions-range-end')).toHaveValue(older.transaction_datetime);
    // The list opens in AUD: it counts what the summary counted for that day.
    const list = await harbourCall<{ page_data: { total_count: number } }>(
      page.request,
      token,
      merchantId,
      'transactionlist_report',
      {
        begin_time: older.transaction_datetime,
        end_time: older.transaction_datetime,
        currency: 1,
        page_index: 1,
        page_size: 10,
      },
    );
    expect(list.page_data.total_count).toBe(older.transaction_count);
    await expect(page.getByText(transactionsCount(older.transaction_count), { exact: true })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('daily-summary-opened-en.png'), fullPage: true });
  });

  test('in Chinese', async ({ page }) => {
    await openShell(page, 'cashier@demo.test', { path: '/dailySummary', language: 'zh_CN' });
    await expect(page.getByRole('columnheader', { name: '净销售额（应收）' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: '支付笔数' })).toBeVisible();
    await expect(page.getByTestId('daily-total')).toContainText('合计');
    await page.screenshot({ path: test.info().outputPath('daily-summary-zh.png'), fullPage: true });
  });
});
