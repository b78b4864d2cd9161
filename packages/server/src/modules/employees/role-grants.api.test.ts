/**
 * Issue 9, finding 2: who may grant which role. Every combination of caller roles × the target's roles before ×
 * after, generated from the registry's role ids, is checked against the rule as this file computes it on its own
 * (page sets, not the server's `canGrantRole`). On the code before the fix a merchant admin could give itself
 * finance ([4] → [4, 2]) and grant finance or cashier to others, so these cases failed.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAGE_ACCESS, ROLE_IDS } from '@mbo/contracts/access';
import { translate } from '@mbo/contracts/i18n';
import { employeeRoles, employees } from '@mbo/db/schema';
import { addMember, createMerchant, createStore, createUser, signIn } from '../../../test/support/factories.ts';
import { type TestServer, serverForThisFile } from '../../../test/support/harness.ts';

const server = serverForThisFile();

const SUPER_ADMIN = 1;
const CASHIER = 3;

/** Every non-empty subset of the registry's role ids, ascending. */
const ROLE_SETS: number[][] = Array.from({ length: 2 ** ROLE_IDS.length - 1 }, (_, mask) =>
  ROLE_IDS.filter((_, bit) => ((mask + 1) >> bit) & 1),
);

/** The pages a set of roles opens, straight from the table. */
const pagesOf = (roles: readonly number[]) =>
  new Set(
    Object.entries(PAGE_ACCESS).flatMap(([page, allowed]) =>
      (allowed as readonly number[]).some((role) => roles.includes(role)) ? [page] : [],
    ),
  );
const mayOpenEmployees = (roles: readonly number[]) => pagesOf(roles).has('employee');
const grantable = (caller: readonly number[], role: number) =>
  [...pagesOf([role])].every((page) => pagesOf(caller).has(page));
const symmetricDifference = (a: readonly number[], b: readonly number[]) => [
  ...a.filter((r) => !b.includes(r)),
  ...b.filter((r) => !a.includes(r)),
];

type Verdict = [status: number, messageKey: 'employees.super_admin_only' | 'employees.role_not_grantable' | null];

/** The rule, computed here: role 1 only by a super admin; every role granted or taken away must be grantable. */
function expected(caller: readonly number[], before: readonly number[], after: readonly number[]): Verdict {
  if (!mayOpenEmployees(caller)) return [403, null];
  if ((before.includes(SUPER_ADMIN) || after.includes(SUPER_ADMIN)) && !caller.includes(SUPER_ADMIN))
    return [400, 'employees.super_admin_only'];
  if (!symmetricDifference(before, after).every((role) => grantable(caller, role)))
    return [400, 'employees.role_not_grantable'];
  return [200, null];
}

/** Single-role callers, and a merchant admin who also holds finance (may then grant 2, 3, 4) or exchange (4, 5). */
const CALLERS: number[][] = [...ROLE_IDS.map((role) => [role]), [2, 4], [4, 5]];

async function rolesOf(merchantId: number, userId: number): Promise<number[]> {
  const rows = await server.db
    .select({ role: employeeRoles.roleType })
    .from(employeeRoles)
    .where(
      and(
        eq(employeeRoles.merchantId, merchantId),
        eq(employeeRoles.userId, userId),
        eq(employeeRoles.isDelete, false),
      ),
    );
  return rows.map((row) => row.role).sort();
}

/** Puts the target back as it was (after a change that was allowed). */
async function resetMember(merchantId: number, userId: number, roles: number[], branchId: number | null) {
  await server.db
    .delete(employeeRoles)
    .where(and(eq(employeeRoles.merchantId, merchantId), eq(employeeRoles.userId, userId)));
  await server.db.insert(employeeRoles).values(roles.map((roleType) => ({ merchantId, userId, roleType })));
  await server.db
    .update(employees)
    .set({ branchId, isDelete: false })
    .where(and(eq(employees.merchantId, merchantId), eq(employees.userId, userId)));
}

