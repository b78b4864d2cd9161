import type { SecurityLogQuery } from '../lib/security-log-query.ts';

/** Query keys of the security log, under the merchant (nothing the page does changes the log: no invalidation). */
export const securityLogKeys = {
  all: ['securityLog'] as const,
  list: (merchantId: number, query: SecurityLogQuery) => [...securityLogKeys.all, merchantId, 'list', query] as const,
};
