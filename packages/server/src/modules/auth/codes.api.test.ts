import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_MAX_WRONG_TRIES, MSG_TYPE } from '@mbo/contracts/constants';
import { verificationCodes } from '@mbo/db/schema';
import { byEmail, byPhone, tokenOf } from '../../../test/support/accounts.ts';
import { startTestServer, type TestServer, serverForThisFile } from '../../../test/support/harness.ts';
import { createUser, TEST_PASSWORD } from '../../../test/support/factories.ts';
import {
  emailRecipient,
  latestCode,
  otherCode,
  outboxOf,
  sendCode,
  smsRecipient,
} from '../../../test/support/outbox.ts';
import { sleep } from '../../../test/support/sleep.ts';

const WRONG = 'Verification code error, check and re-enter.';
const EXHAUSTED = 'Too many wrong codes. Please request a new verification code.';

const server = serverForThisFile();

describe('SendVerificationCode', () => {
  it('e-mails a 6-digit sign-in code (MsgType 1), stored only as a keyed hash', async () => {
    const user = await createUser(server.db);
    const sent = await sendCode(server, byEmail(user), MSG_TYPE.login);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ return_code: 'SUCCESS', success: true });
    const [message, ...older] = await outboxOf(server.db, emailRecipient(user));
    expect(older).toHaveLength(0);
    expect(message).toMatchObject({ channel: 'email', subject: 'Your verification code' });
    expect(message!.body).toMatch(/^Your sign-in code is \d{6}\. It is valid for 5 minutes\./);

    const code = await latestCode(server.db, emailRecipient(user));
    const [row] = await server.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.account, `email:${user.email}`));
    expect(row).toMatchObject({ purpose: MSG_TYPE.login, wrongTries: 0, consumedAt: null });
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);
    const validFor = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(validFor).toBe(5 * 60_000);
  });

  it('sends by SMS to a phone, with the 0 of an Australian mobile inserted', async () => {
    const user = await createUser(server.db);
    await sendCode(server, { ...byPhone(user), Account: user.phone!.slice(1) }, MSG_TYPE.login);
    const [message] = await outboxOf(server.db, smsRecipient(user));
    expect(message).toMatchObject({ channel: 'sms', recipient: `+61 ${user.phone}` });
    expect(message!.body).toMatch(/\b\d{6}\b/);
  });

  it('sends a sign-up code (MsgType 2) to a new account and refuses a registered one', async () => {
    const email = `new-${Date.now()}@example.test`;
    expect((await sendCode(server, { AccountType: 1, Account: email }, MSG_TYPE.register)).body.success).toBe(true);
    expect((await outboxOf(server.db, email))[0]!.body).toMatch(/^Your sign-up code is \d{6}\./);

    const user = await createUser(server.db);
    const taken = await sendCode(server, byEmail(user), MSG_TYPE.register);
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      return_code: 'FAIL',
      success: false,
      msg: 'This account is already registered. Please sign in.',
    });
    expect(await outboxOf(server.db, emailRecipient(user))).toHaveLength(0);
  });

  it('sends a reset code (MsgType 7)', async () => {
    const user = await createUser(server.db);
    expect((await sendCode(server, byEmail(user), MSG_TYPE.resetPassword)).body.success).toBe(true);
    expect((await outboxOf(server.db, emailRecipient(user)))[0]!.body).toMatch(/^Your password reset code is \d{6}\./);
  });

  it('refuses another code within 60 seconds, on the server, for the same account and purpose only', async () => {
    const user = await createUser(server.db);
    expect((await sendCode(server, byEmail(user), MSG_TYPE.login)).status).toBe(200);
    const again = await sendCode(server, byEmail(user), MSG_TYPE.login);
    expect(again.status).toBe(429);
    expect(again.body.success).toBe(false);
    expect(again.body.msg).toMatch(/^Please wait (59|60) seconds before requesting another code\.$/);
    expect(await outboxOf(server.db, emailRecipient(user))).toHaveLength(1);

    // Another purpose has its own window.
    expect((await sendCode(server, byEmail(user), MSG_TYPE.resetPassword)).status).toBe(200);
    expect(await outboxOf(server.db, emailRecipient(user))).toHaveLength(2);
  });

  it('answers an unknown account as a real one, resend window included, and sends nothing', async () => {
    const unknown = { AccountType: 1, Account: `ghost-${Date.now()}@example.test` };
    const user = await createUser(server.db);
    const first = await sendCode(server, unknown, MSG_TYPE.login);
    expect(first.status).toBe(200);
    expect(first.body).toEqual((await sendCode(server, byEmail(user), MSG_TYPE.login)).body);
    const second = await sendCode(server, unknown, MSG_TYPE.login);
    const secondKnown = await sendCode(server, byEmail(user), MSG_TYPE.login);
    expect(second.status).toBe(429);
    expect(second.status).toBe(secondKnown.status);
    expect(second.body.msg).toMatch(/^Please wait \d+ seconds/);
    expect(await outboxOf(server.db, unknown.Account)).toHaveLength(0);

    const unknownPhone = { AccountType: 2, CountryCode: '+61', Account: '0499999999' };
    expect((await sendCode(server, unknownPhone, MSG_TYPE.resetPassword)).status).toBe(200);
    expect(await outboxOf(server.db, '+61 0499999999')).toHaveLength(0);
  });

  it('writes the message and the refusal in Chinese for Accept-Language zh-CN', async () => {
    const user = await createUser(server.db);
    await sendCode(server, byEmail(user), MSG_TYPE.login, { language: 'zh-CN' });
    const [message] = await outboxOf(server.db, emailRecipient(user));
    expect(message!.subject).toBe('您的验证码');
    expect(message!.body).toMatch(/^您的登录验证码为 \d{6}，5 分钟内有效。/);
    const again = await sendCode(server, byEmail(user), MSG_TYPE.login, { language: 'zh-CN' });
    expect(again.body.msg).toMatch(/^请 \d+ 秒后再获取验证码。$/);
  });

  it('refuses a MsgType it does not know and a malformed account', async () => {
    const user = await createUser(server.db);
    const badType = await sendCode(server, byEmail(user), 9);
    expect(badType.status).toBe(400);
    expect(badType.body.msg).toBe('The field "MsgType" is invalid.');
    const badEmail = await sendCode(server, { AccountType: 1, Account: 'nope' }, MSG_TYPE.login);
    expect(badEmail.body).toEqual({ return_code: 'FAIL', success: false, msg: 'Please enter a valid e-mail address.' });
    expect(await outboxOf(server.db, emailRecipient(user))).toHaveLength(0);
  });
});