/** A merchant with a store, a super admin who is not the caller, and the caller with `roles`, signed in. */
async function merchantWithCaller(callerRoles: number[]) {
  const merchant = await createMerchant(server.db);
  const store = await createStore(server.db, merchant.id);
  const owner = await createUser(server.db);
  await addMember(server.db, merchant.id, owner.id, [SUPER_ADMIN]);
  const caller = await createUser(server.db);
  await addMember(server.db, merchant.id, caller.id, callerRoles, callerRoles.includes(CASHIER) ? store.id : null);
  return { merchant, store, caller, token: await signIn(server, caller.email!) };
}

const verdictOf = (result: Awaited<ReturnType<TestServer['call']>>): Verdict => [
  result.status,
  result.status === 400
    ? result.body.msg === translate('en', 'employees.super_admin_only')
      ? 'employees.super_admin_only'
      : result.body.msg === translate('en', 'employees.role_not_grantable')
        ? 'employees.role_not_grantable'
        : (result.body.msg as never)
    : null,
];

/** Runs `tasks` with at most `limit` at once (the machine is shared; the server takes one change per merchant at a time anyway). */
async function inBatches<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += limit) await Promise.all(items.slice(i, i + limit).map(task));
}

describe('granting roles: every caller × before × after', () => {
  it.each(CALLERS.map((roles) => [roles.join('+'), roles] as const))(
    'caller %s on another employee',
    { timeout: 240_000 },
    async (_, callerRoles) => {
      const t = await merchantWithCaller(callerRoles);
      const mismatches: string[] = [];
      await inBatches(ROLE_SETS, 4, async (before) => {
        const target = await createUser(server.db);
        const beforeBranch = before.includes(CASHIER) ? t.store.id : null;
        await addMember(server.db, t.merchant.id, target.id, before, beforeBranch);
        for (const after of ROLE_SETS) {
          const body = {
            merchant_id: t.merchant.id,
            employeeId: target.id,
            name: 'Kim',
            roles_types: after,
            ...(after.includes(CASHIER) ? { branch_id: t.store.id } : {}),
          };
          const got = verdictOf(await server.call('merchant/update_employee_V2', body, { token: t.token }));
          const want = expected(callerRoles, before, after);
          if (JSON.stringify(got) !== JSON.stringify(want))
            mismatches.push(`update [${before}] → [${after}]: got ${got}, want ${want}`);
          if (got[0] === 200) await resetMember(t.merchant.id, target.id, before, beforeBranch);
          else if ((await rolesOf(t.merchant.id, target.id)).join() !== before.join())
            mismatches.push(`refused [${before}] → [${after}] changed the roles`);
        }
      });
      expect(mismatches).toEqual([]);
    },
  );

  it.each(CALLERS.map((roles) => [roles.join('+'), roles] as const))(
    'caller %s adding and removing employees',
    { timeout: 120_000 },
    async (_, callerRoles) => {
      const t = await merchantWithCaller(callerRoles);
      const mismatches: string[] = [];
      await inBatches(ROLE_SETS, 4, async (roles) => {
        const branch = roles.includes(CASHIER) ? { branch_id: t.store.id } : {};
        const newcomer = await createUser(server.db);
        const add = {
          merchant_id: t.merchant.id,
          add_method: 2,
          name: 'Lee',
          email: newcomer.email,
          roles_types: roles,
          ...branch,
        };
        const added = verdictOf(await server.call('merchant/create_employee_V2', add, { token: t.token }));
        const addWanted = expected(callerRoles, [], roles);
        if (JSON.stringify(added) !== JSON.stringify(addWanted))
          mismatches.push(`create [${roles}]: got ${added}, want ${addWanted}`);
        if (added[0] !== 200 && (await rolesOf(t.merchant.id, newcomer.id)).length > 0)
          mismatches.push(`refused create [${roles}] added roles`);

        const member = await createUser(server.db);
        await addMember(server.db, t.merchant.id, member.id, roles, roles.includes(CASHIER) ? t.store.id : null);
        const removed = verdictOf(
          await server.call(
            'merchant/remove_employee',
            { merchant_id: t.merchant.id, user_id: member.id },
            { token: t.token },
          ),
        );
        const removeWanted = expected(callerRoles, roles, []);
        if (JSON.stringify(removed) !== JSON.stringify(removeWanted))
          mismatches.push(`remove [${roles}]: got ${removed}, want ${removeWanted}`);
        if (removed[0] !== 200 && (await rolesOf(t.merchant.id, member.id)).join() !== roles.join())
          mismatches.push(`refused remove [${roles}] changed the roles`);
      });
      expect(mismatches).toEqual([]);
    },
  );
});

