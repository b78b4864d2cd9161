import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Employee } from '@mbo/contracts/calls/employees';
import { translate } from '@mbo/contracts/i18n';
import { auditLog, employees, stores, users } from '@mbo/db/schema';
import {
  addMember,
  createMerchant,
  createStore,
  createUser,
  memberWithRoles,
  signIn,
} from '../../../test/support/factories.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';

const server = serverForThisFile();

/** A merchant with a store, its super admin (signed in) and a registered user who belongs to no merchant. */
async function team() {
  const owner = await memberWithRoles(server, [1]);
  const store = await createStore(server.db, owner.merchant.id);
  const newcomer = await createUser(server.db);
  return { ...owner, store, newcomer };
}
type Team = Awaited<ReturnType<typeof team>>;

async function list(t: Pick<Team, 'merchant' | 'token'>): Promise<Employee[]> {
  const result = await server.call(
    'merchant/get_employee_list_of_merchant',
    { merchant_id: t.merchant.id },
    { token: t.token },
  );
  expect(result.status).toBe(200);
  return result.body.datas;
}

const addByEmail = (t: Team, email: string, roles: number[], extra: Record<string, unknown> = {}, token = t.token) =>
  server.call(
    'merchant/create_employee_V2',
    { merchant_id: t.merchant.id, add_method: 2, name: 'Mia Chen', email, roles_types: roles, ...extra },
    { token },
  );

const msg = (key: Parameters<typeof translate>[1], language: 'en' | 'zh_CN' = 'en') => translate(language, key);

async function lastAudit(merchantId: number) {
  return server.db.query.auditLog.findFirst({ where: eq(auditLog.merchantId, merchantId), orderBy: desc(auditLog.id) });
}

