/**
 * Issue 9, finding 3: the merchant API key gave more than its holder's rights. On the code before the fix a merchant
 * admin (role 4) had the secret key sent to itself and refunded through /v1/ with it (no scopes, no issuer), which
 * the back-office refuses it; these tests failed there.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { translate } from '@mbo/contracts/i18n';
import { employeeRoles, employees } from '@mbo/db/schema';
import { addMember, createStore, createUser, memberWithRoles, signIn } from '../../../test/support/factories.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { outboxOf, smsRecipient } from '../../../test/support/outbox.ts';
import { KEY_CACHE_MS } from '../api-keys/api-keys.public.ts';
import {
  issueKey,
  merchantWithKey,
  newOrder,
  payInSandbox,
  secretFromSms,
  signed,
  type ApiKey,
} from '../../../test/kits/merchant-api-test-kit.ts';

const server = serverForThisFile({ WEBHOOK_RELAY_INTERVAL_MS: '0', CODE_RESEND_MS: '0' });

type Owner = Awaited<ReturnType<typeof merchantWithKey>>;

/** A paid order of the owner's merchant, made with the owner's full key. */
async function paidOrder(owner: Owner): Promise<string> {
  const created = await signed(server, owner.key, 'POST', '/v1/orders', newOrder({ amount: '20.00' }));
  expect(created.status).toBe(201);
  const orderNo = (created.body as { order: { order_no: string } }).order.order_no;
  await payInSandbox(server, owner.merchant.id, orderNo);
  return orderNo;
}

const refund = (key: ApiKey, orderNo: string, outRefundNo: string, language?: 'en-US' | 'zh-CN') =>
  signed(
    server,
    key,
    'POST',
    `/v1/orders/${orderNo}/refunds`,
    { amount: '1.00', out_refund_no: outRefundNo },
    language ? { language } : {},
  );

async function refundCount(merchantId: number): Promise<number> {
  const { rows } = await server.db.execute<{ count: number }>(
    sql`select count(*)::int as count from refunds where merchant_id = ${merchantId}`,
  );
  return Number(rows[0]!.count);
}

/** A merchant admin (role 4) of the owner's merchant, signed in. */
async function adminOf(owner: Owner) {
  const user = await createUser(server.db);
  await addMember(server.db, owner.merchant.id, user.id, [4]);
  return { merchant: owner.merchant, user, token: await signIn(server, user.email!) };
}

const waitForKeyCache = () => new Promise((resolve) => setTimeout(resolve, KEY_CACHE_MS + 100));

describe('a merchant admin (role 4) cannot refund through the API', () => {
  it("cannot have the owner's key sent to itself", async () => {
    const owner = await merchantWithKey(server);
    const admin = await adminOf(owner);
    const sent = await server.call(
      'merchant/send_secret_key',
      { merchant_id: owner.merchant.id },
      { token: admin.token },
    );
    expect([sent.status, sent.body.msg]).toEqual([
      400,
      translate('en', 'api_keys.key_not_yours', { name: owner.user.name }),
    ]);
    expect(await outboxOf(server.db, smsRecipient(admin.user))).toEqual([]);
  });

  it('cannot issue a key with the refunds scope; nothing is issued', async () => {
    const owner = await merchantWithKey(server);
    const admin = await adminOf(owner);
    await expect(issueKey(server, admin, ['orders', 'refunds'])).rejects.toThrow(
      translate('en', 'api_keys.refund_scope_not_allowed'),
    );
    const { rows } = await server.db.execute<{ key_id: string }>(
      sql`select key_id from merchant_api_keys where merchant_id = ${owner.merchant.id} and retired_at is null`,
    );
    expect(rows.map((row) => row.key_id)).toEqual([owner.key.keyId]);
  });

  it('refunds nothing with a key of its own: its scopes leave refunds out', async () => {
    const owner = await merchantWithKey(server);
    const orderNo = await paidOrder(owner);
    const admin = await adminOf(owner);
    const adminKey = await issueKey(server, admin, ['orders', 'read']);
    for (const language of ['en-US', 'zh-CN'] as const) {
      const refused = await refund(adminKey, orderNo, `RF-admin-${language}`, language);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toEqual({
        code: 'scope_missing',
        message: translate(language === 'en-US' ? 'en' : 'zh_CN', 'merchant_api.scope_missing', { scope: 'refunds' }),
      });
    }
    expect(await refundCount(owner.merchant.id)).toBe(0);
  });

  it('a key issued as role 4 with every scope written into the table still cannot refund: the issuer has no refund right', async () => {
    const owner = await merchantWithKey(server);
    const orderNo = await paidOrder(owner);
    const admin = await adminOf(owner);
    const adminKey = await issueKey(server, admin, ['orders', 'read']);
    await server.db.execute(
      sql`update merchant_api_keys set scopes = '{orders,refunds,read}' where key_id = ${adminKey.keyId}`,
    );
    await waitForKeyCache();
    const refused = await refund(adminKey, orderNo, 'RF-forged');
    expect([refused.status, refused.body.error?.code]).toEqual([403, 'refund_right_missing']);
    expect(await refundCount(owner.merchant.id)).toBe(0);
  });
});

