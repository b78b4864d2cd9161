import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LOCKOUT_MS, LOGIN_MAX_FAILURES, MSG_TYPE } from '@mbo/contracts/constants';
import { loadConfig } from '../../config.ts';
import { byEmail, byPhone, tokenOf } from '../../testing/accounts.ts';
import { startTestServer, type TestServer, type CallResult } from '../../testing/harness.ts';
import { createUser, TEST_PASSWORD } from '../../testing/factories.ts';
import { emailRecipient, latestCode, otherCode, sendCode } from '../../testing/outbox.ts';
import { sleep } from '../../testing/sleep.ts';

const MAX = 3;
const LOCK_MS = 2_000;
const LOCKED = { return_code: 'FAIL', success: false, msg: 'Too many failed sign-ins. Please try again in 1 min or reset your password.' };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_FAILURES: String(MAX), LOGIN_LOCKOUT_MS: String(LOCK_MS) });
});
afterAll(() => server.close());

const withPassword = (account: Record<string, unknown>, Password: string, language?: 'zh-CN') =>
  server.call('login', { ...account, Password }, { language });

async function failTimes(account: Record<string, unknown>, times: number): Promise<CallResult[]> {
  const answers: CallResult[] = [];
  for (let i = 0; i < times; i++) answers.push(await withPassword(account, 'Wrong12345'));
  return answers;
}

describe('lockout after failed sign-ins', () => {
  it('defaults to 10 failures and 30 minutes', () => {
    const config = loadConfig({});
    expect(config.loginMaxFailures).toBe(LOGIN_MAX_FAILURES);
    expect(config.loginLockoutMs).toBe(LOGIN_LOCKOUT_MS);
    expect([LOGIN_MAX_FAILURES, LOGIN_LOCKOUT_MS]).toEqual([10, 30 * 60_000]);
  });

  it('locks the account after LOGIN_MAX_FAILURES wrong passwords: the right one is refused too, by code as well', async () => {
    const user = await createUser(server.db);
    const answers = await failTimes(byEmail(user), MAX);
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400]);
    const locked = await withPassword(byEmail(user), TEST_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual(LOCKED);
    const lockedZh = await withPassword(byEmail(user), TEST_PASSWORD, 'zh-CN');
    expect(lockedZh.body.msg).toBe('登录失败次数过多，请 1 分钟后再试或重置密码。');

    await sendCode(server, byEmail(user), MSG_TYPE.login);
    const code = await latestCode(server.db, emailRecipient(user));
    expect((await server.call('login', { ...byEmail(user), VerificationCode: code })).body).toEqual(LOCKED);
  });

  it('gives an unknown account exactly the same answers', async () => {
    const user = await createUser(server.db);
    const ghost = { AccountType: 1, Account: `ghost-${Date.now()}@example.test` };
    const known = await failTimes(byEmail(user), MAX + 1);
    const unknown = await failTimes(ghost, MAX + 1);
    expect(unknown.map((answer) => [answer.status, answer.body])).toEqual(known.map((answer) => [answer.status, answer.body]));
    expect(unknown.at(-1)!.body).toEqual(LOCKED);
  });

  it('locks e-mail and phone of a user separately, since each is its own account name', async () => {
    const user = await createUser(server.db);
    await failTimes(byEmail(user), MAX);
    expect((await withPassword(byEmail(user), TEST_PASSWORD)).status).toBe(429);
    expect(tokenOf(await withPassword(byPhone(user), TEST_PASSWORD))).toBeTruthy();
  });

  it('counts wrong codes as failures, but not malformed input', async () => {
    const user = await createUser(server.db);
    for (let i = 0; i < MAX + 2; i++) {
      expect((await server.call('login', { ...byEmail(user) })).status).toBe(400);
      expect((await server.call('login', { ...byEmail(user), VerificationCode: '12ab56' })).status).toBe(400);
    }
    expect(tokenOf(await withPassword(byEmail(user), TEST_PASSWORD))).toBeTruthy();

    await sendCode(server, byEmail(user), MSG_TYPE.login);
    const code = await latestCode(server.db, emailRecipient(user));
    for (let i = 0; i < MAX; i++) await server.call('login', { ...byEmail(user), VerificationCode: otherCode(code) });
    expect((await withPassword(byEmail(user), TEST_PASSWORD)).body).toEqual(LOCKED);
  });

  it('starts counting again after a successful sign-in', async () => {
    const user = await createUser(server.db);
    await failTimes(byEmail(user), MAX - 1);
    expect(tokenOf(await withPassword(byEmail(user), TEST_PASSWORD))).toBeTruthy();
    await failTimes(byEmail(user), MAX - 1);
    expect(tokenOf(await withPassword(byEmail(user), TEST_PASSWORD))).toBeTruthy();
  });

  it('lifts the lock when a password reset succeeds', async () => {
    const user = await createUser(server.db);
    await failTimes(byEmail(user), MAX);
    await sendCode(server, byEmail(user), MSG_TYPE.resetPassword);
    const code = await latestCode(server.db, emailRecipient(user));
    expect((await server.call('forget', { ...byEmail(user), VerificationCode: code, new_password: 'Reset2026abc' })).body.success).toBe(true);
    expect(tokenOf(await withPassword(byEmail(user), 'Reset2026abc'))).toBeTruthy();
  });

  it('ends the lock after LOGIN_LOCKOUT_MS', async () => {
    const user = await createUser(server.db);
    await failTimes(byEmail(user), MAX);
    expect((await withPassword(byEmail(user), TEST_PASSWORD)).status).toBe(429);
    await sleep(LOCK_MS + 200);
    expect(tokenOf(await withPassword(byEmail(user), TEST_PASSWORD))).toBeTruthy();
  });
});

describe('LOGIN_MAX_FAILURES=1', () => {
  let strict: TestServer;
  beforeAll(async () => {
    strict = await startTestServer({ LOGIN_MAX_FAILURES: '1' });
  });
  afterAll(() => strict.close());

  it('locks on the first failure, for LOGIN_LOCKOUT_MS (30 minutes by default)', async () => {
    const user = await createUser(strict.db);
    expect((await strict.call('login', { ...byEmail(user), Password: 'Wrong12345' })).status).toBe(400);
    const locked = await strict.call('login', { ...byEmail(user), Password: TEST_PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.body.msg).toBe('Too many failed sign-ins. Please try again in 30 min or reset your password.');
  });
});
