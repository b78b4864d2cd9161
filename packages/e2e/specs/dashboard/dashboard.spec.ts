import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '@mbo/db/seed/demo-accounts';
import { openShell } from '../shell/shell-session.ts';
import {
  addDays,
  mondayOf,
  pickWeekOf,
  REPORTS,
  shown,
  waitForAllReports,
  waitForReport,
  type ReportBody,
} from './dashboard-page.ts';

/**
 * The home dashboard over the demo history of Harbour Noodle House (90 days up to today). Each test opens the week
 * before the current one, which always has payments, and checks the figures on screen against the reports' answers.
 */
async function openOnPreviousWeek(
  page: Parameters<typeof openShell>[0],
  email: string,
  language: 'en' | 'zh_CN' = 'en',
) {
  const todayAnswer = waitForReport(page, 'today_summary_report');
  const firstReports = waitForAllReports(page, (body) => body.groupTimeType === undefined || body.groupTimeType === 1);
  const token = await openShell(page, email, { language });
  const today = ((await (await todayAnswer).json()) as { date: string }).date;
  await firstReports;
  const monday = mondayOf(addDays(today, -7));
  const previousWeek = waitForAllReports(
    page,
    (body) => body.startTime === monday && body.endTime === addDays(monday, 6),
  );
  await pickWeekOf(page, addDays(monday, 2), mondayOf(today));
  const answers = await previousWeek;
  const summaryAnswer = answers[REPORTS.indexOf('SummaryReport')]!;
  const merchantId = (summaryAnswer.request().postDataJSON() as ReportBody).merchant_id;
  return {
    token,
    today,
    monday,
    merchantId,
    summary: (await summaryAnswer.json()) as { summary: Record<string, number> },
  };
}

test('the owner sees the dashboard with figures matching the reports, the week before compared, in English', async ({
  page,
}) => {
  const { today, monday, summary } = await openOnPreviousWeek(page, 'owner@demo.test');
  await expect(page.getByTestId('dashboard-today')).toContainText(`${today}, merchant time`);
  await expect(page.getByTestId('dashboard-period-date')).toHaveValue(`${monday} to ${addDays(monday, 6)}`);

  const figures = summary.summary;
  expect(figures.transaction_count).toBeGreaterThan(0);
  await expect(page.getByTestId('dashboard-totals-figures-transaction_amount')).toContainText(
    shown(figures.transaction_amount!),
  );
  await expect(page.getByTestId('dashboard-totals-figures-transaction_count')).toContainText(
    String(figures.transaction_count).replace(/\B(?=(\d{3})+(?!\d))/g, ','),
  );
  // The count is named for what it counts (the daily summary's "Payments (count)" is the same figure).
  await expect(page.getByTestId('dashboard-totals-figures-transaction_count')).toContainText('Payments (count)');
  await expect(page.getByTestId('dashboard-totals-figures-net_amount')).toContainText(shown(figures.net_amount!));

  // Charts are SVG: their words are text on the page. Channel names come from the lookup, weekdays from the server.
  await expect(page.getByTestId('dashboard-channels-chart').getByText('WeChat Pay')).toBeVisible();
  await expect(page.getByTestId('dashboard-time-chart').getByText('Mon', { exact: true })).toBeVisible();
  await expect(page.getByTestId('dashboard-time-chart').getByText('Week before')).toBeVisible();
  await expect(page.getByTestId('dashboard-price-chart').getByText('> AUD 500.00')).toBeVisible();
  await expect(page.getByTestId('dashboard-trend-change')).toContainText(/(Up|Down) \d+\.\d{2}%|No change/);
  await expect(page.getByTestId('dashboard-trend-change')).toContainText(
    `vs ${addDays(monday, -7)} to ${addDays(monday, -1)}`,
  );
  for (const id of [
    'dashboard-totals-empty',
    'dashboard-channels-empty',
    'dashboard-time-empty',
    'dashboard-trend-empty',
  ]) {
    await expect(page.getByTestId(id)).toHaveCount(0);
  }
});

test('the balance and the latest settlement show what the server answers, the settlement with its expected date', async ({
  page,
}) => {
  const balanceAnswer = waitForReport(page, 'Get_Total_Balance');
  const clearingAnswer = waitForReport(page, 'Get_Clearing_Page');
  await openShell(page, 'owner@demo.test');
  const { balance } = (await (await balanceAnswer).json()) as { balance: number };
  const clearing = (await (await clearingAnswer).json()) as {
    page_data: { data: { settle_amount: number; plan_settle_date: string; status: number }[] };
  };
  await expect(page.getByTestId('dashboard-balance-amount')).toHaveText(`AUD ${shown(balance)}`);
  // Merchant-wide money, said so; it is the balance page's "collected, not yet in a payout", one click away.
  await expect(page.getByTestId('dashboard-balance-scope')).toHaveText('Whole merchant, all stores');
  await expect(page.getByTestId('dashboard-balance-link')).toHaveAttribute('href', '/balance');
  // The demo history runs T+1 settlements every day, so the last 7 days always hold one.
  const latest = clearing.page_data.data[0]!;
  await expect(page.getByTestId('dashboard-settlement-amount')).toHaveText(`AUD ${shown(latest.settle_amount)}`);
  if (latest.status === 1)
    await expect(page.getByTestId('dashboard-settlement-date')).toHaveText(`Expected on ${latest.plan_settle_date}`);
  else await expect(page.getByTestId('dashboard-settlement-date')).toContainText('Paid on');
});