describe('scopes', () => {
  it('a read-only key queries but neither creates an order nor refunds', async () => {
    const owner = await merchantWithKey(server);
    const orderNo = await paidOrder(owner);
    await signed(server, owner.key, 'POST', `/v1/orders/${orderNo}/refunds`, {
      amount: '1.00',
      out_refund_no: 'RF-read-1',
    });
    const readKey = await issueKey(server, owner, ['read']);
    expect((await signed(server, readKey, 'GET', `/v1/orders/${orderNo}`)).status).toBe(200);
    expect((await signed(server, readKey, 'GET', '/v1/refunds/RF-read-1')).status).toBe(200);
    const order = await signed(server, readKey, 'POST', '/v1/orders', newOrder(), {
      headers: { 'idempotency-key': 'read-only-1' },
    });
    expect([order.status, order.body.error?.code]).toEqual([403, 'scope_missing']);
    const refused = await refund(readKey, orderNo, 'RF-read-2');
    expect([refused.status, refused.body.error?.code]).toEqual([403, 'scope_missing']);
    expect(await refundCount(owner.merchant.id)).toBe(1);
    const { rows } = await server.db.execute(sql`select 1 from orders where merchant_id = ${owner.merchant.id}`);
    expect(rows).toHaveLength(1);
  });

  it('an orders key creates and reads orders, but neither refunds nor reads refunds', async () => {
    const owner = await merchantWithKey(server);
    const orderNo = await paidOrder(owner);
    await signed(server, owner.key, 'POST', `/v1/orders/${orderNo}/refunds`, {
      amount: '1.00',
      out_refund_no: 'RF-ord-1',
    });
    const ordersKey = await issueKey(server, owner, ['orders']);
    expect((await signed(server, ordersKey, 'POST', '/v1/orders', newOrder())).status).toBe(201);
    expect((await signed(server, ordersKey, 'GET', `/v1/orders/${orderNo}`)).status).toBe(200);
    expect((await refund(ordersKey, orderNo, 'RF-ord-2')).body.error?.code).toBe('scope_missing');
    expect((await signed(server, ordersKey, 'GET', '/v1/refunds/RF-ord-1')).body.error?.code).toBe('scope_missing');
    expect(await refundCount(owner.merchant.id)).toBe(1);
  });

  it('a refunds key refunds while its issuer may; not once they lose the right, nor anything once they leave', async () => {
    const owner = await merchantWithKey(server, ['orders', 'refunds', 'read']);
    const orderNo = await paidOrder(owner);
    // A second super admin, so the issuer can be demoted and removed as in real life.
    await addMember(server.db, owner.merchant.id, (await createUser(server.db)).id, [1]);
    expect((await refund(owner.key, orderNo, 'RF-issuer-1')).status).toBe(201);

    const where = and(eq(employeeRoles.merchantId, owner.merchant.id), eq(employeeRoles.userId, owner.user.id));
    await server.db.update(employeeRoles).set({ roleType: 4 }).where(where);
    await waitForKeyCache();
    const demoted = await refund(owner.key, orderNo, 'RF-issuer-2');
    expect([demoted.status, demoted.body.error?.code]).toEqual([403, 'refund_right_missing']);
    expect((await signed(server, owner.key, 'GET', `/v1/orders/${orderNo}`)).status).toBe(200);

    await server.db
      .update(employees)
      .set({ isDelete: true })
      .where(and(eq(employees.merchantId, owner.merchant.id), eq(employees.userId, owner.user.id)));
    await waitForKeyCache();
    const left = await signed(server, owner.key, 'GET', `/v1/orders/${orderNo}`, undefined, { language: 'zh-CN' });
    expect(left.status).toBe(403);
    expect(left.body.error).toEqual({
      code: 'key_issuer_inactive',
      message: translate('zh_CN', 'merchant_api.key_issuer_inactive'),
    });
    expect(await refundCount(owner.merchant.id)).toBe(1);
  });

  it('refuses an empty or unknown scope list with a clear message, issuing nothing', async () => {
    const member = await memberWithRoles(server, [1]);
    for (const [scopes, key] of [
      [[], 'api_keys.scopes_required'],
      [['admin'], 'api_keys.scope_invalid'],
      [['read', 'read'], 'api_keys.scope_invalid'],
    ] as const) {
      const result = await server.call(
        'merchant/rotate_secret_key',
        { merchant_id: member.merchant.id, code: '123456', scopes },
        { token: member.token },
      );
      expect([result.status, result.body.msg], JSON.stringify(scopes)).toEqual([400, translate('en', key)]);
    }
    const { rows } = await server.db.execute(
      sql`select 1 from merchant_api_keys where merchant_id = ${member.merchant.id}`,
    );
    expect(rows).toHaveLength(0);
  });

  it('keys from before scopes get orders and read (the migration default)', async () => {
    const member = await memberWithRoles(server, [1]);
    await server.db.execute(
      sql`insert into merchant_api_keys (merchant_id, key_id, secret_ciphertext, created_by) values (${member.merchant.id}, 'pk_legacy_test', 'x', ${member.user.id})`,
    );
    const { rows } = await server.db.execute<{ scopes: string[] }>(
      sql`select scopes from merchant_api_keys where key_id = 'pk_legacy_test'`,
    );
    expect(rows[0]!.scopes).toEqual(['orders', 'read']);
  });
});

