import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@mbo/db/seed/demo-accounts';
import { latestCode } from '../../fixtures/session.ts';

const toasts = (page: Page) => page.locator('.ant-message-notice');

test('the owner signs in with e-mail and password and lands on home', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-mail address').fill('owner@demo.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('Harbour Noodle House Pty Ltd').first()).toBeVisible();
});

test('a phone user signs in with a code read from the outbox; the send button counts down', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Phone' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('+61');
  await page.getByLabel('Phone number').fill('0412000002');
  await page.getByText('Code sign-in').click();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Verification code sent.' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  const code = await latestCode(request, '+61 0412000002');
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('Harbour Noodle House Pty Ltd').first()).toBeVisible();
});

test('an Australian mobile typed without its 0 under +61 signs in (the 0 is inserted)', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Phone' }).click();
  await page.getByLabel('Phone number').fill('412000003');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  // Keyboard only: Enter in the last field submits.
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/home$/);
});

test('the country code dropdown offers the twelve codes and the last used comes back', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Phone' }).click();
  await page.getByLabel('Country code').click();
  const options = page.locator('.ant-select-item-option');
  await expect(options).toHaveCount(12);
  await page.locator('.ant-select-item-option[title="+852"]').click();
  await page.getByLabel('Phone number').fill('21234567');
  await page.getByText('Code sign-in').click();
  await page.getByRole('button', { name: 'Send code' }).click();
  // Unknown accounts get the answer of a real send (the server never tells whether an account exists).
  await expect(page.getByRole('status').filter({ hasText: 'Verification code sent.' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Phone', selected: true })).toBeVisible();
  await expect(page.getByRole('tabpanel')).toContainText('+852');
});

test('a wrong password shows the message inline and no toast', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill('admin@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('Wrong2026x');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The account or password is incorrect.');
  await expect(page).toHaveURL(/\/login$/);
  await expect(toasts(page)).toHaveCount(0);
});

test('the form checks the fields before signing in and before sending a code', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill('owner@demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
  await expect(page.getByText('Please enter your password.')).toBeVisible();

  await page.getByRole('tab', { name: 'Phone' }).click();
  await page.getByLabel('Phone number').fill('12ab');
  await page.getByText('Code sign-in').click();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Please enter a valid phone number (7 to 20 digits).')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send code' })).toBeEnabled();
  await page.getByLabel('Verification code').fill('12345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please enter the 6-digit verification code.')).toBeVisible();
});

test('the login page links to forgot password, register and the partner page; "I know" hides the hint for good', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forget$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.goBack();

  const hint = page.getByRole('note').filter({ hasText: 'Hi, please visit' });
  await expect(hint).toContainText('Hi, please visit the partner site →');
  await hint.getByRole('link', { name: 'the partner site' }).click();
  await expect(page).toHaveURL(/\/partner$/);
  await expect(page.getByRole('heading', { name: 'Partners and institutions' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to merchant sign-in' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('button', { name: 'I know' }).click();
  await expect(hint).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(hint).toHaveCount(0);
});

test('the login card fits a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  const card = page.locator('.auth-card');
  await expect(card).toBeVisible();
  const box = await card.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("a malformed e-mail gets the app's own message in the page's language, never the browser's bubble", async ({
  page,
}) => {
  for (const [language, email, submit] of [
    ['en', 'E-mail address', 'Sign in'],
    ['zh_CN', '邮箱地址', /^登\s?录$/],
  ] as const) {
    await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
    await page.goto('/login');
    await expect(page.locator('form').first()).toHaveAttribute('novalidate', '');
    await page.getByLabel(email, { exact: true }).fill('owner@');
    await page.getByRole('button', { name: submit }).click();
    await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  }
});
