import { useMutation } from '@tanstack/react-query';
import { call, type CallBody } from '../../../lib/api-client.ts';
import { afterFirstFactor, type SignInOutcome } from '../lib/sign-in-outcome.ts';

/** Signs in (a silent call: the form shows failures inline); resolves where to land, or the second step. */
export const login = async (body: CallBody<'login'>): Promise<SignInOutcome> =>
  afterFirstFactor((await call('login', body)).data);

export const useLogin = () => useMutation({ mutationFn: login });
