import { expect, test } from '@playwright/test';
import { callApi, freshEmail } from '../../fixtures/accounts.ts';

test('the development outbox lists the codes sent, newest first, filtered by recipient', async ({ page, request }) => {
  const email = freshEmail('outbox');
  await callApi(request, 'SendVerificationCode', { AccountType: 1, Account: email, MsgType: 2 });

  await page.goto('/dev/outbox');
  await expect(page.getByRole('heading', { name: 'Development outbox' })).toBeVisible();
  await page.getByLabel('Recipient').fill(email);
  await page.getByRole('button', { name: 'Filter' }).click();
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(email);
  await expect(rows.first()).toContainText('Your sign-up code is');
  await expect(rows.first()).toContainText('E-mail');

  await page.getByLabel('Recipient').fill(freshEmail('nobody'));
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('No messages yet')).toBeVisible();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText('No messages yet')).toBeVisible();
});
