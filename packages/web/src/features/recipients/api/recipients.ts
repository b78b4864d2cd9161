import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@mbo/contracts/calls/index';
import { PAGE_SIZE } from '@mbo/contracts/constants';
import { call } from '../../../lib/api-client.ts';
import { recipientKeys } from '../../../lib/query-keys.ts';

export interface RecipientQuery {
  page: number;
  name: string;
  currencyId: number | null;
}

export const useRecipients = (merchantId: number, query: RecipientQuery, language: string) =>
  useQuery({
    queryKey: recipientKeys.list(merchantId, query, language),
    queryFn: async () =>
      (
        await call('Recipient/GetRecipientList', {
          page_index: query.page,
          page_size: PAGE_SIZE,
          name: query.name || undefined,
          currency_id: query.currencyId,
        })
      ).page_data,
    placeholderData: keepPreviousData,
  });

export const useRecipient = (merchantId: number, id: number | null, language: string) =>
  useQuery({
    queryKey: recipientKeys.detail(merchantId, id ?? 0, language),
    queryFn: async () => (await call('Recipient/GetRecipientDetail', { id: id ?? 0 })).data,
    enabled: id !== null,
    retry: false,
  });

export const useFindProductUser = () =>
  useMutation({
    mutationFn: async (account: string) => (await call('Recipient/FindProductUser', { account })).data,
  });

export const useSendRecipientCode = () =>
  useMutation({ mutationFn: (id: number | undefined) => call('Recipient/SendVerificationCode', { id }) });

type Input = CallRequest<'Recipient/AddRecipient'>['recipient'];

/** Adds or changes a recipient; the merchant's recipient lists and details are read again. */
export function useSaveRecipient(merchantId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (save: { id: number | null; code: string | undefined; recipient: Input }) =>
      save.id === null
        ? (await call('Recipient/AddRecipient', { code: save.code ?? '', recipient: save.recipient })).data
        : (await call('Recipient/EditRecipient', { id: save.id, code: save.code, recipient: save.recipient })).data,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: recipientKeys.merchant(merchantId) });
    },
  });
}

export function useDeleteRecipient(merchantId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('Recipient/DeleteRecipient', { id }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: recipientKeys.merchant(merchantId) });
    },
  });
}
