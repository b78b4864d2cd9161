import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { twoFactorKeys } from './two-factor-keys.ts';

/** Turns two-step verification on with a current code; resolves the recovery codes (shown once). */
export function useConfirmSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call('two_factor/confirm_setup', { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.status() }),
  });
}
