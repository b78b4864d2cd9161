import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { consoleKeys } from '../../../lib/query-keys.ts';
import { auditBody, type AuditQuery } from '../lib/log-query.ts';

export const getAuditLog = (query: AuditQuery) => call('console/get_audit_log', auditBody(query));

export const useAuditLog = (query: AuditQuery) =>
  useQuery({
    queryKey: consoleKeys.audit(query),
    queryFn: () => getAuditLog(query),
    placeholderData: keepPreviousData,
  });
