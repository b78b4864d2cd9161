import { expect, test, type Page } from '@playwright/test';
import { demoMerchantId } from '../../fixtures/harbour.ts';
import { openShell } from '../shell/shell-session.ts';

// Issue 13 §4: Golden Wattle Trading (M100002, no payments yet) gets the setup checklist instead of empty reports;
// its empty payouts and daily-summary lists never make the page scroll sideways; nothing says "no data" before the
// data has arrived.

const GOLDEN_WATTLE = 'Golden Wattle Trading Pty Ltd';

/** Opens the owner's shell on Golden Wattle (the remembered merchant is chosen at session start). */
async function openGoldenWattle(page: Page, language: 'en' | 'zh_CN', path = '/home') {
  const response = await page.request.post('/api/login', {
    data: { AccountType: 1, Account: 'owner@demo.test', Password: 'Demo2026' },
  });
  const { data } = (await response.json()) as { data: { token: string } };
  const merchantId = await demoMerchantId(page.request, data.token, GOLDEN_WATTLE);
  await page.addInitScript((id) => window.localStorage.setItem('merchant_id', String(id)), merchantId);
  await openShell(page, 'owner@demo.test', { language, path });
  await expect(
    page
      .getByTestId('home-merchant-name')
      .or(page.getByRole('heading', { level: 1 }))
      .first(),
  ).toBeVisible();
}

const scrollsSideways = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement!;
    return root.scrollWidth > root.clientWidth;
  });

test('Golden Wattle: the setup checklist in English, ticked from its data, with the way to each step', async ({
  page,
}) => {
  // The reports wait until released, so what stands in meanwhile can be seen.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/today_summary_report', async (route) => {
    await released;
    await route.continue();
  });
  await openGoldenWattle(page, 'en');
  await expect(page.getByTestId('home-merchant-name')).toHaveText(GOLDEN_WATTLE);
  await expect(
    page.getByTestId('dashboard-today-skeleton').or(page.getByTestId('setup-checklist')).first(),
  ).toBeVisible();
  await expect(page.getByText('No data for this period')).toHaveCount(0);
  release();

  const checklist = page.getByTestId('setup-checklist');
  await expect(checklist).toBeVisible();
  await expect(checklist.getByRole('heading', { name: 'Set up your merchant' })).toBeVisible();
  await expect(page.getByTestId('setup-step-store')).toHaveAttribute('data-done', 'true');
  await expect(page.getByTestId('setup-step-first_payment')).toHaveAttribute('data-done', 'false');
  await expect(page.getByTestId('dashboard-totals')).toHaveCount(0);
  expect(await scrollsSideways(page)).toBe(false);
  await page.screenshot({ path: test.info().outputPath('setup-checklist-en.png'), fullPage: true });

  await page.goto('/payout');
  await page.getByLabel('Settlement cycles').click();
  await expect(page.locator('.ant-select-item-option', { hasText: 'T+1 only' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/home');

  const apiStep = page.getByTestId('setup-step-api_key');
  if ((await apiStep.getAttribute('data-done')) === 'false') {
    await apiStep.getByRole('button', { name: 'Developer centre' }).click();
    await expect(page).toHaveURL(/\/api$/);
  }
});

test('Golden Wattle in Chinese: the checklist, and empty payouts and daily summary fit 1600 px', async ({ page }) => {
  await openGoldenWattle(page, 'zh_CN');
  await expect(page.getByTestId('setup-checklist').getByRole('heading', { name: '完成商户设置' })).toBeVisible();
  await expect(page.getByTestId('setup-step-first_payment')).toContainText('完成首笔收款');

  await page.goto('/payout');
  await expect(page.locator('.ant-table-placeholder').first()).toBeVisible();
  await expect(page.getByTestId('table-skeleton')).toHaveCount(0);
  expect(await scrollsSideways(page)).toBe(false);
  // The payouts filter once called "unlimited settlement" says what it chooses.
  await page.getByLabel('结算周期').click();
  await expect(page.locator('.ant-select-item-option', { hasText: '仅 T+1' })).toBeVisible();
  await expect(page.locator('.ant-select-item-option', { hasText: 'T+1 和 T+0 当日结算' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/dailySummary');
  await expect(page.locator('.ant-table-placeholder').first()).toBeVisible();
  await expect(page.getByTestId('table-skeleton')).toHaveCount(0);
  expect(await scrollsSideways(page)).toBe(false);
});
