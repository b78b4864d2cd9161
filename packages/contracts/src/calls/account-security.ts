/**
 * Security settings (first document, §2 "Security", §7 "Security"; issue 12 §3): binding a new phone or e-mail to
 * the signed-in user in two steps, behind a captcha before any code goes to a new phone. Change password is
 * `GroupUser/ChangePassword` (auth.ts). See ARCHITECTURE.md "Security settings: the bind wizard".
 */
import { z } from 'zod';
import { ACCOUNT_TYPE, DEFAULT_COUNTRY_CODE, MSG_TYPE, PHONE_COUNTRY_CODES } from '../constants.ts';
import { userSchema } from './auth.ts';
import { defineCall, session } from './define.ts';

const accountType = z.union([z.literal(ACCOUNT_TYPE.email), z.literal(ACCOUNT_TYPE.phone)]);
const countryCode = z.enum(PHONE_COUNTRY_CODES).default(DEFAULT_COUNTRY_CODE);
const account = z.string().trim().min(1, 'validation.account_required').max(100);
const verificationCode = z.string().max(10);
/** The proof of step 1 (GroupUser/ValVerificationCode's answer): signed, short-lived, bound to user and session. */
const proof = z.string().max(1000);

/** Step 1 verifies the current phone (3) or e-mail (5); step 2 the new phone (4) or e-mail (6). */
export const STEP_ONE_MSG_TYPES = [MSG_TYPE.verifyOldPhone, MSG_TYPE.verifyOldEmail] as const;
export const STEP_TWO_MSG_TYPES = [MSG_TYPE.bindPhone, MSG_TYPE.bindEmail] as const;
const msgType = z.union([
  z.literal(MSG_TYPE.verifyOldPhone),
  z.literal(MSG_TYPE.bindPhone),
  z.literal(MSG_TYPE.verifyOldEmail),
  z.literal(MSG_TYPE.bindEmail),
]);

/** An ALTCHA proof-of-work challenge as altcha-lib's createChallenge makes it (HMAC-signed, expiring). */
export const captchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string(),
});
export type CaptchaChallenge = z.output<typeof captchaChallengeSchema>;

export const accountSecurityCalls = {
  'captcha/challenge': defineCall({
    access: session,
    summary:
      'A new captcha challenge (ALTCHA proof of work, HMAC-signed by the server, valid 5 minutes). Its solution, as ' +
      'base64 JSON {challenge, solution}, is the `code` of GroupUser/SendVerificationCode to a new phone; each ' +
      'challenge is accepted once. Rate-limited per address and per user.',
    request: z.object({}),
    response: z.object({ challenge: captchaChallengeSchema }),
  }),
  'GroupUser/SendVerificationCode': defineCall({
    access: session,
    summary:
      'Send a 6-digit code (valid 5 minutes, not again within 60 s) for the bind wizard. MsgType 3 and 5 (step 1): to ' +
      "the signed-in user's current phone or e-mail (Account is ignored; the server knows it). MsgType 4 and 6 " +
      '(step 2): to the new phone or e-mail in Account (AccountType 2 phone under CountryCode, default +61; 1 e-mail), ' +
      'which needs the proof of step 1 and a value no other user has; a new phone also needs a solved captcha in ' +
      '`code`. ExpireTimeSecond is accepted and ignored.',
    request: z.object({
      code: z.string().max(4000).optional(),
      MsgType: msgType,
      AccountType: accountType,
      Account: z.string().trim().max(100).optional(),
      CountryCode: countryCode,
      ExpireTimeSecond: z.number().int().optional(),
      proof: proof.optional(),
    }),
    response: z.object({ sent_to: z.string() }),
  }),
  'GroupUser/ValVerificationCode': defineCall({
    access: session,
    summary:
      "Step 1: check the code sent to the user's current phone (MsgType 3) or e-mail (5). Answers the proof for step " +
      '2: valid 10 minutes, for this session only, and void once the phone or e-mail changes (so it serves one bind).',
    request: z.object({
      VerificationCode: verificationCode,
      MsgType: z.union([z.literal(MSG_TYPE.verifyOldPhone), z.literal(MSG_TYPE.verifyOldEmail)]),
      AccountType: accountType.optional(),
      Account: z.string().trim().max(100).optional(),
    }),
    response: z.object({ proof: z.string(), expires_in_s: z.number().int() }),
  }),
  'GroupUser/CheckAccountIsExist': defineCall({
    access: session,
    summary:
      'Whether a phone (AccountType 2, under CountryCode) or e-mail (1; the default when `account` holds an @) belongs ' +
      'to some user. Rate-limited per address as the other account checks.',
    request: z.object({
      account,
      AccountType: accountType.optional(),
      CountryCode: countryCode,
    }),
    response: z.object({ is_exist: z.boolean() }),
  }),
  'GroupUser/BandAccount': defineCall({
    access: session,
    summary:
      'Step 2: bind the new phone (AccountType 2) or e-mail (1) with the code sent to it (MsgType 4 or 6) and the proof ' +
      'of step 1. Refused when another user has it. Afterwards sign-in, refund codes and API secret keys use the new ' +
      "value; the old and the new address get a notice; the user's other sessions end (this one stays).",
    request: z.object({
      AccountType: accountType,
      Account: account,
      CountryCode: countryCode,
      VerificationCode: verificationCode,
      proof,
    }),
    response: z.object({ user: userSchema }),
  }),
} as const;
