import { expect, test } from '@playwright/test';
import { openShell } from './shell-session.ts';

test.beforeEach(async ({ page }) => {
  // The fake clock must be in place before the app loads, so that its timers run on it.
  await page.clock.install();
});

test('after 15 idle minutes a 30-second countdown ends the session', async ({ page }) => {
  await openShell(page, 'finance@demo.test');
  await page.clock.runFor('15:00');
  const dialog = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('progressbar')).toBeVisible();

  await page.clock.runFor('00:31');
  await expect(page).toHaveURL(/\/login$/);
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    language: localStorage.getItem('language'),
  }));
  expect(stored).toEqual({ token: null, language: 'en' });
});

test('activity during the countdown cancels it', async ({ page }) => {
  await openShell(page, 'finance@demo.test');
  await page.clock.runFor('15:00');
  const dialog = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(dialog).toBeVisible();

  await page.keyboard.press('Shift');
  await expect(dialog).toBeHidden();
  await page.clock.runFor('00:45');
  await expect(page).toHaveURL(/\/home$/);
  await expect(dialog).toBeHidden();
});

test('the token is refreshed every two minutes', async ({ page }) => {
  await openShell(page, 'finance@demo.test');
  const refreshed = page.waitForRequest((request) => request.url().endsWith('/api/RefreshToken'));
  await page.clock.runFor('02:00');
  await refreshed;
});
