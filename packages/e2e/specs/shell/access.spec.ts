import { expect, test } from '@playwright/test';
import { menu, openShell } from './shell-session.ts';

// Issue 13 §4: a page the role does not open says so in the shell, with the way back; never the sign-in form to a
// signed-in user, and /login sends them home.

test('finance typing /store is told it has no access, keeps the shell, and goes back or home', async ({ page }) => {
  await openShell(page, 'finance@demo.test');
  await menu(page).getByRole('menuitem', { name: 'Payouts', exact: true }).click();
  await expect(page).toHaveURL(/\/payout$/);

  // Typed into the address bar: a full load with the stored session.
  await page.goto('/store');
  await expect(page.getByRole('heading', { level: 1, name: "You don't have access to this page" })).toBeVisible();
  await expect(page).toHaveURL(/\/store$/);
  await expect(page.getByTestId('app-sider')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Password' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/home$/);

  // Inside the app (as a link would): the way back returns to the page just left.
  await menu(page).getByRole('menuitem', { name: 'Payouts', exact: true }).click();
  await expect(page).toHaveURL(/\/payout$/);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/employee');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByTestId('forbidden-refusal')).toBeVisible();
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/payout$/);

  // A signed-in user opening /login goes home.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('app-sider')).toBeVisible();
});

test('in Chinese: finance typing /store sees the refusal in Chinese, and /login goes home', async ({ page }) => {
  await openShell(page, 'finance@demo.test', { language: 'zh_CN' });
  await page.goto('/store');
  await expect(page.getByRole('heading', { level: 1, name: '您没有访问此页面的权限' })).toBeVisible();
  await expect(page.getByText('您在该商户中的角色无权打开此页面')).toBeVisible();
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/home$/);
});
