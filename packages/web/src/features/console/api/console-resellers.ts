import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@mbo/contracts/calls/index';
import { call } from '../../../lib/api-client.ts';
import { consoleKeys } from '../../../lib/query-keys.ts';

export const resellersOptions = () =>
  queryOptions({
    queryKey: consoleKeys.resellers(),
    queryFn: async () => (await call('console/resellers', {})).data,
  });
export const useResellers = (isEnabled: boolean) => useQuery({ ...resellersOptions(), enabled: isEnabled });

export const resellerOptions = (id: number) =>
  queryOptions({ queryKey: consoleKeys.reseller(id), queryFn: () => call('console/reseller', { reseller_id: id }) });
export const useReseller = (id: number) => useQuery(resellerOptions(id));

export type ResellerChange =
  | { kind: 'create'; body: CallRequest<'console/create_reseller'> }
  | { kind: 'rates'; body: CallRequest<'console/set_reseller_rates'> }
  | { kind: 'active'; body: CallRequest<'console/set_reseller_active'> };

const change = async (input: ResellerChange) => {
  if (input.kind === 'create') return call('console/create_reseller', input.body);
  if (input.kind === 'rates') await call('console/set_reseller_rates', input.body);
  else await call('console/set_reseller_active', input.body);
  return null;
};

/** Creating or changing a reseller changes the resellers (list and detail) and the audit log only. */
export function useChangeReseller() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: consoleKeys.resellers() }),
        client.invalidateQueries({ queryKey: [...consoleKeys.all, 'audit'] }),
      ]),
  });
}
