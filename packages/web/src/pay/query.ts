/**
 * The pay page's data layer: react-query over `payCall`, as the back-office fetches. A screen sees one of four
 * states; a failed read after a good one keeps what is shown (a poll that misses once changes nothing on screen).
 */
import { QueryClient, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { CallName, CallRequest, CallResponse } from '@mbo/contracts/calls/index';
import { payCall, PayCallError, type PayCall } from './api.ts';
import { usePay } from './pay-context.ts';

export type PayLoad<T> =
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  | { state: 'missing'; message: string }
  | { state: 'failed'; message: string };

/** A 400 or 404 names a link that does not exist (or no longer does): asking again cannot help. */
const isMissing = (error: unknown) => error instanceof PayCallError && (error.status === 404 || error.status === 400);

export function newPayQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // One quiet second try for a network blip; none for an answer that names a missing link.
        retry: (failures, error) => failures < 1 && !isMissing(error),
        refetchOnWindowFocus: false,
        staleTime: Infinity,
      },
    },
  });
}

/** The query key of one pay call: its name, its body and the language its messages come in. */
export const payQueryKey = (name: PayCall, body: object, language: string) => [name, body, language] as const;

export function usePayQuery<N extends PayCall & CallName>(
  name: N,
  body: CallRequest<N>,
  options: Omit<UseQueryOptions<CallResponse<N>>, 'queryKey' | 'queryFn'> = {},
): { load: PayLoad<CallResponse<N>>; retry: () => void } {
  const { t, language } = usePay();
  const query = useQuery<CallResponse<N>>({
    queryKey: payQueryKey(name, body, language),
    queryFn: ({ signal }) => payCall(name, body, language, signal),
    // A language switch asks again for the server's messages in the new language, keeping the page drawn.
    placeholderData: (previous) => previous,
    ...options,
  });
  const retry = () => void query.refetch();
  if (query.data !== undefined) return { load: { state: 'ready', data: query.data }, retry };
  if (query.isError) {
    const message =
      query.error instanceof PayCallError && query.error.serverMessage ? query.error.serverMessage : t('load_failed');
    return { load: isMissing(query.error) ? { state: 'missing', message } : { state: 'failed', message }, retry };
  }
  return { load: { state: 'loading' }, retry };
}
