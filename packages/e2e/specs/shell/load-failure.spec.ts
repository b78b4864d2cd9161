import { expect, test } from '@playwright/test';
import { openShell } from './shell-session.ts';

// A script that does not arrive (a dropped connection, a proxy refusing it) shows a retry screen rather than an
// empty page: public/load-check.js for the entry and its preloads, vite:preloadError for a lazily loaded page.

test("the app's entry script failing to load shows the retry screen, and retrying loads the app", async ({ page }) => {
  await page.route('**/assets/main-*.js', (route) => route.abort('connectionreset'));
  await page.goto('/login');
  const screen = page.locator('#load-failed');
  await expect(screen.getByRole('heading', { name: 'The app did not load completely' })).toBeVisible();
  await expect(screen.getByText('重试')).toBeHidden();

  await page.unroute('**/assets/main-*.js');
  await screen.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(screen).toBeHidden();
});

test("a lazily loaded page failing to load shows the retry screen in the user's language", async ({ page }) => {
  // The transactions page is fetched when it is opened, after the shell is up.
  await openShell(page, 'owner@demo.test', { language: 'zh_CN' });
  await page.route('**/assets/transactions-page-*.js', (route) => route.abort('connectionreset'));
  await page.getByTestId('app-menu').getByText('交易记录', { exact: true }).click();
  const screen = page.locator('#load-failed');
  await expect(screen.getByRole('heading', { name: '页面未能完整加载' })).toBeVisible();
  await expect(screen.getByRole('link', { name: '重试' })).toBeVisible();
  await expect(screen.getByText('Try again')).toBeHidden();

  await page.unroute('**/assets/transactions-page-*.js');
  await screen.getByRole('link', { name: '重试' }).click();
  await expect(page.getByTestId('transactions-download')).toBeVisible();
});
