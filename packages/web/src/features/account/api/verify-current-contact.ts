import { useMutation } from '@tanstack/react-query';
import type { CallRequest } from '@mbo/contracts/calls/index';
import { call } from '../../../lib/api-client.ts';

export type VerifyCurrentContactBody = CallRequest<'GroupUser/ValVerificationCode'>;

export const verifyCurrentContact = (body: VerifyCurrentContactBody) => call('GroupUser/ValVerificationCode', body);

/** Step 1 of the bind wizard: the code of the current phone or e-mail; answers the proof step 2 needs. */
export function useVerifyCurrentContact() {
  return useMutation({ mutationFn: verifyCurrentContact });
}
