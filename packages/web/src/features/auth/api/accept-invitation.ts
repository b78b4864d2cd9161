import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { afterFirstFactor, type SignInOutcome } from '../lib/sign-in-outcome.ts';

export interface AcceptInvitationInput {
  uId: string;
  uKey: string;
  password: string;
  /** The merchant the invitation is for (the link's m_id): the session lands on it. */
  merchantId: number | null;
}

/** A merchant admin's first password with the invitation link; signs in (or hands back the second step). */
export const acceptInvitation = async ({ uId, uKey, password, merchantId }: AcceptInvitationInput) =>
  afterFirstFactor(
    (await call('accept_invitation', { u_id: uId, u_key: uKey, new_password: password })).data,
    merchantId,
  ) satisfies Promise<SignInOutcome>;

export const useAcceptInvitation = () => useMutation({ mutationFn: acceptInvitation });
