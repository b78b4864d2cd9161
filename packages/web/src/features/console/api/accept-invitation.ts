import { useMutation } from '@tanstack/react-query';
import type { CallRequest } from '@mbo/contracts/calls/index';
import { call } from '../../../lib/api-client.ts';

/** The invited person's first password, with the invitation link's u_id and u_key. */
export const useAcceptInvitation = () =>
  useMutation({
    mutationFn: (body: CallRequest<'console/accept_invitation'>) => call('console/accept_invitation', body),
  });
