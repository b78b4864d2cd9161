import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LOCKOUT_MS, LOGIN_MAX_FAILURES, MSG_TYPE } from '@mbo/contracts/constants';
import { loadConfig } from '../../config.ts';
import { byEmail, byPhone, tokenOf } from '../../../test/support/accounts.ts';
import { startTestServer, type TestServer, type CallResult, serverForThisFile } from '../../../test/support/harness.ts';
import { createUser, TEST_PASSWORD } from '../../../test/support/factories.ts';
import { emailRecipient, latestCode, otherCode, sendCode } from '../../../test/support/outbox.ts';
import { sleep } from '../../../test/support/sleep.ts';

const MAX = 3;
const LOCK_MS = 2_000;
const LOCKED = {
  return_code: 'FAIL',
  success: false,
  msg: 'Too many wrong passwords or codes. Please try again in 1 min.',
};

const server = serverForThisFile({
  LOGIN_MAX_FAILURES: String(MAX),
  LOGIN_LOCKOUT_MS: String(LOCK_MS),
  CODE_RESEND_MS: '200',
});

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
    expect(lockedZh.body.msg).toBe('密码或验证码错误次数过多，请 1 分钟后再试。');

    await sendCode(server, byEmail(user), MSG_TYPE.login);
    const code = await latestCode(server.db, emailRecipient(user));
    expect((await server.call('login', { ...byEmail(user), VerificationCode: code })).body).toEqual(LOCKED);
  });

  it('gives an unknown account exactly the same answers', async () => {
    const user = await createUser(server.db);
    const ghost = { AccountType: 1, Account: `ghost-${Date.now()}@example.test` };
    const known = await failTimes(byEmail(user), MAX + 1);
    const unknown = await failTimes(ghost, MAX + 1);
    expect(unknown.map((answer) => [answer.status, answer.body])).toEqual(
      known.map((answer) => [answer.status, answer.body]),
    );
    expect(unknown.at(-1)!.body).toEqual(LOCKED);
  });

  it('counts the e-mail and the phone of one user together: a second alias buys no more guesses', async () => {
    const user = await createUser(server.db);
    await failTimes(byEmail(user), MAX - 1);
    expect((await withPassword(byPhone(user), 'Wrong12345')).status).toBe(400);
    expect((await withPassword(byPhone(user), TEST_PASSWORD)).body).toEqual(LOCKED);
    expect((await withPassword(byEmail(user), TEST_PASSWORD)).body).toEqual(LOCKED);
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

  it('starts counting again after a password reset, which a lock refuses too', async () => {
    const user = await createUser(server.db);
    await failTimes(byEmail(user), MAX - 1);
    await sendCode(server, byEmail(user), MSG_TYPE.resetPassword);
    const code = await latestCode(server.db, emailRecipient(user));
    expect(
      (await server.call('forget', { ...byEmail(user), VerificationCode: code, new_password: 'Reset2026abc' })).body
        .success,
    ).toBe(true);
    await failTimes(byEmail(user), MAX - 1);
    expect(tokenOf(await withPassword(byEmail(user), 'Reset2026abc'))).toBeTruthy();

    await failTimes(byEmail(user), MAX);
    await sleep(server.config.codeResendMs);
    await sendCode(server, byEmail(user), MSG_TYPE.resetPassword);
    const lockedCode = await latestCode(server.db, emailRecipient(user));
    expect(
      (await server.call('forget', { ...byEmail(user), VerificationCode: lockedCode, new_password: 'Later2026abc' }))
        .body,
    ).toEqual(LOCKED);
  });

  it('ends the lock after LOGIN_LOCKOUT_MS', async () => {
    const user = await createUser(server.db);
    await failTimes(byEmail(user), MAX);
    expect((await withPassword(byEmail(user), TEST_PASSWORD)).status).toBe(429);
    await sleep(LOCK_MS + 200);
    expect(tokenOf(await withPassword(byEmail(user), TEST_PASSWORD))).toBeTruthy();
  });
});

describe('parallel guesses (the default limit)', () => {
  let busy: TestServer;
  beforeAll(async () => {
    busy = await startTestServer({});
  });
  afterAll(() => busy.close());

  it('claims each guess before checking it: of 25 at once over e-mail and phone, only LOGIN_MAX_FAILURES are checked', async () => {
    const user = await createUser(busy.db);
    const aliases = [byEmail(user), byPhone(user)];
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => busy.call('login', { ...aliases[i % 2], Password: `Wrong${i}guess` })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(LOGIN_MAX_FAILURES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25 - LOGIN_MAX_FAILURES);
    for (const alias of aliases) {
      const right = await busy.call('login', { ...alias, Password: TEST_PASSWORD });
      expect(right.status).toBe(429);
      expect(right.body.msg).toBe('Too many wrong passwords or codes. Please try again in 30 min.');
    }
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
    expect(locked.body.msg).toBe('Too many wrong passwords or codes. Please try again in 30 min.');
  });
});
