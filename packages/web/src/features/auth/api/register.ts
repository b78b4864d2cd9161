import { useMutation } from '@tanstack/react-query';
import { call, type CallBody } from '../../../lib/api-client.ts';
import { startSession, type LandingPath } from '../../../lib/session.ts';

/** Creates the account (which signs in) and runs the session start; a new account lands on home_n. */
export const register = async (body: CallBody<'register'>): Promise<LandingPath> =>
  startSession((await call('register', body)).data.token);

export const useRegister = () => useMutation({ mutationFn: register });
