import { expect, test, type Page as BrowserPage } from '@playwright/test';
import { merchantDay } from '../../fixtures/calendar.ts';
import { payLinkOf } from '../pay/pay-fixtures.ts';
import { openShell } from '../shell/shell-session.ts';
import { harbourId, merchantCall, type Page } from './transactions-api.ts';
import { expectEveryCell } from '../../fixtures/antd.ts';
import { transactionsCount } from '../../fixtures/count-text.ts';

const rows = (page: BrowserPage) => page.getByTestId('transactions-table').locator('tbody tr.ant-table-row');
const chips = (page: BrowserPage) => page.locator('.transactions-chips');
const numberBox = (page: BrowserPage, label: string) => page.getByLabel(label, { exact: true });

/** A refund (and its payment) of two months ago: outside every default range of the list. */
async function oldRefund(page: BrowserPage, token: string, merchantId: number) {
  const old = await merchantCall<{ page_data: Page }>(page.request, token, merchantId, 'transactionlist_report', {
    begin_time: merchantDay(-70),
    end_time: merchantDay(-55),
    turnover_type: 2,
    page_index: 1,
    page_size: 10,
  });
  expect(old.page_data.total_count, 'the demo history has refunds two months back').toBeGreaterThan(0);
  return old.page_data.data[0]!;
}

