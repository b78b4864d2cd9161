import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { businessKeys } from './business-keys.ts';

export const sendSecretKey = () => call('merchant/send_secret_key', {});
export const getPublicKey = () => call('merchant/GetMerchantPublicKey', {});

/** Sends the API secret key by SMS to the signed-in user's phone; answers the masked phone. */
export const useSendSecretKey = () => useMutation({ mutationFn: sendSecretKey });

/** The public key, asked for while its modal is open. */
export const usePublicKey = (merchantId: number, isOpen: boolean) =>
  useQuery({ queryKey: businessKeys.publicKey(merchantId), queryFn: getPublicKey, enabled: isOpen, select: (data) => data.public_key });
