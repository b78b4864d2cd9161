import { expect, test } from '@playwright/test';
import { menu, openShell } from './shell-session.ts';

test('the owner of an unverified merchant lands on home_n with the reduced menu', async ({ page }) => {
  await openShell(page, 'pending@demo.test');
  await expect(page).toHaveURL(/\/home_n$/);
  await expect(page.getByTestId('home-n')).toContainText('Blue Gum Cafe');
  await expect(menu(page).getByRole('menuitem')).toHaveCount(3);
  await expect(menu(page).getByRole('menuitem', { name: 'Home', exact: true })).toBeVisible();
  await expect(menu(page).getByRole('menuitem', { name: 'Settings', exact: true })).toBeVisible();
  await expect(menu(page).getByRole('menuitem', { name: 'Add merchant', exact: true })).toBeVisible();
  await expect(page.getByTestId('promo-banner')).toHaveCount(0);

  // /home is for verified merchants only.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/home');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/home_n$/);
});

test('a user with no merchant lands on home_n and is offered to add one', async ({ page }) => {
  await openShell(page, 'new@demo.test');
  await expect(page).toHaveURL(/\/home_n$/);
  await expect(page.getByTestId('home-n')).toContainText('Four steps to go live');
  await menu(page).getByRole('menuitem', { name: 'Add merchant', exact: true }).click();
  await expect(page).toHaveURL(/\/addMerchantList$/);
});
