import { useMutation } from '@tanstack/react-query';
import type { CallRequest } from '@mbo/contracts/calls/index';
import { CODE_EXPIRE_SECONDS_SENT } from '@mbo/contracts/constants';
import { call } from '../../../lib/api-client.ts';

export type SendBindCodeBody = Omit<CallRequest<'GroupUser/SendVerificationCode'>, 'ExpireTimeSecond'>;

/** Sends ExpireTimeSecond 60 as the spec's client does (the server decides the code's life: 5 minutes). */
export const sendBindCode = (body: SendBindCodeBody) =>
  call('GroupUser/SendVerificationCode', { ...body, ExpireTimeSecond: CODE_EXPIRE_SECONDS_SENT });

/** A code of the bind wizard: to the current phone or e-mail (step 1) or to the new one (step 2). No cache changes. */
export function useSendBindCode() {
  return useMutation({ mutationFn: sendBindCode });
}
