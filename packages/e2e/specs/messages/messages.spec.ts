import { expect, test, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { connect } from '@mbo/db/client';
import { messages, users } from '@mbo/db/schema';
import { FRESH_PASSWORD, freshEmail, registerByApi } from '../../fixtures/accounts.ts';
import { e2eDatabaseUrl } from '../../fixtures/e2e-database.ts';

/**
 * A fresh person's messages (their own, so no other spec's counts move): 12 notices, the newest carrying HTML with a
 * link and a payload that would run script if the server let it through.
 */
async function seedMessages(email: string): Promise<void> {
  const db = connect(e2eDatabaseUrl(), 1);
  try {
    const user = await db.query.users.findFirst({ where: eq(users.email, email) });
    await db.insert(messages).values(
      Array.from({ length: 11 }, (_, index) => ({
        userId: user!.id,
        title: `Notice ${index + 1}`,
        content: `<p>Notice number ${index + 1}.</p>`,
      })),
    );
    await db.insert(messages).values({
      userId: user!.id,
      title: 'Settlement fee update',
      content:
        '<p>From <strong>1 December</strong> a bank payout costs 0.55 AUD. <a href="https://example.com/fees">Fees</a></p>' +
        '<img src=x onerror="window.__xss = 1"><script>window.__xss = 2</script>',
    });
  } finally {
    await db.$client.end();
  }
}

async function signInByForm(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(FRESH_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home_n$/);
}

test('a person reads their messages: the badge, the list, marking the checked ones, a message opened (both languages)', async ({
  page,
}) => {
  const email = freshEmail('messages');
  await registerByApi(page.request, email);
  await seedMessages(email);
  await signInByForm(page, email);

  // A person with no merchant yet has messages too (the decisions on their applications arrive here).
  const badge = page.getByTestId('messages-link');
  await expect(badge).toHaveAttribute('aria-label', 'Messages, 12 unread');
  await badge.click();
  await expect(page).toHaveURL(/\/message(\?page=\d+)?$/);
  const table = page.getByTestId('messages-table');
  await expect(table.getByRole('link')).toHaveCount(10);
  await expect(table.getByRole('link').first()).toHaveText('Settlement fee update');
  await expect(page.getByTestId('messages-unread')).toHaveText('12 unread');
  await expect(page.getByText('12 messages')).toBeVisible();

  // Mark two of the checked ones read: the 3-second toast, the dots and the badge follow.
  const markRead = page.getByTestId('messages-mark-read');
  await expect(markRead).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Select "Notice 11"' }).check();
  await page.getByRole('checkbox', { name: 'Select "Notice 10"' }).check();
  await expect(markRead).toHaveText('Mark 2 as read');
  await markRead.click();
  await expect(page.getByText('2 messages marked as read.')).toBeVisible();
  await expect(page.getByTestId('messages-unread')).toHaveText('10 unread');
  await expect(badge).toHaveAttribute('aria-label', 'Messages, 10 unread');
  await expect(markRead).toBeDisabled();

  // The second page holds the two oldest.
  await page.getByRole('listitem', { name: '2' }).click();
  await expect(table.getByRole('link')).toHaveText(['Notice 2', 'Notice 1']);
  await page.getByRole('listitem', { name: '1' }).click();

  // Opening a message reads it; its HTML shows, the script in it never ran.
  await table.getByRole('link', { name: 'Settlement fee update' }).click();
  await expect(page).toHaveURL(/\/messageDetail\?id=\d+$/);
  const detail = page.getByTestId('message-detail');
  await expect(detail.getByRole('heading', { name: 'Settlement fee update' })).toBeVisible();
  await expect(detail.getByText('1 December')).toBeVisible();
  await expect(detail.getByRole('link', { name: 'Fees' })).toHaveAttribute('rel', 'noopener noreferrer');
  const content = page.getByTestId('message-content');
  await expect(content.locator('script, [onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await expect(badge).toHaveAttribute('aria-label', 'Messages, 9 unread');

  // Back to the list, in Chinese.
  await page.getByTestId('back-button').click();
  await expect(page).toHaveURL(/\/message(\?page=\d+)?$/);
  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(page.getByTestId('messages-unread')).toHaveText('9 条未读');
  await expect(page.getByRole('columnheader', { name: '标题' })).toBeVisible();
  await page.getByRole('checkbox', { name: '选择“Notice 9”' }).check();
  await page.getByTestId('messages-mark-read').click();
  await expect(page.getByText('已将 1 条消息标记为已读。')).toBeVisible();
  await expect(page.getByTestId('messages-unread')).toHaveText('8 条未读');
});

test('another person’s message is not found, and says so with the way back', async ({ page }) => {
  const email = freshEmail('messages-other');
  await registerByApi(page.request, email);
  await signInByForm(page, email);
  await page.goto('/messageDetail?id=1');
  await expect(page.getByText('This message does not exist or is not yours.')).toBeVisible();
  await page.getByRole('button', { name: 'Back to messages' }).click();
  await expect(page).toHaveURL(/\/message(\?page=\d+)?$/);
  await expect(page.getByText('No messages yet.', { exact: false })).toBeVisible();
});
