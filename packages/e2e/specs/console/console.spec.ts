import { expect, test } from '@playwright/test';
import { recordConsoleDecision } from '../../fixtures/console-audit.ts';
import { fillConsoleSignIn, signInToConsole } from '../../fixtures/console-sign-in.ts';

test('a reviewer signs in at /console/login, reads the audit log and every merchant’s security log, in English and Chinese', async ({
  page,
}) => {
  // A unique item number, so the row is this run's whatever else the database holds.
  const itemId = 100_000 + Math.floor(Math.random() * 800_000);
  await recordConsoleDecision('ops@demo.test', itemId);
  await signInToConsole(page, 'reviewer@demo.test');
  await expect(page).toHaveURL(/\/console\/queues$/);
  await expect(page.getByRole('heading', { name: 'Review queues', level: 2 })).toBeVisible();
  await expect(page.getByTestId('console-user')).toHaveText('Rita Review · Reviewer');

  const menu = page.getByRole('menu', { name: 'Console menu' });
  await menu.getByRole('menuitem', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/console\/audit$/);
  await expect(page.getByRole('heading', { name: 'Audit log', level: 2 })).toBeVisible();
  const auditRow = page
    .getByTestId('console-audit-table')
    .locator('tbody tr')
    .filter({ hasText: `#${itemId}` });
  await expect(auditRow).toContainText('Oscar Ops');
  await expect(auditRow).toContainText('Approved');
  await expect(auditRow).toContainText('{"status":"waiting"}');
  await expect(page.getByLabel('Staff member')).toBeVisible();
  await expect(page.getByLabel('Action')).toBeVisible();

  await menu.getByRole('menuitem', { name: 'Security log (all merchants)' }).click();
  await expect(page).toHaveURL(/\/console\/security$/);
  await expect(page.getByRole('heading', { name: 'Security log of all merchants', level: 2 })).toBeVisible();
  const securityTable = page.getByTestId('console-security-table');
  // The reviewer's own sign-in a moment ago: an account event, written without a merchant.
  const ownSignIn = securityTable
    .locator('tbody tr')
    .filter({ hasText: 'Rita Review' })
    .filter({ hasText: 'Signed in' });
  await expect(ownSignIn.first()).toContainText('Account event');
  await expect(page.getByLabel('Merchant id')).toBeVisible();

  await page.getByText('简体中文').click();
  await expect(page.getByRole('heading', { name: '全部商户的安全日志', level: 2 })).toBeVisible();
  await expect(securityTable.locator('tbody tr').filter({ hasText: '登录' }).first()).toContainText('账号事件');
  await expect(page.getByTestId('console-user')).toHaveText('Rita Review · 审核员');
  await page.getByRole('menu', { name: '控制台菜单' }).getByRole('menuitem', { name: '审计日志' }).click();
  await expect(page.getByRole('heading', { name: '审计日志', level: 2 })).toBeVisible();
  await expect(
    page
      .getByTestId('console-audit-table')
      .locator('tbody tr')
      .filter({ hasText: `#${itemId}` }),
  ).toContainText('通过');
});

test('a merchant’s user is refused at the console sign-in, in their language, and gets no console page', async ({
  page,
}) => {
  await page.goto('/console/login');
  await expect(page.getByRole('heading', { name: 'Provider console sign-in' })).toBeVisible();
  await fillConsoleSignIn(page, 'owner@demo.test');
  await expect(page.getByRole('alert')).toHaveText('This account is not a provider staff account.');
  await expect(page).toHaveURL(/\/console\/login$/);
  await page.goto('/console/audit');
  await expect(page).toHaveURL(/\/console\/login$/);

  await page.getByText('简体中文').click();
  await fillConsoleSignIn(page, 'owner@demo.test', 'zh_CN');
  await expect(page.getByRole('alert')).toHaveText('此账号不是服务商员工账号。');
});
