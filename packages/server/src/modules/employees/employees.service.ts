import { canAccessPage, canGrantRole, ROLE } from '@mbo/contracts/access';
import { EMPLOYEE_STATUS, type Employee, type EmployeeDetail } from '@mbo/contracts/calls/employees';
import { EMPLOYEE_ADD_METHOD } from '@mbo/contracts/constants';
import { normalisePhone } from '@mbo/contracts/field-rules';
import type { MerchantContext } from '../../http/call-context.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { AccountRef } from '../auth/auth.public.ts';
import type { EmployeeRow, EmployeesRepository, EmployeeWrites, Membership } from './employees.repository.ts';

export interface AccountInput {
  method: number;
  countryCode: string;
  phone?: string | undefined;
  email?: string | undefined;
}

export interface EmployeeInput {
  name: string;
  roles: number[];
  branchId?: number | null | undefined;
}

/** An employee account as the request names it (the schema has checked its form): e-mail lower-cased, AU mobiles get their 0. */
export function accountOf(input: AccountInput): AccountRef {
  if (input.method === EMPLOYEE_ADD_METHOD.email)
    return { type: 'email', email: (input.email ?? '').trim().toLowerCase() };
  return { type: 'phone', countryCode: input.countryCode, phone: normalisePhone(input.countryCode, input.phone ?? '') };
}

/** A row as the contract shows it to the caller. */
const employeeOf = (ctx: MerchantContext, row: EmployeeRow): Employee => ({
  user_id: row.user_id,
  name: row.name,
  email: row.email,
  country_code: row.country_code,
  phone: row.phone,
  roles: row.roles.map((type) => ({ type })),
  branch_id: row.branch_id,
  branch_name: row.branch_name,
  is_self: row.user_id === ctx.session.userId,
});

const isSuperAdmin = (roles: readonly number[]) => roles.includes(ROLE.superAdmin);

/** Roles held on one side only: what a change grants or takes away. */
const changedRoles = (before: readonly number[], after: readonly number[]) => [
  ...before.filter((role) => !after.includes(role)),
  ...after.filter((role) => !before.includes(role)),
];
const sameRoles = (before: readonly number[], after: readonly number[]) => changedRoles(before, after).length === 0;

function mayGrantAll(callerRoles: readonly number[], roles: readonly number[]): void {
  if (!roles.every((role) => canGrantRole(callerRoles, role))) throw badRequest('employees.role_not_grantable');
}

/**
 * The rules of employees (second document, sections 5 and 6, and ours where the spec is silent):
 * - only a super admin grants, changes or removes the super admin role, or edits or removes a super admin;
 * - a caller grants or takes away (adding, editing or removing an employee) only roles whose every page the caller's
 *   own roles open (`canGrantRole`), and changes a cashier's store only when they may grant the cashier role: a
 *   merchant admin (role 4) so manages merchant admins only, and cannot hand out finance or cashier access;
 * - nobody changes their own roles or store (any role): a member edits only their own name;
 * - the merchant keeps at least one live super admin; nobody removes themselves;
 * - a removed employee's sessions end when no merchant is left to them (and they are not provider staff);
 * - a cashier is tied to one live store of this merchant; members without the cashier role keep no store;
 * - the name given is this merchant's name for the employee (employees.name); the account's own name is untouched.
 * Refusals by these rules answer 400 with their message: 403 stays the answer of the door (membership, page access).
 * Changes of one merchant run one at a time (`inMerchantLock`); each writes its audit entry in the same transaction.
 */
