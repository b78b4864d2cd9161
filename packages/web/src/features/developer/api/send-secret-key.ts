import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { developerKeys } from './developer-keys.ts';

export const sendSecretKey = () => call('merchant/send_secret_key', {});

/** Sends the secret key by SMS (creating it on first use, so the public key may change). */
export function useSendSecretKey(merchantId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendSecretKey,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: developerKeys.publicKey(merchantId) });
      await client.invalidateQueries({ queryKey: developerKeys.keys(merchantId) });
    },
  });
}