test.describe('finding a payment', () => {
  test('at 1366 px: Net and Status in view, presets, chips, the column chooser, back keeps the page, any number opens', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    const token = await openShell(page, 'owner@demo.test', { path: '/transaction' });
    const merchantId = await harbourId(page.request, token);
    // The menu open (it folds below 1440 px by default).
    await page.getByTestId('sider-handle').click();
    await expect(page.getByRole('menuitem', { name: 'Transactions' })).toBeVisible();
    await expect(page.getByTestId('sider-handle')).toHaveAttribute('aria-expanded', 'true');
    await expect(rows(page)).toHaveCount(10);

    // Merchant fee, Net and Status sit left of the fixed row menu, inside the window.
    const actions = (await page.getByRole('columnheader', { name: 'Actions' }).boundingBox())!;
    for (const name of ['Merchant fee', 'Net', 'Status']) {
      const box = (await page.getByRole('columnheader', { name, exact: true }).boundingBox())!;
      expect(box.x + box.width, `${name} is not behind the row menu`).toBeLessThanOrEqual(actions.x + 1);
      expect(box.x).toBeGreaterThan(0);
    }
    await page.screenshot({ path: test.info().outputPath('list-1366-en.png') });

    // A preset: the last 30 days of the merchant's calendar.
    await page.getByRole('textbox', { name: 'Date', exact: true }).click();
    await page.getByText('Last 30 days', { exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Date', exact: true })).toHaveValue(merchantDay(-29));
    await expect(page.getByRole('textbox', { name: 'End date' })).toHaveValue(merchantDay(0));
    await page.getByRole('button', { name: 'Search', exact: true }).first().click();
    const month = { begin_time: merchantDay(-29), end_time: merchantDay(0), page_index: 2, page_size: 10 };

    // The Refunds chip, then page 2.
    await chips(page).getByText('Refunds', { exact: true }).click();
    const refunds = await merchantCall<{ page_data: Page }>(page.request, token, merchantId, 'transactionlist_report', {
      ...month,
      turnover_type: 2,
    });
    await expect(page.getByText(transactionsCount(refunds.page_data.total_count), { exact: true })).toBeVisible();
    await page.locator('.ant-pagination').getByRole('listitem', { name: '2', exact: true }).click();
    const onPage2 = refunds.page_data.data[0]!;
    await expect(rows(page).first()).toContainText(onPage2.transaction_number);
    await expectEveryCell(rows(page).locator('td:nth-child(3)'), 'Refund');

    // Back from a detail: the same range, chip and page (they live in the address).
    await rows(page).first().getByRole('button', { name: onPage2.transaction_number, exact: true }).click();
    await expect(page).toHaveURL(/\/transactionDetail\?/);
    await page.goBack();
    await expect(rows(page).first()).toContainText(onPage2.transaction_number);
    await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');
    await expect(page.getByRole('textbox', { name: 'Date', exact: true })).toHaveValue(merchantDay(-29));
    await expect(page.getByRole('radio', { name: 'Refunds' })).toBeChecked();

    // The column chooser: Store hidden, still hidden after a reload.
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByTestId('column-chooser').getByRole('checkbox', { name: 'Store' }).uncheck();
    await expect(page.getByRole('columnheader', { name: 'Store', exact: true })).toHaveCount(0);
    await page.reload();
    // A cold page again: the shell's first draw has the 30 s that openShell gives it.
    await expect(rows(page).first()).toContainText(onPage2.transaction_number, { timeout: 30_000 });
    await expect(page.getByRole('columnheader', { name: 'Payment channel', exact: true })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Store', exact: true })).toHaveCount(0);

    // The number box: an empty number is refused where it is typed.
    const box = numberBox(page, 'Find by number');
    await box.press('Enter');
    await expect(page.getByText('Please enter a transaction number.')).toBeVisible();

    // A refund and a payment of two months ago open from here, whatever the range.
    const refund = await oldRefund(page, token, merchantId);
    await box.fill(refund.transaction_number);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/transactionDetail\\?id=${refund.transaction_id}&type=2$`));
    await expect(page.getByText(`Refund ${refund.transaction_number}`)).toBeVisible();
    await page.goBack();
    await numberBox(page, 'Find by number').fill(refund.payment_number);
    await numberBox(page, 'Find by number').press('Enter');
    await expect(page).toHaveURL(new RegExp(`/transactionDetail\\?id=${refund.payment_id}&type=1$`));
    await expect(page.getByText(`Payment ${refund.payment_number}`)).toBeVisible();
    await page.goBack();

    // A payout's number opens the payout.
    const payouts = await merchantCall<{ page_data: { data: { id: number; settlement_id: string }[] } }>(
      page.request,
      token,
      merchantId,
      'get_settlement_report_list',
      { finance_start_date: merchantDay(-60), finance_end_date: merchantDay(-40), page_index: 1, page_size: 10 },
    );
    const payout = payouts.page_data.data[0]!;
    await numberBox(page, 'Find by number').fill(payout.settlement_id);
    await numberBox(page, 'Find by number').press('Enter');
    await expect(page).toHaveURL(new RegExp(`/payoutDetail\\?id=${payout.id}$`));
    await page.goBack();

    // A number nothing has says so.
    await numberBox(page, 'Find by number').fill('P000000000000000');
    await numberBox(page, 'Find by number').press('Enter');
    await expect(page.getByTestId('transactions-found')).toContainText('Nothing has the number P000000000000000');
  });

  test('in Chinese: presets, chips, a number outside the range, the attempts view', async ({ page }) => {
    const token = await openShell(page, 'owner@demo.test', { path: '/transaction', language: 'zh_CN' });
    const merchantId = await harbourId(page.request, token);
    await expect(rows(page)).toHaveCount(10);
    await page.getByRole('textbox', { name: '日期', exact: true }).click();
    await page.getByText('今天', { exact: true }).click();
    await expect(page.getByRole('textbox', { name: '日期', exact: true })).toHaveValue(merchantDay(0));
    await page
      .getByRole('button', { name: /^查\s?询$/ })
      .first()
      .click();
    await chips(page).getByText('退款', { exact: true }).click();
    await expect(page.getByRole('radio', { name: '退款', exact: true })).toBeChecked();
    await expect(page).toHaveURL(/turnoverType=2/);

    const refund = await oldRefund(page, token, merchantId);
    await numberBox(page, '按单号查找').fill(refund.payment_number);
    await numberBox(page, '按单号查找').press('Enter');
    await expect(page).toHaveURL(new RegExp(`/transactionDetail\\?id=${refund.payment_id}&type=1$`));
    await page.goBack();
    await expect(page.getByRole('radio', { name: '退款', exact: true })).toBeChecked();
    await numberBox(page, '按单号查找').fill('R000000000000000');
    await numberBox(page, '按单号查找').press('Enter');
    await expect(page.getByTestId('transactions-found')).toContainText('没有单号为 R000000000000000 的记录');

    await chips(page).getByText('未支付的订单', { exact: true }).click();
    await expect(page.getByTestId('attempts-table')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: '订单号', exact: true })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('attempts-zh.png'), fullPage: true });
  });

  test('a payment cancelled on the pay page shows among the unpaid attempts', async ({ page }) => {
    await page.goto(await payLinkOf('M100001', 'S1001'));
    await page.getByLabel('Amount').fill('7.77');
    await page.getByText('WeChat Pay').click();
    await page.getByRole('button', { name: /^Pay AUD/ }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();

    await openShell(page, 'owner@demo.test', { path: '/transaction' });
    await chips(page).getByText('Unpaid attempts', { exact: true }).click();
    await chips(page).getByText('Cancelled', { exact: true }).click();
    const attempt = page.getByTestId('attempts-table').locator('tbody tr.ant-table-row').filter({ hasText: '7.77' });
    await expect(attempt.first()).toContainText('Cancelled');
    await expect(attempt.first()).toContainText('Harbour Noodle House');
    await page.screenshot({ path: test.info().outputPath('attempts-en.png'), fullPage: true });
    // Back from another page keeps the view.
    await page.goto('/home');
    await page.goBack();
    await expect(page.getByTestId('attempts-table')).toBeVisible();
  });

  test('the status chips: partly refunded payments of the last 30 days', async ({ page }) => {
    const token = await openShell(page, 'owner@demo.test', { path: '/transaction' });
    const merchantId = await harbourId(page.request, token);
    await expect(rows(page)).toHaveCount(10);
    await page.getByRole('textbox', { name: 'Date', exact: true }).click();
    await page.getByText('Last 30 days', { exact: true }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).first().click();
    await chips(page).getByText('Partly refunded', { exact: true }).click();
    const expected = await merchantCall<{ page_data: Page }>(
      page.request,
      token,
      merchantId,
      'transactionlist_report',
      {
        begin_time: merchantDay(-29),
        end_time: merchantDay(0),
        status_filter: 'partly_refunded',
        page_index: 1,
        page_size: 10,
      },
    );
    await expect(page.getByText(transactionsCount(expected.page_data.total_count), { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/status=partly_refunded/);
    await expectEveryCell(rows(page).locator('td:nth-child(7)'), 'Partly refunded');
  });

  test('payouts keep their page when the user comes back from a payout', async ({ page }) => {
    await openShell(page, 'owner@demo.test', { path: '/payout' });
    const payoutRows = page.locator('.payouts-page .ant-table-tbody tr.ant-table-row');
    await expect(payoutRows).toHaveCount(10);
    const firstCell = payoutRows.first().locator('td').first();
    const onPage1 = (await firstCell.innerText()).trim();
    await page.locator('.ant-pagination').getByRole('listitem', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(firstCell).not.toHaveText(onPage1);
    const onPage2 = (await firstCell.innerText()).trim();
    await payoutRows.first().getByRole('button').first().click();
    await expect(page).toHaveURL(/\/payoutDetail\?id=\d+/);
    await page.goBack();
    await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');
    await expect(firstCell).toHaveText(onPage2);
  });
});
