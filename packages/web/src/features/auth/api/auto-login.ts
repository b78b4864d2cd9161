import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { startSession, type LandingPath } from '../../../lib/session.ts';

export interface AutoLoginInput {
  uId: string;
  uKey: string;
  /** The merchant to select if the user belongs to it (the link's m_id). */
  merchantId: number | null;
}

/** Exchanges a one-time sign-in link for a session and starts it with the link's merchant preferred. */
export const autoLogin = async ({ uId, uKey, merchantId }: AutoLoginInput): Promise<LandingPath> =>
  startSession((await call('autoLogin', { u_id: uId, u_key: uKey })).data.token, merchantId);

export const useAutoLoginMutation = () => useMutation({ mutationFn: autoLogin });
