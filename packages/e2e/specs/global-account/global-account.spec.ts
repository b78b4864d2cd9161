/**
 * The global account through the real screens (issue 14 §1): a merchant of its own (fresh user, fresh merchant, so no
 * other spec's data moves) meets the introduction, tops up by bank transfer with a receipt, a reviewer confirms it in
 * the console (as a cash deposit in the second test), the balance rises; a withdrawal with a code — both languages.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { connect } from '@mbo/db/client';
import { merchants } from '@mbo/db/schema';
import { settlementAccounts } from '@mbo/db/schema-settlement';
import { FRESH_PASSWORD } from '../../fixtures/accounts.ts';
import { signInToConsole } from '../../fixtures/console-sign-in.ts';
import { e2eDatabaseUrl } from '../../fixtures/e2e-database.ts';
import { ownerOfNewMerchant } from '../../fixtures/fresh-merchant.ts';
import { latestCode, signInAs } from '../../fixtures/session.ts';

type Language = 'en' | 'zh_CN';
const SHELL_FIRST_DRAW_MS = 30_000;
const QUEUE = 'global_account_top_up';
const RECEIPT = { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% receipt\n') };

const WORDS = {
  en: {
    start: 'Open my global account',
    topUp: 'Top up',
    amount: 'Amount you will transfer',
    create: 'Get transfer details',
    submit: 'Send receipt',
    submitted: 'Receipt sent. We will credit your account once it is checked.',
    underReview: 'Under review',
    withdraw: 'Withdraw',
    withdrawAmount: 'Amount',
    send: 'Send code',
    code: 'Verification code',
    sent: /^Code sent to /,
    withdrawn: 'Withdrawal sent',
    detail: 'Details',
    cash: 'Cash deposit',
  },
  zh_CN: {
    start: '开通我的全球账户',
    topUp: /^充\s?值$/,
    amount: '转账金额',
    create: '获取转账信息',
    submit: '提交凭证',
    submitted: '凭证已提交，审核通过后即入账。',
    underReview: '审核中',
    withdraw: /^提\s?现$/,
    withdrawAmount: '金额',
    send: '发送验证码',
    code: '验证码',
    sent: /^验证码已发送至 /,
    withdrawn: '提现已发出',
    detail: /^详\s?情$/,
    cash: '现金存款',
  },
} as const;

const CONSOLE = {
  en: { approve: 'Approve', ok: 'OK', approved: 'Approved; the applicant has been told.', cash: /Cash deposit/ },
  zh_CN: { approve: /^通\s?过$/, ok: /^(OK|确\s?定)$/, approved: '已通过，已通知申请人。', cash: /现金存款/ },
} as const;

async function openAs(page: Page, email: string, language: Language, path: string): Promise<void> {
  await signInAs(page, email, language, path, undefined, FRESH_PASSWORD);
  await expect(page.getByTestId('app-sider')).toBeVisible({ timeout: SHELL_FIRST_DRAW_MS });
}

/** From the introduction to the account: a top-up opened, its receipt sent; answers the reference. */
async function topUpThroughScreens(page: Page, language: Language, amount: string): Promise<string> {
  const words = WORDS[language];
  await page.getByRole('button', { name: words.topUp }).click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel(words.amount).fill(amount);
  await modal.getByRole('button', { name: words.create }).click();
  const reference = (await modal.getByTestId('top-up-reference').textContent())!.trim();
  expect(reference).toMatch(/^TU[0-9A-Z]{10}$/);
  await expect(modal.getByTestId('top-up-transfer-details')).toContainText('062-000');
  await modal.getByTestId('top-up-receipt').locator('input[type=file]').setInputFiles(RECEIPT);
  await expect(modal.getByTestId('top-up-receipt').getByRole('link')).toBeVisible();
  await modal.getByRole('button', { name: words.submit }).click();
  await expect(page.getByText(words.submitted)).toBeVisible();
  await expect(
    page.getByTestId('global-top-ups-table').getByRole('row', { name: new RegExp(reference) }),
  ).toContainText(words.underReview);
  return reference;
}

async function confirmInConsole(browser: Browser, language: Language, reference: string, isCash: boolean) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInToConsole(page, 'reviewer@demo.test', { language });
  await expect(page).toHaveURL(/\/console\/queues$/);
  const labels = CONSOLE[language];
  await page.goto(`/console/queues/${QUEUE}`);
  await page
    .getByTestId('console-queue-table')
    .locator('tbody tr')
    .filter({ hasText: reference })
    .getByRole('button')
    .click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText(reference);
  if (isCash) await drawer.getByRole('checkbox', { name: labels.cash }).check();
  await drawer.getByRole('button', { name: labels.approve }).click();
  await page.getByRole('button', { name: labels.ok }).click();
  await expect(page.getByText(labels.approved)).toBeVisible();
  await context.close();
}

/** The merchant's AUD bank account for withdrawals (data set-up: the settlement page is another spec's). */
async function addBankAccount(merchantName: string): Promise<void> {
  const db = connect(e2eDatabaseUrl(), 1);
  try {
    const merchant = await db.query.merchants.findFirst({ where: eq(merchants.name, merchantName) });
    await db.insert(settlementAccounts).values({
      merchantId: merchant!.id,
      currencyId: 1,
      accountName: merchantName,
      bsb: '062000',
      accountNumber: '12345678',
    });
  } finally {
    await db.$client.end();
  }
}

