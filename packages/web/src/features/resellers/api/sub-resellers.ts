import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@mbo/contracts/calls/index';
import { call } from '../../../lib/api-client.ts';
import { resellerKeys } from '../../../lib/query-keys.ts';

/** The caller's sub-resellers, each with its base rates. */
export const subResellersOptions = () =>
  queryOptions({
    queryKey: resellerKeys.subResellers(),
    queryFn: async () => (await call('reseller/sub_resellers', {})).data,
  });

export const useSubResellers = () => useQuery(subResellersOptions());

/** Creates a sub-reseller; the list shows it next. */
export function useCreateSubReseller() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'reseller/create_sub_reseller'>) => call('reseller/create_sub_reseller', body),
    onSuccess: () => client.invalidateQueries({ queryKey: resellerKeys.subResellers() }),
  });
}
