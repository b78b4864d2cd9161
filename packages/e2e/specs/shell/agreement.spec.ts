import { expect, test } from '@playwright/test';
import { openShell } from './shell-session.ts';

// The only test that acknowledges Harbour Noodle House's agreement: the others answer "nothing to acknowledge".
test('the owner of Harbour Noodle House acknowledges the updated agreement', async ({ page }) => {
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

  await page.reload();
  await expect(page.getByTestId('app-sider')).toBeVisible();
  await expect(page.getByTestId('home-merchant-name')).toBeVisible();
  await expect(dialog).toHaveCount(0);
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
