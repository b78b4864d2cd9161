import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { employeeRoles, employees, merchants } from '@mbo/db/schema';
import type { MerchantMembership } from '../../http/call-context.ts';

/** The largest id a serial (int4) column holds; a larger number names no merchant. */
const MAX_SERIAL_ID = 2_147_483_647;

/** A user's live membership of a live merchant with their non-deleted roles (ascending) and its time zone, or null. */
export function createMembershipRepository(db: Database) {
  return {
    async find(userId: number, merchantId: number): Promise<MerchantMembership | null> {
      // The call layer hands over whatever number the body held (1.5, 1e20 ...): PostgreSQL would reject it as an
      // int4 and turn "no such merchant" into a 500.
      if (!Number.isInteger(merchantId) || merchantId < 1 || merchantId > MAX_SERIAL_ID) return null;
      const rows = await db
        .select({
          branchId: employees.branchId,
          isVerified: merchants.isVerify,
          timeZone: merchants.timeZone,
          roleType: employeeRoles.roleType,
          roleDeleted: employeeRoles.isDelete,
        })
        .from(employees)
        .innerJoin(merchants, eq(merchants.id, employees.merchantId))
        .leftJoin(
          employeeRoles,
          and(eq(employeeRoles.merchantId, employees.merchantId), eq(employeeRoles.userId, employees.userId)),
        )
        .where(
          and(
            eq(employees.userId, userId),
            eq(employees.merchantId, merchantId),
            eq(employees.isDelete, false),
            eq(merchants.isDelete, false),
          ),
        )
        .orderBy(asc(employeeRoles.roleType));
      if (rows.length === 0) return null;
      const roles = rows.flatMap((row) => (row.roleType !== null && !row.roleDeleted ? [row.roleType] : []));
      const { branchId, isVerified, timeZone } = rows[0]!;
      return { id: merchantId, roles, branchId, isVerified, timeZone };
    },
  };
}
export type MembershipRepository = ReturnType<typeof createMembershipRepository>;
