import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { consoleKeys } from '../../../lib/query-keys.ts';

export const getQueueItem = (queue: string, id: number) => call('console/get_queue_item', { queue, id });

/** An item with everything a reviewer needs (null id: nothing open). */
export const useQueueItem = (queue: string, id: number | null) =>
  useQuery({
    queryKey: consoleKeys.item(queue, id ?? 0),
    queryFn: () => getQueueItem(queue, id!),
    enabled: id !== null,
  });