describe('adding an employee', () => {
  it('adds a registered e-mail as a cashier of a store, who then sees only that store', async () => {
    const t = await team();
    const added = await addByEmail(t, t.newcomer.email!.toUpperCase(), [3], { branch_id: t.store.id });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ success: true, user_id: t.newcomer.id });

    const row = (await list(t)).find((employee) => employee.user_id === t.newcomer.id);
    expect(row).toEqual({
      user_id: t.newcomer.id,
      name: 'Mia Chen',
      email: t.newcomer.email,
      country_code: '+61',
      phone: t.newcomer.phone,
      roles: [{ type: 3 }],
      branch_id: t.store.id,
      branch_name: t.store.name,
      is_self: false,
    });
    expect(await lastAudit(t.merchant.id)).toMatchObject({
      action: 'employee_added',
      userId: t.user.id,
      detail: { employee_user_id: t.newcomer.id, roles: [3], branch_id: t.store.id, is_rejoin: false },
    });

    await createStore(server.db, t.merchant.id);
    const cashierToken = await signIn(server, t.newcomer.email!);
    const branches = await server.call(
      'get_branch_list_of_employee',
      { merchant_id: t.merchant.id },
      { token: cashierToken },
    );
    expect(branches.body.branchs.map((branch) => branch.id)).toEqual([t.store.id]);
  });

  it('adds by phone under +61, with or without the leading 0, and gives a non-cashier no store', async () => {
    const t = await team();
    const withoutZero = t.newcomer.phone!.replace(/^0/, '');
    const added = await server.call(
      'merchant/create_employee_V2',
      {
        merchant_id: t.merchant.id,
        add_method: 1,
        name: ' Sam Lee ',
        phone: withoutZero,
        roles_types: [2, 4],
        branch_id: t.store.id,
      },
      { token: t.token },
    );
    expect(added.status).toBe(200);
    const row = (await list(t)).find((employee) => employee.user_id === t.newcomer.id);
    expect(row).toMatchObject({
      name: 'Sam Lee',
      roles: [{ type: 2 }, { type: 4 }],
      branch_id: null,
      branch_name: null,
    });
  });

  it("refuses an account nobody registered, in the caller's language, and adds nothing", async () => {
    const t = await team();
    for (const language of ['en-US', 'zh-CN'] as const) {
      const result = await server.call(
        'merchant/create_employee_V2',
        {
          merchant_id: t.merchant.id,
          add_method: 2,
          name: 'Ghost',
          email: 'nobody-registered@example.test',
          roles_types: [2],
        },
        { token: t.token, language },
      );
      expect(result.status).toBe(400);
      expect(result.body.msg).toBe(msg('employees.not_registered', language === 'en-US' ? 'en' : 'zh_CN'));
    }
    expect(await list(t)).toHaveLength(1);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const t = await team();
    const base = { merchant_id: t.merchant.id, add_method: 2, name: 'Mia', email: t.newcomer.email, roles_types: [2] };
    const cases: [Record<string, unknown>, Parameters<typeof msg>[0]][] = [
      [{ name: '   ' }, 'employees.name_required'],
      [{ roles_types: [] }, 'employees.role_required'],
      [{ roles_types: [6] }, 'employees.role_invalid'],
      [{ roles_types: [2, 2] }, 'employees.role_invalid'],
      [{ email: 'not-an-email' }, 'employees.email_invalid'],
      [{ add_method: 1, phone: '04a2000007' }, 'employees.phone_digits'],
      [{ add_method: 1, phone: '+61412000007' }, 'employees.phone_digits'],
      [{ add_method: 3 }, 'employees.add_method_invalid'],
      [{ roles_types: [3] }, 'employees.branch_required'],
      [{ roles_types: [3], branch_id: null }, 'employees.branch_required'],
    ];
    for (const [change, key] of cases) {
      const result = await server.call('merchant/create_employee_V2', { ...base, ...change }, { token: t.token });
      expect([result.status, result.body.msg], JSON.stringify(change)).toEqual([400, msg(key)]);
    }
    expect(await list(t)).toHaveLength(1);
  });

  it("refuses another merchant's store, or a closed one, for a cashier", async () => {
    const t = await team();
    const other = await createMerchant(server.db);
    const foreignStore = await createStore(server.db, other.id);
    const result = await addByEmail(t, t.newcomer.email!, [3], { branch_id: foreignStore.id });
    expect([result.status, result.body.msg]).toEqual([400, msg('employees.branch_not_found')]);
    await server.db.update(stores).set({ isDelete: true }).where(eq(stores.id, t.store.id));
    const closed = await addByEmail(t, t.newcomer.email!, [3], { branch_id: t.store.id });
    expect([closed.status, closed.body.msg]).toEqual([400, msg('employees.branch_not_found')]);
    expect(await list(t)).toHaveLength(1);
  });

  it('refuses a current member, and takes a removed one back with the new roles', async () => {
    const t = await team();
    expect((await addByEmail(t, t.newcomer.email!, [2])).status).toBe(200);
    const again = await addByEmail(t, t.newcomer.email!, [4]);
    expect([again.status, again.body.msg]).toEqual([409, msg('employees.already_member')]);

    const removed = await server.call(
      'merchant/remove_employee',
      { merchant_id: t.merchant.id, user_id: t.newcomer.id },
      { token: t.token },
    );
    expect(removed.status).toBe(200);
    const back = await addByEmail(t, t.newcomer.email!, [3], { branch_id: t.store.id });
    expect(back.status).toBe(200);
    expect((await list(t)).find((employee) => employee.user_id === t.newcomer.id)).toMatchObject({
      roles: [{ type: 3 }],
      branch_id: t.store.id,
    });
    expect((await lastAudit(t.merchant.id))?.detail).toMatchObject({ is_rejoin: true });
  });
});

describe('get_employee_branch_list', () => {
  it("offers the merchant's live stores only, to the employee dialog of a merchant admin too", async () => {
    const t = await team();
    const second = await createStore(server.db, t.merchant.id);
    const closed = await createStore(server.db, t.merchant.id);
    await server.db.update(stores).set({ isDelete: true }).where(eq(stores.id, closed.id));
    await createStore(server.db, (await createMerchant(server.db)).id);
    const admin = await createUser(server.db);
    await addMember(server.db, t.merchant.id, admin.id, [4]);
    for (const token of [t.token, await signIn(server, admin.email!)]) {
      const result = await server.call('merchant/get_employee_branch_list', { merchant_id: t.merchant.id }, { token });
      expect(result.body.branchs).toEqual([
        expect.objectContaining({ id: t.store.id, name: t.store.name }),
        expect.objectContaining({ id: second.id, name: second.name }),
      ]);
    }
  });
});

