import { securityEventDetail } from './security-event-detail.ts';
import type { SecurityLogRow } from './security-log.repository.ts';
import { whoOf } from './who.ts';

/** An entry as both lists show it (the merchant's own and the provider console's): masked who, whitelisted detail. */
export function toSecurityEvent(row: SecurityLogRow) {
  return {
    id: row.id,
    time: row.time,
    kind: row.action,
    user_id: row.user_id,
    who: whoOf(row),
    ip: row.ip,
    detail: securityEventDetail(row),
  };
}
