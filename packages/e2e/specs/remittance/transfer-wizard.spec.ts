/**
 * The remittance wizard through the real screens (issue 14 §4), in both languages, each on a new merchant of its own
 * (personal verification passed, AUD in the global account): the owner signs in through the form, goes from the
 * global account to Send money, sees the stored quote at step 1 (priced for a CNY bank account, with its countdown),
 * sends AUD → CNY to a NEW CNY bank-card recipient added from step 2 (paid at the step-1 price: the quote is kept),
 * through the four steps, pays from the balance (again after a price that ran out came back repriced), lands on the success page and
 * finds the order in the history and its detail; in Chinese a quote that ran out is replaced at Confirm ("the
 * exchange rate was updated") and the unpaid order, found in the history, is closed from its payment page after the
 * confirmation; an amount over the limit is refused inline, and a bank transfer shows where to pay and takes the
 * receipt; the demo owner's history keeps its filter through the detail, and a completed order's PDF receipt
 * downloads; a user without personal verification is told what to do first. In Chinese, the step-1 quote refreshes
 * itself when it runs out ("the exchange rate was updated"), a SWIFT recipient is quoted again (Fast switched to
 * Advanced, and the wizard says so), and the transfer is paid from the balance.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { connect } from '@mbo/db/client';
import { recipients } from '@mbo/db/schema-remittance';
import { FRESH_PASSWORD } from '../../fixtures/accounts.ts';
import { e2eDatabaseUrl } from '../../fixtures/e2e-database.ts';
import { ownerOfNewMerchant } from '../../fixtures/fresh-merchant.ts';
import { fundGlobalAccount } from '../../fixtures/fund-global-account.ts';
import { passPersonalVerification } from '../../fixtures/personal-verification.ts';
import { addCnyBankCard } from '../../fixtures/recipient-form.ts';
import { agreeWhenAsked, signInThroughForm } from '../../fixtures/session.ts';
import { openShell } from '../shell/shell-session.ts';

type Language = 'en' | 'zh_CN';
const AUD = 1;
const SHELL_FIRST_DRAW_MS = 30_000;
/** A Luhn-valid Chinese bank card the sandbox bank verifies (it refuses numbers ending 0000). */
const CARD = '6217 0000 1000 1234';
/** A bank-transfer receipt (a PDF is kept as it is). */
const RECEIPT = { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% receipt\n') };

const WORDS = {
  en: {
    sendMoney: 'Send money',
    youSend: 'You send',
    waiver: 'Free: your first remittance',
    reason: 'Reason for the remittance',
    payroll: 'Payroll',
    email: 'Notification e-mail',
    reference: 'Reference',
    referenceBad: 'The reference must be 1 to 18 letters, digits or spaces.',
    success: 'Payment successful',
    viewOrder: 'View order',
    applications: 'Application centre',
    transfer: 'International transfer',
    closeOrder: 'Close order',
    closed: 'Order closed',
    closedStatus: 'Closed',
    prerequisite: 'Please complete your personal verification first',
    toPersonal: 'Go to personal verification',
    rateUpdated: 'The exchange rate was updated',
    held: /This rate is held for \d+ s/,
    basis: 'Priced for a bank account in CNY.',
    unpaid: 'Unpaid',
    closedByUser: 'Closed by the user',
  },
  zh_CN: {
    sendMoney: '汇款',
    youSend: '您汇出',
    waiver: '免费：您的首笔汇款',
    reason: '汇款原因',
    payroll: '工资发放',
    email: '通知邮箱',
    reference: '附言',
    referenceBad: '附言须为 1 至 18 个字母、数字或空格。',
    success: '支付成功',
    viewOrder: '查看订单',
    applications: '应用中心',
    transfer: '国际汇款',
    closeOrder: '关闭订单',
    closed: '订单已关闭',
    closedStatus: '已关闭',
    prerequisite: '请先完成个人认证',
    toPersonal: '前往个人认证',
    rateUpdated: '汇率已更新',
    held: /该汇率保留 \d+ 秒/,
    basis: '按 CNY 银行账户报价。',
    unpaid: '待支付',
    closedByUser: '用户已关闭',
  },
} as const;

/** A new merchant whose owner may send money, with AUD 1,000.00 in the global account; signed in through the form. */
async function signedInSender(page: Page, language: Language) {
  const { email, merchantName } = await ownerOfNewMerchant(page.request, `remit-${language.slice(0, 2)}`, language);
  await passPersonalVerification(email);
  await fundGlobalAccount(merchantName, AUD, 1_000_00);
  await agreeWhenAsked(page);
  await signInThroughForm(page, email, { password: FRESH_PASSWORD, language });
  await expect(page.getByTestId('app-sider')).toBeVisible({ timeout: SHELL_FIRST_DRAW_MS });
  return { email, merchantName };
}

/** Ends every open quote of the merchant now, as if its 60 seconds had passed while the user read the review. */
async function expireQuotes(merchantName: string) {
  const db = connect(e2eDatabaseUrl(), 1);
  try {
    await db.execute(sql`
      update fx_quotes set expires_at = now() - interval '1 second'
      where merchant_id = (select id from merchants where name = ${merchantName}) and used_at is null`);
  } finally {
    await db.$client.end();
  }
}

/** Ends the price of the merchant's unpaid orders now, as if the user had left the pay step open past the quote. */
async function expireOrderPrices(merchantName: string) {
  const db = connect(e2eDatabaseUrl(), 1);
  try {
    await db.execute(sql`
      update transfer_orders set price_expires_at = now() - interval '1 second'
      where merchant_id = (select id from merchants where name = ${merchantName}) and status = 1`);
  } finally {
    await db.$client.end();
  }
}

/** A CNY recipient of the merchant paid by SWIFT (its creation through the form is the recipients' spec's). */
async function addSwiftRecipient(merchantName: string, name: string) {
  const db = connect(e2eDatabaseUrl(), 1);
  try {
    const [merchant] = await db
      .execute<{ id: number }>(sql`select id from merchants where name = ${merchantName}`)
      .then((result) => result.rows);
    await db.insert(recipients).values({
      merchantId: merchant!.id,
      type: 1,
      kind: 2,
      currencyId: 3,
      paymentNetwork: 2,
      name,
      bankName: 'Bank of China',
      bic: 'BKCHCNBJ',
      accountNumber: '6217000010005678',
      country: 'CN',
    });
  } finally {
    await db.$client.end();
  }
}

/** Step 1 priced before the recipient: the stored quote for a CNY bank account, its first remittance free, its countdown. */
async function expectStepOneQuote(page: Page, language: Language) {
  const words = WORDS[language];
  const quote = page.getByTestId('remittance-wizard').getByTestId('remittance-quote');
  await expect(quote.getByTestId('remittance-quote-rate')).toContainText(/1 AUD = \d+\.\d{4} CNY/);
  await expect(quote.getByTestId('remittance-fee-waiver')).toHaveText(words.waiver);
  await expect(quote.getByTestId('remittance-quote-total')).toContainText('AUD 100.00');
  await expect(quote.getByTestId('remittance-quote-held')).toHaveText(words.held);
  await expect(quote.getByTestId('remittance-quote-basis')).toContainText(words.basis);
  // The amount box not typed shows what the quote works out for it: the quote's "recipient gets", without the code.
  const receives = (await quote.getByTestId('remittance-quote-receive').innerText()).replace(/[^\d.,]/g, '');
  await expect(page.getByTestId('remittance-receive-amount')).toHaveAttribute('placeholder', receives);
}

/** No serious or critical axe violation on the page as it stands (the accessibility spec's bar). */
async function expectAccessible(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`),
    where,
  ).toEqual([]);
}

/** Steps 1 and 2: 100 AUD to CNY, to a new CNY bank-card recipient added from the wizard (with its code). */
async function amountAndNewRecipient(page: Page, language: Language, email: string) {
  const words = WORDS[language];
  const wizard = page.getByTestId('remittance-wizard');
  await expect(wizard).toBeVisible({ timeout: SHELL_FIRST_DRAW_MS });
  await wizard.getByLabel(words.youSend, { exact: true }).fill('100');
  await expectStepOneQuote(page, language);
  await page.screenshot({ path: test.info().outputPath(`wizard-amount-${language}.png`), fullPage: true });
  await wizard.getByTestId('remittance-next').click();

  await wizard.getByTestId('remittance-add-recipient').click();
  await addCnyBankCard(page, language, CARD, email);
  await expect(page.getByRole('dialog')).toBeHidden();

  // The new recipient is chosen; a CNY card on the local network is paid at the step-1 price, so that quote stays.
  const quote = wizard.getByTestId('remittance-quote');
  await expect(quote).toBeVisible();
  await expect(wizard.getByTestId('remittance-recipient-repriced')).toHaveCount(0);
  await expect(quote.getByTestId('remittance-quote-basis')).toContainText(words.basis);
  await expect(quote.getByTestId('remittance-quote-rate')).toContainText(/1 AUD = \d+\.\d{4} CNY/);
  await expect(quote.getByTestId('remittance-fee-waiver')).toHaveText(words.waiver);
  await expect(quote.getByTestId('remittance-quote-held')).toBeVisible();
  await expect(quote.getByTestId('remittance-quote-total')).toContainText('AUD 100.00');
  await page.screenshot({ path: test.info().outputPath(`wizard-recipient-${language}.png`), fullPage: true });
  await wizard.getByTestId('remittance-next').click();
}

/** Step 3: reason, e-mail (prefilled with the user's), reference — a bad one refused in the server's words. */
async function review(page: Page, language: Language, email: string, expire?: () => Promise<void>) {
  const words = WORDS[language];
  const wizard = page.getByTestId('remittance-wizard');
  await expect(wizard.getByLabel(words.email)).toHaveValue(email.toLowerCase());
  await wizard.getByLabel(words.reason).click();
  await page.locator('.ant-select-item-option').filter({ hasText: words.payroll }).click();
  await wizard.getByLabel(words.reference).fill('INV-7');
  await wizard.getByTestId('remittance-confirm').click();
  await expect(wizard.getByText(words.referenceBad)).toBeVisible();
  await wizard.getByLabel(words.reference).fill('Invoice 1042');
  if (expire) {
    // The quote ran out on the server before Confirm: refused, a fresh quote in its place, to confirm again.
    await expire();
    await wizard.getByTestId('remittance-confirm').click();
    await expect(wizard.getByTestId('remittance-rate-updated')).toContainText(words.rateUpdated);
  }
  await wizard.getByTestId('remittance-confirm').click();
  await expect(wizard.getByTestId('remittance-pay')).toBeVisible();
}

test('en: AUD → CNY to a new bank recipient through the four steps, paid from the balance, then history and detail', async ({
  page,
}) => {
  const words = WORDS.en;
  const { email, merchantName } = await signedInSender(page, 'en');
  await page.goto('/account');
  await page.getByTestId('account-send-money').click();
  await expect(page).toHaveURL(/\/singlePayment/);
  // The wrapper's Transfer tab converts between the merchant's own currencies; the tab is kept in the address.
  await page.getByRole('tab', { name: 'Transfer', exact: true }).click();
  await expect(page).toHaveURL(/tab=transfer/);
  await expect(page.getByTestId('fx-open-convert')).toBeVisible();
  await page.getByRole('tab', { name: 'Single payment', exact: true }).click();
  await amountAndNewRecipient(page, 'en', email);
  await page.screenshot({ path: test.info().outputPath('wizard-review-en.png'), fullPage: true });
  await review(page, 'en', email);
  await page.screenshot({ path: test.info().outputPath('wizard-pay-en.png'), fullPage: true });

  await expect(page.getByTestId('remittance-pay').getByText('Available: AUD 1,000.00')).toBeVisible();
  // The price ran out before Pay: the order comes back repriced ("The exchange rate was updated"), to pay again.
  await expireOrderPrices(merchantName);
  await page.getByTestId('remittance-pay-submit').click();
  await expect(page.getByTestId('remittance-rate-updated')).toContainText(words.rateUpdated);
  await expect(page).toHaveURL(/\/singlePayment/);
  await page.getByTestId('remittance-pay-submit').click();
  await expect(page).toHaveURL(/\/paymentSuccessful\?id=\d+$/);
  const success = page.getByTestId('remittance-success');
  await expect(success).toContainText(words.success);
  await expect(success).toContainText('伟 张');
  await page.screenshot({ path: test.info().outputPath('payment-successful-en.png'), fullPage: true });

  await success.getByRole('button', { name: words.viewOrder }).click();
  await expect(page).toHaveURL(/\/transferDetail\?id=\d+$/);
  const detail = page.getByTestId('remittance-detail');
  await expect(detail).toContainText('Invoice 1042');
  await expect(detail).toContainText(words.payroll);
  await expect(detail).toContainText('AUD 100.00');
  await expect(page.getByTestId('remittance-progress')).toBeVisible();
  const number = (await detail.locator('td').first().textContent())!.trim();
  await page.screenshot({ path: test.info().outputPath('transfer-detail-en.png'), fullPage: true });

  // The history, from the application centre's entry: the order is there, and its link opens the detail again.
  const menu = page.getByTestId('app-menu');
  await menu.getByText(words.applications, { exact: true }).click();
  await menu.getByText(words.transfer, { exact: true }).click();
  await expect(page).toHaveURL(/\/transfer$/);
  const history = page.getByTestId('remittance-history');
  await expect(history.getByRole('link', { name: number })).toBeVisible();
  await expect(history).toContainText('伟 张');
  await page.screenshot({ path: test.info().outputPath('transfer-history-en.png'), fullPage: true });
  await history.getByRole('link', { name: number }).click();
  await expect(page).toHaveURL(/\/transferDetail\?id=\d+$/);

  // Send money from the history opens the wrapper; its close button goes to the global account.
  await page.goBack();
  await page.getByTestId('remittance-send-money').click();
  await expect(page).toHaveURL(/\/singlePayment$/);
  await page.getByTestId('single-payment-close').click();
  await expect(page).toHaveURL(/\/account$/);
});

test('zh_CN: an expired quote is replaced at Confirm; the unpaid order is found in the history and closed from /payment', async ({
  page,
}) => {
  const words = WORDS.zh_CN;
  const { email, merchantName } = await signedInSender(page, 'zh_CN');
  await page.goto('/singlePayment');
  await amountAndNewRecipient(page, 'zh_CN', email);
  await page.screenshot({ path: test.info().outputPath('wizard-review-zh.png'), fullPage: true });
  await review(page, 'zh_CN', email, () => expireQuotes(merchantName));
  await page.screenshot({ path: test.info().outputPath('wizard-pay-zh.png'), fullPage: true });

  // Left unpaid: the history lists it, its detail offers Pay, and /payment is the same pay step, where it is closed.
  await page.goto('/transfer');
  const history = page.getByTestId('remittance-history');
  await expect(history).toContainText(words.unpaid);
  await page.screenshot({ path: test.info().outputPath('transfer-history-zh.png'), fullPage: true });
  await history.getByRole('link', { name: /^RM/ }).first().click();
  await expect(page.getByTestId('remittance-status')).toHaveText(words.unpaid);
  await page.getByTestId('remittance-detail-pay').click();
  await expect(page).toHaveURL(/\/payment\?id=\d+$/);
  await page.getByTestId('remittance-close-order').click();
  await page.getByRole('dialog').getByRole('button', { name: words.closeOrder }).click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: words.closed })).toBeVisible();
  await expect(page.getByTestId('remittance-not-payable')).toContainText(words.closedStatus);
  await page.getByTestId('remittance-not-payable').getByRole('button', { name: words.viewOrder }).click();
  await expect(page).toHaveURL(/\/transferDetail\?id=\d+$/);
  await expect(page.getByTestId('remittance-status')).toHaveText(words.closedStatus);
  await expect(page.getByTestId('remittance-status-note')).toHaveText(words.closedByUser);
  await page.screenshot({ path: test.info().outputPath('transfer-closed-zh.png'), fullPage: true });
});

test('en: an amount over the limit is refused inline; paying by bank transfer shows where to pay, and the receipt is sent', async ({
  page,
}) => {
  const { email } = await signedInSender(page, 'en');
  await page.goto('/singlePayment');
  await amountAndNewRecipient(page, 'en', email);
  // Back at the amount: over the Fast limit (35,000 CNY) the server's refusal shows inline; a smaller amount is priced.
  const wizard = page.getByTestId('remittance-wizard');
  await wizard.getByRole('button', { name: 'Back' }).click();
  await wizard.getByRole('button', { name: 'Back' }).click();
  await wizard.getByLabel('You send', { exact: true }).fill('10000');
  await expect(wizard.getByTestId('remittance-quote-error')).toContainText('can be at most CNY 35,000');
  await expect(wizard.getByTestId('remittance-quote')).toHaveCount(0);
  await wizard.getByLabel('You send', { exact: true }).fill('100');
  await expect(wizard.getByTestId('remittance-quote-total')).toContainText('AUD 100.00');
  await wizard.getByTestId('remittance-next').click();
  await wizard.getByTestId('remittance-next').click();
  await review(page, 'en', email);
  await page.getByTestId('remittance-pay').getByText('Bank transfer', { exact: true }).click();
  await page.getByTestId('remittance-pay-submit').click();
  const bank = page.getByTestId('remittance-bank-transfer');
  await expect(bank).toContainText('Commonwealth Bank of Australia');
  await expect(bank).toContainText('062-000');
  await expect(bank.getByTestId('remittance-bank-reference')).toHaveText(/^RM\d+$/);
  await expect(bank.getByText('Transfer receipt (PDF or image)')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('pay-bank-transfer-en.png'), fullPage: true });
  // The receipt is uploaded and sent: the order waits for the provider's confirmation.
  await bank.getByTestId('remittance-receipt').locator('input[type=file]').setInputFiles(RECEIPT);
  await expect(bank.getByTestId('remittance-receipt').getByRole('link')).toBeVisible();
  await bank.getByRole('button', { name: 'Submit receipt' }).click();
  await expect(page).toHaveURL(/\/transferDetail\?id=\d+$/);
  await expect(page.getByTestId('remittance-status')).toHaveText('Paying');
  await expect(page.getByTestId('remittance-detail')).toContainText('Bank transfer');
});

test('zh_CN: the step-1 quote refreshes itself when it runs out; a SWIFT recipient is quoted again; paid from the balance', async ({
  page,
}) => {
  const words = WORDS.zh_CN;
  // The browser's clock is Playwright's, so the quote's 60 seconds can pass at once (the server's clock is real).
  await page.clock.install();
  const { email, merchantName } = await signedInSender(page, 'zh_CN');
  await addSwiftRecipient(merchantName, 'Li Wei SWIFT');
  await page.goto('/singlePayment');
  const wizard = page.getByTestId('remittance-wizard');
  await expect(wizard).toBeVisible({ timeout: SHELL_FIRST_DRAW_MS });
  await wizard.getByLabel(words.youSend, { exact: true }).fill('100');
  await expectStepOneQuote(page, 'zh_CN');
  await expect(wizard.getByTestId('remittance-rate-updated')).toHaveCount(0);
  await page.clock.runFor('01:01');
  await expect(wizard.getByTestId('remittance-rate-updated')).toContainText(words.rateUpdated);
  await expectStepOneQuote(page, 'zh_CN');
  await page.screenshot({ path: test.info().outputPath('wizard-amount-refreshed-zh.png'), fullPage: true });

  // Fast asked, and the recipient takes SWIFT only: quoted again with it, Advanced, and the wizard says so.
  await wizard.getByTestId('remittance-next').click();
  await wizard.getByTestId('remittance-recipient-list').getByText('Li Wei SWIFT').click();
  await expect(wizard.getByTestId('remittance-recipient-repriced')).toBeVisible();
  await expect(wizard.getByTestId('remittance-speed-switched')).toBeVisible();
  await expect(wizard.getByTestId('remittance-quote-basis')).toHaveCount(0);
  await expect(wizard.getByTestId('remittance-quote').getByText('高级汇款', { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('wizard-recipient-repriced-zh.png'), fullPage: true });
  await wizard.getByTestId('remittance-next').click();
  await review(page, 'zh_CN', email);
  await page.getByTestId('remittance-pay-submit').click();
  await expect(page).toHaveURL(/\/paymentSuccessful\?id=\d+$/);
  await expect(page.getByTestId('remittance-success')).toContainText(words.success);
  await expect(page.getByTestId('remittance-success')).toContainText('Li Wei SWIFT');
});

test("zh_CN: the demo owner filters Harbour's history by status, kept through the detail (keepAlive); axe finds nothing serious", async ({
  page,
}) => {
  await openShell(page, 'owner@demo.test', { language: 'zh_CN', path: '/transfer' });
  const history = page.getByTestId('remittance-history');
  await expect(history).toContainText('深圳市华南食品有限公司');
  await expectAccessible(page, '/transfer');
  await page.getByLabel('状态', { exact: true }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: '已完成' }).click();
  await page.getByRole('button', { name: /^查\s?询$/ }).click();
  await expect(page).toHaveURL(/status=4/);
  // Only completed orders are left (the list keeps the old rows on screen until the new ones arrive).
  await expect(history.getByTestId('remittance-status').filter({ hasNotText: '已完成' })).toHaveCount(0);
  await expect(history.getByTestId('remittance-status')).not.toHaveCount(0);
  await history.getByRole('link', { name: /^RM/ }).first().click();
  await expect(page).toHaveURL(/\/transferDetail\?id=\d+$/);
  await expect(page.getByTestId('remittance-progress')).toContainText('已完成');
  // The completed order's PDF receipt downloads.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('remittance-receipt-download').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  await expectAccessible(page, '/transferDetail');
  await page.screenshot({ path: test.info().outputPath('transfer-detail-completed-zh.png'), fullPage: true });
  await page.getByTestId('back-button').click();
  await expect(page).toHaveURL(/\/transfer\?.*status=4/);
  await expect(page.getByRole('form', { name: '汇款筛选' })).toContainText('已完成');
  await page.goto('/singlePayment');
  await expect(page.getByTestId('remittance-wizard').or(page.getByTestId('remittance-prerequisites'))).toBeVisible();
  await expectAccessible(page, '/singlePayment');
});

for (const language of ['en', 'zh_CN'] as const) {
  test(`${language}: a user without personal verification is told to complete it first`, async ({ page }) => {
    const words = WORDS[language];
    const { email } = await ownerOfNewMerchant(page.request, `remit-kyc-${language.slice(0, 2)}`, language);
    await agreeWhenAsked(page);
    await signInThroughForm(page, email, { password: FRESH_PASSWORD, language, path: '/singlePayment' });
    const blocked = page.getByTestId('remittance-prerequisites');
    await expect(blocked).toContainText(words.prerequisite, { timeout: SHELL_FIRST_DRAW_MS });
    await blocked.getByRole('button', { name: words.toPersonal }).click();
    await expect(page).toHaveURL(/\/personal$/);
  });
}
