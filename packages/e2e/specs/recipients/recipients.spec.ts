/**
 * Recipients through the real screens (issue 14 §3), in both languages: a merchant of its own (fresh user, fresh
 * merchant) adds a CNY bank-card recipient with a code (the sandbox bank verifies it), finds it in the list and its
 * detail, edits it, deletes it; and a card the sandbox bank refuses shows the spec's message and adds nothing.
 */
import { expect, test, type Page } from '@playwright/test';
import { FRESH_PASSWORD } from '../../fixtures/accounts.ts';
import { ownerOfNewMerchant } from '../../fixtures/fresh-merchant.ts';
import { latestCode, signInAs } from '../../fixtures/session.ts';
import { menu, openShell } from '../shell/shell-session.ts';

type Language = 'en' | 'zh_CN';
const SHELL_FIRST_DRAW_MS = 30_000;
/** Luhn-valid Chinese bank cards: one the sandbox bank verifies, one it refuses (ending 0000). */
const GOOD_CARD = '6217 0000 1000 1234';
const REFUSED_CARD = '6217000010040000';

const WORDS = {
  en: {
    add: 'Add recipient',
    firstName: 'First name',
    lastName: 'Last name',
    bankName: 'Bank name',
    branchProvince: 'Branch province',
    branchCity: 'Branch city',
    card: 'Bank card number',
    comment: 'Comment',
    send: 'Send code',
    code: 'Verification code',
    sent: /^Code sent to /,
    save: 'Save',
    created: 'Recipient created',
    saved: 'Saved',
    edit: 'Edit',
    deleteButton: 'Delete',
    deleted: 'Recipient deleted',
    empty: 'No recipients yet: add one to send money to.',
    refused: 'failed to pass bank verification, check and resubmit',
    back: 'Back',
    network: 'Local',
  },
  zh_CN: {
    add: '新增收款人',
    firstName: '名',
    lastName: '姓',
    bankName: '银行名称',
    branchProvince: '开户行省份',
    branchCity: '开户行城市',
    card: '银行卡号',
    comment: '备注',
    send: '发送验证码',
    code: '验证码',
    sent: /^验证码已发送至 /,
    save: /^保\s?存$/,
    created: '收款人已创建',
    saved: '已保存',
    edit: /^编\s?辑$/,
    deleteButton: /^删\s?除/,
    deleted: '收款人已删除',
    empty: '还没有收款人：新增一个即可向其汇款。',
    refused: '银行校验未通过，请检查后重新提交',
    back: '返回',
    network: '本地',
  },
} as const;

const toasts = (page: Page) => page.locator('.ant-message-notice');

/** The owner signs in: through the sign-in form in English, through the fixture (the same call) in Chinese. */
async function openRecipients(page: Page, email: string, language: Language): Promise<void> {
  if (language === 'en') {
    await page.goto('/login');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(FRESH_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('app-sider')).toBeVisible({ timeout: SHELL_FIRST_DRAW_MS });
    await page.goto('/recipients');
  } else {
    await signInAs(page, email, language, '/recipients', undefined, FRESH_PASSWORD);
  }
  await expect(page.getByTestId('recipients')).toBeVisible({ timeout: SHELL_FIRST_DRAW_MS });
}

/** Fills the add form for a CNY bank card of a person (the form opens on bank account, person, CNY, local). */
async function fillCnyCard(page: Page, language: Language, card: string, email: string): Promise<void> {
  const words = WORDS[language];
  await page.getByRole('button', { name: words.add }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('radio', { name: words.network })).toBeChecked();
  await modal.getByLabel(words.firstName, { exact: true }).fill('伟');
  await modal.getByLabel(words.lastName, { exact: true }).fill('张');
  await modal.getByLabel(words.bankName).fill('中国工商银行');
  await modal.getByLabel(words.branchProvince).fill('广东');
  await modal.getByLabel(words.branchCity).fill('深圳');
  await modal.getByLabel(words.card).fill(card);
  await modal.getByRole('button', { name: words.send }).click();
  // The code is read once the form says where it went (before that, the outbox's newest is the sign-up code).
  await expect(modal.getByText(words.sent)).toBeVisible();
  await modal.getByLabel(words.code, { exact: true }).fill(await latestCode(page.request, email.toLowerCase()));
  await modal.getByRole('button', { name: words.save }).click();
}

