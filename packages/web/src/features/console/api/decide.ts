import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { consoleKeys } from '../../../lib/query-keys.ts';

export type DecisionInput =
  | { kind: 'approve'; queue: string; id: number; flags?: string[] }
  | { kind: 'reject'; queue: string; id: number; reason_en: string; reason_zh: string };

export const decide = (input: DecisionInput) =>
  input.kind === 'approve'
    ? call('console/approve', { queue: input.queue, id: input.id, flags: input.flags ?? [] })
    : call('console/reject', {
        queue: input.queue,
        id: input.id,
        reason_en: input.reason_en,
        reason_zh: input.reason_zh,
      });

/** A decision changes the queues (their counts, the item) and the audit log; not the security log. */
export function useDecide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: consoleKeys.queues() }),
        client.invalidateQueries({ queryKey: consoleKeys.me() }),
        client.invalidateQueries({ queryKey: [...consoleKeys.all, 'audit'] }),
      ]),
  });
}
