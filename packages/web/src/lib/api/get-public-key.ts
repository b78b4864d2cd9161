import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api-client.ts';
import { sharedKeys } from '../query-keys.ts';

export const getPublicKey = () => call('merchant/GetMerchantPublicKey', {});

export const publicKeyOptions = (merchantId: number) =>
  queryOptions({
    queryKey: sharedKeys.publicKey(merchantId),
    queryFn: getPublicKey,
    select: (data) => data.public_key,
  });

/** The key id of the merchant's active secret key ('' before the first key); `isEnabled` false until it is shown. */
export const usePublicKey = (merchantId: number, isEnabled = true) =>
  useQuery({ ...publicKeyOptions(merchantId), enabled: isEnabled });
