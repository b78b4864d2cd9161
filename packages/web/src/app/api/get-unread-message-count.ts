import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { shellKeys } from '../../lib/query-keys.ts';

/** The header badge polls: messages arrive without the user doing anything. A background call (no idle reset). */
const UNREAD_POLL_MS = 60_000;

export const getUnreadMessageCount = () => call('get_unread_message_count', {}, { silent: true });

export const unreadMessageCountOptions = (userId: number) =>
  queryOptions({
    queryKey: shellKeys.unreadCount(userId),
    queryFn: getUnreadMessageCount,
    refetchInterval: UNREAD_POLL_MS,
    select: (data) => data.count,
  });

export function useUnreadMessageCount(userId: number | undefined, isEnabled: boolean) {
  return useQuery({ ...unreadMessageCountOptions(userId ?? 0), enabled: isEnabled && userId !== undefined });
}