describe('check_employee_account', () => {
  it('tells whether an account is registered and already a member', async () => {
    const t = await team();
    const check = (body: Record<string, unknown>) =>
      server.call('merchant/check_employee_account', { merchant_id: t.merchant.id, ...body }, { token: t.token });
    expect((await check({ add_method: 2, account: t.newcomer.email })).body).toMatchObject({
      is_exist: true,
      is_member: false,
    });
    expect((await check({ add_method: 1, account: t.user.phone })).body).toMatchObject({
      is_exist: true,
      is_member: true,
    });
    expect((await check({ add_method: 1, account: t.user.phone, country_code: '+86' })).body).toMatchObject({
      is_exist: false,
      is_member: false,
    });
    expect((await check({ add_method: 2, account: 'nobody@example.test' })).body).toMatchObject({ is_exist: false });
    const bad = await check({ add_method: 1, account: 'abc' });
    expect([bad.status, bad.body.msg]).toEqual([400, msg('employees.phone_digits')]);
  });
});

describe('editing an employee', () => {
  it('changes name, roles and store; the audit log keeps before and after', async () => {
    const t = await team();
    await addMember(server.db, t.merchant.id, t.newcomer.id, [2]);
    const result = await server.call(
      'merchant/update_employee_V2',
      {
        merchant_id: t.merchant.id,
        employeeId: t.newcomer.id,
        name: 'Ana Ruiz',
        roles_types: [3, 2],
        branch_id: t.store.id,
      },
      { token: t.token },
    );
    expect(result.status).toBe(200);
    expect((await list(t)).find((employee) => employee.user_id === t.newcomer.id)).toMatchObject({
      name: 'Ana Ruiz',
      roles: [{ type: 2 }, { type: 3 }],
      branch_id: t.store.id,
    });
    expect(await lastAudit(t.merchant.id)).toMatchObject({
      action: 'employee_updated',
      detail: { roles_before: [2], roles: [3, 2], branch_id_before: null, branch_id: t.store.id },
    });

    // Dropping the cashier role drops the store.
    await server.call(
      'merchant/update_employee_V2',
      {
        merchant_id: t.merchant.id,
        employeeId: t.newcomer.id,
        name: 'Ana Ruiz',
        roles_types: [2],
        branch_id: t.store.id,
      },
      { token: t.token },
    );
    expect((await list(t)).find((employee) => employee.user_id === t.newcomer.id)).toMatchObject({
      roles: [{ type: 2 }],
      branch_id: null,
    });
  });

  it("renames the employee in this merchant only: the account's own name and other merchants' names stay", async () => {
    const t = await team();
    const other = await memberWithRoles(server, [1]);
    await addMember(server.db, t.merchant.id, t.newcomer.id, [2]);
    await addMember(server.db, other.merchant.id, t.newcomer.id, [2]);
    const result = await server.call(
      'merchant/update_employee_V2',
      { merchant_id: t.merchant.id, employeeId: t.newcomer.id, name: 'Ana (weekend shift)', roles_types: [2] },
      { token: t.token },
    );
    expect(result.status).toBe(200);
    expect((await list(t)).find((employee) => employee.user_id === t.newcomer.id)?.name).toBe('Ana (weekend shift)');
    const [account] = await server.db.select().from(users).where(eq(users.id, t.newcomer.id));
    expect(account?.name).toBe(t.newcomer.name);
    const elsewhere = await server.call(
      'merchant/get_employee_list_of_merchant',
      { merchant_id: other.merchant.id },
      { token: other.token },
    );
    const listed = elsewhere.body.datas.find((employee) => employee.user_id === t.newcomer.id);
    expect(listed?.name).toBe(t.newcomer.name);
  });

  it("gets nothing of another merchant's employee, nor of a removed one", async () => {
    const t = await team();
    const other = await memberWithRoles(server, [1]);
    const foreign = await createUser(server.db);
    await addMember(server.db, other.merchant.id, foreign.id, [2]);
    const update = await server.call(
      'merchant/update_employee_V2',
      { merchant_id: t.merchant.id, employeeId: foreign.id, name: 'Hijack', roles_types: [1] },
      { token: t.token },
    );
    expect([update.status, update.body.msg]).toEqual([404, msg('employees.not_found')]);
    const remove = await server.call(
      'merchant/remove_employee',
      { merchant_id: t.merchant.id, user_id: foreign.id },
      { token: t.token },
    );
    expect(remove.status).toBe(404);
    const theirs = await list(other);
    expect(theirs.find((employee) => employee.user_id === foreign.id)).toMatchObject({
      name: foreign.name,
      roles: [{ type: 2 }],
    });
    // Naming the other merchant itself is refused at the door.
    const across = await server.call(
      'merchant/remove_employee',
      { merchant_id: other.merchant.id, user_id: foreign.id },
      { token: t.token },
    );
    expect(across.status).toBe(403);
    expect(await list(other)).toHaveLength(2);
  });
});

