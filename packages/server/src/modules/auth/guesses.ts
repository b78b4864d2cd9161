import { AppError, rateLimited } from '../../lib/app-error.ts';
import type { ThrottleRepository } from './throttle.repository.ts';

export interface GuessLimit {
  maxFailures: number;
  lockMs: number;
}

/** Answers that mean "this secret is wrong" (password, code) and so stay counted. */
export const isWrongSecret = (error: unknown) =>
  error instanceof AppError && error.code === 'BAD_REQUEST' && error.messageKey.startsWith('auth.');

/**
 * One limit on guessing a person's secrets: passwords at sign-in and on ChangePassword, and verification codes of
 * every purpose share one counter per guesser (account.ts `guesserKey`: the user when the account exists, else the
 * name typed), so neither another alias nor another kind of secret buys more guesses. A guess is claimed before the
 * secret is checked; a right answer clears the count; anything that was not a guess gives its claim back.
 */
export function createGuesses(throttle: ThrottleRepository, limit: GuessLimit) {
  return {
    /**
     * `keepsCount`: a right answer neither counts nor clears the count — a first factor of a user with two-step
     * verification on, so that a known password cannot reset the count of wrong authenticator codes between tries.
     */
    async attempt<T>(
      guesser: string,
      check: () => Promise<T>,
      { keepsCount = false }: { keepsCount?: boolean } = {},
    ): Promise<T> {
      const claim = await throttle.claim(guesser, limit.maxFailures, limit.lockMs);
      if (!claim.isClaimed)
        throw rateLimited('auth.locked', { minutes: Math.max(1, Math.ceil(claim.lockedForMs / 60_000)) });
      let result: T;
      try {
        result = await check();
      } catch (error) {
        if (!isWrongSecret(error)) await throttle.release(guesser);
        throw error;
      }
      if (keepsCount) await throttle.release(guesser);
      else await throttle.clear(guesser);
      return result;
    },
  };
}
export type Guesses = ReturnType<typeof createGuesses>;
