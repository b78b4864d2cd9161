import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { developerKeys } from '../../../lib/query-keys.ts';

export const getApiSettings = () => call('merchant/get_api_settings', {});
export const setApiSettings = (notifyUrl: string) => call('merchant/set_api_settings', { notify_url: notifyUrl });

export const apiSettingsOptions = (merchantId: number) =>
  queryOptions({ queryKey: developerKeys.settings(merchantId), queryFn: getApiSettings });

/** The default notify URL ('' when none). */
export const useApiSettings = (merchantId: number) => useQuery(apiSettingsOptions(merchantId));

export function useSetApiSettings(merchantId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setApiSettings,
    onSuccess: (result) => client.setQueryData(developerKeys.settings(merchantId), result),
  });
}
