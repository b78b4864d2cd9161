import { expect, test, type Page } from '@playwright/test';
import { latestCode } from '../../fixtures/session.ts';
import { openShell } from './shell-session.ts';

async function openChangePassword(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the checklist follows the new password, and an invalid one is refused before any call', async ({ page }) => {
  await openShell(page, 'finance@demo.test');
  const dialog = await openChangePassword(page);
  const length = dialog.locator('[data-rule="length"]');
  const letterAndDigit = dialog.locator('[data-rule="letterAndDigit"]');
  await expect(length).toHaveAttribute('data-satisfied', 'false');
  await expect(letterAndDigit).toHaveAttribute('data-satisfied', 'false');

  const newPassword = dialog.getByLabel('New password', { exact: true });
  await newPassword.fill('abcdefg');
  await expect(length).toHaveAttribute('data-satisfied', 'true');
  await expect(letterAndDigit).toHaveAttribute('data-satisfied', 'false');
  await newPassword.fill('abcdefg1');
  await expect(letterAndDigit).toHaveAttribute('data-satisfied', 'true');

  let called = false;
  page.on('request', (request) => {
    if (request.url().includes('ChangePassword')) called = true;
  });
  await dialog.getByLabel('Current password').fill('Demo2026');
  await newPassword.fill('abcdefgh');
  await dialog.getByLabel('Confirm new password').fill('abcdefgh');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('The password is invalid.')).toBeVisible();
  expect(called).toBe(false);
});

test('a fresh user changes their password', async ({ page, request }) => {
  const email = `shell-pw-${Date.now()}@example.test`;
  await request.post('/api/SendVerificationCode', { data: { AccountType: 1, Account: email, MsgType: 2 } });
  const code = await latestCode(request, email);
  const registered = await request.post('/api/register', {
    data: { AccountType: 1, Account: email, VerificationCode: code, Password: 'Start2026x', Name: 'Shell Tester' },
  });
  const token = ((await registered.json()) as { data: { token: string } }).data.token;
  await page.addInitScript((value) => {
    if (!window.sessionStorage.getItem('e2e-token-set')) {
      window.localStorage.setItem('token', value);
      window.sessionStorage.setItem('e2e-token-set', '1');
    }
  }, token);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/home_n$/);

  const dialog = await openChangePassword(page);
  await dialog.getByLabel('Current password').fill('Start2026x');
  await dialog.getByLabel('New password', { exact: true }).fill('Changed2026y');
  await dialog.getByLabel('Confirm new password').fill('Changed2026y');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Successfully change password')).toBeVisible();
  await expect(dialog).toBeHidden();

  const login = await request.post('/api/login', {
    data: { AccountType: 1, Account: email, Password: 'Changed2026y' },
  });
  expect(((await login.json()) as { success: boolean }).success).toBe(true);
});