test('a merchant tops up in English, a reviewer confirms in Chinese, the balance rises; then a withdrawal with a code', async ({
  page,
  browser,
}) => {
  const { email, merchantName } = await ownerOfNewMerchant(page.request, 'ga', 'en');
  await addBankAccount(merchantName);
  await openAs(page, email, 'en', '/home');
  // The application centre opens the account in the product: first its introduction.
  await page.getByTestId('app-menu').getByRole('menuitem', { name: 'Application centre' }).click();
  await page.getByTestId('app-menu').getByRole('menuitem', { name: 'Global account' }).click();
  await expect(page).toHaveURL(/\/introduction$/);
  await page.getByRole('button', { name: WORDS.en.start }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('global-balance-AUD')).toContainText('0.00');

  const reference = await topUpThroughScreens(page, 'en', '250.50');
  await confirmInConsole(browser, 'zh_CN', reference, false);

  await page.reload();
  await expect(page.getByTestId('global-balance-AUD')).toContainText('250.50');
  const history = page.getByTestId('global-history-table');
  await expect(history.getByRole('row', { name: new RegExp(reference) })).toContainText('+AUD 250.50');

  await page.getByRole('button', { name: WORDS.en.withdraw, exact: true }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByTestId('withdraw-to')).toContainText('****5678');
  await modal.getByLabel(WORDS.en.withdrawAmount, { exact: true }).fill('300');
  await modal.getByRole('button', { name: WORDS.en.send }).click();
  await expect(modal).toContainText('The amount is above the available balance.');
  await modal.getByLabel(WORDS.en.withdrawAmount, { exact: true }).fill('100');
  await modal.getByRole('button', { name: WORDS.en.send }).click();
  await expect(modal.getByText(WORDS.en.sent)).toBeVisible();
  await modal.getByLabel(WORDS.en.code).fill(await latestCode(page.request, email.toLowerCase()));
  await modal.getByRole('button', { name: WORDS.en.withdraw, exact: true }).click();
  await expect(page.getByText(WORDS.en.withdrawn)).toBeVisible();
  await expect(page.getByTestId('global-balance-AUD')).toContainText('150.50');
  await expect(history.locator('tbody tr.ant-table-row').first()).toContainText('−AUD 100.00');

  // Converting from the account page (the FX dialog in its action bar): the balances follow at once.
  await page.getByTestId('global-account-actions').getByRole('button', { name: 'Convert', exact: true }).click();
  const convert = page.getByRole('dialog', { name: 'Convert currencies' });
  await convert.getByLabel('Amount you sell').fill('50');
  await convert.getByTestId('fx-get-quote').click();
  await expect(convert.getByTestId('fx-quote')).toBeVisible();
  await convert.getByTestId('fx-convert-submit').click();
  await expect(page.getByText(/^Converted AUD 50\.00 into CNY /)).toBeVisible();
  await expect(page.getByTestId('global-balance-AUD')).toContainText('100.50');
});

test('a merchant tops up in Chinese, a reviewer confirms a cash deposit in English: frozen, less the 10 % charge', async ({
  page,
  browser,
}) => {
  const { email } = await ownerOfNewMerchant(page.request, 'ga-zh', 'zh_CN');
  await openAs(page, email, 'zh_CN', '/account');
  await expect(page).toHaveURL(/\/introduction$/);
  await page.getByRole('button', { name: WORDS.zh_CN.start }).click();
  const reference = await topUpThroughScreens(page, 'zh_CN', '1000');
  await confirmInConsole(browser, 'en', reference, true);

  await page.reload();
  const aud = page.getByTestId('global-balance-AUD');
  await expect(aud).toContainText('冻结: 900.00');
  await expect(aud).toContainText('0.00');
  const row = page.getByTestId('global-history-table').getByRole('row', { name: new RegExp(reference) });
  await expect(row).toContainText('+AUD 900.00');
  await row.getByRole('button', { name: WORDS.zh_CN.detail }).click();
  const detail = page.getByTestId('global-history-detail');
  await expect(detail).toContainText(WORDS.zh_CN.cash);
  await expect(detail).toContainText('AUD 100.00');
  await expect(
    page.getByTestId('global-top-ups-table').getByRole('row', { name: new RegExp(reference) }),
  ).toContainText('已入账（冻结中）');
});

test('the exchange operator opens the global account in Chinese; finance has no entry and is refused the page', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'exchange@demo.test', 'zh_CN', '/account');
  await expect(page.getByTestId('global-balance-CNY')).toContainText('20,000.00');
  await expect(page.getByTestId('global-balance-USD')).toContainText('冻结: 2,700.00');
  await expect(page.getByTestId('global-top-ups-table')).toContainText('TUDEMOWAIT01');

  const context = await browser.newContext();
  const finance = await context.newPage();
  await signInAs(finance, 'finance@demo.test', 'en', '/home');
  await expect(finance.getByTestId('app-sider')).toBeVisible({ timeout: SHELL_FIRST_DRAW_MS });
  await expect(finance.getByTestId('app-menu').getByRole('menuitem', { name: 'Application centre' })).toHaveCount(0);
  // An in-app navigation to the page (as a link would make): the role is refused, with the way back.
  await finance.evaluate(() => {
    window.history.pushState({}, '', '/account');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(finance.getByTestId('forbidden-refusal')).toBeVisible();
  await expect(finance.getByTestId('global-balances')).toHaveCount(0);
  await context.close();
});
