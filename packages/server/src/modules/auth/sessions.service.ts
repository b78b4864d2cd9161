import type { SQL } from 'drizzle-orm';
import type { ActiveSession } from '../../http/call-context.ts';
import { invalidToken, twoFactorSetupRequired } from '../../lib/app-error.ts';
import { newToken, sha256 } from '../../lib/crypto.ts';
import type { AdmissionRow, SessionRow, SessionsRepository } from './sessions.repository.ts';

export interface SessionTimings {
  idleMs: number;
  absoluteMs: number;
}

export interface AdmissionOptions {
  isBackground: boolean;
  isOpenBeforeTwoFactor?: boolean;
}

/** Activity is written at most this often; a tenth of the idle time keeps the error far below it (short in tests). */
const touchIntervalMs = (idleMs: number) => Math.min(1_000, Math.floor(idleMs / 10));

/**
 * Server-side sessions. The token is handed out once and stored only as its SHA-256. A session ends when revoked
 * (logout, password change or reset), after `idleMs` without a user call, or `absoluteMs` after sign-in, whichever
 * comes first. Background calls (RefreshToken) do not count as activity. Every time is written and judged by this
 * service's clock.
 */
export function createSessionsService(
  repository: SessionsRepository,
  timings: SessionTimings,
  now: () => Date = () => new Date(),
) {
  const isLiveAt = (row: SessionRow, at: number) =>
    !row.revokedAt && at < row.expiresAt.getTime() && at - row.lastActivityAt.getTime() < timings.idleMs;

  /** Admits the session `row` of `token` (refused unless live), marking activity unless the call is background. */
  async function admit(
    token: string,
    { isBackground, isOpenBeforeTwoFactor = false }: AdmissionOptions,
    row: AdmissionRow | undefined,
  ): Promise<ActiveSession> {
    const at = now().getTime();
    if (!row || !isLiveAt(row, at)) throw invalidToken();
    // Written only when the mark just read is older than the interval: most calls of a burst skip the statement.
    const touchBefore = at - touchIntervalMs(timings.idleMs);
    if (!isBackground && row.lastActivityAt.getTime() < touchBefore)
      await repository.touch(row.id, new Date(at), new Date(touchBefore));
    if (row.twoFactorHold !== null && !isOpenBeforeTwoFactor) throw twoFactorSetupRequired(row.twoFactorHold);
    return { id: row.id, userId: row.userId, token };
  }

  return {
    /** A new session with a new token: every sign-in gets its own, never an earlier one. */
    async start(userId: number): Promise<{ token: string; session: ActiveSession }> {
      const token = newToken();
      const at = now().getTime();
      const row = await repository.insert({
        userId,
        tokenHash: sha256(token),
        createdAt: new Date(at),
        expiresAt: new Date(at + timings.absoluteMs),
      });
      return { token, session: { id: row.id, userId, token } };
    },

    /**
     * The live session of a token. A user who must first set up two-step verification is refused every call but
     * those open before it (`isOpenBeforeTwoFactor`: the set-up, tokenLogin, keep-alive, sign-out).
     */
    async authenticate(token: string, options: AdmissionOptions): Promise<ActiveSession> {
      return admit(token, options, await repository.findForAdmission(sha256(token)));
    },

    /**
     * `authenticate`, with `alongside(userId)` read in the same statement (the call layer: the user's membership of
     * the call's merchant) and answered beside the session once it is admitted.
     */
    async authenticateWith<T>(
      token: string,
      options: AdmissionOptions,
      alongside: (userId: SQL) => SQL<T>,
    ): Promise<{ session: ActiveSession; alongside: T }> {
      const row = await repository.findForAdmissionWith(sha256(token), alongside);
      return { session: await admit(token, options, row), alongside: row!.alongside };
    },

    /** Whether a session is still live, without counting as activity (a download link made in it asks). */
    async isLive(sessionId: number): Promise<boolean> {
      const row = await repository.findById(sessionId);
      return !!row && isLiveAt(row, now().getTime());
    },

    /** The user a token belongs to, judged no further (no expiry, no activity): the rate limiter's key. */
    async userOf(token: string): Promise<number | null> {
      const row = await repository.findByTokenHash(sha256(token));
      return row && !row.revokedAt ? row.userId : null;
    },

    end: (sessionId: number) => repository.revoke(sessionId, 'logout'),
    endAllOfUser: (userId: number, reason: string, keepSessionId?: number) =>
      repository.revokeAllOfUser(userId, reason, keepSessionId),
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
