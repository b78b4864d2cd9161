import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { globalAccountKeys } from '../../../lib/query-keys.ts';
import type { HistoryQuery } from '../lib/history-query.ts';

/** The balance per currency, and whether the account was ever used. */
export const useBalances = (merchantId: number) =>
  useQuery({
    queryKey: globalAccountKeys.balances(merchantId),
    queryFn: () => call('GlobalAccounts/GetBalances', {}),
  });

/** One page of the history (10). */
export const useHistory = (merchantId: number, query: HistoryQuery, language: string) =>
  useQuery({
    queryKey: globalAccountKeys.history(merchantId, query, language),
    queryFn: async () =>
      call('GlobalAccounts/GetHistory', {
        begin_date: query.begin,
        end_date: query.end,
        type: query.type,
        currency_id: query.currencyId,
        page_index: query.page,
        page_size: 10,
      }),
    placeholderData: keepPreviousData,
  });

export const useHistoryDetail = (merchantId: number, id: number | null, language: string) =>
  useQuery({
    queryKey: globalAccountKeys.historyDetail(merchantId, id ?? 0, language),
    queryFn: async () => (await call('GlobalAccounts/GetHistoryDetail', { id: id! })).item,
    enabled: id !== null,
  });

export const useTopUps = (merchantId: number, page: number, language: string) =>
  useQuery({
    queryKey: globalAccountKeys.topUps(merchantId, page, language),
    queryFn: async () => (await call('GlobalAccounts/GetTopUps', { page_index: page, page_size: 10 })).page_data,
    placeholderData: keepPreviousData,
  });

export const useWithdrawAccount = (merchantId: number, currencyId: number | null) =>
  useQuery({
    queryKey: globalAccountKeys.withdrawAccount(merchantId, currencyId ?? 0),
    queryFn: () => call('GlobalAccounts/GetWithdrawAccount', { currency_id: currencyId! }),
    enabled: currencyId !== null,
  });

/** Every change of the account (a top-up opened or sent, a withdrawal) refreshes the merchant's global-account reads. */
function useAccountMutation<I, O>(merchantId: number, run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: globalAccountKeys.merchant(merchantId) }),
  });
}

export const useCreateTopUp = (merchantId: number) =>
  useAccountMutation(
    merchantId,
    async (input: { currency_id: number; amount: number }) => (await call('GlobalAccounts/CreateTopUp', input)).top_up,
  );

export const useSubmitReceipt = (merchantId: number) =>
  useAccountMutation(
    merchantId,
    async (input: { top_up_id: number; file: string }) =>
      (await call('GlobalAccounts/SubmitTopUpReceipt', input)).top_up,
  );

export const useSendWithdrawCode = () =>
  useMutation({
    mutationFn: (input: { currency_id: number; amount: number }) => call('GlobalAccounts/SendWithdrawCode', input),
  });

export const useWithdraw = (merchantId: number) =>
  useAccountMutation(
    merchantId,
    async (input: { currency_id: number; amount: number; code: string; request_id: string }) =>
      (await call('GlobalAccounts/Withdraw', input)).withdrawal,
  );
