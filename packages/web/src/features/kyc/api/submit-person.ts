import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '../../../lib/api-client.ts';
import { call } from '../../../lib/api-client.ts';
import { kycKeys } from './kyc-keys.ts';

/** Submits (or resubmits after a rejection) the personal verification; the record and its status change. */
export function useSubmitPerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (person: CallBody<'set_person_info'>) => call('set_person_info', person),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: kycKeys.person() }),
        queryClient.invalidateQueries({ queryKey: kycKeys.status() }),
      ]),
  });
}
