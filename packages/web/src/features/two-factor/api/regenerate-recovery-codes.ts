import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { twoFactorKeys } from './two-factor-keys.ts';

/** Replaces every recovery code (with a current code or a recovery code); resolves the new ones. */
export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call('two_factor/regenerate_recovery_codes', { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.status() }),
  });
}
