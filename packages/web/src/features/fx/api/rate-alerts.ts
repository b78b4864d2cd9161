import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type CallBody } from '../../../lib/api-client.ts';
import { fxKeys } from '../../../lib/query-keys.ts';

/** The alerts list is read again this often, so a fired alert shows without a reload. */
const ALERTS_REFRESH_MS = 10_000;

export const useRateAlerts = (merchantId: number) =>
  useQuery({
    queryKey: fxKeys.alerts(merchantId),
    queryFn: async () => (await call('fx/GetRateAlerts', { merchant_id: merchantId })).data,
    refetchInterval: ALERTS_REFRESH_MS,
  });

export const useAddRateAlert = (merchantId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Omit<CallBody<'fx/AddRateAlert'>, 'merchant_id'>) =>
      (await call('fx/AddRateAlert', { merchant_id: merchantId, ...body })).alert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fxKeys.alerts(merchantId) }),
  });
};

export const useDeleteRateAlert = (merchantId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('fx/DeleteRateAlert', { merchant_id: merchantId, id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fxKeys.alerts(merchantId) }),
  });
};
