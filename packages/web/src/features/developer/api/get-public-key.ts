import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { developerKeys } from './developer-keys.ts';

export const getPublicKey = () => call('merchant/GetMerchantPublicKey', {});

export const publicKeyOptions = (merchantId: number) =>
  queryOptions({ queryKey: developerKeys.publicKey(merchantId), queryFn: getPublicKey, select: (data) => data.public_key });

/** The key id of the merchant's active secret key ('' before the first key). */
export const usePublicKey = (merchantId: number) => useQuery(publicKeyOptions(merchantId));
