import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@mbo/contracts/constants';
import { call } from '../../../lib/api-client.ts';
import { developerKeys } from '../../../lib/query-keys.ts';

export const getNotifications = (page: number, status: number | undefined) =>
  call('merchant/get_notification_list', { page_index: page, page_size: PAGE_SIZE, status });

export const notificationsOptions = (merchantId: number, page: number, status: number | undefined) =>
  queryOptions({
    queryKey: developerKeys.notificationPage(merchantId, page, status),
    queryFn: () => getNotifications(page, status),
    select: (data) => data.page_data,
  });

/** One page of the delivery log, newest first; the previous page stays on screen while the next loads. */
export const useNotifications = (merchantId: number, page: number, status: number | undefined) =>
  useQuery({ ...notificationsOptions(merchantId, page, status), placeholderData: keepPreviousData });

export const getAttempts = (eventId: string) => call('merchant/get_notification_attempts', { event_id: eventId });

/** Every attempt of one notification (fetched when its row is expanded). */
export const useAttempts = (merchantId: number, eventId: string) =>
  useQuery({
    queryKey: developerKeys.attempts(merchantId, eventId),
    queryFn: () => getAttempts(eventId),
    select: (data) => data.attempts,
  });
