import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyScope } from '@mbo/contracts/calls/api-keys';
import { call } from '../../../lib/api-client.ts';
import { developerKeys, sharedKeys } from '../../../lib/query-keys.ts';

export const sendRotationCode = () => call('merchant/send_rotate_secret_key_code', {});
export const rotateSecretKey = (input: { code: string; scopes: ApiKeyScope[] }) =>
  call('merchant/rotate_secret_key', input);

export const useSendRotationCode = () => useMutation({ mutationFn: sendRotationCode });

/** Issues a new key with the chosen scopes (the old one stops working at once) and sends it by SMS. */
export function useRotateSecretKey(merchantId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: rotateSecretKey,
    onSuccess: async (result) => {
      client.setQueryData(sharedKeys.publicKey(merchantId), { public_key: result.public_key });
      await client.invalidateQueries({ queryKey: developerKeys.keys(merchantId) });
    },
  });
}
