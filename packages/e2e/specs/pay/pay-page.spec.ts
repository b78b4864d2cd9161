import { expect, test } from '@playwright/test';
import { openShell } from '../shell/shell-session.ts';
import { payLinkOf, paymentsOfOrder } from './pay-fixtures.ts';

test.describe('the customer pay page', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-AU' });

  test('a customer pays 12.50 AUD by WeChat Pay in Chinese; the owner sees the payment at the top of the list', async ({
    page,
    browser,
  }) => {
    const link = await payLinkOf('M100001', 'S1001');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Harbour Noodle House Circular Quay' })).toBeVisible();

    // The customer switches to Chinese.
    await page.getByRole('button', { name: 'Switch to Chinese' }).click();
    await expect(page.getByText('付款给')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

    // An empty amount is refused where it is typed, in Chinese.
    await page.getByRole('button', { name: '支付', exact: true }).click();
    await expect(page.getByText('请输入付款金额。')).toBeVisible();
    await expect(page.getByText('请选择支付方式。')).toBeVisible();

    await page.getByLabel('金额').fill('12.50');
    await expect(page.getByLabel('币种')).toHaveValue('1');
    await page.getByText('微信支付').click();
    // Circular Quay passes no surcharge on: the total is the amount.
    await expect(page.getByRole('radio', { name: /微信支付.*无附加费/ })).toBeChecked();
    await page.screenshot({ path: test.info().outputPath('pay-form-zh.png'), fullPage: true });
    await page.getByRole('button', { name: '支付 AUD 12.50' }).click();

    // The sandbox wallet step, like a wallet app.
    await expect(page).toHaveURL(/\/pay\/wallet\/wx_[0-9a-f]{32}$/);
    await expect(page.getByRole('heading', { name: '微信支付沙箱' })).toBeVisible();
    await expect(page.getByText('AUD 12.50')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('wallet-zh.png'), fullPage: true });
    await page.getByRole('button', { name: '支付', exact: true }).click();

    // Back on the order: success, with the amount and the order number.
    await expect(page).toHaveURL(/\/pay\/o\/[0-9a-f]{40}$/);
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
    const summary = page.locator('.pay-summary');
    await expect(summary).toContainText('AUD 12.50');
    const orderNumber = (await summary.locator('div', { hasText: '订单号' }).locator('dd').innerText()).trim();
    const transactionNumber = (await summary.locator('div', { hasText: '交易号' }).locator('dd').innerText()).trim();
    expect(orderNumber).toMatch(/^O\d{16}$/);
    expect(transactionNumber).toMatch(/^P\d{15}$/);
    await page.screenshot({ path: test.info().outputPath('success-zh.png'), fullPage: true });
    // "Paid at" in the store's time zone (Sydney), not the browser's.
    await expect(page.getByTestId('pay-paid-at')).toContainText(/GMT\+1[01]|AEDT|AEST/);

    // A reload shows success again and pays nothing twice.
    await page.reload();
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
    await expect(page.locator('.pay-summary')).toContainText(orderNumber);
    expect(await paymentsOfOrder(orderNumber)).toEqual([transactionNumber]);

    // The owner sees it at the top of the transaction list.
    const context = await browser.newContext({ viewport: { width: 1600, height: 900 } });
    const owner = await context.newPage();
    await openShell(owner, 'owner@demo.test', { path: '/transaction' });
    const first = owner.getByTestId('transactions-table').locator('tbody tr.ant-table-row').first();
    await expect(first).toContainText(transactionNumber);
    await expect(first).toContainText('12.50');
    await context.close();
  });

  test('the surcharge shows before paying; a cancelled payment ends on a clear screen and starts again', async ({
    page,
  }) => {
    // Chatswood passes the merchant's own WeChat Pay rate (1.5 %) on: 1.5 % of 20.00 = 0.30.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(await payLinkOf('M100001', 'S1002'));
    await expect(page.getByRole('heading', { name: 'Harbour Noodle House Chatswood' })).toBeVisible();
    // Nothing wider than a 360 px phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect(page.getByRole('radio', { name: /WeChat Pay.*1\.5% surcharge/ })).toBeVisible();
    await page.getByLabel('Amount').fill('20');
    await page.getByText('WeChat Pay').click();
    await expect(page.getByRole('radio', { name: /WeChat Pay.*Surcharge AUD 0\.30 · Total AUD 20\.30/ })).toBeChecked();
    // No amount or rate breaks across two lines on the phone.
    const broken = await page
      .locator('.pay-nowrap')
      .evaluateAll((spans) => spans.filter((span) => span.getClientRects().length > 1).map((span) => span.textContent));
    expect(broken).toEqual([]);
    await expect(page.locator('.pay-nowrap').first()).toBeVisible();
    await page.getByRole('button', { name: 'Pay AUD 20.30' }).click();

    await expect(page.getByRole('heading', { name: 'WeChat Pay sandbox' })).toBeVisible();
    await expect(page.getByText('AUD 20.30')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
    await expect(page.getByText('You cancelled the payment and nothing was charged.')).toBeVisible();
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Harbour Noodle House Chatswood' })).toBeVisible();
    // Try again keeps the amount and the method the customer chose.
    await expect(page.getByLabel('Amount')).toHaveValue('20.00');
    await expect(page.getByRole('radio', { name: /WeChat Pay.*Surcharge AUD 0\.30 · Total AUD 20\.30/ })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Pay AUD 20.30' })).toBeVisible();
  });

  test('a wrong link says so, and the page fits a desktop window too', async ({ page }) => {
    await page.goto('/pay/00000000000000000000000000000000');
    await expect(
      page.getByText('This payment link does not belong to any store. Ask the store for a new one.'),
    ).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    const link = await payLinkOf('M100001', 'S1003');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Harbour Noodle House Online' })).toBeVisible();
    // The Online store's fixed card surcharge shows with its flat part before any amount is typed.
    await expect(page.getByRole('radio', { name: /1\.5% \+ AUD 0\.20 surcharge/ })).toBeVisible();
    // In USD the card label advertises the store's USD card surcharge, the one charged.
    await page.getByLabel('Currency').selectOption({ label: 'USD' });
    await expect(page.getByRole('radio', { name: /1\.8% \+ USD 0\.20 surcharge/ })).toBeVisible();
    await page.getByLabel('Currency').selectOption({ label: 'AUD' });
    // Keyboard: the amount field, the currency, then the methods, reachable with Tab.
    await page.getByLabel('Amount').focus();
    await page.keyboard.type('20');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Currency')).toBeFocused();
    await page.screenshot({ path: test.info().outputPath('desktop-en.png'), fullPage: true });
  });
});
