import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_KEY_ROTATION_MSG_TYPE } from '@mbo/contracts/calls/api-keys';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { addMember, createMerchant, createUser, memberWithRoles, signIn } from '../../../test/support/factories.ts';
import { latestCode, otherCode, outboxOf, smsRecipient } from '../../../test/support/outbox.ts';
import {
  issueKey,
  merchantWithKey,
  newOrder,
  secretFromSms,
  signed,
} from '../../../test/kits/merchant-api-test-kit.ts';

const server = serverForThisFile({
  CODE_RESEND_MS: '1500',
  WEBHOOK_RELAY_INTERVAL_MS: '0',
  WEBHOOK_ALLOW_PRIVATE_TARGETS: '0',
});

describe('merchant/send_secret_key', () => {
  it('creates the key on first use and sends it by SMS; the answer names the masked phone, never the key', async () => {
    const { merchant, user, token } = await memberWithRoles(server, [1]);
    const before = await server.call('merchant/GetMerchantPublicKey', { merchant_id: merchant.id }, { token });
    expect(before.body.public_key).toBe('');

    const sent = await server.call('merchant/send_secret_key', { merchant_id: merchant.id }, { token });
    expect(sent.status).toBe(200);
    const masked = `+61 ******${user.phone!.slice(-4)}`;
    expect(sent.body).toMatchObject({ success: true, phone: masked, msg: `Secret key sent to ${masked}` });
    expect(JSON.stringify(sent.body)).not.toMatch(/sk_/);

    const key = await secretFromSms(server, user);
    expect(key.secret).toMatch(/^sk_[\w-]{43}$/);
    const publicKey = await server.call('merchant/GetMerchantPublicKey', { merchant_id: merchant.id }, { token });
    expect(publicKey.body.public_key).toBe(key.keyId);

    // Stored encrypted: the secret is nowhere in the row, nor in the audit log.
    const { rows } = await server.db.execute<{ secret_ciphertext: string }>(
      sql`select secret_ciphertext from merchant_api_keys where merchant_id = ${merchant.id}`,
    );
    expect(rows[0]!.secret_ciphertext).not.toContain(key.secret.slice(3));
    const audit = await server.db.execute<{ action: string; detail: unknown }>(
      sql`select action, detail from audit_log where merchant_id = ${merchant.id}`,
    );
    expect(audit.rows.map((row) => row.action)).toContain('api_key_created');
    expect(JSON.stringify(audit.rows)).not.toContain(key.secret);
  });

  it("holds the resend window per user, across the user's merchants", async () => {
    const { merchant, user, token } = await memberWithRoles(server, [1]);
    const other = await createMerchant(server.db);
    await addMember(server.db, other.id, user.id, [1]);
    expect((await server.call('merchant/send_secret_key', { merchant_id: merchant.id }, { token })).status).toBe(200);
    const again = await server.call('merchant/send_secret_key', { merchant_id: other.id }, { token });
    expect(again.status).toBe(429);
    // Another user of the same merchant is not held by this user's window (the key stays the first user's).
    const colleague = await createUser(server.db);
    await addMember(server.db, other.id, colleague.id, [1]);
    const colleagueToken = await signIn(server, colleague.email!);
    const theirs = await server.call('merchant/send_secret_key', { merchant_id: other.id }, { token: colleagueToken });
    expect(theirs.status).toBe(200);
  });

  it('sends the same key again (after the resend window), in Chinese when asked', async () => {
    const { merchant, user, token } = await memberWithRoles(server, [4]);
    await server.call('merchant/send_secret_key', { merchant_id: merchant.id }, { token });
    const first = await secretFromSms(server, user);

    const tooSoon = await server.call(
      'merchant/send_secret_key',
      { merchant_id: merchant.id },
      { token, language: 'zh-CN' },
    );
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.msg).toMatch(/密钥刚刚已发送/);

    await new Promise((resolve) => setTimeout(resolve, 1600));
    const again = await server.call(
      'merchant/send_secret_key',
      { merchant_id: merchant.id },
      { token, language: 'zh-CN' },
    );
    expect(again.body.msg).toBe(`密钥已发送至 +61 ******${user.phone!.slice(-4)}`);
    const [sms] = await outboxOf(server.db, smsRecipient(user));
    expect(sms!.body).toContain('您的商户 API 密钥');
    expect(await secretFromSms(server, user)).toEqual(first);
  });

  it('refuses a user without a phone, and roles the developer page is not for', async () => {
    const { merchant, token } = await memberWithRoles(server, [1]);
    const noPhone = await createUser(server.db, { phone: null, countryCode: null });
    await server.db.execute(sql`insert into employees (merchant_id, user_id) values (${merchant.id}, ${noPhone.id})`);
    await server.db.execute(
      sql`insert into employee_roles (merchant_id, user_id, role_type) values (${merchant.id}, ${noPhone.id}, 1)`,
    );
    const refused = await server.call(
      'merchant/send_secret_key',
      { merchant_id: merchant.id },
      { token: await signIn(server, noPhone.email!) },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toMatch(/Add a mobile phone number/);

    const finance = await memberWithRoles(server, [2]);
    expect(
      (await server.call('merchant/send_secret_key', { merchant_id: finance.merchant.id }, { token: finance.token }))
        .status,
    ).toBe(403);
    expect(token).toBeTruthy();
  });
});

