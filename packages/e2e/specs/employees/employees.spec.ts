import { expect, test, type Page } from '@playwright/test';
import { callApi } from '../../fixtures/accounts.ts';
import { signInAs } from '../../fixtures/session.ts';
import { openShell } from '../shell/shell-session.ts';
import { harbourId } from '../transactions/transactions-api.ts';

/** The demo user who is registered but belongs to no merchant (seed: Nina Patel, new@demo.test, 0412000007). */
const NINA = { name: 'Nina Patel', email: 'new@demo.test', phone: '0412000007' };
const CIRCULAR_QUAY = 'Harbour Noodle House Circular Quay';

const rows = (page: Page) => page.getByTestId('employees-table').locator('tbody tr.ant-table-row');
const rowOf = (page: Page, name: string) => rows(page).filter({ hasText: name });

/**
 * Other specs (shell/unverified) need Nina without a merchant: whatever happens here, she leaves Harbour Noodle
 * House at the end, through the API as its owner.
 */
async function removeNina(page: Page, ownerToken: string) {
  const merchantId = await harbourId(page.request, ownerToken);
  const { datas } = await callApi<{ datas: { user_id: number; email: string | null }[] }>(
    page.request,
    'merchant/get_employee_list_of_merchant',
    {
      token: ownerToken,
      merchant_id: merchantId,
    },
  );
  const nina = datas.find((employee) => employee.email === NINA.email);
  if (nina)
    await callApi(page.request, 'merchant/remove_employee', {
      token: ownerToken,
      merchant_id: merchantId,
      user_id: nina.user_id,
    });
}

