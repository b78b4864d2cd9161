import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@mbo/db/seed/demo-accounts';
import { callApi } from '../../fixtures/accounts.ts';
import { acknowledgeAgreements } from '../../fixtures/agreements.ts';
import { payLinkOf } from '../pay/pay-fixtures.ts';
import { menu } from '../shell/shell-session.ts';

/**
 * The four pages Lighthouse scores in `npm run bench` (sign-in, home, transactions, the pay page), checked with axe in
 * both languages: no serious or critical violation (contrast, names of buttons and fields, ARIA, lists, the page's
 * language). The pages are reached through the real screens: the sign-in form, the menu, the customer's language
 * switch.
 */
async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
    );
  expect(serious, `axe on ${where}`).toEqual([]);
}

const SCREENS = {
  en: {
    switchTo: null,
    email: 'E-mail address',
    password: 'Password',
    signIn: /^Sign in$/,
    transactions: 'Transactions',
  },
  zh_CN: { switchTo: '简体中文', email: '邮箱地址', password: '密码', signIn: /^登\s?录$/, transactions: '交易记录' },
} as const;

for (const language of ['en', 'zh_CN'] as const) {
  const screens = SCREENS[language];

  test(`sign-in, home and transactions have no serious accessibility violation (${language})`, async ({ page }) => {
    // Three full-page axe runs over a dashboard and a table (about 20 s on the 2-core machine) besides the sign-in.
    test.slow();
    // The agreement acknowledged beforehand, so its modal does not stand over the home page.
    const login = await callApi<{ data: { token: string } }>(page.request, 'login', {
      AccountType: 1,
      Account: 'owner@demo.test',
      Password: DEMO_PASSWORD,
    });
    await acknowledgeAgreements(page.request, login.data.token);

    await page.goto('/login');
    if (screens.switchTo) await page.getByText(screens.switchTo).click();
    await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh_CN' ? 'zh-CN' : 'en');
    await expect(page.getByLabel(screens.email)).toBeVisible();
    await expectNoSeriousViolations(page, `/login (${language})`);

    await page.getByLabel(screens.email).fill('owner@demo.test');
    await page.getByLabel(screens.password, { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: screens.signIn }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('Harbour Noodle House Pty Ltd').first()).toBeVisible();
    await expect(page.getByTestId('dashboard-totals-figures-transaction_count')).toBeVisible();
    await expectNoSeriousViolations(page, `/home (${language})`);

    await menu(page).getByRole('menuitem', { name: screens.transactions, exact: true }).click();
    await expect(page).toHaveURL(/\/transaction(\?|$)/);
    await expect(page.getByTestId('transactions-table').locator('tbody tr.ant-table-row').first()).toBeVisible();
    await expectNoSeriousViolations(page, `/transaction (${language})`);
  });
}

test.describe('the customer pay page', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-AU' });

  test('has no serious accessibility violation in English and, switched, in Chinese', async ({ page }) => {
    await page.goto(await payLinkOf('M100001', 'S1001'));
    await expect(page.getByRole('heading', { name: 'Harbour Noodle House Circular Quay' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the pay page (en)');

    await page.getByRole('button', { name: 'Switch to Chinese' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByText('付款给')).toBeVisible();
    await expectNoSeriousViolations(page, 'the pay page (zh_CN)');
  });
});
