import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG_TYPE } from '@mbo/contracts/constants';
import { auditLog, users } from '@mbo/db/schema';
import { byEmail, byPhone, tokenOf } from '../../../test/support/accounts.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { createUser, signIn, TEST_PASSWORD } from '../../../test/support/factories.ts';
import { emailRecipient, latestCode, otherCode, sendCode, smsRecipient } from '../../../test/support/outbox.ts';

const NEW_PASSWORD = 'Wattle2027y';
const INVALID = { return_code: 'FAIL', success: false, msg: 'The password is invalid.' };

const server = serverForThisFile();

const signsIn = async (email: string, password: string) =>
  (await server.call('login', { AccountType: 1, Account: email, Password: password })).body.success;
const isLive = async (token: string) => (await server.call('tokenLogin', {}, { token })).status === 200;
const passwordHashOf = async (id: number) =>
  (await server.db.select().from(users).where(eq(users.id, id)))[0]!.passwordHash;

describe('GroupUser/ChangePassword', () => {
  it('changes the password, keeps this session and ends every other one', async () => {
    const user = await createUser(server.db);
    const token = await signIn(server, user.email!);
    const others = [await signIn(server, user.email!), await signIn(server, user.email!)];
    const changed = await server.call(
      'GroupUser/ChangePassword',
      { origin_password: TEST_PASSWORD, new_password: NEW_PASSWORD },
      { token },
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ return_code: 'SUCCESS', success: true });
    expect(await isLive(token)).toBe(true);
    for (const other of others) expect(await isLive(other)).toBe(false);
    expect(await signsIn(user.email!, TEST_PASSWORD)).toBe(false);
    expect(await signsIn(user.email!, NEW_PASSWORD)).toBe(true);
    expect(await passwordHashOf(user.id)).toMatch(/^\$argon2id\$/);
    const audit = await server.db.select().from(auditLog).where(eq(auditLog.userId, user.id));
    expect(audit.map((entry) => entry.action)).toContain('password_changed');
  });

  it('answers under the alias ChangePassword too', async () => {
    const user = await createUser(server.db);
    const token = await signIn(server, user.email!);
    const changed = await server.call(
      'ChangePassword' as 'GroupUser/ChangePassword',
      { origin_password: TEST_PASSWORD, new_password: NEW_PASSWORD },
      { token },
    );
    expect(changed.body).toEqual({ return_code: 'SUCCESS', success: true });
    expect(await signsIn(user.email!, NEW_PASSWORD)).toBe(true);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const user = await createUser(server.db);
    const token = await signIn(server, user.email!);
    const other = await signIn(server, user.email!);
    const before = await passwordHashOf(user.id);
    const wrong = await server.call(
      'GroupUser/ChangePassword',
      { origin_password: 'Nope12345', new_password: NEW_PASSWORD },
      { token },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ return_code: 'FAIL', success: false, msg: 'The current password is incorrect.' });
    expect(await passwordHashOf(user.id)).toBe(before);
    expect(await isLive(other)).toBe(true);
    const zh = await server.call(
      'GroupUser/ChangePassword',
      { origin_password: 'Nope12345', new_password: NEW_PASSWORD },
      { token, language: 'zh-CN' },
    );
    expect(zh.body.msg).toBe('当前密码错误。');
  });

  it('refuses a new password that breaks the rules, is common or equals the current one', async () => {
    const user = await createUser(server.db);
    const token = await signIn(server, user.email!);
    const before = await passwordHashOf(user.id);
    const change = (new_password: string, language?: 'zh-CN') =>
      server.call('GroupUser/ChangePassword', { origin_password: TEST_PASSWORD, new_password }, { token, language });
    for (const bad of ['Ab12', 'abcdefgh', '12345678', 'Abc1234567890123456789', 'Harbour2026密码']) {
      const result = await change(bad);
      expect(result.status, bad).toBe(400);
      expect(result.body).toEqual(INVALID);
    }
    expect((await change('Ab12', 'zh-CN')).body.msg).toBe('密码格式不正确。');
    expect((await change('Password1')).body.msg).toBe('This password is too common. Please choose another.');
    expect((await change(TEST_PASSWORD)).body.msg).toBe('The new password must differ from the current one.');
    const empty = await server.call(
      'GroupUser/ChangePassword',
      { origin_password: '', new_password: NEW_PASSWORD },
      { token },
    );
    expect(empty.body.msg).toBe('Please enter your current password.');
    expect(await passwordHashOf(user.id)).toBe(before);
  });

  it('accepts the rule’s edges: 7 and 20 characters', async () => {
    const user = await createUser(server.db);
    const token = await signIn(server, user.email!);
    const seven = 'Kq7mZ2x';
    const twenty = 'Kq7mZ2xLp9Rt4Wv8Ny3B';
    expect(twenty).toHaveLength(20);
    expect(
      (
        await server.call(
          'GroupUser/ChangePassword',
          { origin_password: TEST_PASSWORD, new_password: seven },
          { token },
        )
      ).body.success,
    ).toBe(true);
    expect(
      (await server.call('GroupUser/ChangePassword', { origin_password: seven, new_password: twenty }, { token })).body
        .success,
    ).toBe(true);
    expect(await signsIn(user.email!, twenty)).toBe(true);
  });

  it('needs a session', async () => {
    const result = await server.call('GroupUser/ChangePassword', {
      origin_password: TEST_PASSWORD,
      new_password: NEW_PASSWORD,
    });
    expect(result.status).toBe(401);
  });
});

