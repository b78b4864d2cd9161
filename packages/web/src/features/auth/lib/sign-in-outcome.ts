import type { CallResponse } from '@mbo/contracts/calls/index';
import { startSession, type LandingPath } from '../../../lib/session.ts';

/** Where a sign-in whose first factor was right goes: the session's landing, or the second step. */
export type SignInOutcome = { landing: LandingPath } | { challenge: string };

/** Starts the session of a token, or hands back the challenge of the second step (two-step verification on). */
export async function afterFirstFactor(
  data: CallResponse<'login'>['data'],
  preferredMerchantId?: number | null,
): Promise<SignInOutcome> {
  if (data.token) return { landing: await startSession(data.token, preferredMerchantId) };
  if (data.two_factor) return { challenge: data.two_factor.challenge };
  throw new Error('a sign-in answer with neither a token nor a challenge');
}
