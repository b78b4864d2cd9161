import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application } from '@mbo/contracts/kyb/application-schema';
import { call } from '../../../lib/api-client.ts';
import { applicationKeys } from './application-keys.ts';

/** Submits a new application, or resubmits a rejected one (`id`); the lists and that detail change. */
export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, data }: { id: number | null; data: Application }) =>
      id === null
        ? (await call('setBusiness', { class_number: '001', data })).data
        : (await call('editBusiness', { class_number: '001', data: { ...data, id } })).data,
    onSuccess: ({ id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: applicationKeys.detail(id) }),
      ]),
  });
}
