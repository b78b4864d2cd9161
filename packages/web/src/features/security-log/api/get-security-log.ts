import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { securityLogBody, type SecurityLogQuery } from '../lib/security-log-query.ts';
import { securityLogKeys } from '../../../lib/query-keys.ts';

export const getSecurityLog = (query: SecurityLogQuery) => call('merchant/get_security_log', securityLogBody(query));

export const securityLogOptions = (merchantId: number, query: SecurityLogQuery) =>
  queryOptions({ queryKey: securityLogKeys.list(merchantId, query), queryFn: () => getSecurityLog(query) });

/** One page of the security log; the previous page stays on screen while the next loads. */
export const useSecurityLog = (merchantId: number, query: SecurityLogQuery) =>
  useQuery({ ...securityLogOptions(merchantId, query), placeholderData: keepPreviousData });
