import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { call } from '../../lib/api-client.ts';
import { endSession } from '../../lib/session.ts';

export const logout = () => call('logout', {}, { silent: true });

/**
 * Ends the session on the server, then locally, and goes to login. The local end happens even when the server
 * call fails (offline, session already expired): the user asked to leave.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      endSession();
      queryClient.clear();
      void navigate('/login', { replace: true });
    },
  });
}
