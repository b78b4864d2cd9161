import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '../../../lib/api-client.ts';
import { call } from '../../../lib/api-client.ts';
import { storeKeys } from '../../../lib/query-keys.ts';

/** Adds a store (both steps in one call); the lists show it. */
export function useAddStore(merchantId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<'Branch/AddBranch'>) => call('Branch/AddBranch', body),
    onSuccess: () => client.invalidateQueries({ queryKey: storeKeys.lists(merchantId) }),
  });
}

/** Saves a store's fee type and surcharges (edit_fee). */
export function useSetRate(merchantId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<'Branch/SetRate'>) => call('Branch/SetRate', body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: storeKeys.lists(merchantId) }),
        client.invalidateQueries({ queryKey: storeKeys.details(merchantId) }),
      ]),
  });
}

/** Saves a store's payment settings (edit_payment). */
export function useSavePayConfig(merchantId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<'Branch/SavePayConfig'>) => call('Branch/SavePayConfig', body),
    onSuccess: (_data, body) =>
      Promise.all([
        client.invalidateQueries({ queryKey: storeKeys.details(merchantId) }),
        client.invalidateQueries({ queryKey: storeKeys.payConfig(merchantId, body.id) }),
      ]),
  });
}
