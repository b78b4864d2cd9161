import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { developerKeys } from '../../../lib/query-keys.ts';

export const getApiKeys = () => call('merchant/get_api_keys', {});

export const apiKeysOptions = (merchantId: number) =>
  queryOptions({ queryKey: developerKeys.keys(merchantId), queryFn: getApiKeys, select: (data) => data.keys });

/** The merchant's keys, newest first, with scopes, issuer and status. */
export const useApiKeys = (merchantId: number) => useQuery(apiKeysOptions(merchantId));
