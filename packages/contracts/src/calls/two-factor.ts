/**
 * Two-step verification (hardening issue 9): enrolment of an authenticator app with recovery codes, the second step
 * of a sign-in, and the merchant's requirement of it for role 1. See ARCHITECTURE.md "Two-step verification".
 */
import { z } from 'zod';
import { defineCall, merchant, publicAccess, session } from './define.ts';

const empty = z.object({});
/** A 6-digit authenticator code or a recovery code (xxxx-xxxx-xxxx), as typed; the server normalises it. */
const codeField = z.string().trim().min(1, 'two_factor.code_required').max(32, 'two_factor.code_format');
const recoveryCodes = z.object({ recovery_codes: z.array(z.string()) });

export const twoFactorCalls = {
  'two_factor/get_status': defineCall({
    access: session,
    summary:
      'Whether the signed-in user has two-step verification on, how many unused recovery codes they have left, and ' +
      'whether a merchant of theirs requires it of them (must_set_up: on is still to be done).',
    isOpenBeforeTwoFactor: true,
    request: empty,
    response: z.object({
      is_enabled: z.boolean(),
      recovery_codes_left: z.number().int(),
      is_required: z.boolean(),
      must_set_up: z.boolean(),
    }),
  }),
  'two_factor/begin_setup': defineCall({
    access: session,
    summary:
      'Start setting up an authenticator app: a new secret (base32) and its otpauth:// URI for the QR code. Nothing is ' +
      'on until two_factor/confirm_setup. Refused while two-step verification is on.',
    isOpenBeforeTwoFactor: true,
    request: empty,
    response: z.object({ secret: z.string(), otpauth_uri: z.string() }),
  }),
  'two_factor/confirm_setup': defineCall({
    access: session,
    summary:
      'Turn two-step verification on with a current 6-digit code of the app being set up; returns 10 one-time ' +
      'recovery codes, shown this once (only their digests are kept). A wrong code counts against the sign-in lock-out.',
    isOpenBeforeTwoFactor: true,
    isSilent: true,
    request: z.object({ code: codeField }),
    response: recoveryCodes,
  }),
  'two_factor/disable': defineCall({
    access: session,
    summary:
      'Turn two-step verification off with a current authenticator code or a recovery code. Refused while a merchant ' +
      'of the user requires it of them (role 1).',
    isSilent: true,
    request: z.object({ code: codeField }),
    response: empty,
  }),
  'two_factor/regenerate_recovery_codes': defineCall({
    access: session,
    summary: 'Replace every recovery code with 10 new ones, with a current authenticator code or a recovery code.',
    isSilent: true,
    request: z.object({ code: codeField }),
    response: recoveryCodes,
  }),
  'two_factor/verify_login': defineCall({
    access: publicAccess,
    summary:
      'The second step of a sign-in: the challenge from login or autoLogin and a current authenticator code (the ' +
      'current 30-second step or one either side, each step once) or an unused recovery code; returns the session ' +
      'token. Wrong codes count against the same lock-out as passwords.',
    isSilent: true,
    request: z.object({ challenge: z.string().min(1).max(200), code: codeField }),
    response: z.object({ data: z.object({ token: z.string() }) }),
  }),
  'two_factor/get_merchant_requirement': defineCall({
    access: merchant('twoFactorPolicy'),
    summary: 'Whether the merchant requires two-step verification of its super admins (role 1).',
    request: z.object({ merchant_id: z.number().int().positive() }),
    response: z.object({ is_required: z.boolean() }),
  }),
  'two_factor/set_merchant_requirement': defineCall({
    access: merchant('twoFactorPolicy'),
    summary:
      "Require (or stop requiring) two-step verification of the merchant's super admins (role 1). Turning it on needs " +
      'the caller to have it on. A super admin without it is held at its set-up from their next call.',
    request: z.object({ merchant_id: z.number().int().positive(), is_required: z.boolean() }),
    response: empty,
  }),
} as const;
