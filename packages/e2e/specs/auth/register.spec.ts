import { expect, test } from '@playwright/test';
import { FRESH_PASSWORD, freshEmail } from '../../fixtures/accounts.ts';
import { latestCode } from '../../fixtures/session.ts';

test('a visitor signs up with an e-mail and a code from the outbox and lands on home_n', async ({ page, request }) => {
  const email = freshEmail('register');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();

  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Your name').fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Verification code sent.' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await page.getByLabel('Verification code').fill(await latestCode(request, email));

  const password = page.getByLabel('Password', { exact: true });
  await password.fill('abc');
  await expect(page.getByTestId('password-rule-length')).toHaveAttribute('data-met', 'false');
  await expect(page.getByTestId('password-rule-letter-and-digit')).toHaveAttribute('data-met', 'false');
  await password.fill(FRESH_PASSWORD);
  await expect(page.getByTestId('password-rule-length')).toHaveAttribute('data-met', 'true');
  await expect(page.getByTestId('password-rule-letter-and-digit')).toHaveAttribute('data-met', 'true');
  await page.getByLabel('Confirm password').fill(`${FRESH_PASSWORD}!`);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('The two passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm password').fill(FRESH_PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page).toHaveURL(/\/home_n$/);
});

test('signing up an e-mail that is registered already says so inline', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('E-mail address').fill('owner@demo.test');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('alert')).toHaveText('This account is already registered. Please sign in.');
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);
});
