import { useMutation } from '@tanstack/react-query';
import type { CallRequest } from '@mbo/contracts/calls/index';
import { call } from '../../../lib/api-client.ts';
import { storeUser } from '../../../lib/session.ts';

export type BindContactBody = CallRequest<'GroupUser/BandAccount'>;

export const bindContact = (body: BindContactBody) => call('GroupUser/BandAccount', body);

/** Step 2: binds the new phone or e-mail; the stored user takes the new value (no query caches it). */
export function useBindContact() {
  return useMutation({ mutationFn: bindContact, onSuccess: (result) => storeUser(result.user) });
}
