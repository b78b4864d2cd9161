import { and, eq } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { employeeRoles, employees, merchants } from '@mbo/db/schema';
import type { MerchantMembership } from '../../http/call-context.ts';

/** A user's live membership of a live merchant with their non-deleted roles, or null. */
export function createMembershipRepository(db: Database) {
  return {
    async find(userId: number, merchantId: number): Promise<MerchantMembership | null> {
      const rows = await db
        .select({ branchId: employees.branchId, roleType: employeeRoles.roleType, roleDeleted: employeeRoles.isDelete })
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
        );
      if (rows.length === 0) return null;
      const roles = rows.filter((row) => row.roleType !== null && !row.roleDeleted).map((row) => row.roleType!);
      return { id: merchantId, roles, branchId: rows[0]!.branchId };
    },
  };
}
export type MembershipRepository = ReturnType<typeof createMembershipRepository>;
