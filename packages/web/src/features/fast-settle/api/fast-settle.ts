import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@mbo/contracts/calls/index';
import { call } from '../../../lib/api-client.ts';
import { fastSettleKeys, shellKeys } from '../../../lib/query-keys.ts';

type Change = Pick<CallRequest<'Merchant/SendSettlementConfigCode'>, 'is_fast_settle' | 'fast_settlement_range'>;

/** The page's state and the configuration in force (the promo banner reads the same query). */
export const useFastSettleConfig = (merchantId: number) =>
  useQuery({
    queryKey: shellKeys.settlementConfig(merchantId),
    queryFn: () => call('Merchant/GetSettlementMerchantConfig', {}, { silent: true }),
    select: (response) => response.data,
  });

export const useFeeRules = (merchantId: number) =>
  useQuery({
    queryKey: fastSettleKeys.feeRules(merchantId),
    queryFn: async () => (await call('Guests/GetMechantFeeRateRulesById', {})).data,
    staleTime: Infinity,
  });

/** Requests under review (0 or 1): above 0 the edit does not open. */
export const usePendingCount = (merchantId: number) =>
  useQuery({
    queryKey: fastSettleKeys.pendingCount(merchantId),
    queryFn: async () => (await call('Merchant/GetMerchantSettlementConfigAppleCount', { is_check: true })).count,
  });

/** The approved change waiting for its 04:00, or null. */
export const useWaitingChange = (merchantId: number, language: string) =>
  useQuery({
    queryKey: fastSettleKeys.waiting(merchantId, language),
    queryFn: async () => (await call('Merchant/GetSettlementConfigTaskByMerchantId', {})).data,
  });

export const useRequests = (merchantId: number, page: number, language: string) =>
  useQuery({
    queryKey: fastSettleKeys.list(merchantId, page, language),
    queryFn: () => call('Merchant/GetMerchantSettlementConfigAppleList', { page_index: page, page_size: 10 }),
    placeholderData: keepPreviousData,
  });

export const useRequest = (merchantId: number, id: number | null, language: string) =>
  useQuery({
    queryKey: fastSettleKeys.detail(merchantId, id ?? 0, language),
    queryFn: async () => (await call('Merchant/GetMerchantSettlementConfigApple', { id: id ?? 0 })).data,
    enabled: id !== null,
    retry: false,
  });

export const useSendChangeCode = () =>
  useMutation({ mutationFn: (change: Change) => call('Merchant/SendSettlementConfigCode', change) });

/** Submits a change; its requests, pending count and the page's state are read again. */
export function useSubmitChange(merchantId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { change: Change; code: string }) =>
      call('Merchant/AddMerchantSettlementConfigApple', { data: input.change, code: input.code }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: fastSettleKeys.merchant(merchantId) });
    },
  });
}