describe('super admins and removal', () => {
  it('lets nobody remove themselves, and keeps at least one super admin', async () => {
    const t = await team();
    const self = await server.call(
      'merchant/remove_employee',
      { merchant_id: t.merchant.id, user_id: t.user.id },
      { token: t.token },
    );
    expect([self.status, self.body.msg]).toEqual([400, msg('employees.remove_self')]);
    const demote = await server.call(
      'merchant/update_employee_V2',
      { merchant_id: t.merchant.id, employeeId: t.user.id, name: t.user.name, roles_types: [4] },
      { token: t.token },
    );
    // Nobody changes their own roles (role-grants.api.test.ts covers every case).
    expect([demote.status, demote.body.msg]).toEqual([400, msg('employees.own_roles')]);

    // With a second super admin, the second may demote the first, and then remove them; not demote themselves.
    await addMember(server.db, t.merchant.id, t.newcomer.id, [1]);
    const second = await signIn(server, t.newcomer.email!);
    const stepDown = await server.call(
      'merchant/update_employee_V2',
      { merchant_id: t.merchant.id, employeeId: t.user.id, name: t.user.name, roles_types: [4] },
      { token: second },
    );
    expect(stepDown.status).toBe(200);
    const lastOne = await server.call(
      'merchant/update_employee_V2',
      { merchant_id: t.merchant.id, employeeId: t.newcomer.id, name: 'Last', roles_types: [4] },
      { token: second },
    );
    expect([lastOne.status, lastOne.body.msg]).toEqual([400, msg('employees.own_roles')]);
    const removeFirst = await server.call(
      'merchant/remove_employee',
      { merchant_id: t.merchant.id, user_id: t.user.id },
      { token: second },
    );
    expect(removeFirst.status).toBe(200);
    expect(await list({ merchant: t.merchant, token: second })).toEqual([
      expect.objectContaining({ user_id: t.newcomer.id, roles: [{ type: 1 }], is_self: true }),
    ]);
  });

  it('two super admins removing each other at once leave one', async () => {
    const t = await team();
    await addMember(server.db, t.merchant.id, t.newcomer.id, [1]);
    const second = await signIn(server, t.newcomer.email!);
    const results = await Promise.all([
      server.call(
        'merchant/remove_employee',
        { merchant_id: t.merchant.id, user_id: t.newcomer.id },
        { token: t.token },
      ),
      server.call('merchant/remove_employee', { merchant_id: t.merchant.id, user_id: t.user.id }, { token: second }),
    ]);
    // One succeeds; the other finds, under the lock, that its caller is no longer a member — or, admitted after the
    // first change committed, is refused at the door: this was their only merchant, so their sessions ended with it.
    // Never both.
    const refused = results.find((result) => result.status !== 200);
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect([
      [403, msg('errors.not_member')],
      [401, msg('errors.invalid_token')],
    ]).toContainEqual([refused?.status, refused?.body.msg]);
    const live = await server.db
      .select()
      .from(employees)
      .where(and(eq(employees.merchantId, t.merchant.id), eq(employees.isDelete, false)));
    expect(live).toHaveLength(1);
  });

  it('a merchant admin manages merchant admins only: no super admin, no role it cannot open itself', async () => {
    const t = await team();
    const admin = await createUser(server.db);
    await addMember(server.db, t.merchant.id, admin.id, [4]);
    const adminToken = await signIn(server, admin.email!);

    const grant = await addByEmail(t, t.newcomer.email!, [1], {}, adminToken);
    expect([grant.status, grant.body.msg]).toEqual([400, msg('employees.super_admin_only')]);
    const cashier = await addByEmail(t, t.newcomer.email!, [3], { branch_id: t.store.id }, adminToken);
    expect([cashier.status, cashier.body.msg]).toEqual([400, msg('employees.role_not_grantable')]);
    expect((await addByEmail(t, t.newcomer.email!, [4], {}, adminToken)).status).toBe(200);
    const promote = await server.call(
      'merchant/update_employee_V2',
      { merchant_id: t.merchant.id, employeeId: t.newcomer.id, name: 'Up', roles_types: [1] },
      { token: adminToken },
    );
    expect(promote.status).toBe(400);
    const finance = await server.call(
      'merchant/update_employee_V2',
      { merchant_id: t.merchant.id, employeeId: t.newcomer.id, name: 'Up', roles_types: [4, 2] },
      { token: adminToken },
    );
    expect([finance.status, finance.body.msg]).toEqual([400, msg('employees.role_not_grantable')]);
    const editOwner = await server.call(
      'merchant/update_employee_V2',
      { merchant_id: t.merchant.id, employeeId: t.user.id, name: 'Renamed', roles_types: [1] },
      { token: adminToken },
    );
    expect([editOwner.status, editOwner.body.msg]).toEqual([400, msg('employees.super_admin_only')]);
    const removeOwner = await server.call(
      'merchant/remove_employee',
      { merchant_id: t.merchant.id, user_id: t.user.id },
      { token: adminToken },
    );
    expect([removeOwner.status, removeOwner.body.msg]).toEqual([400, msg('employees.super_admin_only')]);
    expect(
      (
        await server.call(
          'merchant/remove_employee',
          { merchant_id: t.merchant.id, user_id: t.newcomer.id },
          { token: adminToken },
        )
      ).status,
    ).toBe(200);
    expect((await list(t)).map((employee) => employee.user_id).sort()).toEqual([t.user.id, admin.id].sort());
  });

  it('refuses cashiers and finance at the door', async () => {
    const t = await team();
    for (const role of [2, 3, 5]) {
      const member = await createUser(server.db);
      await addMember(server.db, t.merchant.id, member.id, [role], role === 3 ? t.store.id : null);
      const token = await signIn(server, member.email!);
      const listed = await server.call(
        'merchant/get_employee_list_of_merchant',
        { merchant_id: t.merchant.id },
        { token },
      );
      const added = await addByEmail(t, t.newcomer.email!, [2], {}, token);
      expect([listed.status, added.status]).toEqual([403, 403]);
    }
    expect((await list(t)).some((employee) => employee.user_id === t.newcomer.id)).toBe(false);
  });
});

