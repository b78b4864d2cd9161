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
