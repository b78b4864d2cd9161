import { expect, test } from '@playwright/test';
import { FRESH_PASSWORD, freshEmail, registerByApi } from '../../fixtures/accounts.ts';
import { memberOfNewReseller } from '../../fixtures/resellers.ts';
import { agreeWhenAsked, signInAs, signInThroughForm } from '../../fixtures/session.ts';

/**
 * People of a reseller through the real pages: a member of a fresh reseller signs in through the form (English),
 * adds a colleague (an existing user) on People, and removes them after the confirmation dialog; People keeps the
 * record of who was removed, by whom and when. The colleague,
 * signed in meanwhile in a second browser (in Chinese), is shut out at their next step: the workspace's refusal page
 * with the server's message, and a way to sign out.
 */
test('a reseller member removes a colleague on People; the colleague, signed in elsewhere, is shut out at their next step (English and Chinese)', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const member = await memberOfNewReseller(page.request, 'reseller-people');
  const colleagueEmail = freshEmail('reseller-colleague');
  const colleagueName = `Noah Tan ${Date.now().toString(36)}`;
  await registerByApi(page.request, colleagueEmail, FRESH_PASSWORD, colleagueName);

  await agreeWhenAsked(page);
  await signInThroughForm(page, member.email, { password: member.password });
  await expect(page).toHaveURL(/\/reseller\/merchants$/);
  await page.getByRole('menuitem', { name: 'People' }).click();
  await expect(page).toHaveURL(/\/reseller\/members$/);
  const people = page.getByTestId('reseller-members');
  // Oneself is marked and offers no removal (the server refuses it too).
  await expect(
    people.getByRole('row').filter({ hasText: member.email }).getByText('You', { exact: true }),
  ).toBeVisible();
  await expect(people.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  const removals = page.getByTestId('reseller-removals');
  await expect(page.getByRole('heading', { name: 'Removed from this reseller' })).toBeVisible();
  await expect(removals.getByText('No one has been removed.')).toBeVisible();

  await page.getByRole('button', { name: 'Add a person' }).click();
  const form = page.getByTestId('new-member-form');
  await form.getByLabel('E-mail').fill(colleagueEmail);
  await form.getByLabel('Name').fill('Ignored: the account keeps its name');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Added. They were told by e-mail.')).toBeVisible();
  await expect(people.getByRole('cell', { name: colleagueName, exact: true })).toBeVisible();

  // The colleague works in the workspace in Chinese, in a browser of their own.
  const colleagueContext = await browser.newContext();
  const colleague = await colleagueContext.newPage();
  await agreeWhenAsked(colleague);
  await signInAs(colleague, colleagueEmail, 'zh_CN', '/reseller/merchants', undefined, FRESH_PASSWORD);
  await expect(colleague.getByTestId('reseller-member')).toHaveText(colleagueName);

  // Cancelling the dialog keeps them; confirming removes them.
  await people.getByRole('button', { name: `Remove ${colleagueName}` }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: `Remove ${colleagueName}?` });
  await expect(dialog.getByText(/can no longer open this reseller workspace/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(people.getByRole('cell', { name: colleagueName, exact: true })).toBeVisible();
  await people.getByRole('button', { name: `Remove ${colleagueName}` }).click();
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText(`${colleagueName} was removed and told by e-mail.`)).toBeVisible();
  await expect(people.getByRole('cell', { name: colleagueName, exact: true })).toHaveCount(0);
  // The page keeps the record: who, by whom (the member's account name, registerByApi's) and when.
  const record = removals.getByRole('row').filter({ hasText: colleagueName });
  await expect(record.getByRole('cell', { name: colleagueEmail, exact: true })).toBeVisible();
  await expect(record.getByRole('cell', { name: 'E2E Tester', exact: true })).toBeVisible();
  await expect(record.getByRole('cell', { name: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/ })).toBeVisible();

  // Their next step in the open session: the refusal page, in their language, with a sign-out.
  await colleague.getByRole('menuitem', { name: '成员' }).click();
  await expect(colleague.getByText('您无权进入代理商工作台')).toBeVisible();
  await expect(colleague.getByText('此功能仅供代理商员工使用。您的账号不属于任何代理商。').first()).toBeVisible();
  await colleague.getByRole('button', { name: '退出登录' }).click();
  await expect(colleague).toHaveURL(/\/login/);
  await colleagueContext.close();
});