export function createEmployeesService(repository: EmployeesRepository) {
  async function storeFor(writes: EmployeeWrites, input: EmployeeInput): Promise<number | null> {
    if (!input.roles.includes(ROLE.cashier)) return null;
    const branchId = input.branchId ?? null;
    if (branchId === null) throw badRequest('employees.branch_required');
    if (!(await writes.isLiveStore(branchId))) throw badRequest('employees.branch_not_found');
    return branchId;
  }

  async function liveMember(writes: EmployeeWrites, userId: number): Promise<Membership> {
    const membership = await writes.membership(userId);
    if (!membership || membership.isDelete) throw notFound('employees.not_found');
    return membership;
  }

  /**
   * The caller's roles as they are now, under the lock: admission read them a moment earlier, and a concurrent
   * change (another admin removing or demoting the caller) must not let a stale role act.
   */
  async function callerRoles(writes: EmployeeWrites, ctx: MerchantContext): Promise<number[]> {
    const caller = await writes.membership(ctx.session.userId);
    if (!caller || caller.isDelete) throw forbidden('errors.not_member');
    if (!canAccessPage(caller.roles, 'employee')) throw forbidden('errors.forbidden_page');
    return caller.roles;
  }

  async function keepsASuperAdmin(writes: EmployeeWrites, userId: number): Promise<void> {
    if ((await writes.superAdminsOtherThan(userId)) === 0) throw badRequest('employees.last_super_admin');
  }

  return {
    async list(ctx: MerchantContext): Promise<Employee[]> {
      const rows = await repository.list(ctx.merchant.id);
      return rows.map((row) => employeeOf(ctx, row));
    },

    /** A removed employee is shown as removed, without roles or store: what they held is in the audit log. */
    async detail(ctx: MerchantContext, userId: number): Promise<EmployeeDetail> {
      const row = await repository.detail(ctx.merchant.id, userId);
      if (!row) throw notFound('employees.not_found');
      const employee = employeeOf(ctx, row);
      return row.is_delete
        ? {
            ...employee,
            roles: [],
            branch_id: null,
            branch_name: null,
            status: EMPLOYEE_STATUS.removed,
            created_at: row.created_at,
          }
        : { ...employee, status: EMPLOYEE_STATUS.active, created_at: row.created_at };
    },

    async checkAccount(ctx: MerchantContext, account: AccountInput) {
      const userId = await repository.findUserId(accountOf(account));
      return {
        is_exist: userId !== null,
        is_member: userId !== null && (await repository.isLiveMember(ctx.merchant.id, userId)),
      };
    },

    async create(ctx: MerchantContext, account: AccountInput, input: EmployeeInput): Promise<{ user_id: number }> {
      if (isSuperAdmin(input.roles) && !isSuperAdmin(ctx.merchant.roles))
        throw badRequest('employees.super_admin_only');
      const userId = await repository.findUserId(accountOf(account));
      if (userId === null) throw badRequest('employees.not_registered');
      return repository.inMerchantLock(ctx.merchant.id, async (writes) => {
        const roles = await callerRoles(writes, ctx);
        if (isSuperAdmin(input.roles) && !isSuperAdmin(roles)) throw badRequest('employees.super_admin_only');
        mayGrantAll(roles, input.roles);
        const existing = await writes.membership(userId);
        if (existing && !existing.isDelete) throw conflict('employees.already_member');
        const branchId = await storeFor(writes, input);
        await writes.join(userId, branchId);
        await writes.setRoles(userId, input.roles);
        await writes.setName(userId, input.name);
        await writes.audit('employee_added', ctx.session.userId, ctx.ip, {
          employee_user_id: userId,
          roles: input.roles,
          branch_id: branchId,
          is_rejoin: existing !== null,
        });
        return { user_id: userId };
      });
    },

    async update(ctx: MerchantContext, userId: number, input: EmployeeInput): Promise<void> {
      await repository.inMerchantLock(ctx.merchant.id, async (writes) => {
        const roles = await callerRoles(writes, ctx);
        const before = await liveMember(writes, userId);
        const touchesSuperAdmin = isSuperAdmin(before.roles) || isSuperAdmin(input.roles);
        if (touchesSuperAdmin && !isSuperAdmin(roles)) throw badRequest('employees.super_admin_only');
        const branchId = await storeFor(writes, input);
        const isOwn = userId === ctx.session.userId;
        if (isOwn && (!sameRoles(before.roles, input.roles) || branchId !== before.branchId))
          throw badRequest('employees.own_roles');
        mayGrantAll(roles, changedRoles(before.roles, input.roles));
        if (branchId !== before.branchId) mayGrantAll(roles, [ROLE.cashier]);
        if (isSuperAdmin(before.roles) && !isSuperAdmin(input.roles)) await keepsASuperAdmin(writes, userId);
        await writes.setBranch(userId, branchId);
        await writes.setRoles(userId, input.roles);
        await writes.setName(userId, input.name);
        await writes.audit('employee_updated', ctx.session.userId, ctx.ip, {
          employee_user_id: userId,
          roles_before: before.roles,
          roles: input.roles,
          branch_id_before: before.branchId,
          branch_id: branchId,
        });
      });
    },

    async remove(ctx: MerchantContext, userId: number): Promise<void> {
      if (userId === ctx.session.userId) throw badRequest('employees.remove_self');
      await repository.inMerchantLock(ctx.merchant.id, async (writes) => {
        const roles = await callerRoles(writes, ctx);
        const before = await liveMember(writes, userId);
        if (isSuperAdmin(before.roles)) {
          if (!isSuperAdmin(roles)) throw badRequest('employees.super_admin_only');
          await keepsASuperAdmin(writes, userId);
        }
        mayGrantAll(roles, before.roles);
        await writes.leave(userId);
        await writes.endSessionsIfNoMerchantLeft(userId);
        await writes.audit('employee_removed', ctx.session.userId, ctx.ip, {
          employee_user_id: userId,
          roles: before.roles,
          branch_id: before.branchId,
        });
      });
    },
  };
}
export type EmployeesService = ReturnType<typeof createEmployeesService>;