describe('merchant/rotate_secret_key', () => {
  it('needs the SMS code; retires the old key (refused from then on) and sends the new one', async () => {
    const { merchant, user, token, key: oldKey } = await merchantWithKey(server);
    expect((await signed(server, oldKey, 'GET', '/v1/orders?out_trade_no=none')).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 1600)); // the code's resend window

    const sent = await server.call('merchant/send_rotate_secret_key_code', { merchant_id: merchant.id }, { token });
    expect(sent.body).toMatchObject({ success: true, sent_to: `+61 ******${user.phone!.slice(-4)}` });
    const code = await latestCode(server.db, smsRecipient(user));
    const wrong = await server.call(
      'merchant/rotate_secret_key',
      { merchant_id: merchant.id, code: otherCode(code), scopes: ['orders', 'read'] },
      { token },
    );
    expect(wrong.status).toBe(400);

    const rotated = await server.call(
      'merchant/rotate_secret_key',
      { merchant_id: merchant.id, code, scopes: ['orders', 'read'] },
      { token },
    );
    expect(rotated.body.success).toBe(true);
    const newKey = await secretFromSms(server, user);
    expect(rotated.body.public_key).toBe(newKey.keyId);
    expect(newKey.keyId).not.toBe(oldKey.keyId);

    const refused = await signed(server, oldKey, 'POST', '/v1/orders', newOrder());
    expect(refused.status).toBe(401);
    expect(refused.body.error!.code).toBe('key_retired');
    expect((await signed(server, newKey, 'GET', '/v1/orders?out_trade_no=none')).status).toBe(404);
    // The code is single use.
    expect(
      (
        await server.call(
          'merchant/rotate_secret_key',
          { merchant_id: merchant.id, code, scopes: ['orders', 'read'] },
          { token },
        )
      ).status,
    ).toBe(400);
    const { rows } = await server.db.execute(
      sql`select 1 from verification_codes where purpose = ${API_KEY_ROTATION_MSG_TYPE}`,
    );
    expect(rows.length).toBeGreaterThan(0);
  });

  it('issues a first key with the chosen scopes through the code, with no key before', async () => {
    const member = await memberWithRoles(server, [1]);
    const key = await issueKey(server, member, ['read']);
    const { rows } = await server.db.execute<{ scopes: string[]; created_by: number }>(
      sql`select scopes, created_by from merchant_api_keys where key_id = ${key.keyId}`,
    );
    expect(rows[0]).toMatchObject({ scopes: ['read'], created_by: member.user.id });
  });
});

describe('notification settings and the delivery log', () => {
  it('keeps an http(s) notify URL; refuses others and private targets when the deployment does', async () => {
    const { merchant, token } = await memberWithRoles(server, [1]);
    const set = await server.call(
      'merchant/set_api_settings',
      { merchant_id: merchant.id, notify_url: 'https://shop.example.com/hooks/mbo' },
      { token },
    );
    expect(set.body).toMatchObject({ success: true, notify_url: 'https://shop.example.com/hooks/mbo' });
    expect(
      (await server.call('merchant/get_api_settings', { merchant_id: merchant.id }, { token })).body.notify_url,
    ).toBe('https://shop.example.com/hooks/mbo');

    for (const bad of ['ftp://shop.example.com/x', 'not a url', 'https://user:pw@shop.example.com/']) {
      const refused = await server.call(
        'merchant/set_api_settings',
        { merchant_id: merchant.id, notify_url: bad },
        { token, language: 'zh-CN' },
      );
      expect(refused.status, bad).toBe(400);
      expect(refused.body.msg).toBe('请输入完整的 http:// 或 https:// 通知地址。');
    }
    const privateTarget = await server.call(
      'merchant/set_api_settings',
      { merchant_id: merchant.id, notify_url: 'http://127.0.0.1:9000/x' },
      { token },
    );
    expect(privateTarget.status).toBe(400);
    expect(privateTarget.body.msg).toMatch(/private or local network/);

    await server.call('merchant/set_api_settings', { merchant_id: merchant.id, notify_url: '' }, { token });
    expect(
      (await server.call('merchant/get_api_settings', { merchant_id: merchant.id }, { token })).body.notify_url,
    ).toBe('');
  });

  it("lists only the merchant's own notifications; another merchant's event id is not found", async () => {
    const mine = await memberWithRoles(server, [1]);
    const other = await memberWithRoles(server, [1]);
    await server.db.execute(sql`insert into webhook_events (event_id, merchant_id, type, payload, notify_url)
      values ('evt_mine_1', ${mine.merchant.id}, 'order.paid', '{"event_id":"evt_mine_1"}', 'https://shop.example.com/h'),
             ('evt_other_1', ${other.merchant.id}, 'order.paid', '{"event_id":"evt_other_1"}', 'https://other.example.com/h')`);
    const list = await server.call(
      'merchant/get_notification_list',
      { merchant_id: mine.merchant.id, page_index: 1, page_size: 10 },
      { token: mine.token },
    );
    const page = list.body.page_data;
    expect(page.total_count).toBe(1);
    expect(page.data[0]).toMatchObject({ event_id: 'evt_mine_1', status: 1, attempts: 0 });

    expect(
      (
        await server.call(
          'merchant/get_notification_attempts',
          { merchant_id: mine.merchant.id, event_id: 'evt_mine_1' },
          { token: mine.token },
        )
      ).body.attempts,
    ).toEqual([]);
    const foreign = await server.call(
      'merchant/get_notification_attempts',
      { merchant_id: mine.merchant.id, event_id: 'evt_other_1' },
      { token: mine.token },
    );
    expect(foreign.status).toBe(404);
  });
});
