import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { resellerKeys } from '../../../lib/query-keys.ts';

/** The caller's reseller (silent: the workspace's layout shows a refusal itself, e.g. to a non-member). */
export const getResellerProfile = () => call('reseller/profile', {}, { silent: true });

export const resellerProfileOptions = () =>
  queryOptions({ queryKey: resellerKeys.profile(), queryFn: getResellerProfile, retry: false });

export const useResellerProfile = (isEnabled: boolean) => useQuery({ ...resellerProfileOptions(), enabled: isEnabled });
