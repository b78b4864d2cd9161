import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_TYPE, DEFAULT_COUNTRY_CODE } from '@mbo/contracts/constants';
import { RETURN_CODE } from '@mbo/contracts/envelope';
import { call, CallError } from '../../../lib/api-client.ts';
import { endSession } from '../../../lib/session.ts';
import { writeString } from '../../../lib/storage.ts';
import { getMe } from './get-me.ts';

/** Signed in (`mustSetUp`: staff without two-step verification, held at its set-up), or the second step to do. */
export type ConsoleSignIn = { isSignedIn: true; mustSetUp: boolean } | { challenge: string };

/**
 * The console keeps the merchant sign-in's session: the same token storage and calls (login, the second step), so
 * the lock-out, guess counter and two-step rules are the same code. A token whose user is not staff is signed out
 * at once and the server's refusal shown; staff without two-step verification keep the session, which the server
 * opens to its set-up only.
 */
async function startConsoleSession(token: string): Promise<ConsoleSignIn> {
  writeString('token', token);
  try {
    await getMe();
  } catch (error) {
    if (error instanceof CallError && error.returnCode === RETURN_CODE.twoFactorSetupRequired)
      return { isSignedIn: true, mustSetUp: true };
    await call('logout', {}, { silent: true }).catch(() => undefined);
    endSession();
    throw error;
  }
  return { isSignedIn: true, mustSetUp: false };
}

export async function signIn(values: { email: string; password: string }): Promise<ConsoleSignIn> {
  const { data } = await call('login', {
    AccountType: ACCOUNT_TYPE.email,
    Account: values.email.trim(),
    CountryCode: DEFAULT_COUNTRY_CODE,
    Password: values.password,
  });
  if (data.token) return startConsoleSession(data.token);
  if (data.two_factor) return { challenge: data.two_factor.challenge };
  throw new Error('a sign-in answer with neither a token nor a challenge');
}

export async function verifySecondStep(values: { challenge: string; code: string }): Promise<ConsoleSignIn> {
  const { data } = await call('two_factor/verify_login', values);
  return startConsoleSession(data.token);
}

export const useSignIn = () => useMutation({ mutationFn: signIn });
export const useVerifySecondStep = () => useMutation({ mutationFn: verifySecondStep });
