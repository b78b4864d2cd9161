import { expect, test } from '@playwright/test';
import { publishAgreementVersion } from '../../fixtures/agreements.ts';
import { openShell } from './shell-session.ts';

test('the owner of Harbour Noodle House acknowledges the updated agreement', async ({ page }) => {
  // Other tests of the run may have acknowledged the demo agreement: a new version asks every merchant again.
  await publishAgreementVersion();
  await openShell(page, 'owner@demo.test', { withAgreement: true });
  const dialog = page.getByRole('dialog', { name: 'The merchant agreement has been updated' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('agreement-content')).toContainText('Merchant Services Agreement');
  // Neither Escape nor the mask closes it: only acknowledging does.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  const posted = page.waitForResponse((response) => response.url().endsWith('/api/UpdateMerchantAgreement'));
  await dialog.getByRole('button', { name: 'I have read and agree' }).click();
  expect(((await (await posted).json()) as { success: boolean }).success).toBe(true);
  await expect(dialog).toBeHidden();

  const asked = page.waitForResponse((response) => response.url().endsWith('/api/GetNearMerchantAgreement'));
  await page.reload();
  expect(((await (await asked).json()) as { data: { IsUpdate: boolean } }).data.IsUpdate).toBe(false);
  await expect(page.getByTestId('home-merchant-name')).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('the agreement shows in Chinese for a Chinese session', async ({ page }) => {
  await publishAgreementVersion();
  await openShell(page, 'owner@demo.test', { language: 'zh_CN', withAgreement: true });
  const dialog = page.getByRole('dialog', { name: '商户协议已更新' });
  await expect(dialog.getByTestId('agreement-content')).toContainText('商户服务协议');
  await expect(dialog.getByRole('button', { name: '我已阅读并同意' })).toBeVisible();
});

test('users without the agreement role are never asked', async ({ page }) => {
  let asked = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/GetNearMerchantAgreement')) asked = true;
  });
  await openShell(page, 'cashier@demo.test', { withAgreement: true });
  await expect(page.getByTestId('home-merchant-name')).toBeVisible();
  expect(asked).toBe(false);
});
