import type { ActiveSession } from '../../http/call-context.ts';
import { invalidToken } from '../../lib/app-error.ts';
import { newToken, sha256 } from '../../lib/crypto.ts';
import type { SessionsRepository } from './sessions.repository.ts';

export interface SessionTimings {
  idleMs: number;
  absoluteMs: number;
}

/**
 * Server-side sessions. The token is handed out once and stored only as its SHA-256. A session ends when revoked
 * (logout, password change, removal from a merchant), after `idleMs` without a user call, or `absoluteMs` after
 * sign-in, whichever comes first. Background calls (RefreshToken) do not count as activity.
 */
export function createSessionsService(repository: SessionsRepository, timings: SessionTimings, now: () => Date = () => new Date()) {
  return {
    async start(userId: number): Promise<{ token: string; session: ActiveSession }> {
      const token = newToken();
      const row = await repository.insert(userId, sha256(token), new Date(now().getTime() + timings.absoluteMs));
      return { token, session: { id: row.id, userId, token } };
    },

    async authenticate(token: string, { isBackground }: { isBackground: boolean }): Promise<ActiveSession> {
      const row = await repository.findByTokenHash(sha256(token));
      const at = now().getTime();
      if (!row || row.revokedAt) throw invalidToken();
      if (at >= row.expiresAt.getTime() || at - row.lastActivityAt.getTime() >= timings.idleMs) throw invalidToken();
      if (!isBackground) await repository.touch(row.id);
      return { id: row.id, userId: row.userId, token };
    },

    end: (sessionId: number) => repository.revoke(sessionId, 'logout'),
    endAllOfUser: (userId: number, reason: string, keepSessionId?: number) =>
      repository.revokeAllOfUser(userId, reason, keepSessionId),
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
