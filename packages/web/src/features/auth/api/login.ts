import { useMutation } from '@tanstack/react-query';
import { call, type CallBody } from '../../../lib/api-client.ts';
import { startSession, type LandingPath } from '../../../lib/session.ts';

/** Signs in (a silent call: the form shows failures inline) and runs the session start; resolves where to land. */
export const login = async (body: CallBody<'login'>): Promise<LandingPath> => startSession((await call('login', body)).data.token);

export const useLogin = () => useMutation({ mutationFn: login });
