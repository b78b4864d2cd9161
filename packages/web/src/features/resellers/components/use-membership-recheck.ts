import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { CallError } from '../../../lib/api-client.ts';
import { resellerKeys } from '../../../lib/query-keys.ts';

const isRefusal = (error: unknown) => error instanceof CallError && error.status === 403;

/**
 * A member removed (or their reseller switched off) while the workspace is open: the server refuses their next call,
 * but the layout holds the profile it read before. So the next page, and any call the server refuses (403), read the
 * profile again (`recheck`); its refusal then shows the layout's refusal page.
 */
export function useMembershipRecheck(recheck: () => unknown): void {
  const client = useQueryClient();
  const { pathname } = useLocation();
  useEffect(() => {
    void recheck();
  }, [pathname, recheck]);
  useEffect(() => {
    const profileHash = hashKey(resellerKeys.profile());
    const onEvent = (event: { type: string; action?: { type: string; error?: unknown } }) => {
      if (event.type === 'updated' && event.action?.type === 'error' && isRefusal(event.action.error)) void recheck();
    };
    // The profile's own refusal is what the layout shows, not a reason to read it again.
    const stopQueries = client.getQueryCache().subscribe((event) => {
      if (event.query.queryHash !== profileHash) onEvent(event);
    });
    const stopMutations = client.getMutationCache().subscribe(onEvent);
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [client, recheck]);
}
