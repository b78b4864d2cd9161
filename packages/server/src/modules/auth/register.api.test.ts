import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG_TYPE } from '@mbo/contracts/constants';
import { users } from '@mbo/db/schema';
import { byEmail, tokenOf } from '../../../test/support/accounts.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { createUser } from '../../../test/support/factories.ts';
import { latestCode, otherCode, sendCode } from '../../../test/support/outbox.ts';

const PASSWORD = 'Banksia2026q';

const server = serverForThisFile();

let counter = 0;
const freshEmail = () => `signup-${Date.now()}-${counter++}@example.test`;
const freshPhone = () => `04${String(Date.now() + counter++).slice(-8)}`;

/** Sends a sign-up code to a new e-mail account and reads it from the outbox. */
async function codeFor(email: string): Promise<string> {
  expect((await sendCode(server, { AccountType: 1, Account: email }, MSG_TYPE.register)).body.success).toBe(true);
  return latestCode(server.db, email);
}

const usersWithEmail = async (email: string) =>
  server.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);

describe('register', () => {
  it('creates the account by e-mail with a sign-up code, signs in, and the password works afterwards', async () => {
    const email = freshEmail();
    const code = await codeFor(email);
    const created = await server.call('register', {
      AccountType: 1,
      Account: email,
      VerificationCode: code,
      Password: PASSWORD,
      Name: 'Ada Lovelace',
    });
    expect(created.status).toBe(200);
    const token = tokenOf(created);
    const me = await server.call('tokenLogin', {}, { token });
    expect(me.body).toMatchObject({ data: { user: { name: 'Ada Lovelace', email, phone: null }, merchants: [] } });
    const [row] = await usersWithEmail(email);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.language).toBe('en');
    expect(tokenOf(await server.call('login', { AccountType: 1, Account: email, Password: PASSWORD }))).not.toBe(token);
  });

  it('creates the account by phone (0 inserted under +61) and keeps the chosen language', async () => {
    const phone = freshPhone();
    const account = { AccountType: 2, CountryCode: '+61', Account: phone.slice(1) };
    await sendCode(server, account, MSG_TYPE.register, { language: 'zh-CN' });
    const code = await latestCode(server.db, `+61 ${phone}`);
    const created = await server.call(
      'register',
      { ...account, VerificationCode: code, Password: PASSWORD, Name: '李雷' },
      { language: 'zh-CN' },
    );
    expect(created.body.success).toBe(true);
    const [row] = await server.db.select().from(users).where(eq(users.phone, phone));
    expect(row).toMatchObject({ countryCode: '+61', phone, email: null, name: '李雷', language: 'zh_CN' });
  });

  it('refuses a wrong code and creates nothing', async () => {
    const email = freshEmail();
    const code = await codeFor(email);
    const wrong = await server.call('register', {
      AccountType: 1,
      Account: email,
      VerificationCode: otherCode(code),
      Password: PASSWORD,
      Name: 'Eve',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      return_code: 'FAIL',
      success: false,
      msg: 'Verification code error, check and re-enter.',
    });
    expect(await usersWithEmail(email)).toHaveLength(0);
  });

  it('refuses a sign-in code: codes are bound to their purpose', async () => {
    const user = await createUser(server.db);
    await sendCode(server, byEmail(user), MSG_TYPE.login);
    const loginCode = await latestCode(server.db, user.email!);
    // The account exists, so the answer is "registered" before the code is even looked at.
    const result = await server.call('register', {
      ...byEmail(user),
      VerificationCode: loginCode,
      Password: PASSWORD,
      Name: 'Again',
    });
    expect(result.status).toBe(409);
    // And the sign-in code is untouched.
    expect(tokenOf(await server.call('login', { ...byEmail(user), VerificationCode: loginCode }))).toBeTruthy();
  });

  it('refuses an account that exists (any letter case), in the caller language', async () => {
    const user = await createUser(server.db);
    const result = await server.call(
      'register',
      {
        AccountType: 1,
        Account: user.email!.toUpperCase(),
        VerificationCode: '123456',
        Password: PASSWORD,
        Name: 'Dup',
      },
      { language: 'zh-CN' },
    );
    expect(result.status).toBe(409);
    expect(result.body).toEqual({ return_code: 'FAIL', success: false, msg: '该账号已注册，请直接登录。' });
  });

  it('refuses passwords that break the rules or are common, without using up the code', async () => {
    const email = freshEmail();
    const code = await codeFor(email);
    const attempt = (Password: string) =>
      server.call('register', { AccountType: 1, Account: email, VerificationCode: code, Password, Name: 'Rules' });
    for (const bad of ['Ab1cd', 'onlyletters', '1234567890', 'Abcdefg123456789012345', '密码Abc12345']) {
      expect((await attempt(bad)).body, bad).toEqual({
        return_code: 'FAIL',
        success: false,
        msg: 'The password is invalid.',
      });
    }
    for (const common of ['Password1', 'qwerty123', 'ABC12345']) {
      expect((await attempt(common)).body.msg, common).toBe('This password is too common. Please choose another.');
    }
    expect(await usersWithEmail(email)).toHaveLength(0);
    expect((await attempt(PASSWORD)).body.success).toBe(true);
  });

  it('needs a name', async () => {
    const email = freshEmail();
    const code = await codeFor(email);
    const result = await server.call('register', {
      AccountType: 1,
      Account: email,
      VerificationCode: code,
      Password: PASSWORD,
      Name: '  ',
    });
    expect(result.body).toEqual({ return_code: 'FAIL', success: false, msg: 'Please enter your name.' });
  });

  it('creates one account when two sign-ups race with the same code', async () => {
    const email = freshEmail();
    const code = await codeFor(email);
    const body = { AccountType: 1, Account: email, VerificationCode: code, Password: PASSWORD, Name: 'Racer' };
    const answers = await Promise.all([server.call('register', body), server.call('register', body)]);
    expect(answers.filter((answer) => answer.body.success)).toHaveLength(1);
    expect(answers.every((answer) => answer.status < 500)).toBe(true);
    expect(await usersWithEmail(email)).toHaveLength(1);
  });
});
