import { expect, test } from '@playwright/test';
import { callApi, freshEmail } from '../../fixtures/accounts.ts';

const sendSignUpCode = (request: Parameters<typeof callApi>[0], email: string) =>
  callApi(request, 'SendVerificationCode', { AccountType: 1, Account: email, MsgType: 2 });

test('the development outbox lists the codes sent, newest first, filtered by recipient', async ({ page, request }) => {
  const earlier = freshEmail('outbox-a');
  const later = freshEmail('outbox-b');
  await sendSignUpCode(request, earlier);
  await sendSignUpCode(request, later);

  await page.goto('/dev/outbox');
  await expect(page.getByRole('heading', { name: 'Development outbox' })).toBeVisible();
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.nth(0)).toContainText(later);
  await expect(rows.nth(1)).toContainText(earlier);

  await page.getByLabel('Recipient').fill(earlier);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(earlier);
  await expect(rows.first()).toContainText('Your sign-up code is');
  await expect(rows.first()).toContainText('E-mail');

  await page.getByLabel('Recipient').fill(freshEmail('nobody'));
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('No messages yet')).toBeVisible();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText('No messages yet')).toBeVisible();
});
