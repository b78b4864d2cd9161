import { expect, test } from '@playwright/test';
import { menu, openShell } from './shell-session.ts';

test('the owner sees every entry of a verified merchant opened for credit, and the T+0 promo', async ({ page }) => {
  await openShell(page, 'owner@demo.test');
  for (const entry of [
    'Home',
    'Transactions',
    'Payouts',
    'Daily summary',
    'Monthly report',
    'Stores',
    'Team and authorisation',
    'Merchant profile',
    'Add merchant',
    'Settlement method',
    'Developer centre',
    'Application centre',
    'Credit',
  ]) {
    await expect(menu(page).getByRole('menuitem', { name: entry, exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('promo-banner')).toBeVisible();
  await page.getByTestId('promo-banner').getByRole('button', { name: 'Set it up' }).click();
  await expect(page).toHaveURL(/\/settlementSet$/);
  await expect(page.getByRole('heading', { level: 1, name: 'T+0 same-day settlement' })).toBeVisible();
});

test('a cashier sees transactions but no payouts or stores, and is refused /payout with the way back', async ({
  page,
}) => {
  await openShell(page, 'cashier@demo.test');
  await expect(menu(page).getByRole('menuitem', { name: 'Transactions', exact: true })).toBeVisible();
  await expect(menu(page).getByRole('menuitem', { name: 'Payouts', exact: true })).toHaveCount(0);
  await expect(menu(page).getByRole('menuitem', { name: 'Stores', exact: true })).toHaveCount(0);
  await expect(page.getByTestId('promo-banner')).toHaveCount(0);

  await menu(page).getByRole('menuitem', { name: 'Transactions', exact: true }).click();
  await expect(page).toHaveURL(/\/transaction$/);
  // An in-app navigation (as a link or a typed route would make) to a page the role refuses.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/payout');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: "You don't have access to this page" })).toBeVisible();
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/transaction$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
});

test('finance sees payouts but not the team or the developer centre', async ({ page }) => {
  await openShell(page, 'finance@demo.test');
  await expect(menu(page).getByRole('menuitem', { name: 'Payouts', exact: true })).toBeVisible();
  await expect(menu(page).getByRole('menuitem', { name: 'Team and authorisation', exact: true })).toHaveCount(0);
  await expect(menu(page).getByRole('menuitem', { name: 'Developer centre', exact: true })).toHaveCount(0);
});

test('the application centre opens the global account and international transfer in the product', async ({ page }) => {
  await openShell(page, 'owner@demo.test');
  await menu(page).getByRole('menuitem', { name: 'Application centre', exact: true }).click();
  await menu(page).getByRole('menuitem', { name: 'Global account', exact: true }).click();
  // The demo merchant's account was used: the account itself, not its introduction.
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('global-balance-CNY')).toContainText('20,000.00');
  await menu(page).getByRole('menuitem', { name: 'International transfer', exact: true }).click();
  await expect(page).toHaveURL(/\/transfer$/);
  await expect(page.getByTestId('remittance-send-money')).toBeVisible();
});

test('the monthly report opens its month modal', async ({ page }) => {
  await openShell(page, 'owner@demo.test');
  await menu(page).getByRole('menuitem', { name: 'Monthly report', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Monthly report' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('monthly-report-hint')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
});
