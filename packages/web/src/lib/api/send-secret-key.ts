import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../api-client.ts';
import { developerKeys, sharedKeys } from '../query-keys.ts';

export const sendSecretKey = () => call('merchant/send_secret_key', {});

/**
 * Sends the API secret key by SMS to the signed-in user's phone (creating it on first use, so the public key and
 * the developer page's key list may change); answers the masked phone.
 */
export function useSendSecretKey(merchantId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendSecretKey,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: sharedKeys.publicKey(merchantId) }),
        client.invalidateQueries({ queryKey: developerKeys.keys(merchantId) }),
      ]),
  });
}
