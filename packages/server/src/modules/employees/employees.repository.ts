import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { auditLog, employeeRoles, employees } from '@mbo/db/schema';
import type { AuditAction } from '../audit/audit.public.ts';
import type { AccountRef } from '../auth/auth.public.ts';
import { LOCK_NAMESPACE } from '../../jobs/advisory-locks.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type EmployeeRow = {
  user_id: number;
  name: string;
  email: string | null;
  country_code: string | null;
  phone: string | null;
  branch_id: number | null;
  branch_name: string | null;
  roles: number[];
};

/** One membership for the detail page, live or removed: its live roles (none once removed) and when it began. */
export type EmployeeDetailRow = EmployeeRow & { is_delete: boolean; created_at: string };

/** A membership row, live or removed, with its live roles. */
export interface Membership {
  isDelete: boolean;
  roles: number[];
  branchId: number | null;
}

/** The writes of one employee change, inside the transaction that holds the merchant's lock. */
function employeeWrites(tx: Transaction, merchantId: number) {
  return {
    async membership(userId: number): Promise<Membership | null> {
      const { rows } = await tx.execute<{ is_delete: boolean; branch_id: number | null; roles: number[] }>(sql`
        select e.is_delete, e.branch_id,
               coalesce(array_agg(r.role_type order by r.role_type) filter (where r.role_type is not null and not r.is_delete), '{}') as roles
        from employees e
        left join employee_roles r on r.merchant_id = e.merchant_id and r.user_id = e.user_id
        where e.merchant_id = ${merchantId} and e.user_id = ${userId}
        group by e.is_delete, e.branch_id`);
      const row = rows[0];
      return row ? { isDelete: row.is_delete, branchId: row.branch_id, roles: row.roles.map(Number) } : null;
    },
    /** Live members holding a live super admin role (role 1), leaving out one user. */
    async superAdminsOtherThan(userId: number): Promise<number> {
      const { rows } = await tx.execute<{ count: number }>(sql`
        select count(*)::int as count
        from employees e
        join employee_roles r on r.merchant_id = e.merchant_id and r.user_id = e.user_id and r.role_type = 1 and not r.is_delete
        where e.merchant_id = ${merchantId} and not e.is_delete and e.user_id <> ${userId}`);
      return Number(rows[0]?.count ?? 0);
    },
    async isLiveStore(storeId: number): Promise<boolean> {
      const { rows } = await tx.execute(
        sql`select 1 from stores where merchant_id = ${merchantId} and id = ${storeId} and not is_delete`,
      );
      return rows.length > 0;
    },
    /** Adds the membership, or takes a removed one back. */
    async join(userId: number, branchId: number | null): Promise<void> {
      await tx
        .insert(employees)
        .values({ merchantId, userId, branchId })
        .onConflictDoUpdate({ target: [employees.merchantId, employees.userId], set: { isDelete: false, branchId } });
    },
    async setBranch(userId: number, branchId: number | null): Promise<void> {
      await tx
        .update(employees)
        .set({ branchId })
        .where(and(eq(employees.merchantId, merchantId), eq(employees.userId, userId)));
    },
    /** Exactly these roles live: the others are marked deleted (rows are kept), missing ones added or revived. */
    async setRoles(userId: number, roles: readonly number[]): Promise<void> {
      const roleList = `{${roles.join(',')}}`;
      await tx.execute(sql`
        update employee_roles set is_delete = not (role_type = any(${roleList}::smallint[]))
        where merchant_id = ${merchantId} and user_id = ${userId}`);
      await tx
        .insert(employeeRoles)
        .values(roles.map((roleType) => ({ merchantId, userId, roleType })))
        .onConflictDoUpdate({
          target: [employeeRoles.merchantId, employeeRoles.userId, employeeRoles.roleType],
          set: { isDelete: false },
        });
    },
    async leave(userId: number): Promise<void> {
      await tx
        .update(employees)
        .set({ isDelete: true })
        .where(and(eq(employees.merchantId, merchantId), eq(employees.userId, userId)));
      await tx
        .update(employeeRoles)
        .set({ isDelete: true })
        .where(and(eq(employeeRoles.merchantId, merchantId), eq(employeeRoles.userId, userId)));
    },
    /**
     * Ends the user's sessions when the removal left them a member of no merchant and they are not provider staff:
     * nothing is left for those sessions to do. A member elsewhere keeps theirs (this merchant refuses them anyway).
     */
    async endSessionsIfNoMerchantLeft(userId: number): Promise<void> {
      await tx.execute(sql`
        update sessions set revoked_at = now(), revoked_reason = 'removed_from_merchant'
        where user_id = ${userId} and revoked_at is null
          and not exists (select 1 from employees where user_id = ${userId} and not is_delete)
          and not exists (select 1 from provider_staff where user_id = ${userId} and disabled_at is null)`);
    },
    /** The name this merchant knows the employee by; the account's own name is the person's to change. */
    async setName(userId: number, name: string): Promise<void> {
      await tx
        .update(employees)
        .set({ name })
        .where(and(eq(employees.merchantId, merchantId), eq(employees.userId, userId)));
    },
    /** In the same transaction as the change, so the log never misses one that happened. */
    async audit(action: AuditAction, actorId: number, ip: string, detail: Record<string, unknown>): Promise<void> {
      await tx.insert(auditLog).values({ action, userId: actorId, merchantId, ip, detail });
    },
  };
}
export type EmployeeWrites = ReturnType<typeof employeeWrites>;

