import { sql, type SQL } from 'drizzle-orm';
import { ROLE } from '@mbo/contracts/access';

/**
 * Whether a user (an id, or a column such as sessions.user_id) is a live super admin (role 1) of a live merchant
 * that requires two-step verification. Read from the user's memberships (employees_user_idx), so the session check
 * that holds such a user at the set-up (sessions.repository.ts) costs an index lookup per call.
 */
export const isTwoFactorRequiredOf = (userId: SQL | number): SQL => sql`exists (
  select 1 from employees e
  join merchants m on m.id = e.merchant_id and not m.is_delete and m.require_two_factor
  join employee_roles r on r.merchant_id = e.merchant_id and r.user_id = e.user_id and r.role_type = ${ROLE.superAdmin} and not r.is_delete
  where e.user_id = ${userId} and not e.is_delete)`;

/** Whether a user has two-step verification on (an enrolment in progress does not count). */
export const hasTwoFactorOn = (userId: SQL | number): SQL =>
  sql`exists (select 1 from user_totp t where t.user_id = ${userId} and t.enabled_at is not null)`;

/**
 * Whether a user is active provider staff (a provider_staff row not disabled): staff must always use two-step
 * verification (ARCHITECTURE.md, "The provider's review console"), so such a user without it is held at its set-up.
 */
export const isActiveStaff = (userId: SQL | number): SQL =>
  sql`exists (select 1 from provider_staff s where s.user_id = ${userId} and s.disabled_at is null)`;

/** Why a user must have two-step verification on: 'staff' before 'merchant'; null when nothing requires it. */
export type TwoFactorRequirement = 'staff' | 'merchant' | null;

/** The requirement of a user as one SQL value ('staff', 'merchant' or null). */
export const twoFactorRequirementOf = (userId: SQL | number): SQL<TwoFactorRequirement> =>
  sql<TwoFactorRequirement>`case when ${isActiveStaff(userId)} then 'staff' when ${isTwoFactorRequiredOf(userId)} then 'merchant' end`;
