import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BankDetailInput } from '@mbo/contracts/calls/settlement-account';
import { call } from '../../../lib/api-client.ts';
import { payoutsKeys, settlementAccountKeys } from '../../../lib/query-keys.ts';

/** Where a currency's payouts go now, and a change not in force yet. */
export const useSettlementAccount = (merchantId: number, currencyId: number, language: string) =>
  useQuery({
    queryKey: settlementAccountKeys.account(merchantId, currencyId, language),
    queryFn: () => call('account/get_settlement_account', { currency_id: currencyId }),
  });

/** The global account a currency can be paid into (its id is what the change names). */
export const useGlobalAccount = (merchantId: number, currencyId: number, language: string, enabled: boolean) =>
  useQuery({
    queryKey: settlementAccountKeys.globalAccount(merchantId, currencyId, language),
    queryFn: () => call('Get_Settlement_Monix_Account', { currency_id: currencyId }),
    select: (data) => data.account,
    enabled,
  });

export const useSendChangeCode = () =>
  useMutation({ mutationFn: () => call('MonixService/SendVerificationCode', { account_type: 2 }) });

export type AccountChange =
  | { kind: 'global'; replacedId: number; globalAccountId: number; code: string }
  | { kind: 'bank'; replacedId: number; currencyId: number; bank: BankDetailInput; code: string };

/** Spends the code for a verification token, then makes the change with it; the page's figures are read again. */
export function useChangeAccount(merchantId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: AccountChange) => {
      const { verification_token } = await call('MonixService/ValAndRemoveVerificationCode', {
        verification_code: change.code,
      });
      return change.kind === 'global'
        ? call('Set_Settlement_Monix_Account', {
            account_id: change.replacedId,
            linked_monix_account_id: change.globalAccountId,
            verification_token,
          })
        : call('Set_Australia_Disbursement_Bank', {
            currency_id: change.currencyId,
            account_id: change.replacedId,
            bank_detail: change.bank,
            verification_token,
          });
    },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: settlementAccountKeys.merchant(merchantId) });
      await client.invalidateQueries({ queryKey: payoutsKeys.merchant(merchantId) });
    },
  });
}