describe('using a code', () => {
  it('refuses a wrong code, then still accepts the right one', async () => {
    const user = await createUser(server.db);
    await sendCode(server, byEmail(user), MSG_TYPE.login);
    const code = await latestCode(server.db, emailRecipient(user));
    const wrong = await server.call('login', { ...byEmail(user), VerificationCode: otherCode(code) });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ return_code: 'FAIL', success: false, msg: WRONG });
    expect(tokenOf(await server.call('login', { ...byEmail(user), VerificationCode: code }))).toBeTruthy();
  });

  it(`kills a code after ${CODE_MAX_WRONG_TRIES} wrong tries: the right one fails afterwards`, async () => {
    const user = await createUser(server.db);
    await sendCode(server, byEmail(user), MSG_TYPE.login);
    const code = await latestCode(server.db, emailRecipient(user));
    const answers: string[] = [];
    for (let i = 0; i < CODE_MAX_WRONG_TRIES; i++) {
      answers.push((await server.call('login', { ...byEmail(user), VerificationCode: otherCode(code) })).body.msg!);
    }
    expect(answers).toEqual([WRONG, WRONG, WRONG, WRONG, EXHAUSTED]);
    const right = await server.call('login', { ...byEmail(user), VerificationCode: code });
    expect(right.status).toBe(400);
    expect(right.body.msg).toBe(EXHAUSTED);
    const [row] = await server.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.account, `email:${user.email}`));
    expect(row!.wrongTries).toBe(CODE_MAX_WRONG_TRIES);
    expect(row!.consumedAt).not.toBeNull();
  });

  it('binds a code to its purpose: a sign-in code does not reset a password', async () => {
    const user = await createUser(server.db);
    await sendCode(server, byEmail(user), MSG_TYPE.login);
    const code = await latestCode(server.db, emailRecipient(user));
    const reset = await server.call('forget', {
      ...byEmail(user),
      VerificationCode: code,
      new_password: 'Another2026x',
    });
    expect(reset.status).toBe(400);
    expect(reset.body.msg).toBe(WRONG);
    // The password is unchanged and the code is still good for what it was sent for.
    expect(tokenOf(await server.call('login', { ...byEmail(user), Password: TEST_PASSWORD }))).toBeTruthy();
    expect(tokenOf(await server.call('login', { ...byEmail(user), VerificationCode: code }))).toBeTruthy();
  });

  it("binds a code to its account: one user's code does not sign in another", async () => {
    const [alice, bob] = [await createUser(server.db), await createUser(server.db)];
    await sendCode(server, byEmail(alice), MSG_TYPE.login);
    await sendCode(server, byEmail(bob), MSG_TYPE.login);
    const aliceCode = await latestCode(server.db, emailRecipient(alice));
    const bobCode = await latestCode(server.db, emailRecipient(bob));
    expect(aliceCode).not.toBe(bobCode);
    const crossed = await server.call('login', { ...byEmail(bob), VerificationCode: aliceCode });
    expect(crossed.body).toMatchObject({ success: false, msg: WRONG });
    // E-mail and phone of one user are separate accounts for codes too.
    const byPhoneWithEmailCode = await server.call('login', { ...byPhone(alice), VerificationCode: aliceCode });
    expect(byPhoneWithEmailCode.body).toMatchObject({ success: false, msg: WRONG });
  });

  it('answers a wrong code in Chinese for Accept-Language zh-CN', async () => {
    const user = await createUser(server.db);
    await sendCode(server, byEmail(user), MSG_TYPE.login);
    const code = await latestCode(server.db, emailRecipient(user));
    const wrong = await server.call(
      'login',
      { ...byEmail(user), VerificationCode: otherCode(code) },
      { language: 'zh-CN' },
    );
    expect(wrong.body).toEqual({ return_code: 'FAIL', success: false, msg: '验证码错误，请检查后重新输入。' });
  });
});

