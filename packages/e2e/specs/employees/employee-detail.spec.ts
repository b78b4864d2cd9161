import { expect, test, type Page } from '@playwright/test';
import { FRESH_PASSWORD } from '../../fixtures/accounts.ts';
import { acknowledgeAgreements } from '../../fixtures/agreements.ts';
import { ownerOfNewMerchant } from '../../fixtures/fresh-merchant.ts';
import { signInAs } from '../../fixtures/session.ts';
import { freshEmployee, merchantIdByName } from '../../fixtures/team.ts';

const WORDS = {
  en: {
    keyword: 'Name, e-mail or phone',
    active: 'Active',
    added: 'Added',
    edit: 'Edit',
    del: 'Delete',
    finance: 'Merchant finance',
    cashier: 'Cashier',
    admin: 'Merchant admin',
    save: 'Save',
    modified: 'Modified successfully',
    confirm: (name: string) => `${name} will lose access to this merchant at once.`,
    deleted: 'Employee deleted',
    you: '(you)',
  },
  zh_CN: {
    keyword: '姓名、邮箱或手机号',
    active: '在职',
    added: '添加时间',
    edit: '编辑',
    del: '删除',
    finance: '商户财务',
    cashier: '收银员',
    admin: '商户管理员',
    save: '保存',
    modified: '修改成功',
    confirm: (name: string) => name,
    deleted: '员工已删除',
    you: '',
  },
} as const;

const rows = (page: Page) => page.getByTestId('employees-table').locator('tbody tr.ant-table-row');

for (const language of ['en', 'zh_CN'] as const) {
  const w = WORDS[language];

  test(`employee detail (${language}): filters kept, edit, remove with confirmation; the removed person is signed out`, async ({
    page,
    browser,
  }) => {
    const { email, merchantName } = await ownerOfNewMerchant(page.request, 'emp-detail', language);
    const merchantId = await merchantIdByName(merchantName);
    const suffix = Date.now().toString(36).slice(-5);
    const mia = {
      name: `Mia ${suffix}`,
      ...(await freshEmployee(page.request, merchantId, 'mia', `Mia ${suffix}`, [2])),
    };
    await freshEmployee(page.request, merchantId, 'leo', `Leo ${suffix}`, [4]);

    // Mia is signed in elsewhere: once removed from her only merchant, her screen loses its session.
    const miaPage = await browser.newPage();
    await signInAs(
      miaPage,
      mia.email,
      language,
      '/payout',
      (token) => acknowledgeAgreements(miaPage.request, token),
      FRESH_PASSWORD,
    );
    await expect(miaPage.getByTestId('app-sider')).toBeVisible({ timeout: 30_000 });

    await signInAs(page, email, language, '/employee', undefined, FRESH_PASSWORD);
    await expect(rows(page)).toHaveCount(3, { timeout: 30_000 });

    // A keyword filter, kept in the address and across the detail and back.
    await page.getByTestId('employees-keyword').getByRole('searchbox').fill('mia');
    await page.getByTestId('employees-keyword').getByRole('searchbox').press('Enter');
    await expect(rows(page)).toHaveCount(1);
    await expect(page).toHaveURL(/keyword=mia/);
    await rows(page).first().getByRole('button', { name: mia.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/employeeDetail\\?id=${mia.userId}$`));
    const detail = page.getByTestId('employee-detail');
    await expect(detail).toContainText(mia.email);
    await expect(detail).toContainText(w.finance);
    await expect(page.getByTestId('employee-detail-status')).toHaveText(w.active);
    await expect(detail).toContainText(w.added);
    await expect(detail).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await page.screenshot({ path: test.info().outputPath(`employee-detail-${language}.png`), fullPage: true });

    await page.getByTestId('back-button').click();
    await expect(page).toHaveURL(/\/employee\?.*keyword=mia/);
    await expect(page.getByTestId('employees-keyword').getByRole('searchbox')).toHaveValue('mia');
    await expect(rows(page)).toHaveCount(1);

    // Edit on the detail page: merchant admin instead of finance.
    await rows(page).first().click();
    await page.getByTestId('employee-detail-edit').click();
    const dialog = page.getByTestId('employee-dialog');
    await dialog.getByRole('checkbox', { name: w.finance }).uncheck();
    await dialog.getByRole('checkbox', { name: w.admin }).check();
    await dialog
      .getByRole('button', { name: w.save })
      .or(dialog.getByRole('button', { name: '保 存' }))
      .click();
    await expect(page.getByText(w.modified)).toBeVisible();
    await expect(detail).toContainText(w.admin);
    await expect(detail).not.toContainText(w.finance);

    // Remove, after the confirmation: back to the list, without her.
    await page.getByTestId('employee-detail-remove').click();
    const confirm = page.getByRole('dialog').filter({ hasText: w.confirm(mia.name) });
    await expect(confirm).toBeVisible();
    await confirm
      .getByRole('button', { name: w.del })
      .or(confirm.getByRole('button', { name: '删 除' }))
      .click();
    await expect(page.getByText(w.deleted)).toBeVisible();
    await expect(page).toHaveURL(/\/employee(\?|$)/);
    await page.goto('/employee');
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).filter({ hasText: mia.name })).toHaveCount(0);

    // Her next call is refused and her session is over: she lands on the sign-in form.
    await miaPage.reload();
    await expect(miaPage).toHaveURL(/\/login/, { timeout: 30_000 });
    await miaPage.close();

    // One's own detail offers no removal.
    await page.getByTestId('employees-role').click();
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: language === 'en' ? 'Super admin' : '超级管理员' })
      .click();
    await expect(rows(page)).toHaveCount(1);
    await rows(page).first().click();
    await expect(page.getByTestId('employee-detail-remove')).toBeDisabled();
    if (w.you) await expect(page.getByTestId('employee-detail-name')).toContainText(w.you);
  });
}
