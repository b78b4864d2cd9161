import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@mbo/db/seed/demo-accounts';
import { publishAgreementVersion } from '../../fixtures/agreements.ts';

/** Signs in through the login form, as a person does (the sign-in itself is the event the log must show). */
async function signInByForm(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

test('the owner opens the security log from the menu and sees their own sign-in, then reads it in Chinese', async ({
  page,
}) => {
  // A new agreement version waits for the owner whatever other specs acknowledged; acknowledging it is itself an
  // event of the log.
  await publishAgreementVersion();
  await signInByForm(page, 'owner@demo.test');
  await page
    .getByRole('dialog', { name: 'The merchant agreement has been updated' })
    .getByRole('button', { name: 'I have read and agree' })
    .click();
  await page.getByRole('menuitem', { name: 'Security log', exact: true }).click();
  await expect(page).toHaveURL(/\/securityLog$/);
  await expect(page.getByRole('heading', { name: 'Security log', level: 2 })).toBeVisible();
  // Filters are labelled, so they are found by their labels.
  await expect(page.getByLabel('Event type')).toBeVisible();
  await expect(page.getByLabel('Member')).toBeVisible();

  const table = page.getByTestId('security-log-table');
  const signInRow = table.locator('tbody tr').filter({ hasText: 'Signed in' }).first();
  await expect(signInRow).toBeVisible();
  await expect(signInRow).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  await expect(signInRow).toContainText('127.0.0.1');
  await expect(signInRow).toContainText('with password');
  await expect(table.locator('tbody tr').filter({ hasText: 'Agreement acknowledged' }).first()).toBeVisible();

  // The menu's item, not any text: a click on the label while the dropdown was still opening changed nothing.
  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(table.locator('tbody tr').filter({ hasText: '登录' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: '安全日志', level: 2 })).toBeVisible();
});

test('a cashier has no security log entry and is told the address is not theirs', async ({ page }) => {
  await signInByForm(page, 'cashier@demo.test');
  await expect(page.getByRole('menuitem', { name: 'Security log' })).toHaveCount(0);
  await page.goto('/securityLog');
  // The shell keeps the page's title; the log itself never loads.
  await expect(page.getByTestId('forbidden-refusal')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
