import { expect, test } from '@playwright/test';
import { menu, openShell } from './shell-session.ts';

test('signed in in Chinese, the shell speaks Chinese', async ({ page }) => {
  await openShell(page, 'owner@demo.test', { language: 'zh_CN' });
  await expect(page.getByRole('heading', { level: 1, name: '首页' })).toBeVisible();
  await expect(menu(page).getByRole('menuitem', { name: '交易记录', exact: true })).toBeVisible();
  await expect(menu(page).getByRole('menuitem', { name: '结算记录', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: '帮助' })).toBeVisible();
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem', { name: '修改密码' })).toBeVisible();
});

test('the language switcher turns the shell to Chinese and back', async ({ page }) => {
  await openShell(page, 'finance@demo.test');
  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(menu(page).getByRole('menuitem', { name: '交易记录', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('zh_CN');
  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(menu(page).getByRole('menuitem', { name: 'Transactions', exact: true })).toBeVisible();
});
