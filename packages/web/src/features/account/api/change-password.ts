import { useMutation } from '@tanstack/react-query';
import type { CallRequest } from '@mbo/contracts/calls/index';
import { call } from '../../../lib/api-client.ts';

export type ChangePasswordBody = CallRequest<'GroupUser/ChangePassword'>;

export const changePassword = (body: ChangePasswordBody) => call('GroupUser/ChangePassword', body);

/** Changes the password; the server ends the user's other sessions and keeps this one. No cached data changes. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