describe('forget (reset with a MsgType 7 code)', () => {
  it('sets the new password and ends every session of the account', async () => {
    const user = await createUser(server.db);
    const sessions = [await signIn(server, user.email!), await signIn(server, user.email!)];
    await sendCode(server, byEmail(user), MSG_TYPE.resetPassword);
    const code = await latestCode(server.db, emailRecipient(user));
    const reset = await server.call('forget', { ...byEmail(user), VerificationCode: code, new_password: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ return_code: 'SUCCESS', success: true });
    for (const token of sessions) expect(await isLive(token)).toBe(false);
    expect(await signsIn(user.email!, TEST_PASSWORD)).toBe(false);
    expect(await signsIn(user.email!, NEW_PASSWORD)).toBe(true);
    // The code was single use.
    const again = await server.call('forget', { ...byEmail(user), VerificationCode: code, new_password: 'Third2028z' });
    expect(again.body.msg).toBe('Verification code error, check and re-enter.');
  });

  it('resets by phone with an SMS code', async () => {
    const user = await createUser(server.db);
    await sendCode(server, byPhone(user), MSG_TYPE.resetPassword);
    const code = await latestCode(server.db, smsRecipient(user));
    expect(
      (await server.call('forget', { ...byPhone(user), VerificationCode: code, new_password: NEW_PASSWORD })).body
        .success,
    ).toBe(true);
    expect(tokenOf(await server.call('login', { ...byPhone(user), Password: NEW_PASSWORD }))).toBeTruthy();
  });

  it('refuses a wrong code and leaves the password alone', async () => {
    const user = await createUser(server.db);
    const token = await signIn(server, user.email!);
    await sendCode(server, byEmail(user), MSG_TYPE.resetPassword);
    const code = await latestCode(server.db, emailRecipient(user));
    const wrong = await server.call(
      'forget',
      { ...byEmail(user), VerificationCode: otherCode(code), new_password: NEW_PASSWORD },
      { language: 'zh-CN' },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ return_code: 'FAIL', success: false, msg: '验证码错误，请检查后重新输入。' });
    expect(await signsIn(user.email!, TEST_PASSWORD)).toBe(true);
    expect(await isLive(token)).toBe(true);
  });

  it('refuses an invalid or common new password before using the code, which then still works', async () => {
    const user = await createUser(server.db);
    await sendCode(server, byEmail(user), MSG_TYPE.resetPassword);
    const code = await latestCode(server.db, emailRecipient(user));
    const invalid = await server.call('forget', { ...byEmail(user), VerificationCode: code, new_password: 'short1' });
    expect(invalid.body).toEqual(INVALID);
    const common = await server.call('forget', { ...byEmail(user), VerificationCode: code, new_password: 'qwerty123' });
    expect(common.body.msg).toBe('This password is too common. Please choose another.');
    expect(
      (await server.call('forget', { ...byEmail(user), VerificationCode: code, new_password: NEW_PASSWORD })).body
        .success,
    ).toBe(true);
  });

  it('does nothing for an unknown account', async () => {
    const ghost = { AccountType: 1, Account: `ghost-${Date.now()}@example.test` };
    expect((await sendCode(server, ghost, MSG_TYPE.resetPassword)).body.success).toBe(true);
    const reset = await server.call('forget', { ...ghost, VerificationCode: '123456', new_password: NEW_PASSWORD });
    expect(reset.status).toBe(400);
    expect(reset.body.msg).toBe('Verification code error, check and re-enter.');
  });
});
