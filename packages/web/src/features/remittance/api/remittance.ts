import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE } from '@mbo/contracts/constants';
import { call, type CallBody } from '../../../lib/api-client.ts';
import { globalAccountKeys, remittanceKeys } from '../../../lib/query-keys.ts';
import type { HistoryQuery } from '../lib/history-query.ts';

/** Whether the user may send money now, and what to do first when not (002 §1). */
export const usePrerequisites = (merchantId: number, language: string) =>
  useQuery({
    queryKey: remittanceKeys.prerequisites(merchantId, language),
    queryFn: () => call('Remittance/GetPrerequisites', { merchant_id: merchantId }),
  });

/** The global account's balances (the send currencies and what is available in each). */
export const useSendBalances = (merchantId: number) =>
  useQuery({
    queryKey: globalAccountKeys.balances(merchantId),
    queryFn: () => call('GlobalAccounts/GetBalances', {}),
  });

/** A new quote (a new stored price each time: a mutation, never cached); refusals are shown inline. */
export const useRemittanceQuote = () =>
  useMutation({
    mutationFn: async (body: CallBody<'Remittance/GetQuote'>) =>
      (await call('Remittance/GetQuote', body, { silent: true })).quote,
  });

/** Order changes refresh the merchant's orders and the global account (a payment from the balance moves it). */
function useOrderMutation<I, O>(merchantId: number, run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: remittanceKeys.merchant(merchantId) }),
        client.invalidateQueries({ queryKey: globalAccountKeys.merchant(merchantId) }),
      ]);
    },
  });
}

export const useCreateOrder = (merchantId: number) =>
  useOrderMutation(
    merchantId,
    async (body: CallBody<'Remittance/CreateOrder'>) =>
      (await call('Remittance/CreateOrder', body, { silent: true })).order,
  );

export const usePayOrder = (merchantId: number) =>
  useOrderMutation(merchantId, (body: CallBody<'Remittance/PayOrder'>) =>
    call('Remittance/PayOrder', body, { silent: true }),
  );

export const useCloseOrder = (merchantId: number) =>
  useOrderMutation(
    merchantId,
    async (orderId: number) =>
      (await call('Remittance/CloseOrder', { merchant_id: merchantId, order_id: orderId })).order,
  );

export const useSubmitPaymentReceipt = (merchantId: number) =>
  useOrderMutation(
    merchantId,
    async (input: { orderId: number; file: string }) =>
      (
        await call('Remittance/SubmitPaymentReceipt', {
          merchant_id: merchantId,
          order_id: input.orderId,
          file: input.file,
        })
      ).order,
  );

/** One page of the history (10). */
export const useOrderList = (merchantId: number, query: HistoryQuery, language: string) =>
  useQuery({
    queryKey: remittanceKeys.list(merchantId, query, language),
    queryFn: async () =>
      (
        await call('Remittance/GetOrderList', {
          merchant_id: merchantId,
          start_date: query.begin,
          end_date: query.end,
          status: query.status,
          keyword: query.keyword || undefined,
          page_index: query.page,
          page_size: PAGE_SIZE,
        })
      ).page_data,
    placeholderData: keepPreviousData,
  });

export const useOrder = (merchantId: number, id: number | null, language: string) =>
  useQuery({
    queryKey: remittanceKeys.detail(merchantId, id ?? 0, language),
    queryFn: async () =>
      (await call('Remittance/GetOrderDetail', { merchant_id: merchantId, order_id: id ?? 0 })).order,
    enabled: id !== null,
    retry: false,
  });

export const useOrderReceipt = (merchantId: number) =>
  useMutation({
    mutationFn: (orderId: number) => call('Remittance/GetOrderReceipt', { merchant_id: merchantId, order_id: orderId }),
  });
