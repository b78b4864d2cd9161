import { expect, test } from '@playwright/test';
import { FRESH_PASSWORD, freshEmail, registerByApi } from '../../fixtures/accounts.ts';
import { signInToConsole } from '../../fixtures/console-sign-in.ts';

/**
 * The console's publishing through the real pages: the demo operations admin writes a message in both languages to
 * one person of this spec's own (a fresh e-mail, so no other spec's counts move), who reads it on their messages
 * page with the badge; what the server dropped from the HTML never reaches the page.
 */
test('an operations admin publishes a message to one person, who reads it with the unread badge', async ({
  page,
  browser,
}) => {
  const email = freshEmail('published');
  await registerByApi(page.request, email);

  await signInToConsole(page, 'ops@demo.test');
  await expect(page).toHaveURL(/\/console\/queues$/);
  await page.getByRole('menu', { name: 'Console menu' }).getByRole('menuitem', { name: 'Messages' }).click();
  await expect(page).toHaveURL(/\/console\/messages$/);
  const form = page.getByTestId('console-messages');
  await form.getByLabel('One person').check();
  await form.getByLabel("The person's e-mail").fill(email);
  await form.getByLabel('Title (English)').fill('Your settlement account');
  await form.getByLabel('Title (Chinese)').fill('您的结算账户');
  await form
    .getByLabel('Message (English, HTML)')
    .fill('<p>Please <strong>check</strong> your settlement account.</p><script>window.__xss = 1</script>');
  await form.getByLabel('Message (Chinese, HTML)').fill('<p>请<strong>核对</strong>您的结算账户。</p>');
  await page.getByTestId('console-messages-publish').click();
  await page.getByRole('button', { name: 'Publish', exact: true }).last().click();
  await expect(page.getByText('Published to 1 person.')).toBeVisible();
  await expect(form.getByLabel('Title (English)')).toHaveValue('');

  // The person signs in through the form and reads it.
  const context = await browser.newContext();
  const person = await context.newPage();
  await person.goto('/login');
  await person.getByLabel('E-mail address').fill(email);
  await person.getByLabel('Password', { exact: true }).fill(FRESH_PASSWORD);
  await person.getByRole('button', { name: 'Sign in' }).click();
  await expect(person).toHaveURL(/\/home_n$/);
  await expect(person.getByTestId('messages-link')).toHaveAttribute('aria-label', 'Messages, 1 unread');
  await person.getByTestId('messages-link').click();
  await person.getByRole('link', { name: 'Your settlement account' }).click();
  const content = person.getByTestId('message-content');
  await expect(content.locator('strong')).toHaveText('check');
  await expect(content.locator('script')).toHaveCount(0);
  expect(await person.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await expect(person.getByTestId('messages-link')).toHaveAttribute('aria-label', 'Messages, 0 unread');
  await context.close();

  // The audit log names it.
  await page.getByRole('menu', { name: 'Console menu' }).getByRole('menuitem', { name: 'Audit log' }).click();
  await expect(page.getByText('Message published').first()).toBeVisible();
});
