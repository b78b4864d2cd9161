import { z } from 'zod';
import { ACCOUNT_TYPE, DEFAULT_COUNTRY_CODE, MSG_TYPE, PHONE_COUNTRY_CODES, REG_TYPE } from '../constants.ts';
import { personNameSchema } from '../validation.ts';
import { resellerCodeSchema } from './reseller-signup.ts';
import { defineCall, publicAccess, session } from './define.ts';

const accountType = z.union([z.literal(ACCOUNT_TYPE.email), z.literal(ACCOUNT_TYPE.phone)]);
const countryCode = z.enum(PHONE_COUNTRY_CODES).default(DEFAULT_COUNTRY_CODE);
const empty = z.object({});

/** An account named by e-mail (AccountType 1) or by phone under a country code (AccountType 2). */
const accountFields = {
  AccountType: accountType,
  Account: z.string().trim().min(1, 'validation.account_required').max(100),
  CountryCode: countryCode,
};

export const userSchema = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string().nullable(),
  country_code: z.string().nullable(),
  email: z.string().nullable(),
});

export const merchantSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  number: z.string(),
  short_name: z.string(),
  is_verify: z.boolean(),
  is_delete: z.boolean(),
});

const tokenData = z.object({ data: z.object({ token: z.string() }) });

/**
 * The answer of a sign-in whose first factor was right: a session token, or — when the user has two-step
 * verification on — no token but a challenge for `two_factor/verify_login` (nothing is signed in until then).
 */
export const signInData = z.object({
  data: z.object({
    token: z.string().optional(),
    two_factor: z
      .object({
        /** Single use, bound to the user; expires after `expires_in_s` seconds. */
        challenge: z.string(),
        expires_in_s: z.number().int(),
      })
      .optional(),
  }),
});

export const authCalls = {
  login: defineCall({
    access: publicAccess,
    summary:
      'Sign in with a password or a verification code; returns a new session token. After 10 wrong passwords or codes ' +
      '(of any purpose, over the e-mail and the phone of one person together) the person is locked for 30 minutes (429); ' +
      'an unregistered account name is counted the same way.',
    isSilent: true,
    request: z.object({
      ...accountFields,
      Password: z.string().max(100).optional(),
      VerificationCode: z.string().max(10).optional(),
      RegType: z.literal(REG_TYPE).default(REG_TYPE),
      AppId: z.string().max(64).optional(),
    }),
    response: signInData,
  }),
  SendVerificationCode: defineCall({
    access: publicAccess,
    summary:
      'Send a 6-digit code by e-mail or SMS for sign-in (MsgType 1), sign-up (2) or password reset (7), valid 5 minutes ' +
      '(ExpireTimeSecond is accepted and ignored: the server decides). Refused (429) within 60 s of the last one for the same ' +
      'account and purpose. An unknown account gets the same answers and nothing is sent.',
    isSilent: true,
    request: z.object({
      ...accountFields,
      MsgType: z.union([z.literal(MSG_TYPE.login), z.literal(MSG_TYPE.register), z.literal(MSG_TYPE.resetPassword)]),
      ExpireTimeSecond: z.number().int().optional(),
    }),
    response: empty,
  }),
  register: defineCall({
    access: publicAccess,
    summary: 'Create an account with an e-mail or phone, a sign-up code (MsgType 2) and a password; signs in.',
    isSilent: true,
    request: z.object({
      ...accountFields,
      VerificationCode: z.string().max(10),
      Password: z.string().max(100),
      Name: personNameSchema,
      language: z.enum(['en', 'zh_CN']).optional(),
      /** A reseller's sign-up link (`/register?resellerid=R100001`): the account is attributed to that reseller. */
      reseller_code: resellerCodeSchema.optional(),
    }),
    response: tokenData,
  }),
  forget: defineCall({
    access: publicAccess,
    summary: 'Reset a forgotten password with a reset code (MsgType 7). Ends every session of the account.',
    isSilent: true,
    request: z.object({ ...accountFields, VerificationCode: z.string().max(10), new_password: z.string().max(100) }),
    response: empty,
  }),
  accept_invitation: defineCall({
    access: publicAccess,
    summary:
      'Sets the first password of a person invited to a merchant (a merchant admin a reseller named) or to a ' +
      'reseller (its new member), with the ' +
      'invitation link’s u_id and u_key (once, within 72 hours), and signs them in: a session token, or (two-step ' +
      'verification on) a challenge for two_factor/verify_login.',
    isSilent: true,
    request: z.object({
      u_id: z.string().min(1).max(2000),
      u_key: z.string().min(1).max(100),
      new_password: z.string().max(100),
    }),
    response: signInData,
  }),
  autoLogin: defineCall({
    access: publicAccess,
    summary:
      'Exchange a one-time sign-in link (u_id, u_key query parameters) for a session token, or (two-step verification ' +
      'on) a challenge for two_factor/verify_login. See the README for the format.',
    isSilent: true,
    request: z.object({ u_id: z.string().min(1).max(2000), u_key: z.string().min(1).max(100) }),
    response: signInData,
  }),
  tokenLogin: defineCall({
    access: session,
    summary:
      'The signed-in user and the merchants they belong to, and whether they must set up two-step verification before ' +
      'anything else (two_factor.must_set_up).',
    isOpenBeforeTwoFactor: true,
    request: empty,
    response: z.object({
      data: z.object({ token: z.string(), user: userSchema, merchants: z.array(merchantSummarySchema) }),
      /** The web's idle timeout (contracts/idle.ts): warn after `warning_ms` without activity, sign out `countdown_ms` later. */
      idle: z.object({ warning_ms: z.number().int(), countdown_ms: z.number().int() }),
      /** `must_set_up`: a merchant of theirs requires two-step verification of role 1 and they have none yet. */
      two_factor: z.object({ is_enabled: z.boolean(), must_set_up: z.boolean() }),
      /** Whether the user is a member of a reseller: the web lands such a user without merchants in /reseller. */
      is_reseller_member: z.boolean(),
    }),
  }),
  'session/keep_alive': defineCall({
    access: session,
    summary:
      'The user is at work: counts as activity for the server idle limit. The web sends it at most once a minute while ' +
      'the user is active without calling anything, and when they choose to stay signed in.',
    isOpenBeforeTwoFactor: true,
    request: empty,
    response: empty,
  }),
  RefreshToken: defineCall({
    access: session,
    summary: 'Keep the session alive within its absolute lifetime. Does not count as user activity.',
    isBackground: true,
    isOpenBeforeTwoFactor: true,
    request: z.object({ appid: z.string().max(64).optional() }),
    response: empty,
  }),
  logout: defineCall({
    access: session,
    summary: 'End this session on the server.',
    isOpenBeforeTwoFactor: true,
    request: empty,
    response: empty,
  }),
  get_person_info: defineCall({
    access: session,
    summary: 'The identity (personal verification) record of the signed-in user, or null.',
    request: empty,
    response: z.object({
      person: z
        .object({
          id: z.number(),
          verify_status: z.number(),
          objection: z.string().nullable(),
          en_objection: z.string().nullable(),
        })
        .nullable(),
    }),
  }),
  'GroupUser/ChangePassword': defineCall({
    access: session,
    summary: 'Change the password. Ends every other session of the user.',
    aliases: ['ChangePassword'],
    request: z.object({
      origin_password: z.string().min(1, 'validation.old_password_required').max(100),
      new_password: z.string().max(100),
    }),
    response: empty,
  }),
} as const;
