import type { SecurityEventKind } from '@mbo/contracts/calls/security-log';
import type { Database } from '@mbo/db/client';
import { toSecurityEvent } from './security-event.ts';
import { createSecurityLogRepository } from './security-log.repository.ts';

export interface ProviderSecurityLogQuery {
  /** One merchant's log (as its super admin sees it), or null for every merchant's and every account's events. */
  merchantId: number | null;
  kinds: readonly SecurityEventKind[] | null;
  /** UTC dates, both days included. */
  from: string;
  to: string;
  limit: number;
  offset: number;
}

/** The security log across merchants for the provider's console: the merchant's own query, in UTC, merchant named. */
export function createProviderSecurityLog(db: Database) {
  const repository = createSecurityLogRepository(db);
  return {
    async page(query: ProviderSecurityLogQuery) {
      const { rows, total } = await repository.page({ ...query, timeZone: 'UTC', userId: null });
      return {
        total,
        events: rows.map((row) => ({
          ...toSecurityEvent(row),
          merchant: row.merchant_id === null ? null : { id: row.merchant_id, name: row.merchant_name ?? '' },
        })),
      };
    },
  };
}
export type ProviderSecurityLog = ReturnType<typeof createProviderSecurityLog>;