describe('one employee (the detail page)', () => {
  const detail = (t: Pick<Team, 'merchant' | 'token'>, userId: number) =>
    server.call('merchant/get_employee_detail', { merchant_id: t.merchant.id, user_id: userId }, { token: t.token });

  it("shows a member's fields, state and joining time; a removed one as removed, without roles", async () => {
    const t = await team();
    await addByEmail(t, t.newcomer.email!, [3], { branch_id: t.store.id });
    const shown = await detail(t, t.newcomer.id);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      user_id: t.newcomer.id,
      name: 'Mia Chen',
      email: t.newcomer.email,
      roles: [{ type: 3 }],
      branch_id: t.store.id,
      branch_name: t.store.name,
      is_self: false,
      status: 1,
    });
    expect(Date.now() - Date.parse(shown.body.created_at)).toBeLessThan(60 * 60_000);
    expect((await detail(t, t.user.id)).body).toMatchObject({ is_self: true, roles: [{ type: 1 }], status: 1 });

    await server.call(
      'merchant/remove_employee',
      { merchant_id: t.merchant.id, user_id: t.newcomer.id },
      { token: t.token },
    );
    expect((await detail(t, t.newcomer.id)).body).toMatchObject({
      status: 2,
      roles: [],
      branch_id: null,
      branch_name: null,
    });
  });

  it("gets nothing of another merchant's employee or a stranger; roles without the page are refused", async () => {
    const t = await team();
    const other = await memberWithRoles(server, [1]);
    const foreign = await detail(t, other.user.id);
    expect([foreign.status, foreign.body.msg]).toEqual([404, msg('employees.not_found')]);
    const stranger = await detail(t, t.newcomer.id);
    expect([stranger.status, stranger.body.msg]).toEqual([404, msg('employees.not_found')]);

    for (const role of [2, 3, 5]) {
      const member = await createUser(server.db);
      await addMember(server.db, t.merchant.id, member.id, [role], role === 3 ? t.store.id : null);
      const token = await signIn(server, member.email!);
      expect((await detail({ merchant: t.merchant, token }, t.user.id)).status).toBe(403);
    }
    const admin = await createUser(server.db);
    await addMember(server.db, t.merchant.id, admin.id, [4]);
    const adminToken = await signIn(server, admin.email!);
    expect((await detail({ merchant: t.merchant, token: adminToken }, t.user.id)).status).toBe(200);
  });

  it("refuses removing yourself and the last super admin in the caller's language", async () => {
    const t = await team();
    const self = await server.call(
      'merchant/remove_employee',
      { merchant_id: t.merchant.id, user_id: t.user.id },
      { token: t.token, language: 'zh-CN' },
    );
    expect([self.status, self.body.msg]).toEqual([400, msg('employees.remove_self', 'zh_CN')]);
    expect((await detail(t, t.user.id)).body.status).toBe(1);
  });
});

