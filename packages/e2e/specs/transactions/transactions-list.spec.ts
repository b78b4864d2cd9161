import { expect, test, type Page as BrowserPage } from '@playwright/test';
import { openShell } from '../shell/shell-session.ts';
import { harbourId, lastWeek, merchantCall, type Page } from './transactions-api.ts';
import { expectEveryCell } from '../../fixtures/antd.ts';
import { transactionsCount } from '../../fixtures/count-text.ts';

const rows = (page: BrowserPage) => page.getByTestId('transactions-table').locator('tbody tr.ant-table-row');

test.describe('transactions list', () => {
  test('the owner of Harbour Noodle House filters, pages and opens a transaction', async ({ page }) => {
    const token = await openShell(page, 'owner@demo.test', { path: '/transaction' });
    const merchantId = await harbourId(page.request, token);
    const expected = await merchantCall<{ page_data: Page }>(
      page.request,
      token,
      merchantId,
      'transactionlist_report',
      { ...lastWeek(), page_index: 1, page_size: 10 },
    );
    expect(expected.page_data.total_count, "the demo history has last week's payments").toBeGreaterThan(10);

    await expect(rows(page)).toHaveCount(10);
    await expect(rows(page).first()).toContainText(expected.page_data.data[0]!.transaction_number);
    await expect(page.getByText(transactionsCount(expected.page_data.total_count), { exact: true })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('list-en.png'), fullPage: true });

    // Page 2 shows the next ten.
    const second = await merchantCall<{ page_data: Page }>(page.request, token, merchantId, 'transactionlist_report', {
      ...lastWeek(),
      page_index: 2,
      page_size: 10,
    });
    await page.locator('.ant-pagination').getByRole('listitem', { name: '2', exact: true }).click();
    await expect(rows(page).first()).toContainText(second.page_data.data[0]!.transaction_number);

    // Refunds only.
    await page.locator('.transactions-chips').getByText('Refunds', { exact: true }).click();
    const refunds = await merchantCall<{ page_data: Page }>(page.request, token, merchantId, 'transactionlist_report', {
      ...lastWeek(),
      turnover_type: 2,
      page_index: 1,
      page_size: 10,
    });
    await expect(page.getByText(transactionsCount(refunds.page_data.total_count), { exact: true })).toBeVisible();
    await expectEveryCell(rows(page).locator('td:nth-child(3)'), 'Refund');

    // Oldest first, from the time column.
    await page.getByRole('columnheader', { name: 'Time' }).click();
    const oldest = await merchantCall<{ page_data: Page }>(page.request, token, merchantId, 'transactionlist_report', {
      ...lastWeek(),
      turnover_type: 2,
      sort_type: 1,
      page_index: 1,
      page_size: 10,
    });
    await expect(rows(page).first()).toContainText(oldest.page_data.data[0]!.transaction_number);

    // A refund's detail, from the row menu.
    const first = oldest.page_data.data[0]!;
    await rows(page).first().getByTestId('transaction-row-menu').click();
    await page.getByRole('menuitem', { name: 'View details' }).click();
    await expect(page).toHaveURL(new RegExp(`/transactionDetail\\?id=${first.transaction_id}&type=2$`));
    await expect(page.getByText(`Refund ${first.transaction_number}`)).toBeVisible();
    await expect(page.getByText('Refund fund source')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('refund-detail-en.png'), fullPage: true });
    await page.getByRole('link', { name: first.payment_number }).click();
    await expect(page).toHaveURL(new RegExp(`/transactionDetail\\?id=${first.payment_id}&type=1$`));
    await expect(page.getByText(`Payment ${first.payment_number}`)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('payment-detail-en.png'), fullPage: true });
  });

  test('searches by number, shows a note, and opens on the day of filter_data', async ({ page }) => {
    const token = await openShell(page, 'owner@demo.test', { path: '/transaction' });
    const merchantId = await harbourId(page.request, token);
    const refunds = await merchantCall<{ page_data: Page }>(page.request, token, merchantId, 'transactionlist_report', {
      ...lastWeek(),
      turnover_type: 2,
      page_index: 1,
      page_size: 100,
    });
    const refund = refunds.page_data.data.find((row) => row.note) ?? refunds.page_data.data[0]!;

    // An empty number is refused where it is typed.
    await page.getByLabel('Find by number', { exact: true }).press('Enter');
    await expect(page.getByText('Please enter a transaction number.')).toBeVisible();
    // A number opens what it names (finding.spec.ts has the rest).
    await page.getByLabel('Find by number', { exact: true }).fill(refund.payment_number);
    await page.getByLabel('Find by number', { exact: true }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/transactionDetail\\?id=${refund.payment_id}&type=1$`));
    if (refund.note) {
      // The refunds of its day, straight from the address (the list keeps its filters there).
      await page.goto(`/transaction?filter_data=${refund.transaction_datetime.slice(0, 10)}&turnoverType=2`);
      await page.getByRole('button', { name: `Read the note of ${refund.transaction_number}` }).click();
      await expect(page.getByTestId('transaction-note')).toHaveText(refund.note);
      await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).last().click();
    }

    const day = refund.transaction_datetime.slice(0, 10);
    await page.goto(`/transaction?filter_data=${day}`);
    const ofDay = await merchantCall<{ page_data: Page }>(page.request, token, merchantId, 'transactionlist_report', {
      begin_time: day,
      end_time: day,
      page_index: 1,
      page_size: 10,
    });
    await expect(page.getByText(transactionsCount(ofDay.page_data.total_count), { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Date', exact: true })).toHaveValue(day);
    await expect(page.getByRole('textbox', { name: 'End date' })).toHaveValue(day);
  });

  test('reads in Chinese', async ({ page }) => {
    await openShell(page, 'owner@demo.test', { path: '/transaction', language: 'zh_CN' });
    await expect(rows(page)).toHaveCount(10);
    await expect(page.getByRole('columnheader', { name: '交易单号' })).toBeVisible();
    await expect(page.getByRole('button', { name: '下载' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('list-zh.png'), fullPage: true });
    // A payment's detail and its refund dialog, in Chinese.
    const payment = rows(page)
      .filter({ has: page.locator('td:nth-child(3)', { hasText: /^支付$/ }) })
      .first();
    await payment.getByTestId('transaction-row-menu').click();
    await page.getByRole('menuitem', { name: '查看详情' }).click();
    await expect(page.getByText('手续费与费率')).toBeVisible();
    const refund = page.getByTestId('detail-refund');
    if (await refund.isVisible()) {
      await refund.click();
      await expect(page.getByRole('dialog').getByText(/最高可退款金额/)).toBeVisible();
      await expect(page.getByRole('dialog').getByRole('button', { name: '发送验证码' })).toBeVisible();
    }
    await page.screenshot({ path: test.info().outputPath('detail-zh.png'), fullPage: true });
  });
});
