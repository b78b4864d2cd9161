import { CREDIT_DEFAULT_DAYS, type CreditStatusId } from '@mbo/contracts/calls/credit';
import { lastDays } from '../../../lib/date-rules.ts';

/** A loan list's state: creation dates (`YYYY-MM-DD`, the merchant's days), a status or all, the page. */
export interface CreditQuery {
  begin: string;
  end: string;
  status: CreditStatusId | null;
  page: number;
}

/** The spec's default: the last 7 days, every status. */
export function defaultCreditQuery(timeZone?: string): CreditQuery {
  const [begin, end] = lastDays(CREDIT_DEFAULT_DAYS, timeZone);
  return { begin, end, status: null, page: 1 };
}

/** The filter part of a list's or an export's request. */
export const creditFilterBody = (merchantId: number, query: CreditQuery) => ({
  merchant_id: merchantId,
  create_begin_date_time: query.begin,
  create_end_date_time: query.end,
  status: query.status,
});
