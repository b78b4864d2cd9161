import { PAGE_SIZE } from '@mbo/contracts/constants';
import { SECURITY_LOG_DEFAULT_DAYS, type SecurityEventKind } from '@mbo/contracts/calls/security-log';
import type { CallBody } from '../../../lib/api-client.ts';
import { lastDays } from '../../../lib/date-rules.ts';

/** The security log's state: the filters as applied by Search, and the page. */
export interface SecurityLogQuery {
  /** `YYYY-MM-DD` in the merchant's time zone. */
  begin: string;
  end: string;
  kinds: SecurityEventKind[];
  userId: number | null;
  page: number;
}

/** The last 30 days of the merchant's calendar, every kind, every member. */
export function defaultSecurityLogQuery(timeZone?: string): SecurityLogQuery {
  const [begin, end] = lastDays(SECURITY_LOG_DEFAULT_DAYS, timeZone);
  return { begin, end, kinds: [], userId: null, page: 1 };
}

export function securityLogBody(query: SecurityLogQuery): CallBody<'merchant/get_security_log'> {
  const body: CallBody<'merchant/get_security_log'> = {
    begin_date: query.begin,
    end_date: query.end,
    page_index: query.page,
    page_size: PAGE_SIZE,
  };
  if (query.kinds.length > 0) body.kinds = query.kinds;
  if (query.userId !== null) body.user_id = query.userId;
  return body;
}
