import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** A new secret and its otpauth:// URI for the app being set up (nothing is on yet). */
export const useBeginSetup = () => useMutation({ mutationFn: () => call('two_factor/begin_setup', {}) });