export function createEmployeesRepository(db: Database) {
  return {
    async list(merchantId: number): Promise<EmployeeRow[]> {
      const { rows } = await db.execute<EmployeeRow>(sql`
        select e.user_id, coalesce(e.name, u.name) as name, u.email, u.country_code, u.phone, e.branch_id, s.name as branch_name,
               coalesce(array_agg(r.role_type order by r.role_type) filter (where r.role_type is not null and not r.is_delete), '{}') as roles
        from employees e
        join users u on u.id = e.user_id
        left join stores s on s.id = e.branch_id and s.merchant_id = e.merchant_id
        left join employee_roles r on r.merchant_id = e.merchant_id and r.user_id = e.user_id
        where e.merchant_id = ${merchantId} and not e.is_delete
        group by e.user_id, e.created_at, e.branch_id, e.name, u.id, s.name
        order by e.created_at, e.user_id`);
      return rows.map((row) => ({ ...row, user_id: Number(row.user_id), roles: row.roles.map(Number) }));
    },
    async detail(merchantId: number, userId: number): Promise<EmployeeDetailRow | null> {
      const { rows } = await db.execute<EmployeeDetailRow>(sql`
        select e.user_id, coalesce(e.name, u.name) as name, u.email, u.country_code, u.phone, e.branch_id, s.name as branch_name,
               e.is_delete, to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
               coalesce(array_agg(r.role_type order by r.role_type) filter (where r.role_type is not null and not r.is_delete), '{}') as roles
        from employees e
        join users u on u.id = e.user_id
        left join stores s on s.id = e.branch_id and s.merchant_id = e.merchant_id
        left join employee_roles r on r.merchant_id = e.merchant_id and r.user_id = e.user_id
        where e.merchant_id = ${merchantId} and e.user_id = ${userId}
        group by e.user_id, e.created_at, e.branch_id, e.name, e.is_delete, u.id, s.name`);
      const row = rows[0];
      return row ? { ...row, user_id: Number(row.user_id), roles: row.roles.map(Number) } : null;
    },
    async branches(merchantId: number) {
      const { rows } = await db.execute<{ id: number; name: string; short_name: string; number: string }>(sql`
        select id, name, short_name, number from stores where merchant_id = ${merchantId} and not is_delete order by id`);
      return rows.map((row) => ({ ...row, id: Number(row.id) }));
    },
    async findUserId(account: AccountRef): Promise<number | null> {
      const where =
        account.type === 'email'
          ? sql`lower(email) = ${account.email}`
          : sql`country_code = ${account.countryCode} and phone = ${account.phone}`;
      const { rows } = await db.execute<{ id: number }>(sql`select id from users where ${where}`);
      return rows[0] ? Number(rows[0].id) : null;
    },
    async isLiveMember(merchantId: number, userId: number): Promise<boolean> {
      const { rows } = await db.execute(
        sql`select 1 from employees where merchant_id = ${merchantId} and user_id = ${userId} and not is_delete`,
      );
      return rows.length > 0;
    },
    /**
     * Runs one employee change in a transaction holding the merchant's employee lock, so two changes of one merchant
     * never interleave (two super admins removing each other cannot leave the merchant without one).
     */
    inMerchantLock<T>(merchantId: number, change: (writes: EmployeeWrites) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE.employees}, ${merchantId})`);
        return change(employeeWrites(tx, merchantId));
      });
    },
  };
}
export type EmployeesRepository = ReturnType<typeof createEmployeesRepository>;
