import type { Page, Response } from '@playwright/test';
import { formatMinor, toMinor } from '@mbo/contracts/money';

export const REPORTS = ['SummaryReport', 'PriceReport', 'ChannelReport', 'TrendReport', 'TimeReport'] as const;
export type ReportName = (typeof REPORTS)[number] | 'today_summary_report' | 'Get_Total_Balance' | 'Get_Clearing_Page';

export interface ReportBody {
  merchant_id: number;
  startTime: string;
  endTime: string;
  currency: number;
  groupTimeType?: number;
  /** Get_Total_Balance and Get_Clearing_Page name the currency so. */
  currency_id?: number;
}

/** The next successful answer of a dashboard call whose request matches. Start waiting before the action. */
export function waitForReport(
  page: Page,
  name: ReportName,
  matches: (body: ReportBody) => boolean = () => true,
): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/${name}`) &&
      response.ok() &&
      matches(response.request().postDataJSON() as ReportBody),
  );
}

/** Every range report of the analysis, answered for requests that match. */
export const waitForAllReports = (page: Page, matches: (body: ReportBody) => boolean) =>
  Promise.all(REPORTS.map((name) => waitForReport(page, name, matches)));

/** How the dashboard prints a wire amount: 2 decimals and thousands separators. */
export const shown = (amount: number, currency = 1): string => formatMinor(toMinor(amount, currency)!, currency);

/** `YYYY-MM-DD` arithmetic on the merchant's dates (calendar days, so the browser's time zone plays no part). */
export function addDays(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/**
 * Opens the period's date picker and picks the week containing a date (the cells carry their date as title). The
 * panel opens on the month of the week shown now (`shownMonday`); an earlier month is one step back.
 */
export async function pickWeekOf(page: Page, date: string, shownMonday: string): Promise<void> {
  await page.getByTestId('dashboard-period-date').click();
  const panel = page.locator('.ant-picker-dropdown:visible');
  if (date.slice(0, 7) < shownMonday.slice(0, 7)) await panel.locator('.ant-picker-header-prev-btn').click();
  await panel.locator(`td[title="${date}"]`).click();
}
