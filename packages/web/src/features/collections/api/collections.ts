import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@mbo/contracts/calls/index';
import { PAGE_SIZE } from '@mbo/contracts/constants';
import { call } from '../../../lib/api-client.ts';
import { collectionKeys, globalAccountKeys } from '../../../lib/query-keys.ts';
import type { CollectionQuery } from '../lib/collection-query.ts';

export const useCollectionOrders = (merchantId: number, query: CollectionQuery, language: string) =>
  useQuery({
    queryKey: collectionKeys.list(merchantId, query, language),
    queryFn: async () =>
      (
        await call('Collection/GetCollectionOrderList', {
          merchant_id: merchantId,
          status: query.status,
          page_index: query.page,
          page_size: PAGE_SIZE,
        })
      ).page_data,
    placeholderData: keepPreviousData,
  });

/** One order; while it waits for its funds it is read again every few seconds (the payer may pay meanwhile). */
export const useCollectionOrder = (merchantId: number, id: number | null, language: string) =>
  useQuery({
    queryKey: collectionKeys.detail(merchantId, id ?? 0, language),
    queryFn: async () =>
      (await call('Collection/GetCollectionOrderDetail', { merchant_id: merchantId, id: id ?? 0 })).order,
    enabled: id !== null,
    retry: false,
    refetchInterval: (query) => (query.state.data && [3, 4, 5, 6].includes(query.state.data.status) ? 5_000 : false),
  });

type CreateInput = Omit<CallRequest<'Collection/CreateCollectionOrder'>, 'merchant_id'>;

/** Creates an order (request_id: the form's idempotency key, kept across retries of one submission). */
export function useCreateCollectionOrder(merchantId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateInput) =>
      (await call('Collection/CreateCollectionOrder', { merchant_id: merchantId, ...input })).order,
    onSuccess: () => client.invalidateQueries({ queryKey: collectionKeys.merchant(merchantId) }),
  });
}

export function useCloseCollectionOrder(merchantId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await call('Collection/CloseCollectionOrder', { merchant_id: merchantId, id })).order,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: collectionKeys.merchant(merchantId) }),
        client.invalidateQueries({ queryKey: globalAccountKeys.merchant(merchantId) }),
      ]),
  });
}
