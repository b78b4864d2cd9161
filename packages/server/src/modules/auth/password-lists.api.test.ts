import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MSG_TYPE } from '@mbo/contracts/constants';
import { isPasswordValid } from '@mbo/contracts/field-rules';
import { byPhone } from '../../../test/support/accounts.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { createUser, signIn, TEST_PASSWORD } from '../../../test/support/factories.ts';
import { latestCode, sendCode, smsRecipient } from '../../../test/support/outbox.ts';
import { COMMON_PASSWORDS } from './common-passwords.ts';

const COMMON = 'This password is too common. Please choose another.';
const PERSONAL = 'The password must not contain your name, e-mail or phone number.';

const server = serverForThisFile();

async function changer() {
  const user = await createUser(server.db, {
    name: 'Matilda Okonkwo-Hart',
    email: `matilda.ok${Date.now()}@example.test`,
  });
  const token = await signIn(server, user.email!);
  const change = (new_password: string, language?: 'zh-CN') =>
    server.call('GroupUser/ChangePassword', { origin_password: TEST_PASSWORD, new_password }, { token, language });
  return { user, change };
}

describe('the block-list of common passwords', () => {
  it('ships at least 3,000 entries the rule would otherwise accept, generated from a maintained list', () => {
    const shipped = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean);
    expect(shipped.length).toBeGreaterThanOrEqual(3_000);
    expect(shipped.every((word) => isPasswordValid(word) && word === word.toLowerCase())).toBe(true);
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(shipped.length);
  });

  it('refuses a listed password whatever its case, in both languages, and leaves the password as it was', async () => {
    const { user, change } = await changer();
    for (const common of ['trustno1', 'TrustNo1', 'Q1w2e3r4t5', 'qwer1234', 'Password123']) {
      expect((await change(common)).body.msg, common).toBe(COMMON);
    }
    expect((await change('1qaz2wsx', 'zh-CN')).body.msg).toBe('该密码过于常见，请换一个。');
    expect(
      (await server.call('login', { AccountType: 1, Account: user.email!, Password: TEST_PASSWORD })).body.success,
    ).toBe(true);
  });
});

describe('the person’s own details', () => {
  it('refuses a password holding a word of the name, the e-mail’s local part or the phone’s digits, any case', async () => {
    const { user, change } = await changer();
    for (const personal of ['Matilda2026', 'xOKONKWO77', 'hart2026zz', 'Matilda.ok9', `a${user.phone!.slice(1)}`]) {
      expect((await change(personal)).body.msg, personal).toBe(PERSONAL);
    }
    expect((await change('Hart2026zz', 'zh-CN')).body.msg).toBe('密码不能包含您的姓名、邮箱或手机号。');
  });

  it('leaves pieces shorter than four characters alone', async () => {
    const user = await createUser(server.db, { name: 'Li Wu' });
    const token = await signIn(server, user.email!);
    const changed = await server.call(
      'GroupUser/ChangePassword',
      { origin_password: TEST_PASSWORD, new_password: 'Liwu2026harbour' },
      { token },
    );
    expect(changed.body.success).toBe(true);
  });

  it('applies the phone the caller typed on reset, before the code is used', async () => {
    const user = await createUser(server.db);
    await sendCode(server, byPhone(user), MSG_TYPE.resetPassword);
    const code = await latestCode(server.db, smsRecipient(user));
    const withPhone = `Zz${user.phone!.slice(1)}`;
    const refused = await server.call('forget', { ...byPhone(user), VerificationCode: code, new_password: withPhone });
    expect(refused.body.msg).toBe(PERSONAL);
    expect(
      (await server.call('forget', { ...byPhone(user), VerificationCode: code, new_password: 'Wattle2027y' })).body
        .success,
    ).toBe(true);
  });

  it('applies the name and e-mail of a sign-up', async () => {
    const email = `kookaburra.${Date.now()}@example.test`;
    expect((await sendCode(server, { AccountType: 1, Account: email }, MSG_TYPE.register)).body.success).toBe(true);
    const code = await latestCode(server.db, email);
    const register = (Password: string, Name: string) =>
      server.call('register', { AccountType: 1, Account: email, VerificationCode: code, Password, Name });
    expect((await register('Kookaburra1x', 'Sam Field')).body.msg).toBe(PERSONAL);
    expect((await register('Bramble2026q', 'Bramble Field')).body.msg).toBe(PERSONAL);
    expect((await register('Wattle2027y', 'Sam Field')).body.success).toBe(true);
  });
});

describe('control characters', () => {
  it('refuses a tab or a line break in a new password, which the request boundary lets through for multi-line text', async () => {
    const { change } = await changer();
    for (const bad of ['Wattle\t2027y', 'Wattle2027y\n'])
      expect((await change(bad)).body.msg).toBe('The password is invalid.');
  });
});
