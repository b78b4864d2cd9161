/**
 * Collection orders through the real screens (issue 14 §5): a merchant of its own creates a payment request, its payer
 * opens the link and (sandbox) simulates the bank transfer, the order completes and the global account is credited;
 * in the second language an order is closed after a confirmation and another is confirmed in the console's queue
 * "Collections awaiting funds".
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { FRESH_PASSWORD } from '../../fixtures/accounts.ts';
import { signInToConsole } from '../../fixtures/console-sign-in.ts';
import { ownerOfNewMerchant } from '../../fixtures/fresh-merchant.ts';
import { agreeWhenAsked, signInAs, signInThroughForm } from '../../fixtures/session.ts';

type Language = 'en' | 'zh_CN';
const SHELL_FIRST_DRAW_MS = 30_000;
const QUEUE = 'collection_order';

const WORDS = {
  en: {
    create: 'New collection order',
    currency: 'Currency',
    amount: 'Amount',
    description: 'Description',
    payerName: "Payer's name (optional)",
    submit: 'Create order',
    decimals: 'AUD amounts have at most 2 decimal places.',
    unpaid: 'Unpaid',
    completed: 'Completed',
    closed: 'Closed',
    close: 'Close order',
    closedToast: 'The order was closed.',
    accountLink: 'Collection orders',
  },
  zh_CN: {
    create: '新建收款订单',
    currency: '币种',
    amount: '金额',
    description: '用途',
    payerName: '付款人姓名（选填）',
    submit: '创建订单',
    decimals: 'USD 金额最多 2 位小数。',
    unpaid: '未支付',
    completed: '已完成',
    closed: '已关闭',
    close: '关闭订单',
    closedToast: '订单已关闭。',
    accountLink: '收款订单',
  },
} as const;

const PAYER = {
  en: {
    simulate: "Simulate the payer's bank transfer",
    processing: 'Transfer on its way',
    paid: 'Paid',
  },
} as const;

const CONSOLE = {
  en: { approve: 'Approve', ok: 'OK', approved: 'Approved; the applicant has been told.' },
} as const;

/** Fills and sends the create form; answers the new order's number (the detail drawer opens on it). */
async function createOrder(
  page: Page,
  language: Language,
  order: { currency?: string; amount: string; description: string; payerName?: string },
): Promise<string> {
  const words = WORDS[language];
  await page.getByRole('button', { name: words.create }).click();
  const modal = page.getByRole('dialog', { name: words.create });
  if (order.currency) {
    await modal.getByLabel(words.currency).fill(order.currency);
    await page.keyboard.press('Enter');
  }
  await modal.getByLabel(words.amount, { exact: true }).fill(order.amount);
  await modal.getByLabel(words.description).fill(order.description);
  if (order.payerName) await modal.getByLabel(words.payerName).fill(order.payerName);
  await modal.getByRole('button', { name: words.submit }).click();
  const detail = page.getByTestId('collection-detail');
  await expect(detail.getByTestId('collection-status')).toHaveText(words.unpaid);
  const number = (await detail.getByTestId('collection-number').textContent())!.trim();
  expect(number).toMatch(/^CO[0-9A-Z]{10}$/);
  return number;
}

/** No serious or critical axe violation on the page as it stands (as the accessibility spec checks its pages). */
async function expectAccessible(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
  expect(serious, `axe on ${where}`).toEqual([]);
}

async function confirmInConsole(browser: Browser, number: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInToConsole(page, 'reviewer@demo.test', { language: 'en' });
  await expect(page).toHaveURL(/\/console\/queues$/);
  await page.goto(`/console/queues/${QUEUE}`);
  await page
    .getByTestId('console-queue-table')
    .locator('tbody tr')
    .filter({ hasText: number })
    .getByRole('button')
    .click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText(number);
  await expect(drawer).toContainText('497.50 USD');
  await drawer.getByRole('button', { name: CONSOLE.en.approve }).click();
  await page.getByRole('button', { name: CONSOLE.en.ok }).click();
  await expect(page.getByText(CONSOLE.en.approved)).toBeVisible();
  await context.close();
}

