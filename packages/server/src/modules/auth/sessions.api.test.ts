import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions } from '@mbo/db/schema';
import { loadConfig } from '../../config.ts';
import { startTestServer, type TestServer, serverForThisFile } from '../../../test/support/harness.ts';
import { addMember, createMerchant, createUser, setPerson, signIn } from '../../../test/support/factories.ts';
import { sleep } from '../../../test/support/sleep.ts';

const ENDED = { return_code: 'INVALID_TOKEN', success: false, msg: 'Your session has ended. Please sign in again.' };

const server = serverForThisFile();

describe('tokenLogin', () => {
  it('answers the user and their merchants, echoing the token', async () => {
    const user = await createUser(server.db);
    const merchant = await createMerchant(server.db);
    const deleted = await createMerchant(server.db, { isDelete: true, isVerify: false });
    await addMember(server.db, merchant.id, user.id, [1]);
    await addMember(server.db, deleted.id, user.id, [2]);
    const token = await signIn(server, user.email!);
    const me = await server.call('tokenLogin', {}, { token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      return_code: 'SUCCESS',
      data: {
        token,
        user: { id: user.id, name: user.name, phone: user.phone, email: user.email, country_code: '+61' },
      },
    });
    const merchants = me.body.data.merchants;
    expect(merchants).toHaveLength(2);
    expect(merchants).toContainEqual(
      expect.objectContaining({
        id: merchant.id,
        name: merchant.name,
        number: merchant.number,
        is_verify: true,
        is_delete: false,
      }),
    );
    expect(merchants).toContainEqual(expect.objectContaining({ id: deleted.id, is_verify: false, is_delete: true }));
  });

  it('accepts the token as Authorization: Bearer too', async () => {
    const user = await createUser(server.db);
    const token = await signIn(server, user.email!);
    expect((await server.call('tokenLogin', {}, { bearer: token })).body).toMatchObject({
      success: true,
      data: { user: { id: user.id } },
    });
  });

  it('refuses a missing, unknown or malformed token with INVALID_TOKEN (401)', async () => {
    for (const token of [undefined, 'not-a-token', 'x'.repeat(43)]) {
      const result = await server.call('tokenLogin', {}, token ? { token } : {});
      expect(result.status).toBe(401);
      expect(result.body).toEqual(ENDED);
    }
    const zh = await server.call('tokenLogin', {}, { token: 'nope', language: 'zh-CN' });
    expect(zh.body).toEqual({ return_code: 'INVALID_TOKEN', success: false, msg: '您的登录已失效，请重新登录。' });
  });

  it('stores only a hash of the token', async () => {
    const user = await createUser(server.db);
    const token = await signIn(server, user.email!);
    const rows = await server.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(12 * 60 * 60_000);
  });
});

describe('get_person_info', () => {
  it('answers null without a record and the record with one', async () => {
    const user = await createUser(server.db);
    const token = await signIn(server, user.email!);
    expect((await server.call('get_person_info', {}, { token })).body).toEqual({
      return_code: 'SUCCESS',
      success: true,
      person: null,
    });
    await setPerson(server.db, user.id, 2, 'Blurred document');
    expect((await server.call('get_person_info', {}, { token })).body).toMatchObject({
      person: { verify_status: 2, objection: 'Blurred document', en_objection: 'Blurred document' },
    });
  });

  it('needs a session', async () => {
    expect((await server.call('get_person_info', {})).status).toBe(401);
  });
});

describe('RefreshToken and logout', () => {
  it('RefreshToken answers SUCCESS for a live session and INVALID_TOKEN for a dead one', async () => {
    const user = await createUser(server.db);
    const token = await signIn(server, user.email!);
    expect((await server.call('RefreshToken', { appid: 'web' }, { token })).body).toEqual({
      return_code: 'SUCCESS',
      success: true,
    });
    expect((await server.call('RefreshToken', {}, { token: 'gone' })).status).toBe(401);
  });

  it('logout revokes this token on the server, leaves the user’s other sessions, and is audited', async () => {
    const user = await createUser(server.db);
    const token = await signIn(server, user.email!);
    const other = await signIn(server, user.email!);
    expect((await server.call('logout', {}, { token })).body).toEqual({ return_code: 'SUCCESS', success: true });
    for (const call of ['tokenLogin', 'RefreshToken', 'logout', 'get_person_info'] as const) {
      const after = await server.call(call, {}, { token });
      expect(after.status, call).toBe(401);
      expect(after.body).toEqual(ENDED);
    }
    expect((await server.call('tokenLogin', {}, { token: other })).body.success).toBe(true);
    const rows = await server.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((row) => row.revokedReason).sort()).toEqual(['logout', null]);
    const audit = await server.db.select().from(auditLog).where(eq(auditLog.userId, user.id));
    expect(audit.map((entry) => entry.action)).toContain('sign_out');
  });
});

