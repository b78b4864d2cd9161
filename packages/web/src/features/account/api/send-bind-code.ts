import { useMutation } from '@tanstack/react-query';
import type { CallRequest } from '@mbo/contracts/calls/index';
import { call } from '../../../lib/api-client.ts';

export type SendBindCodeBody = CallRequest<'GroupUser/SendVerificationCode'>;

export const sendBindCode = (body: SendBindCodeBody) => call('GroupUser/SendVerificationCode', body);

/** A code of the bind wizard: to the current phone or e-mail (step 1) or to the new one (step 2). No cache changes. */
export function useSendBindCode() {
  return useMutation({ mutationFn: sendBindCode });
}
