/**
 * T+0 same-day settlement through the real screens: a merchant of its own (fresh user, fresh merchant, so no other
 * spec's data moves) opens T+0 on /settlementSet, a reviewer decides in the console, the merchant reads the request's
 * detail and the message — in both languages.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { FRESH_PASSWORD } from '../../fixtures/accounts.ts';
import { signInToConsole } from '../../fixtures/console-sign-in.ts';
import { ownerOfNewMerchant } from '../../fixtures/fresh-merchant.ts';
import { agreeWhenAsked, latestCode, signInThroughForm } from '../../fixtures/session.ts';
import { approveInConsole, type Language } from '../onboarding/onboarding-steps.ts';

const SHELL_FIRST_DRAW_MS = 30_000;

/** Signs the fresh owner in through the sign-in form and opens `path` in the shell. */
async function openAs(page: Page, email: string, language: Language, path: string): Promise<void> {
  await agreeWhenAsked(page);
  await signInThroughForm(page, email, { password: FRESH_PASSWORD, language, path });
  await expect(page.getByTestId('app-sider')).toBeVisible({ timeout: SHELL_FIRST_DRAW_MS });
}

const WORDS = {
  en: {
    open: 'Open T+0 settlement',
    holiday: 'Holiday',
    next: 'Next',
    send: 'Send code',
    code: 'Verification code',
    sent: /^Code sent to /,
    submit: 'Submit',
    submitted: 'Request submitted',
    records: 'View application records',
    underReview: 'Under review',
  },
  zh_CN: {
    open: '开通 T+0 结算',
    holiday: '节假日',
    next: '下一步',
    send: '发送验证码',
    code: '验证码',
    sent: /^验证码已发送至 /,
    submit: /^提\s?交$/,
    submitted: '申请已提交',
    records: '查看申请记录',
    underReview: '审核中',
  },
} as const;

/** The merchant asks for T+0 on workdays and holidays through the edit modal; answers the application no. */
async function requestThroughScreens(page: Page, email: string, language: Language): Promise<string> {
  const words = WORDS[language];
  await page.getByRole('button', { name: words.open }).click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('checkbox', { name: words.holiday }).check();
  await modal.getByRole('button', { name: words.next }).click();
  await modal.getByRole('button', { name: words.send }).click();
  // The code is read once the page says where it went (before that, the outbox's newest is the sign-up code).
  await expect(modal.getByText(words.sent)).toBeVisible();
  await modal.getByLabel(words.code).fill(await latestCode(page.request, email.toLowerCase()));
  await modal.getByRole('button', { name: words.submit }).click();
  await expect(modal.getByText(words.submitted)).toBeVisible();
  const billNo = /FS\d{14,}/.exec((await modal.textContent()) ?? '')?.[0];
  expect(billNo).toBeTruthy();
  await modal.getByRole('button', { name: words.records }).click();
  await expect(page).toHaveURL(/\/settlementList$/);
  await expect(page.getByTestId('fast-settle-requests').getByRole('row', { name: new RegExp(billNo!) })).toContainText(
    words.underReview,
  );
  return billNo!;
}

async function consolePage(browser: Browser, language: Language): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInToConsole(page, 'reviewer@demo.test', { language });
  await expect(page).toHaveURL(/\/console\/queues$/);
  return page;
}

