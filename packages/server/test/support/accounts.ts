import type { CallResult } from './harness.ts';

/** The request fields naming a user's account by e-mail or by phone (under the factories' +61). */
export const byEmail = (user: { email: string | null }) => ({ AccountType: 1, Account: user.email! });
export const byPhone = (user: { phone: string | null; countryCode?: string | null }) => ({
  AccountType: 2,
  CountryCode: user.countryCode ?? '+61',
  Account: user.phone!,
});

/** The token of a successful sign-in answer. */
export function tokenOf(result: CallResult): string {
  const token = (result.body as { data?: { token?: unknown } }).data?.token;
  if (typeof token !== 'string' || !result.body.success) throw new Error(`no token in ${JSON.stringify(result.body)}`);
  return token;
}
