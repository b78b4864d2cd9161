import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { developerKeys } from './developer-keys.ts';

export const sendRotationCode = () => call('merchant/send_rotate_secret_key_code', {});
export const rotateSecretKey = (code: string) => call('merchant/rotate_secret_key', { code });

export const useSendRotationCode = () => useMutation({ mutationFn: sendRotationCode });

/** Replaces the secret key (the old one stops working at once) and sends the new one by SMS. */
export function useRotateSecretKey(merchantId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: rotateSecretKey,
    onSuccess: (result) => client.setQueryData(developerKeys.publicKey(merchantId), { public_key: result.public_key }),
  });
}
