import { useMutation } from '@tanstack/react-query';
import { call, type CallBody } from '../../../lib/api-client.ts';

/** Resets a forgotten password with a reset code; the server ends every session of the account. */
export const resetPassword = (body: CallBody<'forget'>) => call('forget', body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
