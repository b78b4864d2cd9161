import { expect, test } from '@playwright/test';
import { latestCode } from '../../fixtures/session.ts';
import { openShell } from '../shell/shell-session.ts';
import {
  harbourId,
  lastWeek,
  merchantCall,
  OWNER_PHONE,
  type Page,
  type Row,
} from '../transactions/transactions-api.ts';

const REFUND_AMOUNT = 1;
const AUD = 1;

/** "1,234.50" (the screens' amount format) of a wire amount, by integer cents. */
const shown = (amount: number) =>
  (Math.round(amount * 100) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test("a partial refund with the code from the outbox shows in the detail, the list and today's summary", async ({
  page,
}) => {
  const token = await openShell(page, 'owner@demo.test', { path: '/transaction' });
  const merchantId = await harbourId(page.request, token);
  const call = <T>(name: string, body: Record<string, unknown> = {}) =>
    merchantCall<T>(page.request, token, merchantId, name, body);

  // A payment of last week in AUD with something left to refund.
  const payments = await call<{ page_data: Page }>('transactionlist_report', {
    ...lastWeek(),
    turnover_type: 1,
    currency: AUD,
    page_index: 1,
    page_size: 100,
  });
  const payment: Row | undefined = payments.page_data.data.find(
    (row) => row.refundable_amount >= REFUND_AMOUNT && row.refund_amount === 0,
  );
  expect(payment, 'the demo history has refundable payments last week').toBeDefined();
  const draw = await call<{
    real_refund_amount: number;
    from_balance_amount: number;
    from_global_account_amount: number;
  }>('get_real_refund_amount', { transaction_id: payment!.transaction_id, amount: REFUND_AMOUNT });
  const real = draw.real_refund_amount;
  const { balance } = await call<{ balance: number }>('Get_Total_Balance', { currency_id: AUD });
  const { account } = await call<{ account: { id: number } }>('get_refund_account', { currency_id: AUD });
  const funds = await call<{ account: { available_funds: number } }>('get_refund_global_account_balance', {
    account_id: account.id,
  });
  const { summary: before } = await call<{ summary: { refund_amount: number } }>('today_summary_report', {
    currency: AUD,
  });

  await page.goto(`/transactionDetail?id=${payment!.transaction_id}&type=1`);
  await expect(page.getByTestId('detail-refunded')).toHaveText(`AUD ${shown(payment!.refund_amount)}`);
  await page.getByTestId('detail-refund').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('refund-max')).toContainText(
    `Highest refundable amount: AUD ${shown(payment!.refundable_amount)}`,
  );
  await dialog.getByLabel('Reason').fill('E2E partial refund');
  // Three decimals: an inline error, not a silent rounding.
  await dialog.getByLabel('Refund amount (AUD)').fill('10.555');
  await dialog.getByLabel('Reason').click();
  await expect(dialog.getByText('Please enter an amount with at most 2 decimals.')).toBeVisible();
  await expect(dialog.getByLabel('Refund amount (AUD)')).toHaveValue('10.555');
  await dialog.getByLabel('Refund amount (AUD)').fill(String(REFUND_AMOUNT));
  // Where it will be drawn from, before any code is sent: the balance first, then the global account.
  await expect(dialog.getByTestId('refund-draw')).toContainText(
    `from the available balance: AUD ${shown(draw.from_balance_amount)}`,
  );
  await expect(dialog.getByTestId('refund-draw')).toContainText(
    `from your global account: AUD ${shown(draw.from_global_account_amount)}`,
  );
  await expect(dialog.getByText('Please enter an amount with at most 2 decimals.')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await dialog.getByLabel('Verification code').fill(await latestCode(page.request, OWNER_PHONE));
  await page.screenshot({ path: test.info().outputPath('refund-dialog-en.png') });
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();

  // The demo merchant's global account is funded, so the refund goes through at any hour (also between the
  // night's settlement run and the day's first payment, when the collected funds are all settled).
  expect(real, 'available balance and global account cover the refund').toBeLessThanOrEqual(
    balance + funds.account.available_funds,
  );
  await expect(page.getByText('Refund successful')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('detail-refunded')).toHaveText(`AUD ${shown(payment!.refund_amount + REFUND_AMOUNT)}`);
  await expect(page.getByTestId('detail-refundable')).toHaveText(
    `AUD ${shown(payment!.refundable_amount - REFUND_AMOUNT)}`,
  );
  await page.screenshot({ path: test.info().outputPath('detail-after-refund-en.png'), fullPage: true });

  // The list of refunds, newest first (the filters in the address): the new refund, with its reason as the note.
  await page.goto('/transaction?turnoverType=2');
  const refundRow = page
    .getByTestId('transactions-table')
    .locator('tbody tr.ant-table-row')
    .filter({ hasText: `−AUD ${shown(REFUND_AMOUNT)}` })
    .filter({ has: page.getByRole('button', { name: /Read the note of/ }) })
    .first();
  await expect(refundRow).toContainText(`−AUD ${shown(REFUND_AMOUNT)}`);
  await refundRow.getByRole('button', { name: /Read the note of/ }).click();
  await expect(page.getByTestId('transaction-note')).toHaveText('E2E partial refund');

  // Today's summary on the dashboard counts the refund today.
  await page.goto('/home');
  await expect(page.getByTestId('dashboard-today-figures-refund_amount')).toContainText(
    shown(before.refund_amount + REFUND_AMOUNT),
  );
});
