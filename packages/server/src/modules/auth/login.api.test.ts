import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG_TYPE } from '@mbo/contracts/constants';
import { users } from '@mbo/db/schema';
import { byEmail, byPhone, tokenOf } from '../../../test/support/accounts.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { createUser, TEST_PASSWORD } from '../../../test/support/factories.ts';
import { emailRecipient, latestCode, sendCode, smsRecipient } from '../../../test/support/outbox.ts';

const server = serverForThisFile();

describe('login with a password', () => {
  it('signs in by e-mail and returns a token that tokenLogin accepts', async () => {
    const user = await createUser(server.db);
    const login = await server.call('login', {
      AccountType: 1,
      Account: user.email!.toUpperCase(),
      Password: TEST_PASSWORD,
      RegType: 5,
    });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ return_code: 'SUCCESS', success: true });
    const token = tokenOf(login);
    const me = await server.call('tokenLogin', {}, { token });
    expect(me.body).toMatchObject({ success: true, data: { token, user: { id: user.id, email: user.email } } });
  });

  it('signs in by phone, inserting the 0 of an Australian mobile starting with 4', async () => {
    const user = await createUser(server.db);
    expect(user.phone).toMatch(/^04/);
    const login = await server.call('login', {
      AccountType: 2,
      CountryCode: '+61',
      Account: user.phone!.slice(1),
      Password: TEST_PASSWORD,
    });
    const me = await server.call('tokenLogin', {}, { token: tokenOf(login) });
    expect(me.body).toMatchObject({ data: { user: { id: user.id, phone: user.phone } } });
  });

  it('does not insert the 0 under another country code', async () => {
    const user = await createUser(server.db);
    const login = await server.call('login', {
      AccountType: 2,
      CountryCode: '+64',
      Account: user.phone!.slice(1),
      Password: TEST_PASSWORD,
    });
    expect(login.body).toMatchObject({ success: false, msg: 'The account or password is incorrect.' });
  });

  it('answers a wrong password and an unknown account the same way, in the caller language', async () => {
    const user = await createUser(server.db);
    const wrong = await server.call(
      'login',
      { AccountType: 1, Account: user.email!, Password: 'Wrong12345' },
      { language: 'zh-CN' },
    );
    const unknown = await server.call(
      'login',
      { AccountType: 1, Account: 'nobody@example.test', Password: 'Wrong12345' },
      { language: 'zh-CN' },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ return_code: 'FAIL', success: false, msg: '账号或密码错误。' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('issues a new token on every sign-in, each its own session', async () => {
    const user = await createUser(server.db);
    const first = tokenOf(await server.call('login', { ...byEmail(user), Password: TEST_PASSWORD }));
    const second = tokenOf(await server.call('login', { ...byEmail(user), Password: TEST_PASSWORD }));
    expect(second).not.toBe(first);
    expect((await server.call('tokenLogin', {}, { token: first })).body.success).toBe(true);
    expect((await server.call('tokenLogin', {}, { token: second })).body.success).toBe(true);
  });

  it('stores passwords as argon2id hashes', async () => {
    const user = await createUser(server.db);
    const [row] = await server.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    expect(row!.hash).toMatch(/^\$argon2id\$/);
    expect(row!.hash).not.toContain(TEST_PASSWORD);
  });

  it('refuses malformed input with the login form messages', async () => {
    const user = await createUser(server.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ AccountType: 1, Account: 'not-an-email', Password: TEST_PASSWORD }, 'Please enter a valid e-mail address.'],
      [
        { AccountType: 2, CountryCode: '+61', Account: '12ab', Password: TEST_PASSWORD },
        'Please enter a valid phone number (7 to 20 digits).',
      ],
      [{ ...byEmail(user) }, 'Please enter your password.'],
      [{ ...byEmail(user), VerificationCode: '12a456' }, 'Please enter the 6-digit verification code.'],
      [{ ...byEmail(user), Password: TEST_PASSWORD, RegType: 4 }, 'The field "RegType" is invalid.'],
      [{ AccountType: 3, Account: user.email, Password: TEST_PASSWORD }, 'The field "AccountType" is invalid.'],
    ];
    for (const [body, msg] of cases) {
      const result = await server.call('login', body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body).toEqual({ return_code: 'FAIL', success: false, msg });
    }
  });
});

describe('login with a verification code', () => {
  it('signs in by e-mail with a code sent for sign-in, once', async () => {
    const user = await createUser(server.db);
    expect((await sendCode(server, byEmail(user), MSG_TYPE.login)).body.success).toBe(true);
    const code = await latestCode(server.db, emailRecipient(user));
    const login = await server.call('login', { ...byEmail(user), VerificationCode: code });
    const me = await server.call('tokenLogin', {}, { token: tokenOf(login) });
    expect(me.body).toMatchObject({ data: { user: { id: user.id } } });

    const again = await server.call('login', { ...byEmail(user), VerificationCode: code });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ success: false, msg: 'Verification code error, check and re-enter.' });
  });

  it('signs in by phone with an SMS code, the 0 inserted both when sending and when signing in', async () => {
    const user = await createUser(server.db);
    const withoutZero = { ...byPhone(user), Account: user.phone!.slice(1) };
    expect((await sendCode(server, withoutZero, MSG_TYPE.login)).body.success).toBe(true);
    const code = await latestCode(server.db, smsRecipient(user));
    const login = await server.call('login', { ...withoutZero, VerificationCode: code });
    expect((await server.call('tokenLogin', {}, { token: tokenOf(login) })).body).toMatchObject({
      data: { user: { id: user.id } },
    });
  });

  it('refuses a code when none was sent, the same for an unknown account', async () => {
    const user = await createUser(server.db);
    const known = await server.call('login', { ...byEmail(user), VerificationCode: '123456' });
    const unknown = await server.call('login', {
      AccountType: 1,
      Account: 'ghost@example.test',
      VerificationCode: '123456',
    });
    expect(known.status).toBe(400);
    expect(known.body).toEqual({
      return_code: 'FAIL',
      success: false,
      msg: 'Verification code error, check and re-enter.',
    });
    expect(unknown.body).toEqual(known.body);
  });
});
