import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { messagesKeys, shellKeys } from '../../../lib/query-keys.ts';

/** One page of the signed-in person's messages; the previous page stays on screen while the next loads. */
export const useMessageList = (userId: number, page: number) =>
  useQuery({
    queryKey: messagesKeys.list(userId, page),
    queryFn: async () => (await call('message_list', { user_id: userId, page_index: page })).page_data,
    placeholderData: keepPreviousData,
    enabled: userId > 0,
  });

/** What reading messages changes: the lists' unread dots and the header badge (not the detail just read). */
function useReadingChanged(userId: number) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: messagesKeys.lists(userId) }),
      client.invalidateQueries({ queryKey: shellKeys.unreadCount(userId) }),
    ]);
}

/** One message; the server marks it read as it answers. */
export function useMessage(userId: number, messageId: number | null) {
  const readingChanged = useReadingChanged(userId);
  return useQuery({
    queryKey: messagesKeys.detail(userId, messageId ?? 0),
    queryFn: async () => {
      const { data } = await call('message_detail', { message_id: messageId! }, { silent: true });
      void readingChanged();
      return data;
    },
    enabled: userId > 0 && messageId !== null,
    retry: false,
  });
}

/** Marks the checked messages read. */
export function useMarkRead(userId: number) {
  const readingChanged = useReadingChanged(userId);
  return useMutation({
    mutationFn: async (ids: number[]) => (await call('set_message_read', { message_id: ids })).marked,
    onSuccess: readingChanged,
  });
}
