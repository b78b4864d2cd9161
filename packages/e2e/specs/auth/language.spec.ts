import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '@mbo/db/seed/demo-accounts';

const CHINESE = /[\u4e00-\u9fff]/;
// antd spaces out two-character Chinese button labels ("登 录").
const SIGN_IN_ZH = /^登\s?录$/;

test('a user switches the login page to Chinese and signs in; the app stays in Chinese', async ({ page }) => {
  await page.goto('/login');
  await page.getByText('简体中文').click();
  await expect(page.getByRole('tab', { name: '邮箱' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '手机号' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '登录' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  await page.getByLabel('邮箱地址').fill('exchange@demo.test');
  await page.getByRole('button', { name: SIGN_IN_ZH }).click();
  await expect(page.getByText('请输入密码。')).toBeVisible();
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: SIGN_IN_ZH }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.locator('body')).toContainText(CHINESE);
  await expect(page.getByText('Harbour Noodle House Pty Ltd').first()).toBeVisible();
});

test('after switching, server messages and field messages read in Chinese', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill('nobody@');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
  await page.getByText('简体中文').click();
  // The message already on screen switches language too.
  await expect(page.getByText('Please enter a valid e-mail address.')).toHaveCount(0);
  await expect(page.locator('.ant-form-item-explain-error').first()).toContainText(CHINESE);

  await page.getByLabel('邮箱地址').fill('admin@demo.test');
  await page.getByLabel('密码', { exact: true }).fill('Wrong2026x');
  await page.getByRole('button', { name: SIGN_IN_ZH }).click();
  await expect(page.getByRole('alert')).toHaveText('账号或密码错误。');
});
