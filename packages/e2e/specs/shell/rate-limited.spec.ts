import { expect, test } from '@playwright/test';
import { callApi } from '../../fixtures/accounts.ts';
import { merchantDay } from '../../fixtures/calendar.ts';
import { openShell } from './shell-session.ts';

// The server's default per-merchant limit of the calls that build a file (EXPORT_RATE_LIMIT_PER_MINUTE, 20).
const EXPORTS_A_MINUTE = 20;
const GOLDEN_WATTLE = 'Golden Wattle Trading Pty Ltd';

test("a refused call (429) shows the server's message in the user's language, and the page stays usable", async ({
  page,
}) => {
  // Golden Wattle, so that no other spec's exports share the spent minute.
  const response = await page.request.post('/api/login', {
    data: { AccountType: 1, Account: 'owner@demo.test', Password: 'Demo2026' },
  });
  const { data } = (await response.json()) as { data: { token: string } };
  const me = await callApi<{ data: { merchants: { id: number; name: string }[] } }>(page.request, 'tokenLogin', {
    token: data.token,
  });
  const merchantId = me.data.merchants.find((merchant) => merchant.name === GOLDEN_WATTLE)!.id;
  const range = { begin_time: merchantDay(-6), end_time: merchantDay(0) };
  for (let i = 0; i < EXPORTS_A_MINUTE; i++) {
    await page.request.post('/api/export_transaction_list_report', {
      data: { token: data.token, merchant_id: merchantId, ...range },
    });
  }

  await page.addInitScript((id) => window.localStorage.setItem('merchant_id', String(id)), merchantId);
  await openShell(page, 'owner@demo.test', { language: 'zh_CN', path: '/transaction' });
  await page.getByTestId('transactions-download').click();
  await page.getByRole('menuitem', { name: '交易明细报表' }).click();
  await expect(page.getByText('请求过于频繁，请稍后再试。')).toBeVisible();
  // Only the export is refused: the list still answers.
  await page
    .getByRole('button', { name: /^查\s?询$/ })
    .first()
    .click();
  await expect(page.getByTestId('transactions-download')).toBeEnabled();
});
