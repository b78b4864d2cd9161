import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CLASS_NUMBER_RESELLER_APPLICATION,
  type ResellerApplication,
} from '@mbo/contracts/resellers/add-merchant-schema';
import { call } from '../../../lib/api-client.ts';
import { resellerApplicationKeys } from './reseller-application-keys.ts';

/** Adds a merchant, or resubmits a rejected application (`id`); the lists and that detail change. */
export function useSubmitAddMerchant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, data }: { id: number | null; data: ResellerApplication }) =>
      id === null
        ? (await call('reseller/setBusiness', { class_number: CLASS_NUMBER_RESELLER_APPLICATION, data })).data
        : (
            await call('reseller/editBusiness', {
              class_number: CLASS_NUMBER_RESELLER_APPLICATION,
              data: { ...data, id },
            })
          ).data,
    onSuccess: ({ id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: resellerApplicationKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: resellerApplicationKeys.detail(id) }),
      ]),
  });
}