describe('merchant/get_api_keys', () => {
  it("lists each key with its scopes, issuer, time and status, newest first; only the merchant's own", async () => {
    const owner = await merchantWithKey(server, ['orders', 'refunds']);
    await createStore(server.db, owner.merchant.id);
    const admin = await adminOf(owner);
    const sent = await server.call(
      'merchant/send_secret_key',
      { merchant_id: owner.merchant.id },
      { token: admin.token },
    );
    expect(sent.status).toBe(400);
    const adminKey = await issueKey(server, admin, ['read']);
    await merchantWithKey(server); // another merchant's key

    const listed = await server.call(
      'merchant/get_api_keys',
      { merchant_id: owner.merchant.id },
      { token: admin.token },
    );
    expect(listed.status).toBe(200);
    const keys = (listed.body as unknown as { keys: Record<string, unknown>[] }).keys;
    expect(keys).toEqual([
      {
        key_id: adminKey.keyId,
        scopes: ['read'],
        issued_by: admin.user.name,
        issued_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
        status: 1,
        retired_at: null,
        is_mine: true,
      },
      {
        key_id: owner.key.keyId,
        scopes: ['orders', 'refunds'],
        issued_by: owner.user.name,
        issued_at: expect.any(String),
        status: 2,
        retired_at: expect.any(String),
        is_mine: false,
      },
    ]);
    // The admin, as the active key's issuer, may now have it sent again.
    expect(
      (await server.call('merchant/send_secret_key', { merchant_id: owner.merchant.id }, { token: admin.token }))
        .status,
    ).toBe(200);
    expect(await secretFromSms(server, admin.user)).toEqual(adminKey);
  });
});