describe('own roles', () => {
  it("a merchant admin cannot give itself finance (the issue's case), in either language, and nothing changes", async () => {
    const t = await merchantWithCaller([4]);
    for (const language of ['en-US', 'zh-CN'] as const) {
      const result = await server.call(
        'merchant/update_employee_V2',
        { merchant_id: t.merchant.id, employeeId: t.caller.id, name: 'Me', roles_types: [4, 2] },
        { token: t.token, language },
      );
      expect([result.status, result.body.msg]).toEqual([
        400,
        translate(language === 'en-US' ? 'en' : 'zh_CN', 'employees.own_roles'),
      ]);
    }
    expect(await rolesOf(t.merchant.id, t.caller.id)).toEqual([4]);
  });

  it('nobody changes their own roles or store, whatever they hold; their own name they may', async () => {
    for (const callerRoles of CALLERS.filter(mayOpenEmployees).concat([[1, 2, 3, 4, 5]])) {
      const t = await merchantWithCaller(callerRoles);
      for (const after of ROLE_SETS) {
        const body = {
          merchant_id: t.merchant.id,
          employeeId: t.caller.id,
          name: 'Me',
          roles_types: after,
          ...(after.includes(CASHIER) ? { branch_id: t.store.id } : {}),
        };
        const result = await server.call('merchant/update_employee_V2', body, { token: t.token });
        const isSame = after.join() === callerRoles.join();
        const touchesSuperAdmin = !callerRoles.includes(SUPER_ADMIN) && after.includes(SUPER_ADMIN);
        const want = isSame
          ? [200, undefined]
          : [400, translate('en', touchesSuperAdmin ? 'employees.super_admin_only' : 'employees.own_roles')];
        expect([result.status, result.body.msg], `[${callerRoles}] → [${after}]`).toEqual(want);
        expect(await rolesOf(t.merchant.id, t.caller.id)).toEqual(callerRoles);
      }
      if (callerRoles.includes(CASHIER)) {
        const elsewhere = await createStore(server.db, t.merchant.id);
        const moved = await server.call(
          'merchant/update_employee_V2',
          {
            merchant_id: t.merchant.id,
            employeeId: t.caller.id,
            name: 'Me',
            roles_types: callerRoles,
            branch_id: elsewhere.id,
          },
          { token: t.token },
        );
        expect([moved.status, moved.body.msg]).toEqual([400, translate('en', 'employees.own_roles')]);
      }
    }
  });

  it("a merchant admin cannot move a cashier to another store (the store is the cashier role's reach)", async () => {
    const t = await merchantWithCaller([4]);
    const cashier = await createUser(server.db);
    await addMember(server.db, t.merchant.id, cashier.id, [CASHIER], t.store.id);
    const elsewhere = await createStore(server.db, t.merchant.id);
    const result = await server.call(
      'merchant/update_employee_V2',
      {
        merchant_id: t.merchant.id,
        employeeId: cashier.id,
        name: 'Kim',
        roles_types: [CASHIER],
        branch_id: elsewhere.id,
      },
      { token: t.token },
    );
    expect([result.status, result.body.msg]).toEqual([400, translate('en', 'employees.role_not_grantable')]);
    const [row] = await server.db
      .select()
      .from(employees)
      .where(and(eq(employees.merchantId, t.merchant.id), eq(employees.userId, cashier.id)));
    expect(row?.branchId).toBe(t.store.id);
  });
});
