import type { ConsoleAction } from '@mbo/contracts/calls/console';
import { CONSOLE_LOG_DEFAULT_DAYS } from '@mbo/contracts/calls/console';
import type { SecurityEventKind } from '@mbo/contracts/calls/security-log';
import { PAGE_SIZE } from '@mbo/contracts/constants';
import type { CallBody } from '../../../lib/api-client.ts';
import { lastDays } from '../../../lib/date-rules.ts';

/** The console's lists work in UTC: the provider's staff look across every merchant's time zone. */
const defaultRange = () => lastDays(CONSOLE_LOG_DEFAULT_DAYS, 'UTC');

export interface AuditQuery {
  begin: string;
  end: string;
  actorUserId: number | null;
  action: ConsoleAction | null;
  page: number;
}

export function defaultAuditQuery(): AuditQuery {
  const [begin, end] = defaultRange();
  return { begin, end, actorUserId: null, action: null, page: 1 };
}

export function auditBody(query: AuditQuery): CallBody<'console/get_audit_log'> {
  return {
    begin_date: query.begin,
    end_date: query.end,
    page_index: query.page,
    page_size: PAGE_SIZE,
    ...(query.actorUserId === null ? {} : { actor_user_id: query.actorUserId }),
    ...(query.action === null ? {} : { action: query.action }),
  };
}

export interface ConsoleSecurityQuery {
  begin: string;
  end: string;
  merchantId: number | null;
  kinds: SecurityEventKind[];
  page: number;
}

export function defaultConsoleSecurityQuery(): ConsoleSecurityQuery {
  const [begin, end] = defaultRange();
  return { begin, end, merchantId: null, kinds: [], page: 1 };
}

export function consoleSecurityBody(query: ConsoleSecurityQuery): CallBody<'console/get_security_log'> {
  return {
    begin_date: query.begin,
    end_date: query.end,
    page_index: query.page,
    page_size: PAGE_SIZE,
    ...(query.merchantId === null ? {} : { of_merchant_id: query.merchantId }),
    ...(query.kinds.length > 0 ? { kinds: query.kinds } : {}),
  };
}
