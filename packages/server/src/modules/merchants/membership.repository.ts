import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import type { MerchantMembership } from '../../http/call-context.ts';

/** The largest id a serial (int4) column holds; a larger number names no merchant. */
const MAX_SERIAL_ID = 2_147_483_647;

/** A membership as the statement answers it (JSON), before it is one of ours. */
interface MembershipJson {
  branchId: number | null;
  isVerified: boolean;
  timeZone: string;
  roles: number[];
}

/**
 * A user's live membership of a live merchant as one JSON value (null: none): the branch, whether the merchant is
 * verified, its time zone, and the user's non-deleted roles in ascending order. A subquery on `userId`, so the call
 * layer reads it in the statement that admits the session (one round trip for both), and `find` alone.
 */
export function membershipJson(userId: SQL, merchantId: number): SQL<MembershipJson | null> {
  return sql<MembershipJson | null>`(
    select json_build_object(
        'branchId', e.branch_id, 'isVerified', m.is_verify, 'timeZone', m.time_zone,
        'roles', coalesce((select json_agg(r.role_type order by r.role_type) from employee_roles r
                            where r.merchant_id = e.merchant_id and r.user_id = e.user_id and not r.is_delete), '[]'::json))
      from employees e join merchants m on m.id = e.merchant_id
     where e.user_id = ${userId} and e.merchant_id = ${merchantId} and not e.is_delete and not m.is_delete)`;
}

/** Whether a number can name a merchant: the call layer hands over whatever number the body held (1.5, 1e20 ...). */
export const isMerchantIdInRange = (merchantId: number) =>
  Number.isInteger(merchantId) && merchantId >= 1 && merchantId <= MAX_SERIAL_ID;

/** The membership of the merchant `merchantId` from what `membershipJson` answered. */
export function membershipFrom(json: MembershipJson | null, merchantId: number): MerchantMembership | null {
  if (json === null) return null;
  const { branchId, isVerified, timeZone, roles } = json;
  return { id: merchantId, roles, branchId, isVerified, timeZone };
}

/** A user's live membership of a live merchant with their non-deleted roles (ascending) and its time zone, or null. */
export function createMembershipRepository(db: Database) {
  return {
    async find(userId: number, merchantId: number): Promise<MerchantMembership | null> {
      // PostgreSQL would reject an out-of-range number as an int4 and turn "no such merchant" into a 500.
      if (!isMerchantIdInRange(merchantId)) return null;
      const { rows } = await db.execute<{ membership: MembershipJson | null }>(
        sql`select ${membershipJson(sql`${userId}`, merchantId)} as membership`,
      );
      return membershipFrom(rows[0]?.membership ?? null, merchantId);
    },
  };
}
export type MembershipRepository = ReturnType<typeof createMembershipRepository>;