describe('what a change does to the employee', () => {
  it('removal from their only merchant ends their sessions', async () => {
    const t = await team();
    await addMember(server.db, t.merchant.id, t.newcomer.id, [2]);
    const token = await signIn(server, t.newcomer.email!);
    expect((await server.call('tokenLogin', { token })).status).toBe(200);

    await server.call(
      'merchant/remove_employee',
      { merchant_id: t.merchant.id, user_id: t.newcomer.id },
      { token: t.token },
    );
    expect((await server.call('tokenLogin', { token })).body.success).toBe(false);
    const after = await server.call('get_settlement_report_list', { merchant_id: t.merchant.id }, { token });
    expect(after.body.success).toBe(false);
    // The remover's own session is untouched.
    expect((await server.call('tokenLogin', { token: t.token })).status).toBe(200);
  });

  it('removal ends their access to this merchant at once; their session still works for another merchant', async () => {
    const t = await team();
    const elsewhere = await createMerchant(server.db);
    await addMember(server.db, t.merchant.id, t.newcomer.id, [2]);
    await addMember(server.db, elsewhere.id, t.newcomer.id, [2]);
    const token = await signIn(server, t.newcomer.email!);
    const transactions = (merchantId: number) =>
      server.call(
        'statistics_payment_count',
        { merchant_id: merchantId, currency_id: 1, start_time: '2026-01-01', end_time: '2026-01-02' },
        { token },
      );
    expect((await transactions(t.merchant.id)).status).toBe(200);

    await server.call(
      'merchant/remove_employee',
      { merchant_id: t.merchant.id, user_id: t.newcomer.id },
      { token: t.token },
    );
    const after = await transactions(t.merchant.id);
    expect([after.status, after.body.msg]).toEqual([403, msg('errors.not_member')]);
    expect((await transactions(elsewhere.id)).status).toBe(200);
    expect((await server.call('tokenLogin', { token })).status).toBe(200);
    expect(await lastAudit(t.merchant.id)).toMatchObject({
      action: 'employee_removed',
      detail: { employee_user_id: t.newcomer.id, roles: [2] },
    });
  });

  it('a role change takes effect on their next call', async () => {
    const t = await team();
    await addMember(server.db, t.merchant.id, t.newcomer.id, [2]);
    const token = await signIn(server, t.newcomer.email!);
    const payouts = () => server.call('get_settlement_report_list', { merchant_id: t.merchant.id }, { token });
    const staff = () =>
      server.call('merchant/get_employee_list_of_merchant', { merchant_id: t.merchant.id }, { token });
    expect([(await payouts()).status, (await staff()).status]).toEqual([200, 403]);

    await server.call(
      'merchant/update_employee_V2',
      { merchant_id: t.merchant.id, employeeId: t.newcomer.id, name: 'Admin now', roles_types: [4] },
      { token: t.token },
    );
    expect([(await payouts()).status, (await staff()).status]).toEqual([403, 200]);
  });
});
