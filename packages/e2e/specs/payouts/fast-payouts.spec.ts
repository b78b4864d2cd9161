import { expect, test, type Page } from '@playwright/test';
import { eq, sql } from 'drizzle-orm';
import { connect } from '@mbo/db/client';
import { settlements } from '@mbo/db/schema-money';
import { e2eDatabaseUrl } from '../../fixtures/e2e-database.ts';
import { merchantDay } from '../../fixtures/calendar.ts';
import { openShell } from '../shell/shell-session.ts';
import { harbourId } from './payouts-api.ts';

const rows = (page: Page) => page.locator('.payouts-page .ant-table-tbody tr.ant-table-row');

/**
 * A T+0 payout of today for Harbour Noodle House, as the T+0 run records one (fast-settlement-runner.ts; its figures
 * are the API tests'): 200.00 collected, 3.00 fees, the 1.5 % T+0 fee 2.96, 0.55 bank fee, then returned by the
 * receiving bank (25.00). Written straight into this worker's database and removed afterwards, so the demo data
 * stays as it was.
 */
async function withReturnedFastPayout(merchantId: number, check: (number: string, id: number) => Promise<void>) {
  const db = connect(e2eDatabaseUrl(), 1);
  const today = merchantDay(0);
  const number = `S${today.slice(2).replaceAll('-', '')}9${String(Date.now()).slice(-8)}`;
  try {
    const [row] = await db
      .insert(settlements)
      .values({
        merchantId,
        currencyId: 1,
        financeDate: today,
        number,
        paymentMinor: 20_000,
        refundMinor: 0,
        feeMinor: 300,
        settleFeeMinor: 55,
        netMinor: 19_700,
        settleMinor: 19_349,
        method: 'bank',
        kind: 2,
        fastFeeMinor: 296,
        fastFeeRatePpm: 15_000,
        runAt: sql`now()`,
        planSettleDate: today,
        actualSettleDate: today,
        status: 3,
        payoutReference: number,
        returnedAt: sql`now()`,
        returnFeeMinor: 2_500,
      })
      .returning({ id: settlements.id });
    await check(number, row!.id);
  } finally {
    await db.delete(settlements).where(eq(settlements.number, number));
    await db.$client.end();
  }
}

test.describe('T+0 payouts', () => {
  test('the list shows a T+0 payout with its cycle and fee, the detail its fees and the return', async ({ page }) => {
    const token = await openShell(page, 'owner@demo.test', { path: '/home' });
    const merchantId = await harbourId(page.request, token);
    await withReturnedFastPayout(merchantId, async (number, id) => {
      await page.goto('/payout');
      const row = rows(page).filter({ hasText: number });
      await expect(row).toHaveCount(1);
      await expect(row.getByTestId('payout-cycle')).toHaveText('T+0');
      await expect(row).toContainText('2.96');
      await expect(row.locator('.ant-tag')).toHaveText('Returned');
      await page.screenshot({ path: test.info().outputPath('fast-payouts-en.png'), fullPage: true });

      await row.getByRole('button', { name: 'View' }).click();
      await expect(page).toHaveURL(new RegExp(`/payoutDetail\\?id=${id}$`));
      await expect(page.getByTestId('payout-total-fast-fee')).toContainText('2.96');
      await expect(page.getByTestId('payout-total-return-fee')).toContainText('25.00');
      await expect(page.getByTestId('payout-returned-note')).toContainText('returned this payout');
      await expect(page.getByText('Settlement cycle')).toBeVisible();
      // The payout's story: the same-day batch it was cleared in, and the return with where the money went.
      const story = page.getByTestId('payout-story');
      await expect(story).toContainText('A same-day run on');
      await expect(story).toContainText('Returned by the receiving bank on');
      await expect(story).toContainText('the money went back to your balance');
      await page.screenshot({ path: test.info().outputPath('returned-payout-story-en.png'), fullPage: true });
    });
  });

  test('in Chinese', async ({ page }) => {
    const token = await openShell(page, 'finance@demo.test', { path: '/home', language: 'zh_CN' });
    const merchantId = await harbourId(page.request, token);
    await withReturnedFastPayout(merchantId, async (number, id) => {
      await page.goto('/payout');
      const row = rows(page).filter({ hasText: number });
      await expect(row.locator('.ant-tag')).toHaveText('已退回');
      await expect(page.getByRole('columnheader', { name: 'T+0 手续费' })).toBeVisible();
      await page.goto(`/payoutDetail?id=${id}`);
      await expect(page.getByTestId('payout-total-return-fee')).toContainText('退回结算手续费');
      await expect(page.getByTestId('payout-returned-note')).toContainText('收款银行退回了这笔出款');
      const story = page.getByTestId('payout-story');
      await expect(story).toContainText('当日结算批次');
      await expect(story).toContainText('被收款银行退回，款项已回到您的余额');
      await page.screenshot({ path: test.info().outputPath('fast-payouts-zh.png'), fullPage: true });
    });
  });
});