for (const language of ['en', 'zh_CN'] as const) {
  const words = WORDS[language];

  test(`${language}: a CNY bank recipient is added with a code, listed, read, edited and deleted`, async ({ page }) => {
    const { email } = await ownerOfNewMerchant(page.request, `recipients-${language.slice(0, 2)}`, language);
    await openRecipients(page, email, language);
    await expect(page.getByTestId('recipients')).toContainText(words.empty);

    await fillCnyCard(page, language, GOOD_CARD, email);
    await expect(toasts(page).filter({ hasText: words.created })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    const row = page.getByTestId('recipients').getByRole('row', { name: /伟 张/ });
    await expect(row).toContainText('CNY');
    await expect(row).toContainText('•••• 1234');

    await row.getByRole('link', { name: '伟 张' }).click();
    await expect(page).toHaveURL(/\/recipientDetail\?id=\d+$/);
    const detail = page.getByTestId('recipient-detail');
    await expect(detail).toContainText('6217000010001234');
    await expect(detail).toContainText('中国工商银行');
    await expect(detail).toContainText('广东 深圳');

    // Names and comment change without a code.
    await page.getByRole('button', { name: words.edit }).click();
    const modal = page.getByRole('dialog');
    await modal.getByLabel(words.firstName, { exact: true }).fill('芳');
    await modal.getByLabel(words.comment).fill('Supplier 供应商');
    await expect(modal.getByLabel(words.code, { exact: true })).toHaveCount(0);
    await modal.getByRole('button', { name: words.save }).click();
    await expect(toasts(page).filter({ hasText: words.saved })).toBeVisible();
    await expect(detail).toContainText('芳 张');
    await expect(detail).toContainText('Supplier 供应商');

    // The detail's back arrow goes to the list (first document §2).
    await page.getByTestId('back-button').click();
    await expect(page).toHaveURL(/\/recipients$/);
    const renamed = page.getByTestId('recipients').getByRole('row', { name: /芳 张/ });
    await renamed.getByRole('button', { name: words.deleteButton }).click();
    await page.getByRole('dialog').getByRole('button', { name: words.deleteButton }).click();
    await expect(toasts(page).filter({ hasText: words.deleted })).toBeVisible();
    await expect(page.getByTestId('recipients')).toContainText(words.empty);
  });

  test(`${language}: a card the bank refuses shows the spec's message and adds nothing`, async ({ page }) => {
    const { email } = await ownerOfNewMerchant(page.request, `recipients-refused-${language.slice(0, 2)}`, language);
    await openRecipients(page, email, language);
    await fillCnyCard(page, language, REFUSED_CARD, email);
    await expect(page.getByText(words.refused)).toBeVisible();
    // The form stays open with what was typed, to check and resubmit.
    await expect(page.getByRole('dialog').getByLabel(words.card)).toHaveValue(REFUSED_CARD);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: language === 'en' ? 'Cancel' : /^取\s?消$/ })
      .click();
    await expect(page.getByTestId('recipients')).toContainText(words.empty);
  });
}

test("zh_CN: the exchange operator opens Harbour's recipients from the application centre, filters and reads one", async ({
  page,
}) => {
  await openShell(page, 'exchange@demo.test', { language: 'zh_CN' });
  await menu(page).getByRole('menuitem', { name: '应用中心', exact: true }).click();
  await menu(page).getByRole('menuitem', { name: '收款人', exact: true }).click();
  await expect(page).toHaveURL(/\/recipients$/);
  const list = page.getByTestId('recipients');
  await expect(list).toContainText('深圳市华南食品有限公司');
  // A product user is shown by masked name only.
  await expect(list).toContainText('O***** C***');
  await page.getByRole('searchbox', { name: '按名称搜索' }).fill('pacific');
  await list.getByRole('link', { name: 'Pacific Rim Packaging Co' }).click();
  await expect(page.getByTestId('recipient-detail')).toContainText('BOFAUS3N');
  await expect(page.getByTestId('recipient-detail')).toContainText('SWIFT');
  await page.getByTestId('back-button').click();
  await expect(page).toHaveURL(/\/recipients$/);
  const currency = page.getByRole('combobox', { name: '币种' });
  await currency.fill('EUR');
  await page.locator('.ant-select-item-option[title="EUR"]').click();
  await expect(list.getByRole('link')).toHaveText(['Anna Schmidt']);
});
