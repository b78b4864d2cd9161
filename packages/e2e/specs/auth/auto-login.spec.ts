import { expect, test } from '@playwright/test';
import { loginLinkQuery, whoIs } from '../../fixtures/login-link.ts';

test('a sign-in link signs in, applies its language and selects its merchant', async ({ page, request }) => {
  const owner = await whoIs(request, 'owner@demo.test');
  const second = owner.merchants.find((merchant) => merchant.name.startsWith('Golden Wattle'));
  expect(second).toBeDefined();
  const query = new URLSearchParams({
    ...loginLinkQuery('owner@demo.test'),
    language: 'zh_CN',
    m_id: String(second!.id),
    channel: 'e2e',
  });

  await page.goto(`/login?${query.toString()}`);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByText(second!.name).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('zh_CN');
});

test('a link works once; a used or forged link shows the message on the login form', async ({ page, request }) => {
  const query = new URLSearchParams(loginLinkQuery('finance@demo.test'));
  const used = await request.post('/api/autoLogin', { data: Object.fromEntries(query) });
  expect(((await used.json()) as { success: boolean }).success).toBe(true);

  await page.goto(`/login?${query.toString()}`);
  await expect(page.getByRole('alert')).toHaveText('This sign-in link is invalid or has expired.');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('E-mail address')).toBeVisible();

  await page.goto('/login?u_id=forged&u_key=v1');
  await expect(page.getByRole('alert')).toHaveText('This sign-in link is invalid or has expired.');
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);
});
