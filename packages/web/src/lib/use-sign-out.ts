import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { call } from './api-client.ts';
import { endSession } from './session.ts';

/**
 * Signing out where the shell is not (the console, the reseller workspace, the two-step set-up pages): the server ends the session
 * (a failure changes nothing here), the session and every cached answer go, and the person lands on `signInPath`.
 */
export function useSignOut(signInPath: string): () => Promise<void> {
  const navigate = useNavigate();
  const client = useQueryClient();
  return async () => {
    await call('logout', {}, { silent: true }).catch(() => undefined);
    endSession();
    client.clear();
    void navigate(signInPath, { replace: true });
  };
}
