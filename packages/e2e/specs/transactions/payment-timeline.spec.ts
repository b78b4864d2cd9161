import { expect, test, type APIRequestContext } from '@playwright/test';
import type { PaymentTimeline } from '@mbo/contracts/calls/payment-timeline';
import { merchantDay } from '../../fixtures/calendar.ts';
import { openShell } from '../shell/shell-session.ts';
import { harbourId, merchantCall, type Page } from './transactions-api.ts';

/**
 * Issue 13 §2: the story of one payment, through the real screens in both languages. Reads the demo data only
 * (Harbour Noodle House's history): a payment with a refund, settled and paid out.
 */

/** A demo payment of the last month with a refund, settled in a paid payout, whose refund is settled too. */
async function storiedPayment(request: APIRequestContext, token: string, merchantId: number) {
  const refunds = await merchantCall<{ page_data: Page }>(request, token, merchantId, 'transactionlist_report', {
    begin_time: merchantDay(-30),
    end_time: merchantDay(-4),
    turnover_type: 2,
    page_index: 1,
    page_size: 50,
  });
  for (const refund of refunds.page_data.data) {
    const { timeline } = await merchantCall<{ timeline: PaymentTimeline }>(
      request,
      token,
      merchantId,
      'transaction_detail',
      { transaction_id: refund.payment_id, turnover_type: 1 },
    );
    const settledRefund = timeline.refunds.find((entry) => entry.payout?.id);
    if (timeline.payout?.status === 2 && timeline.payout.id && settledRefund) return { timeline, settledRefund };
  }
  throw new Error('the demo history has no settled payment with a settled refund in the last month');
}