test('a merchant asks for AUD in English, the payer pays through the link (sandbox), the global account is credited', async ({
  page,
  browser,
}) => {
  const { email, merchantName } = await ownerOfNewMerchant(page.request, 'co', 'en');
  await agreeWhenAsked(page);
  await signInThroughForm(page, email, { password: FRESH_PASSWORD, language: 'en', path: '/createCommodity' });
  await expect(page.getByTestId('app-sider')).toBeVisible({ timeout: SHELL_FIRST_DRAW_MS });
  const words = WORDS.en;

  // Too many decimals are refused in words before anything is sent; the fee shows before the order is created.
  await page.getByRole('button', { name: words.create }).click();
  const modal = page.getByRole('dialog', { name: words.create });
  await modal.getByLabel(words.amount, { exact: true }).fill('1234.567');
  await modal.getByLabel(words.description).fill('Wool invoice 41');
  await modal.getByRole('button', { name: words.submit }).click();
  await expect(modal.getByText(words.decimals)).toBeVisible();
  await modal.getByLabel(words.amount, { exact: true }).fill('1234.56');
  await expect(modal.getByTestId('collection-fee-preview')).toContainText('6.17 AUD');
  await expect(modal.getByTestId('collection-fee-preview')).toContainText('1,228.39 AUD');
  await modal.getByLabel(words.payerName).fill('Li Wei');
  await modal.getByRole('button', { name: words.submit }).click();
  const detail = page.getByTestId('collection-detail');
  await expect(detail.getByTestId('collection-status')).toHaveText(words.unpaid);
  const number = (await detail.getByTestId('collection-number').textContent())!.trim();
  await expect(detail.getByTestId('collection-progress')).toHaveAttribute('data-progress', 'in_progress');
  const link = (await detail.getByTestId('collection-payer-link').textContent())!.trim();
  expect(link).toMatch(/\/pay\/c\/[\w-]{32}$/);

  // The payer's page, outside the shell and without a session.
  const payerContext = await browser.newContext();
  const payer = await payerContext.newPage();
  await payer.goto(link);
  await expect(payer.getByRole('heading', { name: merchantName, exact: true })).toBeVisible();
  await expect(payer.getByTestId('collection-amount')).toContainText('1,234.56');
  await expect(payer.getByTestId('collection-bank')).toContainText('062-000');
  await expect(payer.getByTestId('collection-bank')).toContainText(number);
  await expectAccessible(payer, 'the payer page');
  await payer.getByRole('button', { name: PAYER.en.simulate }).click();
  await expect(payer.getByRole('heading', { name: PAYER.en.processing })).toBeVisible();
  await expect(payer.getByRole('heading', { name: PAYER.en.paid })).toBeVisible({ timeout: 15_000 });
  await payerContext.close();

  // The merchant's detail follows (it is read again while the order waits), then the list's filter in the address.
  await expect(detail.getByTestId('collection-status')).toHaveText(words.completed, { timeout: 15_000 });
  await expect(detail.getByTestId('collection-progress')).toHaveAttribute('data-progress', 'complete');
  await page.getByTestId('collection-detail-back').click();
  await page.getByTestId('collection-status-filter').getByText(words.completed).click();
  await expect(page).toHaveURL(/status=10/);
  await expect(page.getByTestId('collection-orders').getByRole('row', { name: new RegExp(number) })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('collection-orders').getByRole('row', { name: new RegExp(number) })).toBeVisible();
  await expectAccessible(page, '/createCommodity');

  // The global account: credited less the fee, the line under the order's number; its page links back here.
  await page.goto('/account');
  await expect(page.getByTestId('global-balance-AUD')).toContainText('1,228.39');
  await expect(page.getByTestId('global-history-table').getByRole('row', { name: new RegExp(number) })).toContainText(
    '+AUD 1,228.39',
  );
  await page.getByTestId('global-account-actions').getByRole('button', { name: words.accountLink }).click();
  await expect(page).toHaveURL(/\/createCommodity/);
});

test('in Chinese: an order closed after a confirmation, another confirmed in the console queue and credited', async ({
  page,
  browser,
}) => {
  const { email } = await ownerOfNewMerchant(page.request, 'co-zh', 'zh_CN');
  await signInAs(page, email, 'zh_CN', '/createCommodity', undefined, FRESH_PASSWORD);
  await expect(page.getByTestId('app-sider')).toBeVisible({ timeout: SHELL_FIRST_DRAW_MS });
  const words = WORDS.zh_CN;

  const closing = await createOrder(page, 'zh_CN', { amount: '80', description: '样品费' });
  const detail = page.getByTestId('collection-detail');
  await detail.getByRole('button', { name: words.close }).click();
  await page.getByRole('dialog').getByRole('button', { name: words.close }).last().click();
  await expect(page.getByText(words.closedToast)).toBeVisible();
  await expect(detail.getByTestId('collection-status')).toHaveText(words.closed);
  await expect(detail.getByTestId('collection-progress')).toHaveAttribute('data-progress', 'closed');
  await page.getByTestId('collection-detail-back').click();

  const paid = await createOrder(page, 'zh_CN', {
    currency: 'USD',
    amount: '500',
    description: '羊毛货款',
    payerName: 'John Smith',
  });
  await page.getByTestId('collection-detail-back').click();
  await confirmInConsole(browser, paid);

  await page.reload();
  const table = page.getByTestId('collection-orders');
  await expect(table.getByRole('row', { name: new RegExp(paid) })).toContainText(words.completed);
  await expect(table.getByRole('row', { name: new RegExp(closing) })).toContainText(words.closed);
  await page.goto('/account');
  await expect(page.getByTestId('global-balance-USD')).toContainText('497.50');
});
