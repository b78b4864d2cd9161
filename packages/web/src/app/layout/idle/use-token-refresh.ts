import { TOKEN_REFRESH_MS } from '@mbo/contracts/constants';
import { useEffect } from 'react';
import { refreshToken } from '../../api/refresh-token.ts';

/**
 * RefreshToken every TOKEN_REFRESH_MS while the shell is mounted (spec, section 4). An ended session answers
 * INVALID_TOKEN, which the call wrapper turns into a trip to login; other failures wait for the next round.
 */
export function useTokenRefresh(isSignedIn: boolean): void {
  useEffect(() => {
    if (!isSignedIn) return;
    const timer = window.setInterval(() => {
      refreshToken().catch(() => undefined);
    }, TOKEN_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [isSignedIn]);
}
