import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { signupKeys } from '../../../lib/query-keys.ts';

/** The reseller a sign-up link names (`reseller/link`); refused (404) when the link signs nobody up. */
export const resellerLinkOptions = (code: string, language: string) =>
  queryOptions({
    queryKey: signupKeys.resellerLink(code, language),
    queryFn: () => call('reseller/link', { resellerid: code }),
    retry: false,
  });

export const useResellerLink = (code: string, language: string) => useQuery(resellerLinkOptions(code, language));