test.describe('payment timeline', () => {
  test('the owner follows a payment to its refund and payout and back (English)', async ({ page }) => {
    const token = await openShell(page, 'owner@demo.test');
    const merchantId = await harbourId(page.request, token);
    const { timeline, settledRefund } = await storiedPayment(page.request, token, merchantId);
    const payout = timeline.payout!;

    await page.goto(`/transactionDetail?id=${timeline.payment_id}&type=1`);
    const story = page.getByTestId('payment-timeline');
    await expect(story).toBeVisible();
    await expect(story.getByRole('heading', { name: 'Timeline' })).toBeVisible();
    await expect(story.getByTestId('timeline-paid')).toContainText(`Paid AUD`);
    await expect(story.getByTestId('timeline-refund').first()).toContainText(/by \S+/);
    await expect(story.getByTestId('timeline-settled')).toContainText(payout.settlement_id!);
    await expect(story.getByTestId('timeline-paid_out')).toContainText(payout.actual_settle_date!);
    await expect(story.getByTestId('timeline-account')).toBeVisible();
    // Source types and channels by their names, never raw codes; exchange rates with 4 decimals.
    await expect(page.locator('.transaction-detail__sections')).not.toContainText(/Branch_H5|Pos_|Api_/);
    const rate = page.locator('.ant-descriptions-item').filter({ hasText: 'Exchange rate' });
    if ((await rate.count()) > 0) await expect(rate).toContainText(/= \d+\.\d{4} CNY/);
    await page.screenshot({ path: test.info().outputPath('payment-timeline-en.png'), fullPage: true });

    // Payment → refund: the refund's page places it in the same story, and links back to the payment.
    await story.getByRole('link', { name: settledRefund.number }).click();
    await expect(page).toHaveURL(new RegExp(`id=${settledRefund.id}&type=2`));
    const refundStory = page.getByTestId('payment-timeline');
    await expect(refundStory.locator('.ant-tag', { hasText: settledRefund.number })).toBeVisible();
    await expect(page.getByRole('link', { name: timeline.payment_number })).toBeVisible();

    // Refund → its payout; the payout's story and its transactions, each a link to its detail.
    await refundStory
      .getByTestId('timeline-refund')
      .filter({ hasText: settledRefund.number })
      .getByRole('link', { name: settledRefund.payout!.settlement_id! })
      .click();
    await expect(page).toHaveURL(new RegExp(`/payoutDetail\\?id=${settledRefund.payout!.id}`));
    await expect(page.getByTestId('payout-story')).toContainText('Cleared');
    await expect(page.getByTestId('payout-story')).toContainText('Paid on');

    // Payment → payout and back: the payout lists transactions as links, whose story names this payout.
    await page.goto(`/transactionDetail?id=${timeline.payment_id}&type=1`);
    await page.getByTestId('timeline-settled').getByRole('link', { name: payout.settlement_id! }).click();
    await expect(page).toHaveURL(new RegExp(`/payoutDetail\\?id=${payout.id}`));
    await expect(page.getByTestId('payout-story-account')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('payout-story-en.png'), fullPage: true });
    const firstRow = page.getByTestId('clearing-transaction-link').first();
    const number = await firstRow.innerText();
    await firstRow.click();
    await expect(page).toHaveURL(/\/transactionDetail\?id=\d+&type=[12]/);
    await expect(page.getByText(number).first()).toBeVisible();
    await expect(page.getByTestId('payment-timeline')).toBeVisible();
    await expect(page.getByTestId('payment-timeline').getByTestId('timeline-payout-link').first()).toBeVisible();
  });

  test('the same story in Chinese', async ({ page }) => {
    const token = await openShell(page, 'owner@demo.test', { language: 'zh_CN' });
    const merchantId = await harbourId(page.request, token);
    const { timeline } = await storiedPayment(page.request, token, merchantId);
    await page.goto(`/transactionDetail?id=${timeline.payment_id}&type=1`);
    const story = page.getByTestId('payment-timeline');
    await expect(story.getByRole('heading', { name: '时间线' })).toBeVisible();
    await expect(story.getByTestId('timeline-paid')).toContainText('已支付');
    await expect(story.getByTestId('timeline-refund').first()).toContainText('操作人');
    await expect(story.getByTestId('timeline-settled')).toContainText('已计入结算单');
    await expect(story.getByTestId('timeline-paid_out')).toContainText('已打款');
    await expect(page.locator('.transaction-detail__sections')).not.toContainText(/Branch_H5|Pos_|Api_/);
    await page.screenshot({ path: test.info().outputPath('payment-timeline-zh_CN.png'), fullPage: true });

    await story.getByTestId('timeline-settled').getByRole('link').click();
    await expect(page.getByTestId('payout-story')).toContainText('结算经过');
    await expect(page.getByTestId('payout-story')).toContainText('已于');
    await expect(page.getByTestId('payout-story-account')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('payout-story-zh_CN.png'), fullPage: true });
  });

  test("a cashier sees when their store's payment was paid out, but not which payout or account", async ({ page }) => {
    const token = await openShell(page, 'cashier@demo.test');
    const merchantId = await harbourId(page.request, token);
    const payments = await merchantCall<{ page_data: Page }>(
      page.request,
      token,
      merchantId,
      'transactionlist_report',
      {
        begin_time: merchantDay(-20),
        end_time: merchantDay(-5),
        turnover_type: 1,
        page_index: 1,
        page_size: 10,
      },
    );
    const payment = payments.page_data.data[0];
    if (!payment) throw new Error("the demo history has no payment of the cashier's store");
    const { timeline } = await merchantCall<{ timeline: PaymentTimeline }>(
      page.request,
      token,
      merchantId,
      'transaction_detail',
      { transaction_id: payment.transaction_id, turnover_type: 1 },
    );
    expect(timeline.payout).toMatchObject({ id: null, settlement_id: null, account: null, status: 2 });

    await page.goto(`/transactionDetail?id=${payment.transaction_id}&type=1`);
    const story = page.getByTestId('payment-timeline');
    await expect(story.getByTestId('timeline-settled')).toContainText('Settled in a payout');
    await expect(story.getByTestId('timeline-paid_out')).toContainText(timeline.payout!.actual_settle_date!);
    await expect(story.getByTestId('timeline-payout-link')).toHaveCount(0);
    await expect(story.getByTestId('timeline-account')).toHaveCount(0);
  });
});
