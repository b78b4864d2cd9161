import { merchantDay } from '../../fixtures/calendar.ts';
import { expect, test, type Page } from '@playwright/test';
import { openShell } from '../shell/shell-session.ts';
import { harbourCall, harbourId, shown, type Settlement } from './payouts-api.ts';
import { SETTLED_DROPDOWN, expectEveryCell } from '../../fixtures/antd.ts';
import { transactionsCount, payoutsCount } from '../../fixtures/count-text.ts';

type SettlementPage = { page_data: { data: Settlement[]; total_count: number } };
type Detail = {
  settlement: Settlement;
  settlement_account: { settlement_type: number; bank_name: string; bsb_number: string; account_number: string } | null;
  page_data: { data: { transaction_number: string }[]; total_count: number };
};

const rows = (page: Page) => page.locator('.payouts-page .ant-table-tbody tr.ant-table-row');
/** What the screen asks by default: finance dates of the last 30 days, newest first. */
const lastMonth = () => ({
  finance_start_date: merchantDay(-29),
  finance_end_date: merchantDay(0),
  page_index: 1,
  page_size: 10,
  sort_type: 2,
});

test.describe('payouts', () => {
  test('the owner sees the payouts of the settlement runs and opens one to its totals and transactions', async ({
    page,
  }) => {
    const token = await openShell(page, 'owner@demo.test', { path: '/payout' });
    const merchantId = await harbourId(page.request, token);
    const expected = await harbourCall<SettlementPage>(
      page.request,
      token,
      merchantId,
      'get_settlement_report_list',
      lastMonth(),
    );
    expect(expected.page_data.total_count, 'the demo history has settlement runs').toBeGreaterThan(10);

    await expect(rows(page)).toHaveCount(10);
    await expect(page.getByText(payoutsCount(expected.page_data.total_count), { exact: true })).toBeVisible();
    const first = expected.page_data.data[0]!;
    await expect(rows(page).first()).toContainText(first.settlement_id);
    // One meaning per column whatever the status: net sales, the settlement fee, and the payout amount after it.
    await expect(rows(page).first().getByTestId('payout-net')).toHaveText(
      `${first.currency} ${shown(first.clear_amount)}`,
    );
    await expect(rows(page).first().getByTestId('payout-settlement-fee')).toHaveText(
      first.disburse_fee_amount ? `${first.currency} ${shown(first.disburse_fee_amount)}` : '—',
    );
    await expect(rows(page).first().getByTestId('payout-amount')).toHaveText(
      `${first.currency} ${shown(first.settle_amount)}`,
    );
    await expect(page.getByRole('columnheader', { name: 'Payments and refunds (count)' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('payouts-en.png'), fullPage: true });

    // Paid ones only.
    await page.getByLabel('Status').click();
    await page.locator(`${SETTLED_DROPDOWN} .ant-select-item-option[title="Paid"]`).click();
    await page.getByRole('button', { name: 'Search', exact: true }).first().click();
    const paid = await harbourCall<SettlementPage>(page.request, token, merchantId, 'get_settlement_report_list', {
      ...lastMonth(),
      status: 2,
    });
    await expect(page.getByText(payoutsCount(paid.page_data.total_count), { exact: true })).toBeVisible();
    await expectEveryCell(rows(page).locator('.ant-tag'), 'Paid');

    // The detail of the first paid payout.
    const target = paid.page_data.data[0]!;
    await rows(page).first().getByRole('button', { name: 'View' }).click();
    await expect(page).toHaveURL(new RegExp(`/payoutDetail\\?id=${target.id}$`));
    const detail = await harbourCall<Detail>(page.request, token, merchantId, 'clearing_detail', {
      clearing_id: target.id,
      page_index: 1,
      page_size: 10,
      sort_type: 2,
    });
    await expect(page.getByTestId('payout-total-payment')).toContainText(shown(target.payment_amount));
    await expect(page.getByTestId('payout-total-refund')).toContainText(shown(target.refund_amount));
    await expect(page.getByTestId('payout-total-merchant-fee')).toContainText(shown(target.merchant_fee_amount));
    await expect(page.getByTestId('payout-total-settlement-fee')).toContainText(shown(target.disburse_fee_amount));
    await expect(page.getByTestId('payout-total-actual')).toContainText(shown(target.settle_amount));
    // Where it was paid: the account in force when it was cleared (the demo merchant's bank account).
    const paidTo = detail.settlement_account!;
    if (paidTo.settlement_type === 1) {
      await expect(page.getByTestId('payout-account')).toContainText(
        `${paidTo.bank_name} · BSB ${paidTo.bsb_number.slice(0, 3)}-${paidTo.bsb_number.slice(3)} · ${paidTo.account_number}`,
      );
      expect(paidTo.account_number).toMatch(/^\*+\d{4}$/);
    } else await expect(page.getByTestId('payout-account')).toContainText('Global account');
    await expect(page.getByText(target.settlement_id)).toBeVisible();
    await expect(page.getByText(transactionsCount(detail.page_data.total_count), { exact: true })).toBeVisible();
    await expect(rows(page)).toHaveCount(Math.min(10, detail.page_data.total_count));
    await expect(rows(page).first()).toContainText(detail.page_data.data[0]!.transaction_number);
    await page.screenshot({ path: test.info().outputPath('payout-detail-en.png'), fullPage: true });

    if (detail.page_data.total_count > 10) {
      const second = await harbourCall<Detail>(page.request, token, merchantId, 'clearing_detail', {
        clearing_id: target.id,
        page_index: 2,
        page_size: 10,
        sort_type: 2,
      });
      await page.getByRole('listitem', { name: '2' }).click();
      await expect(rows(page).first()).toContainText(second.page_data.data[0]!.transaction_number);
    }
  });

  test('the payouts list and a pending payout in Chinese', async ({ page }) => {
    const token = await openShell(page, 'finance@demo.test', { path: '/payout', language: 'zh_CN' });
    const merchantId = await harbourId(page.request, token);
    await expect(page.getByRole('columnheader', { name: '结算单号' })).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('payouts-zh.png'), fullPage: true });
    const pending = await harbourCall<SettlementPage>(page.request, token, merchantId, 'get_settlement_report_list', {
      status: 1,
      page_index: 1,
      page_size: 10,
    });
    test.skip(pending.page_data.total_count === 0, 'no payout awaits its planned date right now');
    await page.goto(`/payoutDetail?id=${pending.page_data.data[0]!.id}`);
    await expect(page.getByTestId('payout-total-actual')).toContainText('尚未出款');
    await expect(page.getByText('待出款').first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('payout-pending-zh.png'), fullPage: true });
  });
});
