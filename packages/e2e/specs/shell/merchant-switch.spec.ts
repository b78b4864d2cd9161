import { expect, test } from '@playwright/test';
import { openShell } from './shell-session.ts';

test('the owner switches from Harbour Noodle House to Golden Wattle Trading', async ({ page }) => {
  await openShell(page, 'owner@demo.test');
  await expect(page.getByTestId('home-merchant-name')).toHaveText('Harbour Noodle House Pty Ltd');

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Switch merchant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Switch merchant' });
  await expect(dialog.getByRole('button', { name: /Harbour Noodle House Pty Ltd/ })).toBeDisabled();
  await dialog.getByRole('button', { name: /Golden Wattle Trading Pty Ltd/ }).click();

  await expect(page.getByTestId('merchant-switch-overlay')).toBeVisible();
  await expect(page.getByTestId('merchant-switch-overlay')).toContainText('Golden Wattle Trading');
  // After the 3-second overlay the page reloads on the new merchant's home.
  await page.waitForEvent('load', { timeout: 10_000 });
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('home-merchant-name')).toHaveText('Golden Wattle Trading Pty Ltd');
  await expect(page.getByTestId('merchant-switch-overlay')).toHaveCount(0);
});

test('a user of one merchant has no merchant switcher', async ({ page }) => {
  await openShell(page, 'finance@demo.test');
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Security settings' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Switch merchant' })).toHaveCount(0);
});
