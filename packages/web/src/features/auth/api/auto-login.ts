import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { afterFirstFactor, type SignInOutcome } from '../lib/sign-in-outcome.ts';

export interface AutoLoginInput {
  uId: string;
  uKey: string;
  /** The merchant to select if the user belongs to it (the link's m_id). */
  merchantId: number | null;
}

/** Exchanges a one-time sign-in link for a session (the link's merchant preferred), or for the second step. */
export const autoLogin = async ({ uId, uKey, merchantId }: AutoLoginInput): Promise<SignInOutcome> =>
  afterFirstFactor((await call('autoLogin', { u_id: uId, u_key: uKey })).data, merchantId);

export const useAutoLoginMutation = () => useMutation({ mutationFn: autoLogin });
