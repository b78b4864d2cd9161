import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@mbo/contracts/calls/index';
import { call } from '../../../lib/api-client.ts';
import { consoleKeys } from '../../../lib/query-keys.ts';

/** Publishes a message; the audit log gains its row. */
export function usePublishMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CallRequest<'console/publish_message'>) =>
      (await call('console/publish_message', body)).recipients,
    onSuccess: () => client.invalidateQueries({ queryKey: [...consoleKeys.all, 'audit'] }),
  });
}
