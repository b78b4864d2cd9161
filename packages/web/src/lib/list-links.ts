/**
 * Links into the lists with their filters in the query string, so a figure can open the rows behind it (the daily
 * summary's rows, the balance page). The lists read them back with the parsers below.
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The transactions of a date range (merchant-local finance days) in one currency. */
export interface TransactionsLink {
  begin: string;
  end: string;
  currency?: number | null;
}

export function transactionsPath(link: TransactionsLink): string {
  const params = new URLSearchParams({ filter_data: link.begin });
  if (link.end !== link.begin) params.set('filter_end', link.end);
  if (link.currency) params.set('currency', String(link.currency));
  return `/transaction?${params.toString()}`;
}

/** A `YYYY-MM-DD` day of the query string, or null. */
export function parseDay(value: string | null): string | null {
  return value && DAY.test(value) ? value : null;
}

/** A positive integer id of the query string (a currency), or null. */
export function parseId(value: string | null): number | null {
  if (!value || !/^\d{1,6}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The payouts of one currency and status (1 pending, 2 paid …), optionally one finance-date range. */
export interface PayoutsLink {
  currency: number;
  status?: number;
  begin?: string;
  end?: string;
}

export function payoutsPath(link: PayoutsLink): string {
  const params = new URLSearchParams({ currency: String(link.currency) });
  if (link.status) params.set('status', String(link.status));
  if (link.begin && DAY.test(link.begin)) params.set('begin', link.begin);
  if (link.end && DAY.test(link.end)) params.set('end', link.end);
  return `/payout?${params.toString()}`;
}
