import { describe, expect, it } from 'vitest';
import type { SecurityEvent } from '@mbo/contracts/calls/security-log';
import { translate } from '@mbo/contracts/i18n';
import { auditLog } from '@mbo/db/schema';
import { addMember, createStore, createUser, memberWithRoles, signIn } from '../../../test/support/factories.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';

const server = serverForThisFile();

interface LogPage {
  page_data: { data: SecurityEvent[]; total_count: number };
  members: { user_id: number; name: string }[];
  begin_date: string;
  end_date: string;
}

async function log(merchantId: number, token: string, extra: Record<string, unknown> = {}): Promise<LogPage> {
  const result = await server.call('merchant/get_security_log', { merchant_id: merchantId, ...extra }, { token });
  expect(result.status, result.body.msg).toBe(200);
  return result.body;
}

describe('the security log', () => {
  it('shows the owner its own sign-in with time and address, in the merchant time zone, newest first', async () => {
    const owner = await memberWithRoles(server, [1], { timeZone: 'Asia/Shanghai' });
    const page = await log(owner.merchant.id, owner.token);
    const signIn = page.page_data.data.find((event) => event.kind === 'sign_in' && event.user_id === owner.user.id);
    expect(signIn).toMatchObject({ who: owner.user.name, ip: '127.0.0.1', detail: { method: 'password' } });
    expect(signIn!.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const shanghaiNow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', dateStyle: 'short' }).format(
      new Date(),
    );
    expect(signIn!.time.slice(0, 10)).toBe(shanghaiNow);
    expect(page.end_date).toBe(shanghaiNow);
    expect(page.members).toEqual([{ user_id: owner.user.id, name: owner.user.name }]);
  });

  it("shows a member's failed sign-ins and role changes with the roles before and after, by the merchant's name for them", async () => {
    const owner = await memberWithRoles(server, [1]);
    const clerk = await createUser(server.db);
    const added = await server.call(
      'merchant/create_employee_V2',
      { merchant_id: owner.merchant.id, add_method: 2, name: 'Clerk Kim', email: clerk.email, roles_types: [2] },
      { token: owner.token },
    );
    expect(added.body.success).toBe(true);
    const updated = await server.call(
      'merchant/update_employee_V2',
      { merchant_id: owner.merchant.id, employeeId: clerk.id, name: 'Clerk Kim', roles_types: [2, 4] },
      { token: owner.token },
    );
    expect(updated.body.success, updated.body.msg).toBe(true);
    await server.call('login', { AccountType: 1, Account: clerk.email, Password: 'wrong-Password1' });

    const page = await log(owner.merchant.id, owner.token);
    const kinds = page.page_data.data.map((event) => event.kind);
    expect(kinds).toEqual(expect.arrayContaining(['employee_added', 'employee_updated', 'sign_in_failed']));
    const change = page.page_data.data.find((event) => event.kind === 'employee_updated')!;
    expect(change.detail).toMatchObject({ employee_name: 'Clerk Kim', roles_before: [2], roles: [2, 4] });
    const failed = page.page_data.data.find((event) => event.kind === 'sign_in_failed')!;
    expect(failed).toMatchObject({ user_id: clerk.id, who: 'Clerk Kim' });

    const onlyFailed = await log(owner.merchant.id, owner.token, { kinds: ['sign_in_failed'] });
    expect(onlyFailed.page_data.data.map((event) => event.kind)).toEqual(['sign_in_failed']);
    const onlyClerk = await log(owner.merchant.id, owner.token, { user_id: clerk.id });
    expect(onlyClerk.page_data.data.every((event) => event.user_id === clerk.id)).toBe(true);
    expect(onlyClerk.page_data.total_count).toBe(1);
  });

  it('names the store of a store change and never shows what an entry holds beyond its whitelist', async () => {
    const owner = await memberWithRoles(server, [1]);
    const store = await createStore(server.db, owner.merchant.id);
    await server.db.insert(auditLog).values({
      action: 'store_fee_changed',
      userId: owner.user.id,
      merchantId: owner.merchant.id,
      ip: '10.0.0.9',
      detail: { store_id: store.id, secret: 'sk_should_never_show', code: '123456' },
    });
    const page = await log(owner.merchant.id, owner.token, { kinds: ['store_fee_changed'] });
    expect(page.page_data.data[0]).toMatchObject({ ip: '10.0.0.9', detail: { store_name: store.name } });
    expect(JSON.stringify(page)).not.toMatch(/sk_should_never_show|123456/);
  });

  it("shows merchant A's owner none of merchant B's events, nor the sign-ins of a user who is not a member", async () => {
    const a = await memberWithRoles(server, [1]);
    const b = await memberWithRoles(server, [1]);
    const stranger = await createUser(server.db);
    await signIn(server, stranger.email!);
    await server.db
      .insert(auditLog)
      .values({ action: 'api_key_rotated', userId: b.user.id, merchantId: b.merchant.id, ip: '10.1.1.1', detail: {} });

    const page = await log(a.merchant.id, a.token, { page_size: 100 });
    const userIds = new Set(page.page_data.data.map((event) => event.user_id));
    expect(userIds).toEqual(new Set([a.user.id]));
    expect(page.page_data.data.some((event) => event.ip === '10.1.1.1')).toBe(false);

    const byId = await log(a.merchant.id, a.token, { user_id: stranger.id });
    expect(byId.page_data.total_count).toBe(0);
    const other = await server.call('merchant/get_security_log', { merchant_id: b.merchant.id }, { token: a.token });
    expect(other.status).toBe(403);
  });

  it("stops showing a removed member's sign-ins, and refuses every role but the super admin", async () => {
    const owner = await memberWithRoles(server, [1]);
    const finance = await createUser(server.db);
    await addMember(server.db, owner.merchant.id, finance.id, [2]);
    const financeToken = await signIn(server, finance.email!);
    expect((await log(owner.merchant.id, owner.token, { user_id: finance.id })).page_data.total_count).toBe(1);

    const refused = await server.call(
      'merchant/get_security_log',
      { merchant_id: owner.merchant.id },
      { token: financeToken },
    );
    expect(refused.status).toBe(403);

    const removed = await server.call(
      'merchant/remove_employee',
      { merchant_id: owner.merchant.id, user_id: finance.id },
      { token: owner.token },
    );
    expect(removed.body.success, removed.body.msg).toBe(true);
    const after = await log(owner.merchant.id, owner.token, { user_id: finance.id });
    expect(after.page_data.data.map((event) => event.kind)).toEqual([]);
  });

  it("refuses a range over 365 days, one end alone and an unknown kind, in the caller's language", async () => {
    const owner = await memberWithRoles(server, [1]);
    const span = await server.call(
      'merchant/get_security_log',
      { merchant_id: owner.merchant.id, begin_date: '2024-01-01', end_date: '2025-06-01' },
      { token: owner.token, language: 'zh-CN' },
    );
    expect(span.status).toBe(400);
    expect(span.body.msg).toBe(translate('zh_CN', 'transactions.date_span'));
    const half = await server.call(
      'merchant/get_security_log',
      { merchant_id: owner.merchant.id, begin_date: '2026-01-01' },
      { token: owner.token },
    );
    expect(half.body.msg).toBe(translate('en', 'transactions.date_required'));
    const kind = await server.call(
      'merchant/get_security_log',
      { merchant_id: owner.merchant.id, kinds: ['password_dump'] },
      { token: owner.token },
    );
    expect(kind.status).toBe(400);
    expect(kind.body.msg).toBe(translate('en', 'security_log.kind_invalid'));
  });
});
