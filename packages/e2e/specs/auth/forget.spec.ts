import { expect, test } from '@playwright/test';
import { freshEmail, registerByApi } from '../../fixtures/accounts.ts';
import { latestCode } from '../../fixtures/session.ts';

// A freshly registered account, so the demo accounts keep their password for every other test.
test('a user resets a forgotten password with a code and signs in with the new one', async ({ page, request }) => {
  const email = freshEmail('forget');
  await registerByApi(request, email);
  const newPassword = 'Wattle2027y';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Verification code sent.' })).toBeVisible();
  await page.getByLabel('Verification code').fill(await latestCode(request, email));
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();

  await expect(page.getByText('Your password has been reset')).toBeVisible();
  await page.getByRole('button', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home_n$/);
});

test('a wrong reset code is refused inline and the password stays', async ({ page, request }) => {
  const email = freshEmail('forget-wrong');
  await registerByApi(request, email);
  await page.goto('/forget');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Verification code sent.' })).toBeVisible();
  const code = await latestCode(request, email);
  await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await page.getByLabel('New password').fill('Wattle2027y');
  await page.getByLabel('Confirm password').fill('Wattle2027y');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Verification code error, check and re-enter.');
});
