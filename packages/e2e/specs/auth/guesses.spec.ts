import { expect, test, type Page } from '@playwright/test';
import { LOGIN_MAX_FAILURES } from '@mbo/contracts/constants';
import { FRESH_PASSWORD, freshEmail, registerByApi } from '../../fixtures/accounts.ts';

/** Issue 9 through the real screens: the sign-in lockout and the new-password lists, on the e2e server's defaults. */

async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('after LOGIN_MAX_FAILURES wrong passwords in the form, the right one is refused with the lockout, inline', async ({
  page,
  request,
}) => {
  const email = freshEmail('lockout');
  await registerByApi(request, email);
  await page.goto('/login');
  for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
    await submitLogin(page, email, `Wrong${i}guess`);
    await expect(page.getByRole('alert')).toHaveText('The account or password is incorrect.');
  }
  await submitLogin(page, email, FRESH_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Too many wrong passwords or codes. Please try again in 30 min.');
  await expect(page).toHaveURL(/\/login$/);
});

test('the change-password modal refuses a common password and one holding the user’s name, and says why', async ({
  page,
  request,
}) => {
  const email = freshEmail('lists');
  await registerByApi(request, email);
  await page.goto('/login');
  await submitLogin(page, email, FRESH_PASSWORD);
  await expect(page).toHaveURL(/\/home_n$/);

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await expect(dialog.getByTestId('password-rules-note')).toHaveText('Not a common password (checked when you save).');
  const personalRule = dialog.locator('[data-rule="personal"]');
  await dialog.getByLabel('Current password').fill(FRESH_PASSWORD);
  for (const [password, message] of [
    ['Trustno1', 'This password is too common. Please choose another.'],
    ['Tester2026x', 'The password must not contain your name, e-mail or phone number.'],
  ] as const) {
    await dialog.getByLabel('New password', { exact: true }).fill(password);
    await expect(personalRule).toHaveAttribute('data-satisfied', String(password === 'Trustno1'));
    await dialog.getByLabel('Confirm new password').fill(password);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(dialog).toBeVisible();
});
