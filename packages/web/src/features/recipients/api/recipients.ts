import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@mbo/contracts/calls/index';
import { call } from '../../../lib/api-client.ts';
import { recipientKeys } from '../../../lib/query-keys.ts';

/** The list is shared with the remittance wizard's recipient step (web/src/lib/api). */
export { useRecipientList as useRecipients, type RecipientQuery } from '../../../lib/api/get-recipient-list.ts';

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
