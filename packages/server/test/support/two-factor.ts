import { generate } from 'otplib';
import { TOTP_PERIOD_S } from '@mbo/contracts/two-factor';
import type { TestServer } from './harness.ts';

/** The TOTP step of now, and the code of a step (what the user's authenticator app shows then). */
export const currentStep = () => Math.floor(Date.now() / 1000 / TOTP_PERIOD_S);
export const totpCode = (secret: string, step: number) => generate({ secret, epoch: step * TOTP_PERIOD_S + 1 });

export interface Enrolment {
  secret: string;
  recoveryCodes: string[];
  /** The step whose code turned it on (spent): the next sign-in can use `step + 1`. */
  step: number;
}

/** Turns two-step verification on for the session's user through the API, as the set-up screen does. */
export async function enrolTwoFactor(server: TestServer, token: string): Promise<Enrolment> {
  const begun = await server.call('two_factor/begin_setup', {}, { token });
  if (!begun.body.success) throw new Error(`begin_setup failed: ${begun.body.msg}`);
  const secret = (begun.body as unknown as { secret: string }).secret;
  const step = currentStep();
  const confirmed = await server.call('two_factor/confirm_setup', { code: await totpCode(secret, step) }, { token });
  if (!confirmed.body.success) throw new Error(`confirm_setup failed: ${confirmed.body.msg}`);
  return { secret, recoveryCodes: (confirmed.body as unknown as { recovery_codes: string[] }).recovery_codes, step };
}

/** The challenge of a sign-in answer that ended in the second step; fails loudly otherwise. */
export function challengeOf(body: Record<string, unknown>): string {
  const challenge = (body as { data?: { two_factor?: { challenge?: unknown } } }).data?.two_factor?.challenge;
  if (typeof challenge !== 'string') throw new Error(`no challenge in ${JSON.stringify(body)}`);
  return challenge;
}
