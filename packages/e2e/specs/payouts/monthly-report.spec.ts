import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { menu, openShell } from '../shell/shell-session.ts';

async function downloadStatement(page: Page, menuName: string, dialogName: string, downloadName: string | RegExp) {
  await menu(page).getByRole('menuitem', { name: menuName, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  return dialog
    .getByRole('button', { name: downloadName })
    .click()
    .then(() => dialog);
}

test.describe('monthly report', () => {
  test('the statement of last month downloads as a PDF', async ({ page }) => {
    await openShell(page, 'owner@demo.test');
    await menu(page).getByRole('menuitem', { name: 'Monthly report', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Monthly report' });
    await expect(dialog).toBeVisible();
    // The current month cannot be chosen.
    await dialog.getByLabel('Month').click();
    const thisMonth = new Date().toLocaleString('en', { month: 'short' });
    await expect(page.locator('.ant-picker-cell-disabled', { hasText: thisMonth })).toBeVisible();
    await page.keyboard.press('Escape');
    await dialog.getByText('USD', { exact: true }).click();
    await dialog.getByText('AUD', { exact: true }).click();
    await page.screenshot({ path: test.info().outputPath('monthly-dialog-en.png') });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^statement-.+-\d{4}-\d{2}-AUD\.pdf$/);
    const path = test.info().outputPath('statement.pdf');
    await download.saveAs(path);
    expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(page.getByText('Download successful')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('in Chinese, from the menu', async ({ page }) => {
    await openShell(page, 'finance@demo.test', { language: 'zh_CN' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      downloadStatement(page, '月报表', '月报表', /下\s?载/),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    await expect(page.getByText('下载成功')).toBeVisible();
  });
});
