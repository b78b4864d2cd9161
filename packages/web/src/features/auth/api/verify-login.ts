import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { startSession, type LandingPath } from '../../../lib/session.ts';

export interface VerifyLoginInput {
  challenge: string;
  code: string;
  /** The merchant a sign-in link asked for (m_id), if any. */
  merchantId: number | null;
}

/** The second step of a sign-in: the code makes the session, which then starts as any other. */
export const verifyLogin = async ({ challenge, code, merchantId }: VerifyLoginInput): Promise<LandingPath> =>
  startSession((await call('two_factor/verify_login', { challenge, code })).data.token, merchantId);

export const useVerifyLogin = () => useMutation({ mutationFn: verifyLogin });