test('a merchant opens T+0 in English, a reviewer approves in Chinese, the merchant reads the detail and the message', async ({
  page,
  browser,
}) => {
  // Two sign-ins through the forms (merchant and console) and a review: longer than the default minute when busy.
  test.setTimeout(150_000);
  const { email } = await ownerOfNewMerchant(page.request, 't0', 'en');
  await openAs(page, email, 'en', '/settlementSet');
  await expect(page.getByTestId('fast-settle-promo')).toBeVisible();
  // The explanatory modal, closed by the keyboard.
  await page.getByRole('button', { name: 'How it works' }).click();
  await expect(page.getByRole('dialog')).toContainText('takes effect at 04:00');
  await page.keyboard.press('Escape');

  // On without a range is refused on the form, in the server's words.
  await page.getByRole('button', { name: 'Open T+0 settlement' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByTestId('fast-settle-fees')).toContainText('1.50%');
  await expect(modal.getByTestId('fast-settle-fees')).toContainText('2.00%');
  await modal.getByRole('checkbox', { name: 'Workday' }).uncheck();
  await modal.getByRole('button', { name: 'Next' }).click();
  await expect(modal).toContainText('Please choose at least one settlement range');
  await modal.getByRole('checkbox', { name: 'Workday' }).check();
  await modal.getByRole('button', { name: 'Cancel' }).click();

  const billNo = await requestThroughScreens(page, email, 'en');

  // While it is under review the edit does not open.
  await page.goto('/settlementSet');
  await page.getByRole('button', { name: 'Open T+0 settlement' }).click();
  await expect(page.getByRole('dialog')).toContainText('A modification request is still under review');
  await page.getByRole('button', { name: 'OK' }).click();

  const reviewer = await consolePage(browser, 'zh_CN');
  await approveInConsole(reviewer, 'fast_settle_request', billNo, { language: 'zh_CN', shows: ['工作日', '节假日'] });
  await reviewer.context().close();

  await page.goto('/settlementList');
  const row = page.getByTestId('fast-settle-requests').getByRole('row', { name: new RegExp(billNo) });
  await expect(row).toContainText('Completed');
  await row.getByRole('link', { name: billNo }).click();
  await expect(page).toHaveURL(/\/settlementListDetail\?id=\d+$/);
  const detail = page.getByTestId('fast-settle-request');
  await expect(detail).toContainText('Workday, Holiday');
  await expect(detail.getByRole('row', { name: /Expected effective time/ })).toContainText('04:00:00');

  // The page is enabled now, with the change waiting for its 04:00.
  await page.goto('/settlementSet');
  await expect(page.getByText(`Your approved change (${billNo}) takes effect at`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Application records' })).toBeVisible();

  await page.goto('/message');
  await page.getByTestId('messages-table').getByRole('link', { name: 'Your review result' }).first().click();
  await expect(page.getByText(`Your T+0 settlement request ${billNo} has been approved`)).toBeVisible();
});

test('a merchant asks in Chinese, a reviewer rejects in English with both reasons, the merchant reads the Chinese one', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const { email } = await ownerOfNewMerchant(page.request, 't0', 'zh_CN');
  await openAs(page, email, 'zh_CN', '/settlementSet');
  const billNo = await requestThroughScreens(page, email, 'zh_CN');

  const reviewer = await consolePage(browser, 'en');
  await reviewer.goto('/console/queues/fast_settle_request');
  await reviewer
    .getByTestId('console-queue-table')
    .locator('tbody tr')
    .filter({ hasText: billNo })
    .getByRole('button')
    .click();
  const drawer = reviewer.getByRole('dialog');
  await expect(drawer).toContainText('Workday');
  await drawer.getByRole('button', { name: 'Reject', exact: true }).click();
  await drawer.getByLabel('Reason (English)').fill('the settlement account is not verified yet');
  await drawer.getByLabel('Reason (Chinese)').fill('结算账户尚未验证');
  await drawer.getByRole('button', { name: 'Reject and tell the applicant' }).click();
  await expect(reviewer.getByText('Rejected; the applicant has been told.')).toBeVisible();
  await reviewer.context().close();

  await page.goto('/settlementList');
  const row = page.getByTestId('fast-settle-requests').getByRole('row', { name: new RegExp(billNo) });
  await expect(row).toContainText('已驳回');
  await row.getByRole('link', { name: billNo }).click();
  const detail = page.getByTestId('fast-settle-request');
  await expect(detail.getByRole('row', { name: /原因/ })).toContainText('结算账户尚未验证');
  await expect(detail).not.toContainText('预计生效时间');

  await page.goto('/message');
  await page.getByTestId('messages-table').getByRole('link', { name: '您的审核结果' }).first().click();
  await expect(page.getByText(`您的 T+0 结算申请 ${billNo} 已被驳回：结算账户尚未验证`)).toBeVisible();
  // Rejected: the page is still "not enabled", and a new request may be made.
  await page.goto('/settlementSet');
  await expect(page.getByTestId('fast-settle-promo')).toBeVisible();
});