describe('with shortened timings (CODE_VALID_MS, CODE_RESEND_MS)', () => {
  let quick: TestServer;
  beforeAll(async () => {
    quick = await startTestServer({ CODE_VALID_MS: '1000', CODE_RESEND_MS: '600' });
  });
  afterAll(() => quick.close());

  it('refuses an expired code', async () => {
    const user = await createUser(quick.db);
    await sendCode(quick, byEmail(user), MSG_TYPE.login);
    const code = await latestCode(quick.db, emailRecipient(user));
    await sleep(1_200);
    const late = await quick.call('login', { ...byEmail(user), VerificationCode: code });
    expect(late.status).toBe(400);
    expect(late.body).toEqual({
      return_code: 'FAIL',
      success: false,
      msg: 'The verification code has expired. Please request a new one.',
    });
  });

  it('sends again after the window, and only the newest code works', async () => {
    const user = await createUser(quick.db);
    await sendCode(quick, byEmail(user), MSG_TYPE.login);
    const first = await latestCode(quick.db, emailRecipient(user));
    expect((await sendCode(quick, byEmail(user), MSG_TYPE.login)).status).toBe(429);
    await sleep(700);
    expect((await sendCode(quick, byEmail(user), MSG_TYPE.login)).status).toBe(200);
    const second = await latestCode(quick.db, emailRecipient(user));
    const rows = await quick.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.account, `email:${user.email}`))
      .orderBy(desc(verificationCodes.id));
    expect(rows).toHaveLength(2);
    expect(rows[1]!.consumedAt).not.toBeNull();
    if (first !== second) {
      expect((await quick.call('login', { ...byEmail(user), VerificationCode: first })).body.msg).toBe(WRONG);
    }
    expect(tokenOf(await quick.call('login', { ...byEmail(user), VerificationCode: second }))).toBeTruthy();
  });

  it('lets only one of several simultaneous requests through the resend window', async () => {
    const user = await createUser(quick.db);
    const answers = await Promise.all(Array.from({ length: 5 }, () => sendCode(quick, byEmail(user), MSG_TYPE.login)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429, 429, 429, 429]);
    expect(await outboxOf(quick.db, emailRecipient(user))).toHaveLength(1);
  });
});
