/**
 * The console's staff accounts (issue 11 §4): the operations admin lists the provider's staff, adds a person (a new
 * e-mail becomes a user invited by a one-time link to set a password), changes a role, disables and enables. Every
 * change is recorded in the console's audit log; nobody changes themselves, and one active operations admin always
 * remains. The invitation's own call is public: the link is the proof.
 */
import { z } from 'zod';
import { PROVIDER_ROLES } from '../console-access.ts';
import { LANGUAGES } from '../constants.ts';
import { emailSchema, personNameSchema } from '../validation.ts';
import { defineCall, provider, publicAccess } from './define.ts';

/** A staff member's user id; the example names nobody, so a generated request changes no one. */
const staffUserId = z
  .number()
  .int()
  .positive()
  .meta({ examples: [2_000_000_000] });
const role = z.enum(PROVIDER_ROLES, { error: 'console.role_invalid' });

export const staffMemberSchema = z.object({
  user_id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  role: z.enum(PROVIDER_ROLES),
  is_two_factor_on: z.boolean(),
  /** UTC `YYYY-MM-DD HH:mm:ss` of the last session started; null: never signed in. */
  last_sign_in_at: z.string().nullable(),
  is_active: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const addStaffRequest = z.object({
  name: personNameSchema,
  email: emailSchema.meta({ examples: ['new.staff@example.test'] }),
  role,
  /** The language of the invitation e-mail (a new person), and their account's language. */
  language: z.enum(LANGUAGES),
});

export const consoleStaffCalls = {
  'console/list_staff': defineCall({
    access: provider('staff'),
    summary:
      'Every staff account of the console, active and disabled: name, e-mail, role, whether two-step verification ' +
      'is on, the last sign-in (UTC). Operations admins only.',
    request: z.object({}),
    response: z.object({ staff: z.array(staffMemberSchema) }),
  }),
  'console/add_staff': defineCall({
    access: provider('staff'),
    summary:
      'Makes a person staff with a role. An e-mail no user has becomes a new user, sent an invitation in the given ' +
      'language with a one-time link to set a password (valid 72 hours); an existing user keeps their name and ' +
      'password and is told by e-mail. A user already staff is refused (409).',
    request: addStaffRequest,
    response: z.object({ user_id: z.number(), is_new_user: z.boolean() }),
  }),
  'console/set_staff_role': defineCall({
    access: provider('staff'),
    summary:
      'Changes a staff member’s role. Refused for oneself (403) and when it would leave no active operations admin (409).',
    request: z.object({ user_id: staffUserId, role }),
    response: z.object({}),
  }),
  'console/set_staff_active': defineCall({
    access: provider('staff'),
    summary:
      'Disables a staff member (their sessions end at once; the console refuses them) or enables them again. ' +
      'Refused for oneself (403) and when it would leave no active operations admin (409).',
    request: z.object({ user_id: staffUserId, is_active: z.boolean() }),
    response: z.object({}),
  }),
  'console/accept_invitation': defineCall({
    access: publicAccess,
    summary:
      'Sets the password of a person invited to the console, with the invitation link’s u_id and u_key (once, before ' +
      'it expires). They then sign in at /console/login and set up two-step verification.',
    isSilent: true,
    request: z.object({
      u_id: z.string().min(1).max(2000),
      u_key: z.string().min(1).max(100),
      new_password: z.string().max(100),
    }),
    response: z.object({}),
  }),
} as const;