describe('idle expiry (SESSION_IDLE_MS=1500)', () => {
  let idle: TestServer;
  beforeAll(async () => {
    idle = await startTestServer({ SESSION_IDLE_MS: '1500', IDLE_WARNING_MS: '500', IDLE_COUNTDOWN_MS: '500' });
  });
  afterAll(() => idle.close());

  it('user calls keep the session alive', async () => {
    const user = await createUser(idle.db);
    const token = await signIn(idle, user.email!);
    for (let i = 0; i < 3; i++) {
      await sleep(900);
      expect((await idle.call('tokenLogin', {}, { token })).body.success, `call ${i + 1}`).toBe(true);
    }
  });

  it('ends the session after the idle time without a user call; RefreshToken does not count', async () => {
    const user = await createUser(idle.db);
    const token = await signIn(idle, user.email!);
    await sleep(900);
    expect((await idle.call('RefreshToken', {}, { token })).body.success).toBe(true);
    await sleep(900);
    const expired = await idle.call('RefreshToken', {}, { token });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual(ENDED);
    expect((await idle.call('tokenLogin', {}, { token })).status).toBe(401);
  });

  it('counts session/keep_alive (the web reporting activity) as a user call, and hands the web its idle timings', async () => {
    const user = await createUser(idle.db);
    const token = await signIn(idle, user.email!);
    expect((await idle.call('tokenLogin', {}, { token })).body.idle).toEqual({ warning_ms: 500, countdown_ms: 500 });
    for (let i = 0; i < 3; i++) {
      await sleep(900);
      expect((await idle.call('session/keep_alive', {}, { token })).body.success, `report ${i + 1}`).toBe(true);
    }
    expect((await idle.call('RefreshToken', {}, { token })).body.success).toBe(true);
  });
});

describe('the server idle limit outlasts the web warning (issue 9)', () => {
  it('defaults to the warning, the countdown, one activity report and a margin: 17 minutes with the spec timings', () => {
    const config = loadConfig({});
    expect(config.idle).toEqual({ warningMs: 15 * 60_000, countdownMs: 30_000 });
    expect(config.sessionIdleMs).toBe(17 * 60_000);
    expect(loadConfig({ IDLE_WARNING_MS: '20000', IDLE_COUNTDOWN_MS: '10000' }).sessionIdleMs).toBe(
      20_000 + 10_000 + 5_000 + 30_000,
    );
  });

  it('refuses a SESSION_IDLE_MS that would end sessions before the web’s countdown has run', () => {
    expect(() => loadConfig({ SESSION_IDLE_MS: String(15 * 60_000) })).toThrow(
      /SESSION_IDLE_MS \(900000\) must be at least 990000/,
    );
    expect(loadConfig({ SESSION_IDLE_MS: '990000' }).sessionIdleMs).toBe(990_000);
  });
});

describe('absolute expiry (SESSION_ABSOLUTE_MS=1500)', () => {
  let absolute: TestServer;
  beforeAll(async () => {
    absolute = await startTestServer({ SESSION_ABSOLUTE_MS: '1500' });
  });
  afterAll(() => absolute.close());

  it('ends an active session at its absolute lifetime; a new sign-in starts a new one', async () => {
    const user = await createUser(absolute.db);
    const token = await signIn(absolute, user.email!);
    for (let i = 0; i < 2; i++) {
      await sleep(500);
      expect((await absolute.call('tokenLogin', {}, { token })).body.success).toBe(true);
    }
    await sleep(700);
    expect((await absolute.call('tokenLogin', {}, { token })).body).toEqual(ENDED);
    const fresh = await signIn(absolute, user.email!);
    expect((await absolute.call('tokenLogin', {}, { token: fresh })).body.success).toBe(true);
  });
});
