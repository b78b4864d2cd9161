import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@mbo/contracts/calls/index';
import { call } from '../../../lib/api-client.ts';
import { consoleKeys } from '../../../lib/query-keys.ts';

/** A merchant's credit as the console shows it (none until a number is searched). */
export const useMerchantCredit = (merchantNumber: string | null) =>
  useQuery({
    queryKey: consoleKeys.credit(merchantNumber ?? ''),
    queryFn: () => call('console/get_merchant_credit', { merchant_number: merchantNumber! }),
    enabled: merchantNumber !== null,
    retry: false,
  });

export type CreditChange =
  | { kind: 'open'; body: CallRequest<'console/set_credit_opened'> }
  | { kind: 'apply'; body: CallRequest<'console/record_loan_application'> }
  | { kind: 'lend'; body: CallRequest<'console/lend_loan_application'> }
  | { kind: 'repay'; body: CallRequest<'console/record_repayment'> };

const change = async (input: CreditChange) => {
  if (input.kind === 'open') await call('console/set_credit_opened', input.body);
  else if (input.kind === 'apply') await call('console/record_loan_application', input.body);
  else if (input.kind === 'lend') await call('console/lend_loan_application', input.body);
  else await call('console/record_repayment', input.body);
};

/** Every change reads the merchant's credit again (and the audit log gains its row). */
export function useChangeCredit(merchantNumber: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: consoleKeys.credit(merchantNumber) }),
        client.invalidateQueries({ queryKey: [...consoleKeys.all, 'audit'] }),
      ]),
  });
}
