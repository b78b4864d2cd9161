import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { consoleKeys } from '../../../lib/query-keys.ts';
import { consoleSecurityBody, type ConsoleSecurityQuery } from '../lib/log-query.ts';

export const getConsoleSecurityLog = (query: ConsoleSecurityQuery) =>
  call('console/get_security_log', consoleSecurityBody(query));

export const useConsoleSecurityLog = (query: ConsoleSecurityQuery) =>
  useQuery({
    queryKey: consoleKeys.securityLog(query),
    queryFn: () => getConsoleSecurityLog(query),
    placeholderData: keepPreviousData,
  });
