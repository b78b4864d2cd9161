import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { openShell } from '../shell/shell-session.ts';
import { harbourId, lastWeek, merchantCall, type Page } from './transactions-api.ts';
import { transactionsCount } from '../../fixtures/count-text.ts';

test('the transaction detail report downloads a file whose rows match the filter', async ({ page }) => {
  const token = await openShell(page, 'owner@demo.test', { path: '/transaction' });
  const merchantId = await harbourId(page.request, token);
  await page.locator('.transactions-chips').getByText('Payments', { exact: true }).click();
  const expected = await merchantCall<{ page_data: Page }>(page.request, token, merchantId, 'transactionlist_report', {
    ...lastWeek(),
    turnover_type: 1,
    page_index: 1,
    page_size: 10,
  });
  await expect(page.getByText(transactionsCount(expected.page_data.total_count), { exact: true })).toBeVisible();

  await page.getByTestId('transactions-download').click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Transaction detail report' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^transactions-\d{8}-\d{8}\.xlsx$/);
  await expect(page.getByText(/Download successful/)).toBeVisible();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(1).getCell(1).value).toBe('Transaction number');
  expect(sheet.rowCount - 1).toBe(expected.page_data.total_count);
  const types = new Set<unknown>();
  sheet.eachRow((row, index) => {
    if (index > 1) types.add(row.getCell(3).value);
  });
  expect([...types]).toEqual(['Payment']);

  // The monthly report of the same menu opens the shared dialog.
  await page.getByTestId('transactions-download').click();
  await page.locator('.ant-dropdown').getByRole('menuitem', { name: 'Monthly report' }).click();
  await expect(page.getByRole('dialog', { name: 'Monthly report' })).toBeVisible();
});
