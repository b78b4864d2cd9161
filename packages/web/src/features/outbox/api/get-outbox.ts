import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { outboxKeys } from '../../../lib/query-keys.ts';

/** The most the call returns; enough for a development session's codes. */
const OUTBOX_LIMIT = 200;

/**
 * Messages of the development outbox, newest first, optionally of one exact recipient. Silent: when a provider is
 * configured the call does not exist and the page explains that instead of a toast.
 */
export const getOutbox = (recipient: string) =>
  call('dev/outbox', { recipient: recipient || undefined, limit: OUTBOX_LIMIT }, { silent: true });

export const outboxQueryOptions = (recipient: string) =>
  queryOptions({ queryKey: outboxKeys.list(recipient), queryFn: () => getOutbox(recipient), staleTime: 0 });

export const useOutbox = (recipient: string) => useQuery(outboxQueryOptions(recipient));
