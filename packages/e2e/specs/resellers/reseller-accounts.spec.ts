import { expect, test, type Page } from '@playwright/test';
import { FRESH_PASSWORD, freshEmail } from '../../fixtures/accounts.ts';
import { signInToConsole } from '../../fixtures/console-sign-in.ts';
import { invitationPath } from '../../fixtures/invitation.ts';
import { SETTLED_DROPDOWN } from '../../fixtures/antd.ts';
import { signInAs } from '../../fixtures/session.ts';

/**
 * Resellers through the real pages: the demo operations admin creates a reseller in the console (in English) with a
 * fresh member and sets its base rate; the member sets a password from the invitation (in Chinese, its language),
 * signs in through the form, lands in the reseller workspace and creates a sub-reseller, whose rate below the
 * reseller's floor the form refuses first.
 */

/** Fills the first rate row of a rates editor: the channel, then the rate in percent (T+1 by default). */
async function fillRate(page: Page, scope: ReturnType<Page['getByTestId']>, channel: string, percent: string) {
  const row = scope.getByTestId('rate-row-0');
  await row.getByRole('combobox').first().click();
  await page.locator(`${SETTLED_DROPDOWN} .ant-select-item-option`).filter({ hasText: channel }).first().click();
  await row.getByRole('spinbutton').first().fill(percent);
}

test('staff create a reseller; its member joins, lands in the workspace, creates a sub-reseller and adds a colleague (English and Chinese)', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const name = `Eastern Reach Payments ${tag}`;
  const memberEmail = freshEmail('reseller');

  await signInToConsole(page, 'ops@demo.test');
  await page.getByRole('menu', { name: 'Console menu' }).getByRole('menuitem', { name: 'Resellers' }).click();
  await expect(page).toHaveURL(/\/console\/resellers$/);
  await page.getByRole('button', { name: 'New reseller' }).click();
  const form = page.getByTestId('new-reseller-form');
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('ABN or unified social credit code').fill('51 824 753 557');
  await form.getByLabel('Contact e-mail').fill(`office-${tag}@example.test`);
  await form.getByLabel("First member's e-mail").fill(memberEmail);
  await form.getByLabel("First member's name").fill('Mei Ling');
  await form.getByLabel('Invitation language').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '简体中文' }).click();
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(
    form.getByText('Enter a valid ABN (11 digits) or unified social credit code (18 characters).'),
  ).toBeVisible();
  await form.getByLabel('ABN or unified social credit code').fill('51 824 753 556');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(/Its new member was sent an invitation/)).toBeVisible();

  await page.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/console\/resellers\/\d+$/);
  await page.getByRole('button', { name: 'Set base rates' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Add a rate' }).click();
  await fillRate(page, dialog, 'WeChat Pay', '1.00');
  await dialog.getByRole('button', { name: 'Save base rates' }).click();
  await expect(page.getByText('The base rates are saved.')).toBeVisible();
  await expect(page.getByRole('cell', { name: '1.00%' })).toBeVisible();

  // The member: the invitation's page in their language sets the password, signs in and lands in the workspace.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await member.goto(await invitationPath(page.request, memberEmail, '/welcome'));
  await expect(member.getByRole('heading', { name: '设置密码' })).toBeVisible();
  await member.getByLabel('新密码').fill(FRESH_PASSWORD);
  await member.getByLabel('确认密码').fill(FRESH_PASSWORD);
  await member.getByRole('button', { name: '设置密码并登录' }).click();
  await expect(member).toHaveURL(/\/reseller\/merchants$/);
  await expect(member.getByTestId('reseller-name')).toHaveText(`${name} · 一级代理商`);
  await expect(member.getByTestId('reseller-member')).toHaveText('Mei Ling');

  await member.getByRole('menuitem', { name: '底价费率' }).click();
  await expect(member.getByRole('cell', { name: '1.00%' })).toBeVisible();
  await member.getByRole('menuitem', { name: '二级代理商' }).click();
  await expect(member).toHaveURL(/\/reseller\/sub-resellers$/);
  await member.getByRole('button', { name: '新建二级代理商' }).click();
  const subForm = member.getByTestId('new-reseller-form');
  await subForm.getByLabel('名称', { exact: true }).fill(`Eastern Reach North ${tag}`);
  await subForm.getByLabel('ABN 或统一社会信用代码').fill('51824753556');
  await subForm.getByLabel('联系邮箱').fill(`north-${tag}@example.test`);
  await subForm.getByLabel('首位成员邮箱').fill(freshEmail('subreseller'));
  await subForm.getByLabel('首位成员姓名').fill('Li Wei');
  await fillRate(member, subForm, '微信支付', '0.99');
  await subForm.getByRole('button', { name: /^创\s?建$/ }).click();
  await expect(subForm.getByText('微信支付（T+1）：费率不能低于 1.00%。')).toBeVisible();
  await subForm.getByTestId('rate-row-0').getByRole('spinbutton').first().fill('1.20');
  await subForm.getByRole('button', { name: /^创\s?建$/ }).click();
  await expect(member.getByText(/已创建 R\d+/)).toBeVisible();
  await expect(member.getByRole('cell', { name: `Eastern Reach North ${tag}` })).toBeVisible();

  // The reseller's people: a colleague is added by e-mail, invited, and listed beside the member.
  await member.getByRole('menuitem', { name: '成员' }).click();
  await expect(member).toHaveURL(/\/reseller\/members$/);
  await expect(member.getByTestId('reseller-members')).toContainText('Mei Ling');
  await member.getByRole('button', { name: '添加成员' }).click();
  const colleague = freshEmail('reseller-colleague');
  const memberForm = member.getByTestId('new-member-form');
  await memberForm.getByLabel('邮箱').fill(colleague);
  await memberForm.getByLabel('姓名').fill('Zhou Yan');
  await memberForm.getByRole('button', { name: /^添\s?加$/ }).click();
  await expect(member.getByText('已添加，已向对方发送设置密码的邀请。')).toBeVisible();
  await expect(member.getByTestId('reseller-members')).toContainText(colleague);
  await memberContext.close();
});

test('the demo reseller sees its sub-reseller and base rates, its sub-reseller none; a merchant user is refused the workspace', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'reseller@demo.test', 'en', '/reseller/sub-resellers');
  await expect(page.getByTestId('reseller-name')).toHaveText('Southern Cross Payments Pty Ltd · Reseller');
  await expect(page.getByRole('cell', { name: 'Coastal Merchant Services Pty Ltd' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Base rates' }).click();
  await expect(page.getByRole('cell', { name: '1.00%' }).first()).toBeVisible();

  const subContext = await browser.newContext();
  const sub = await subContext.newPage();
  await signInAs(sub, 'subreseller@demo.test', 'en', '/reseller/sub-resellers');
  await expect(sub.getByTestId('reseller-name')).toHaveText('Coastal Merchant Services Pty Ltd · Sub-reseller');
  await expect(sub.getByText('Only a reseller has sub-resellers; a sub-reseller cannot create them.')).toBeVisible();
  await expect(sub.getByRole('menuitem', { name: 'Sub-resellers' })).toHaveCount(0);
  await subContext.close();

  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signInAs(owner, 'owner@demo.test', 'zh_CN', '/reseller');
  await expect(owner.getByText('您无权进入代理商工作台')).toBeVisible();
  await owner.getByRole('button', { name: '退出登录' }).click();
  await expect(owner).toHaveURL(/\/login$/);
  await ownerContext.close();
});
