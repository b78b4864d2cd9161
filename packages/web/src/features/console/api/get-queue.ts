import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@mbo/contracts/constants';
import { call } from '../../../lib/api-client.ts';
import { consoleKeys } from '../../../lib/query-keys.ts';

export const getQueue = (queue: string, page: number) =>
  call('console/get_queue', { queue, page_index: page, page_size: PAGE_SIZE });

/** One page of a queue's waiting items, oldest first. */
export const useQueue = (queue: string, page: number) =>
  useQuery({
    queryKey: consoleKeys.queue(queue, page),
    queryFn: () => getQueue(queue, page),
    placeholderData: keepPreviousData,
  });