test.describe('employees', () => {
  let ownerToken = '';
  test.afterEach(async ({ page }) => {
    if (ownerToken) await removeNina(page, ownerToken);
  });

  test('the owner adds a cashier tied to a store, who then sees only that store; edit and delete', async ({
    page,
    browser,
  }) => {
    ownerToken = await openShell(page, 'owner@demo.test', { path: '/employee' });
    await expect(rowOf(page, 'Chloe Wang')).toContainText('Cashier');
    await expect(rowOf(page, 'Chloe Wang')).toContainText(CIRCULAR_QUAY);
    await expect(rowOf(page, 'Olivia Chen')).toContainText('Super admin');

    // Add Nina by phone (without the leading 0, as people type mobiles under +61): the dialog says she is registered.
    await page.getByRole('button', { name: 'Add employee' }).click();
    const dialog = page.getByTestId('employee-dialog');
    await dialog.getByLabel('Phone number').fill('412000007');
    await expect(dialog.getByText('Registered account')).toBeVisible();
    await dialog.getByLabel('Name').fill(NINA.name);
    // A cashier without a store is refused in the form, in the server's words.
    await dialog.getByRole('checkbox', { name: 'Cashier' }).check();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByText('A cashier needs a store. Please choose one.')).toBeVisible();
    await dialog.getByLabel('Store').click();
    await page.locator('.ant-select-item-option').filter({ hasText: CIRCULAR_QUAY }).click();
    await page.screenshot({ path: test.info().outputPath('add-dialog-en.png'), fullPage: true });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Employee added')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, NINA.name)).toContainText('Cashier');
    await expect(rowOf(page, NINA.name)).toContainText(CIRCULAR_QUAY);
    await expect(rowOf(page, NINA.name)).toContainText(`+61 ${NINA.phone}`);
    await page.screenshot({ path: test.info().outputPath('list-en.png'), fullPage: true });

    // Nina signs in: the transactions store filter offers her store only.
    const cashierPage = await browser.newPage();
    await signInAs(cashierPage, NINA.email, 'en', '/transaction');
    await cashierPage.locator('#transactions-stores').click();
    const options = cashierPage.locator('.ant-select-item-option');
    await expect(options).toHaveCount(1);
    await expect(options.first()).toHaveText(CIRCULAR_QUAY);
    await cashierPage.close();

    // A row click opens the detail (kept in local storage).
    await rowOf(page, NINA.name).locator('td').nth(3).click();
    await expect(page).toHaveURL(/\/employeeDetail\?id=\d+$/);
    const detail = page.getByTestId('employee-detail');
    await expect(detail).toContainText(NINA.email);
    await expect(detail).toContainText(CIRCULAR_QUAY);
    await page.goBack();

    // Edit from the hover menu: finance instead of cashier; the store goes with the cashier role.
    await rowOf(page, NINA.name).getByTestId('employee-row-menu').hover();
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).filter({ visible: true }).click();
    await expect(dialog.getByTestId('employee-dialog-account')).toContainText(NINA.email);
    await dialog.getByRole('checkbox', { name: 'Cashier' }).uncheck();
    await dialog.getByRole('checkbox', { name: 'Merchant finance' }).check();
    await expect(dialog.getByLabel('Store')).toBeHidden();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Modified successfully')).toBeVisible();
    await expect(rowOf(page, NINA.name)).toContainText('Merchant finance');
    await expect(rowOf(page, NINA.name)).not.toContainText(CIRCULAR_QUAY);

    // Delete by keyboard: the row menu button takes focus, Enter opens the menu, and the deletion asks first.
    await rowOf(page, NINA.name).getByTestId('employee-row-menu').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Delete', exact: true }).filter({ visible: true }).click();
    await expect(page.getByText(`${NINA.name} will lose access to this merchant at once.`)).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Employee deleted')).toBeVisible();
    await expect(rowOf(page, NINA.name)).toHaveCount(0);
  });

  test('an account nobody registered is named as such while typing; the detail without data returns to the list', async ({
    page,
  }) => {
    ownerToken = await openShell(page, 'owner@demo.test', { path: '/employee', language: 'zh_CN' });
    await page.getByRole('button', { name: '添加员工' }).click();
    const dialog = page.getByTestId('employee-dialog');
    await dialog.locator('.ant-radio-button-wrapper', { hasText: '邮箱' }).click();
    await dialog.getByRole('textbox', { name: '邮箱' }).fill('nobody-here@example.test');
    await expect(dialog.getByText('该账号尚未注册，请先让员工注册。')).toBeVisible();
    await dialog.getByLabel('姓名').fill('某人');
    await dialog.getByRole('checkbox', { name: '商户财务' }).check();
    await dialog
      .getByRole('button', { name: '添 加' })
      .or(dialog.getByRole('button', { name: '添加' }))
      .click();
    await expect(page.locator('.ant-message').getByText('该账号尚未注册，请先让员工注册。')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('not-registered-zh.png'), fullPage: true });

    await page.evaluate(() => window.localStorage.removeItem('employee_detail'));
    await page.goto('/employeeDetail');
    await expect(page).toHaveURL(/\/employee$/);
  });

  test('a merchant admin cannot grant the super admin role nor roles it cannot open, nor touch a super admin', async ({
    page,
  }) => {
    ownerToken = '';
    await openShell(page, 'admin@demo.test', { path: '/employee' });
    await rowOf(page, 'Olivia Chen').getByTestId('employee-row-menu').hover();
    await expect(page.getByRole('menuitem', { name: 'Edit', exact: true }).filter({ visible: true })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(page.getByRole('menuitem', { name: 'Delete', exact: true }).filter({ visible: true })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await page.mouse.move(0, 0);

    await page.getByRole('button', { name: 'Add employee' }).click();
    const dialog = page.getByTestId('employee-dialog');
    await expect(dialog.getByRole('checkbox', { name: 'Super admin' })).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: 'Merchant finance' })).toBeDisabled();
    await expect(
      dialog.getByText(
        'You can grant or take away only roles whose pages you can open yourself; only a super admin grants the super admin role.',
      ),
    ).toBeVisible();
  });
});
