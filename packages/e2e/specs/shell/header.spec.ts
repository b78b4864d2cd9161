import { expect, test } from '@playwright/test';
import { openShell } from './shell-session.ts';

test('the header shows the unread count, the links and every item of the user dropdown', async ({ page }) => {
  await openShell(page, 'owner@demo.test');
  const messages = page.getByTestId('messages-link');
  await expect(messages).toHaveAttribute('aria-label', 'Messages, 2 unread');
  // Our own help, not the developer reference (where each lands: specs/help/header-links.spec.ts).
  await expect(page.getByRole('link', { name: 'Help', exact: true })).toHaveAttribute('href', '/help');
  await expect(page.getByRole('link', { name: 'Download the app' })).toHaveAttribute('href', '/help#mobile');

  await page.getByTestId('user-menu').click();
  const dropdown = page.getByRole('menu').filter({ hasText: 'Log out' });
  for (const item of [
    'Harbour Noodle House Pty Ltd',
    'Olivia Chen',
    'Merchant profile',
    'Switch merchant',
    'Team',
    'Add merchant',
    'Personal information',
    'Security settings',
    'Change password',
    'Log out',
  ]) {
    await expect(dropdown.getByRole('menuitem', { name: item, exact: true })).toBeVisible();
  }
  await dropdown.getByRole('menuitem', { name: 'Security settings', exact: true }).click();
  await expect(page).toHaveURL(/\/setting$/);
});

test('a detail page has a back arrow that goes back one step', async ({ page }) => {
  await openShell(page, 'owner@demo.test');
  await page.getByTestId('messages-link').click();
  await expect(page).toHaveURL(/\/message$/);
  await expect(page.getByTestId('back-button')).toHaveCount(0);
  await page.evaluate(() => {
    window.history.pushState({ idx: 99 }, '', '/messageDetail');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Message' })).toBeVisible();
  await page.getByTestId('back-button').click();
  await expect(page).toHaveURL(/\/message$/);
});

test('logging out ends the session and keeps the language', async ({ page }) => {
  const token = await openShell(page, 'admin@demo.test');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('language')])).toEqual([
    null,
    'en',
  ]);
  const after = await page.request.post('/api/tokenLogin', { data: { token } });
  expect(((await after.json()) as { return_code: string }).return_code).toBe('INVALID_TOKEN');
});

test('the user dropdown works from the keyboard', async ({ page }) => {
  await openShell(page, 'finance@demo.test');
  await page.getByTestId('user-menu').focus();
  await page.keyboard.press('Enter');
  const dropdown = page.getByRole('menu').filter({ hasText: 'Log out' });
  await expect(dropdown).toBeVisible();
  // Focus moves into the menu; walk down to "Change password".
  for (let step = 0; step < 10; step += 1) {
    if (
      await dropdown
        .getByRole('menuitem', { name: 'Change password' })
        .evaluate((item) => item.classList.contains('ant-dropdown-menu-item-active'))
    )
      break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Change password' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Change password' }).getByLabel('Current password')).toBeVisible();
});
