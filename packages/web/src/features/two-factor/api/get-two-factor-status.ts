import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { twoFactorKeys } from './two-factor-keys.ts';

export const twoFactorStatusOptions = () =>
  queryOptions({ queryKey: twoFactorKeys.status(), queryFn: () => call('two_factor/get_status', {}) });

/** Whether the signed-in user has two-step verification on, and their recovery codes left. */
export const useTwoFactorStatus = () => useQuery(twoFactorStatusOptions());
