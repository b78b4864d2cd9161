import { describe, expect, it } from 'vitest';
import { MSG_TYPE } from '@mbo/contracts/constants';
import { byEmail, byPhone, tokenOf } from '../../../test/support/accounts.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { createUser, memberWithRoles, TEST_PASSWORD } from '../../../test/support/factories.ts';
import { emailRecipient, latestCode, otherCode, sendCode, smsRecipient } from '../../../test/support/outbox.ts';
import { sleep } from '../../../test/support/sleep.ts';

/** Below CODE_MAX_WRONG_TRIES, so one code could still be tried: only the per-user limit stops the guessing. */
const MAX = 3;
const RESEND_MS = 200;
const LOCKED = {
  return_code: 'FAIL',
  success: false,
  msg: 'Too many wrong passwords or codes. Please try again in 30 min.',
};

const server = serverForThisFile({ LOGIN_MAX_FAILURES: String(MAX), CODE_RESEND_MS: String(RESEND_MS) });

const reset = (account: Record<string, unknown>, code: string) =>
  server.call('forget', { ...account, VerificationCode: code, new_password: 'Fresh2026reset' });

async function resetCodeTo(user: { email: string | null }): Promise<string> {
  await sleep(RESEND_MS);
  expect((await sendCode(server, byEmail(user), MSG_TYPE.resetPassword)).body.success).toBe(true);
  return latestCode(server.db, emailRecipient(user));
}

describe('one limit on guessing a person’s secrets', () => {
  it('counts wrong reset codes across fresh codes: the right code is then refused, and so is signing in', async () => {
    const user = await createUser(server.db);
    for (let i = 0; i < MAX; i++) {
      const code = await resetCodeTo(user);
      expect((await reset(byEmail(user), otherCode(code))).status).toBe(400);
    }
    const code = await resetCodeTo(user);
    expect((await reset(byEmail(user), code)).body).toEqual(LOCKED);
    expect((await server.call('login', { ...byEmail(user), Password: TEST_PASSWORD })).body).toEqual(LOCKED);
  });

  it('adds wrong codes of one purpose to wrong passwords and codes of another, over both aliases', async () => {
    const user = await createUser(server.db);
    expect((await server.call('login', { ...byPhone(user), Password: 'Wrong2026pw' })).status).toBe(400);
    await sendCode(server, byPhone(user), MSG_TYPE.login);
    const signInCode = await latestCode(server.db, smsRecipient(user));
    expect((await server.call('login', { ...byPhone(user), VerificationCode: otherCode(signInCode) })).status).toBe(
      400,
    );
    const code = await resetCodeTo(user);
    expect((await reset(byEmail(user), otherCode(code))).status).toBe(400);
    expect((await reset(byEmail(user), code)).body).toEqual(LOCKED);
  });

  it('counts wrong key-rotation codes (a signed-in purpose) against the same person: then signing in is refused', async () => {
    const { merchant, user, token } = await memberWithRoles(server, [1]);
    const rotate = (code: string) =>
      server.call(
        'merchant/rotate_secret_key',
        { merchant_id: merchant.id, code, scopes: ['orders', 'read'] },
        { token },
      );
    expect(
      (await server.call('merchant/send_rotate_secret_key_code', { merchant_id: merchant.id }, { token })).body.success,
    ).toBe(true);
    const code = await latestCode(server.db, smsRecipient(user));
    for (let i = 0; i < MAX; i++) expect((await rotate(otherCode(code))).status).toBe(400);
    expect((await rotate(code)).body).toEqual(LOCKED);
    expect((await server.call('login', { ...byEmail(user), Password: TEST_PASSWORD })).body).toEqual(LOCKED);
  });

  it('does not count a malformed code', async () => {
    const user = await createUser(server.db);
    for (let i = 0; i < MAX + 1; i++) expect((await reset(byEmail(user), '12ab56')).status).toBe(400);
    expect((await reset(byEmail(user), await resetCodeTo(user))).body.success).toBe(true);
  });

  it('counts wrong current passwords on ChangePassword: then the right one, and signing in, are refused', async () => {
    const user = await createUser(server.db);
    const token = tokenOf(await server.call('login', { ...byEmail(user), Password: TEST_PASSWORD }));
    const change = (origin_password: string, language?: 'zh-CN') =>
      server.call(
        'GroupUser/ChangePassword',
        { origin_password, new_password: 'Fresh2026change' },
        { token, language },
      );
    for (let i = 0; i < MAX; i++)
      expect((await change(`Guess${i}2026`)).body.msg).toBe('The current password is incorrect.');
    expect((await change(TEST_PASSWORD)).body).toEqual(LOCKED);
    expect((await change(TEST_PASSWORD, 'zh-CN')).body.msg).toBe('密码或验证码错误次数过多，请 30 分钟后再试。');
    expect((await server.call('login', { ...byEmail(user), Password: TEST_PASSWORD })).body).toEqual(LOCKED);
  });
});