test('the dashboard speaks Chinese: labels, channel names and weekdays', async ({ page }) => {
  await openOnPreviousWeek(page, 'owner@demo.test', 'zh_CN');
  for (const label of ['今日概况', '收款分析', '汇总', '金额分布', '支付渠道', '按星期分布', '趋势', '净销售额']) {
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByTestId('dashboard-channels-chart').getByText('微信支付')).toBeVisible();
  await expect(page.getByTestId('dashboard-time-chart').getByText('周一', { exact: true })).toBeVisible();
  await expect(page.getByTestId('dashboard-time-chart').getByText('前一周')).toBeVisible();
  await expect(page.getByTestId('dashboard-trend-change')).toContainText(/(上升|下降) \d+\.\d{2}%|持平/);
});

test('switching to a month and to a day fetches every report again for the new period', async ({ page }) => {
  const { today } = await openOnPreviousWeek(page, 'owner@demo.test');
  const month = `${today.slice(0, 7)}-01`;
  const monthReports = waitForAllReports(
    page,
    (body) => body.startTime === month && body.endTime === today && (body.groupTimeType ?? 0) === 0,
  );
  await page.getByTestId('dashboard-period-kind').getByText('Month', { exact: true }).click();
  await monthReports;
  await expect(page.getByTestId('dashboard-period-date')).toHaveValue(today.slice(0, 7));
  await expect(page.getByTestId('dashboard-time')).toContainText('Payments by date');

  const dayReports = waitForAllReports(
    page,
    (body) => body.startTime === today && body.endTime === today && (body.groupTimeType ?? 2) === 2,
  );
  await page.getByTestId('dashboard-period-kind').getByText('Day', { exact: true }).click();
  await dayReports;
  await expect(page.getByTestId('dashboard-period-date')).toHaveValue(today);
  await expect(page.getByTestId('dashboard-time')).toContainText('Payments by hour');
});

test('switching the currency to USD fetches today, the balance, the latest settlement and every report in USD', async ({
  page,
}) => {
  const { monday } = await openOnPreviousWeek(page, 'owner@demo.test');
  const inUsd = (body: ReportBody) => body.currency === 2;
  const reports = waitForAllReports(page, (body) => inUsd(body) && body.startTime === monday);
  const todayUsd = waitForReport(page, 'today_summary_report', inUsd);
  const balanceUsd = waitForReport(page, 'Get_Total_Balance', (body) => body.currency_id === 2);
  const clearingUsd = waitForReport(page, 'Get_Clearing_Page', (body) => body.currency_id === 2);
  await page.getByTestId('dashboard-currency').click();
  // antd draws the options apart from its (hidden) accessible listbox: click the visible one.
  await page.locator('.ant-select-dropdown:visible').getByText('USD · US Dollar').click();
  const [answers] = await Promise.all([reports, todayUsd, balanceUsd, clearingUsd]);
  await expect(page.getByTestId('dashboard-balance')).toContainText('USD balance');
  await expect(page.getByTestId('dashboard-settlement')).toContainText('Latest USD settlement');
  const usd = (await answers[REPORTS.indexOf('SummaryReport')]!.json()) as { summary: { transaction_amount: number } };
  await expect(page.getByTestId('dashboard-totals-figures-transaction_amount')).toContainText(
    shown(usd.summary.transaction_amount, 2),
  );
});

test('a cashier sees their store only', async ({ page }) => {
  const cashier = await openOnPreviousWeek(page, 'cashier@demo.test');
  // The owner's figures for the same week include the other stores: the cashier's are their store's share.
  const owner = await page.request.post('/api/login', {
    data: { AccountType: 1, Account: 'owner@demo.test', Password: DEMO_PASSWORD },
  });
  const ownerToken = ((await owner.json()) as { data: { token: string } }).data.token;
  const all = await page.request.post('/api/SummaryReport', {
    data: {
      token: ownerToken,
      merchant_id: cashier.merchantId,
      startTime: cashier.monday,
      endTime: addDays(cashier.monday, 6),
      currency: 1,
    },
  });
  const allCount = ((await all.json()) as { summary: { transaction_count: number } }).summary.transaction_count;
  const ownCount = cashier.summary.summary.transaction_count!;
  expect(ownCount).toBeGreaterThan(0);
  expect(ownCount).toBeLessThan(allCount);
  await expect(page.getByTestId('dashboard-totals-figures-transaction_count')).toContainText(String(ownCount));
  // The balance is the whole merchant's: labelled so, and no link to the balance page a cashier may not open.
  await expect(page.getByTestId('dashboard-balance-scope')).toHaveText('Whole merchant, all stores');
  await expect(page.getByTestId('dashboard-balance-link')).toHaveCount(0);
});

test('an administrator sees no figures, and no report is asked for', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (
      /\/api\/(SummaryReport|PriceReport|ChannelReport|TrendReport|TimeReport|today_summary_report)$/.test(
        request.url(),
      )
    )
      asked.push(request.url());
  });
  await openShell(page, 'admin@demo.test');
  await expect(page.getByTestId('home-no-figures')).toContainText('Figures are not part of your role');
  await expect(page.getByTestId('dashboard')).toHaveCount(0);
  expect(asked).toEqual([]);
});
