import { expect, test } from '@playwright/test';
import { TOTP_PERIOD_S } from '@mbo/contracts/two-factor';
import { FRESH_PASSWORD, freshEmail } from '../../fixtures/accounts.ts';
import { codeOfStep, fillConsoleSignIn, signInToConsole } from '../../fixtures/console-sign-in.ts';
import { invitationPath } from '../../fixtures/invitation.ts';

/**
 * The console's staff screens through the real pages: the demo operations admin adds a person of their own (a
 * fresh e-mail, so no other spec's account changes), who sets a password from the invitation and sets up two-step
 * verification; the admin changes their role and disables them. A reviewer has no staff area.
 */

test('an operations admin adds a reviewer who joins through the invitation, then changes the role and disables them (the list in Chinese too)', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = freshEmail('staff');
  const name = `Eve ${Date.now().toString(36)}`;
  await signInToConsole(page, 'ops@demo.test');
  await expect(page).toHaveURL(/\/console\/queues$/);
  const menu = page.getByRole('menu', { name: 'Console menu' });
  await menu.getByRole('menuitem', { name: 'Staff' }).click();
  await expect(page).toHaveURL(/\/console\/staff$/);
  await expect(page.getByRole('heading', { name: 'Staff', level: 2 })).toBeVisible();
  const me = page.getByTestId('console-staff-table').locator('tbody tr').filter({ hasText: 'ops@demo.test' });
  await expect(me).toContainText('You');

  await page.getByRole('button', { name: 'Add staff member' }).click();
  const form = page.getByTestId('add-staff-form');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  const row = page.getByTestId('console-staff-table').locator('tbody tr').filter({ hasText: email });
  await expect(row).toContainText('Reviewer');
  await expect(row).toContainText('Not set up');
  await expect(row).toContainText('Never');
  await expect(row).toContainText('Active');

  // The newcomer: the invitation's page sets the password; the sign-in then holds them at the two-step set-up.
  const newcomerContext = await browser.newContext();
  const newcomer = await newcomerContext.newPage();
  await newcomer.goto(await invitationPath(page.request, email));
  await expect(newcomer.getByRole('heading', { name: 'Welcome to the provider console' })).toBeVisible();
  await newcomer.getByLabel('New password').fill(FRESH_PASSWORD);
  await newcomer.getByLabel('Repeat the password').fill(FRESH_PASSWORD);
  await newcomer.getByRole('button', { name: 'Set password' }).click();
  await expect(newcomer).toHaveURL(/\/console\/login$/);
  await expect(newcomer.getByRole('status')).toContainText('Your password is set');
  await fillConsoleSignIn(newcomer, email, 'en', FRESH_PASSWORD);
  await expect(newcomer).toHaveURL(/\/console\/two-step$/);
  await newcomer.getByRole('button', { name: 'Start set-up' }).click();
  await expect(newcomer.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const secret = (await newcomer.getByTestId('two-factor-secret').textContent())!.replace(/\s/g, '');
  const step = Math.floor(Date.now() / 1000 / TOTP_PERIOD_S);
  await newcomer.getByLabel('Code from your authenticator app').fill(await codeOfStep(secret, step));
  await newcomer.getByRole('button', { name: 'Turn on' }).click();
  await expect(newcomer.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
  await newcomer.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(newcomer).toHaveURL(/\/console\/queues$/);
  await expect(newcomer.getByTestId('console-user')).toHaveText(`${name} · Reviewer`);
  await expect(newcomer.getByRole('menuitem', { name: 'Staff' })).toHaveCount(0);

  await page.reload();
  await expect(row).toContainText('On');
  await expect(row).not.toContainText('Never');

  // A role change, then disabling: the newcomer's session ends at once and the console refuses them.
  await page.getByLabel(`Role of ${name}`).click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Operations admin' }).click();
  await expect(page.getByText('Role changed.')).toBeVisible();
  await row.getByRole('button', { name: 'Disable' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Disable' }).click();
  await expect(row).toContainText('Disabled');
  await newcomer.reload();
  await expect(newcomer).toHaveURL(/\/console\/login$/);
  await signInToConsole(newcomer, email, { password: FRESH_PASSWORD, secret });
  await expect(newcomer.getByRole('alert')).toHaveText(
    'Your console access has been turned off. Ask an operations admin if you need it again.',
  );
  await newcomerContext.close();

  // The same page in Chinese.
  await page.getByText('简体中文').click();
  await expect(page.getByRole('heading', { name: '员工', level: 2 })).toBeVisible();
  await expect(row).toContainText('运营管理员');
  await expect(row).toContainText('已停用');
  await expect(row.getByRole('button', { name: /^启\s*用$/ })).toBeVisible();
  await page.getByText('English').click();

  await menu.getByRole('menuitem', { name: 'Audit log' }).click();
  const audit = page.getByTestId('console-audit-table').locator('tbody tr').filter({ hasText: 'staff #' });
  await expect(audit.filter({ hasText: 'Staff added' }).first()).toContainText(email);
  await expect(audit.filter({ hasText: 'Role changed' }).first()).toContainText('"role":"ops_admin"');
  await expect(audit.filter({ hasText: 'Staff disabled' }).first()).toContainText('"is_active":false');
});

test('a reviewer has no staff area, in English and Chinese, and its calls answer 403', async ({ page }) => {
  await signInToConsole(page, 'reviewer@demo.test', { language: 'zh_CN' });
  await expect(page).toHaveURL(/\/console\/queues$/);
  const menu = page.getByRole('menu', { name: '控制台菜单' });
  await expect(menu.getByRole('menuitem', { name: '审计日志' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: '员工' })).toHaveCount(0);
  await page.getByText('English').click();
  await expect(page.getByRole('menu', { name: 'Console menu' }).getByRole('menuitem', { name: 'Staff' })).toHaveCount(
    0,
  );

  // Typing the address: a refusal, no staff list.
  await page.goto('/console/staff');
  await expect(page.getByText('Only operations admins manage the staff accounts.')).toBeVisible();
  await expect(page.getByTestId('console-staff-table')).toHaveCount(0);

  const token = await page.evaluate(() => localStorage.getItem('token'));
  for (const [language, text] of [
    ['en-US', 'Your console role does not open this page.'],
    ['zh-CN', '您的控制台角色无权访问此页面。'],
  ] as const) {
    for (const name of ['console/list_staff', 'console/set_staff_active']) {
      const response = await page.request.post(`/api/${name}`, {
        data: { token, user_id: 1, is_active: false },
        headers: { 'accept-language': language },
      });
      expect(response.status()).toBe(403);
      expect(((await response.json()) as { msg: string }).msg).toBe(text);
    }
  }
});
