/**
 * Two-step verification (TOTP, RFC 6238) as authenticator apps expect it, and its recovery codes. Not in the spec:
 * hardening issue 9; the decisions are in ARCHITECTURE.md ("Two-step verification").
 */

/** Digits and period of the codes (the authenticator apps' defaults: SHA-1, 6 digits, 30 s). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_S = 30;
/** Steps accepted either side of the current one (clock drift between phone and server). */
export const TOTP_WINDOW_STEPS = 1;
/** The issuer an authenticator app shows beside the account. */
export const TOTP_ISSUER = 'Merchant back-office';

/** Recovery codes handed out when two-step verification is turned on (and when regenerated); each works once. */
export const RECOVERY_CODE_COUNT = 10;
/** Three groups of four from an alphabet without look-alikes (0/O, 1/I/L): 60 bits a code. */
export const RECOVERY_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const RECOVERY_CODE_PATTERN = /^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;

/** How long the second step of a sign-in may wait for its code. */
export const TWO_FACTOR_CHALLENGE_MS = 5 * 60_000;

const TOTP_PATTERN = new RegExp(`^\\d{${TOTP_DIGITS}}$`);

/** A code as typed: spaces dropped, upper case, a recovery code's dashes put back when they were left out. */
export function normaliseSecondFactor(input: string): string {
  const compact = input.replace(/[\s-]/g, '').toUpperCase();
  if (TOTP_PATTERN.test(compact)) return compact;
  return compact.length === 12 ? `${compact.slice(0, 4)}-${compact.slice(4, 8)}-${compact.slice(8)}` : compact;
}

export type SecondFactorKind = 'totp' | 'recovery';

/** Which kind of code a normalised input is, or null when it is neither (a typo, not a guess). */
export function secondFactorKind(normalised: string): SecondFactorKind | null {
  if (TOTP_PATTERN.test(normalised)) return 'totp';
  return RECOVERY_CODE_PATTERN.test(normalised) ? 'recovery' : null;
}
