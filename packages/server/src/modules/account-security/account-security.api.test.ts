import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Challenge } from 'altcha-lib';
import { MSG_TYPE } from '@mbo/contracts/constants';
import { auditLog, users } from '@mbo/db/schema';
import {
  bindNew,
  freshEmail,
  freshPhone,
  sendToNew,
  solved,
  solvedCaptcha,
  stepOne,
} from '../../../test/kits/account-security-test-kit.ts';
import { secretFromSms } from '../../../test/kits/merchant-api-test-kit.ts';
import { daysAgo, shop } from '../../../test/kits/transactions-test-kit.ts';
import { createUser, memberWithRoles, signIn, TEST_PASSWORD } from '../../../test/support/factories.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { latestCode, otherCode, outboxOf } from '../../../test/support/outbox.ts';
import { createCaptcha } from './captcha.ts';

// Many code sends from one address: the per-address limits stay out of the way (captcha-rate-limit.api.test.ts).
const server = serverForThisFile({ AUTH_RATE_LIMIT_PER_MINUTE: '3000' });

const isLive = async (token: string) => (await server.call('tokenLogin', {}, { token })).status === 200;
const signsInByPhone = async (phone: string) =>
  (await server.call('login', { AccountType: 2, CountryCode: '+61', Account: phone, Password: TEST_PASSWORD })).body
    .success;
const signsInByEmail = async (email: string) =>
  (await server.call('login', { AccountType: 1, Account: email, Password: TEST_PASSWORD })).body.success;
const rowOf = async (id: number) => (await server.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('changing the phone', () => {
  it('binds the new phone: sign-in by it works, by the old one not; other sessions end, this one stays', async () => {
    const user = await createUser(server.db);
    const token = await signIn(server, user.email!);
    const other = await signIn(server, user.email!);
    const phone = freshPhone();

    const bound = await bindNew(server, token, user, { phone });
    expect(bound.status, bound.body.msg).toBe(200);
    expect(bound.body.user).toMatchObject({ id: user.id, phone, country_code: '+61', email: user.email });

    expect(await signsInByPhone(phone)).toBe(true);
    expect(await signsInByPhone(user.phone!)).toBe(false);
    expect(await isLive(token)).toBe(true);
    expect(await isLive(other)).toBe(false);
    const audit = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, user.id), eq(auditLog.action, 'contact_changed')));
    expect(audit.map((entry) => entry.detail)).toEqual([{ contact: 'phone' }]);
  });

  it('tells the old and the new phone, in the user language, and writes a product message', async () => {
    const user = await createUser(server.db, { language: 'zh_CN' });
    const token = await signIn(server, user.email!);
    const phone = freshPhone();
    expect((await bindNew(server, token, user, { phone })).body.success).toBe(true);

    const [toOld] = await outboxOf(server.db, `+61 ${user.phone}`);
    expect(toOld!.body).toContain(`+61 ******${phone.slice(-4)}`);
    expect(toOld!.body).toMatch(/手机号已由本号码改为/);
    const [toNew] = await outboxOf(server.db, `+61 ${phone}`);
    expect(toNew!.body).toMatch(/本号码现为您账户的手机号/);
    const { rows } = await server.db.execute<{ title: string }>(
      sql`select title from messages where user_id = ${user.id}`,
    );
    expect(rows.map((row) => row.title)).toEqual(['您的手机号已变更']);
  });

  it('sends refund codes and the API secret key to the new phone afterwards', async () => {
    const s = await shop(server);
    const payment = await s.pay(10_000, daysAgo(0, 1));
    const phone = freshPhone();
    expect((await bindNew(server, s.owner.token, s.owner.user, { phone })).body.success).toBe(true);

    const sent = await server.call(
      'send_refund_code',
      { merchant_id: s.merchant.id, transaction_id: payment.id, amount: 5 },
      { token: s.owner.token },
    );
    expect(sent.body).toMatchObject({ success: true, sent_to: `+61 ******${phone.slice(-4)}` });
    const [refundSms] = await outboxOf(server.db, `+61 ${phone}`);
    expect(refundSms!.body).toMatch(/refund verification code is \d{6}/);

    const key = await server.call('merchant/send_secret_key', { merchant_id: s.merchant.id }, { token: s.owner.token });
    expect(key.body).toMatchObject({ success: true, phone: `+61 ******${phone.slice(-4)}` });
    expect((await secretFromSms(server, { phone, countryCode: '+61' })).secret).toMatch(/^sk_/);
  });

  it('adds a first phone, verifying the e-mail in step 1 (no phone to verify)', async () => {
    const user = await createUser(server.db, { phone: null, countryCode: null });
    const token = await signIn(server, user.email!);
    const noPhone = await server.call(
      'GroupUser/SendVerificationCode',
      { MsgType: MSG_TYPE.verifyOldPhone, AccountType: 2 },
      { token },
    );
    expect(noPhone.body).toMatchObject({
      success: false,
      msg: 'Your account has no phone yet: verify your e-mail in step 1.',
    });

    const phone = freshPhone();
    const bound = await bindNew(server, token, user, { phone }, 'email');
    expect(bound.body.success, bound.body.msg).toBe(true);
    expect(await signsInByPhone(phone)).toBe(true);
  });
});

describe('changing the e-mail', () => {
  it('binds the new e-mail without a captcha: sign-in by it works, by the old one not; both addresses told', async () => {
    const user = await createUser(server.db);
    const token = await signIn(server, user.email!);
    const email = freshEmail();
    const bound = await bindNew(server, token, user, { email }, 'email');
    expect(bound.body.success, bound.body.msg).toBe(true);
    expect(await signsInByEmail(email)).toBe(true);
    expect(await signsInByEmail(user.email!)).toBe(false);
    expect((await outboxOf(server.db, user.email!))[0]!.body).toContain('was changed from this address');
    expect((await outboxOf(server.db, email))[0]!.body).toContain('now the e-mail of your account');
  });
});

describe('step 2 needs step 1', () => {
  it('refuses a code to a new value and the bind without a proof, and with a forged one', async () => {
    const user = await createUser(server.db);
    const token = await signIn(server, user.email!);
    const email = freshEmail();
    const send = await server.call(
      'GroupUser/SendVerificationCode',
      { MsgType: MSG_TYPE.bindEmail, AccountType: 1, Account: email },
      { token },
    );
    expect(send.status).toBe(403);
    expect(send.body.msg).toMatch(/verify your current phone or e-mail first/);
    const forged = await server.call(
      'GroupUser/BandAccount',
      { AccountType: 1, Account: email, VerificationCode: '123456', proof: 'eyJ1aWQiOjF9.AAAA' },
      { token },
    );
    expect(forged.status).toBe(403);
    expect((await rowOf(user.id)).email).toBe(user.email);
  });

  it('refuses a proof in another session or of another user, and a proof once it has served a bind', async () => {
    const user = await createUser(server.db);
    const token = await signIn(server, user.email!);
    const proof = await stepOne(server, token, user);
    const elsewhere = await signIn(server, user.email!);
    const stranger = await createUser(server.db);
    const strangerToken = await signIn(server, stranger.email!);
    for (const other of [elsewhere, strangerToken]) {
      const send = await sendToNew(server, other, proof, { email: freshEmail() });
      expect(send.status).toBe(403);
    }

    const email = freshEmail();
    expect((await sendToNew(server, token, proof, { email })).body.success).toBe(true);
    const code = await latestCode(server.db, email);
    const bind = { AccountType: 1, Account: email, VerificationCode: code, proof };
    expect((await server.call('GroupUser/BandAccount', bind, { token })).body.success).toBe(true);
    // The contacts changed: the same proof opens nothing any more.
    const again = await sendToNew(server, token, proof, { email: freshEmail() });
    expect(again.status).toBe(403);
  });
});

describe('codes are bound to purpose, account and user', () => {
  it("refuses a step-1 code for the other purpose, a wrong one, none, and another account's code", async () => {
    const user = await createUser(server.db);
    const token = await signIn(server, user.email!);
    await server.call(
      'GroupUser/SendVerificationCode',
      { MsgType: MSG_TYPE.verifyOldPhone, AccountType: 2 },
      { token },
    );
    const code = await latestCode(server.db, `+61 ${user.phone}`);
    const check = (body: Record<string, unknown>, language?: 'zh-CN') =>
      server.call('GroupUser/ValVerificationCode', body, { token, language });

    const asEmail = await check({ MsgType: MSG_TYPE.verifyOldEmail, AccountType: 1, VerificationCode: code });
    expect(asEmail.body).toMatchObject({ success: false, msg: 'Verification code error, check and re-enter.' });
    const wrong = await check({ MsgType: MSG_TYPE.verifyOldPhone, AccountType: 2, VerificationCode: otherCode(code) });
    expect(wrong.body.msg).toBe('Verification code error, check and re-enter.');
    const none = await check({ MsgType: MSG_TYPE.verifyOldPhone, AccountType: 2, VerificationCode: '' });
    expect(none.body.msg).toBe('Please enter the verification code');
    const short = await check({ MsgType: MSG_TYPE.verifyOldPhone, AccountType: 2, VerificationCode: '123' }, 'zh-CN');
    expect(short.body.success).toBe(false);
    const mismatch = await check({ MsgType: MSG_TYPE.verifyOldPhone, AccountType: 1, VerificationCode: code });
    expect(mismatch.body.msg).toBe("The code's purpose does not match the kind of account.");

    const right = await check({ MsgType: MSG_TYPE.verifyOldPhone, AccountType: 2, VerificationCode: code });
    expect(right.body.success, right.body.msg).toBe(true);
  });

  it('refuses binding another value than the one the code went to', async () => {
    const user = await createUser(server.db);
    const token = await signIn(server, user.email!);
    const proof = await stepOne(server, token, user);
    const [sentTo, other] = [freshEmail(), freshEmail()];
    await sendToNew(server, token, proof, { email: sentTo });
    const code = await latestCode(server.db, sentTo);
    const bind = await server.call(
      'GroupUser/BandAccount',
      { AccountType: 1, Account: other, VerificationCode: code, proof },
      { token },
    );
    expect(bind.body.msg).toBe('Verification code error, check and re-enter.');
    expect((await rowOf(user.id)).email).toBe(user.email);
  });
});

describe('a value another user has', () => {
  it('is refused at the send and at the bind, and nothing changes', async () => {
    const user = await createUser(server.db);
    const holder = await createUser(server.db);
    const token = await signIn(server, user.email!);
    const exists = await server.call(
      'GroupUser/CheckAccountIsExist',
      { account: holder.phone!, AccountType: 2 },
      { token },
    );
    expect(exists.body.is_exist).toBe(true);
    const byMail = await server.call('GroupUser/CheckAccountIsExist', { account: freshEmail() }, { token });
    expect(byMail.body.is_exist).toBe(false);

    const proof = await stepOne(server, token, user);
    const send = await sendToNew(server, token, proof, { phone: holder.phone! });
    expect(send.status).toBe(409);
    expect(send.body.msg).toBe('This phone or e-mail is already bound by another person.');

    // Taken between the code and the bind: the bind is refused as well.
    const email = freshEmail();
    await sendToNew(server, token, proof, { email });
    const code = await latestCode(server.db, email);
    await server.db.update(users).set({ email }).where(eq(users.id, holder.id));
    const bind = await server.call(
      'GroupUser/BandAccount',
      { AccountType: 1, Account: email, VerificationCode: code, proof },
      { token, language: 'zh-CN' },
    );
    expect(bind.status).toBe(409);
    expect(bind.body.msg).toBe('该手机号或邮箱已被他人绑定。');
    expect(await rowOf(user.id)).toMatchObject({ email: user.email, phone: user.phone });
  });

  it('refuses the value the user already has', async () => {
    const user = await createUser(server.db);
    const token = await signIn(server, user.email!);
    const proof = await stepOne(server, token, user);
    const send = await sendToNew(server, token, proof, { phone: user.phone! });
    expect(send.body.msg).toBe('This is already the phone or e-mail of your account.');
  });
});

describe('the captcha before a code to a new phone', () => {
  const sendPhone = (token: string, proof: string, code?: string) =>
    server.call(
      'GroupUser/SendVerificationCode',
      { MsgType: MSG_TYPE.bindPhone, AccountType: 2, Account: freshPhone(), proof, code },
      { token },
    );

  it('is required, accepted once, and refused when tampered with or expired', async () => {
    const user = await createUser(server.db);
    const token = await signIn(server, user.email!);
    const proof = await stepOne(server, token, user);

    expect((await sendPhone(token, proof)).body.msg).toBe('Please complete the captcha before the code is sent.');
    expect((await sendPhone(token, proof, 'bm90IGpzb24=')).body.msg).toMatch(/captcha is wrong or has expired/);

    const captcha = await solvedCaptcha(server, token);
    expect((await sendPhone(token, proof, captcha)).body.success).toBe(true);
    const reused = await sendPhone(token, proof, captcha);
    expect(reused.body.msg).toBe('This captcha has already been used. Please solve a new one.');

    const { challenge, solution } = JSON.parse(Buffer.from(await solvedCaptcha(server, token), 'base64').toString());
    const tampered = { challenge, solution: { ...solution, counter: solution.counter + 1 } };
    const wrong = await sendPhone(token, proof, Buffer.from(JSON.stringify(tampered)).toString('base64'));
    expect(wrong.body.msg).toMatch(/captcha is wrong or has expired/);

    // Made with the server's own key, but already past its expiry.
    const stale = createCaptcha(server.secret, async () => true, { maxCounter: 1000, ttlMs: -60_000 });
    const expired = await sendPhone(token, proof, await solved((await stale.challenge()) as Challenge));
    expect(expired.body.msg).toMatch(/captcha is wrong or has expired/);
  });

  it('is accepted once when two sends race with the same answer', async () => {
    const user = await createUser(server.db);
    const token = await signIn(server, user.email!);
    const proof = await stepOne(server, token, user);
    const captcha = await solvedCaptcha(server, token);
    const results = await Promise.all([sendPhone(token, proof, captcha), sendPhone(token, proof, captcha)]);
    expect(results.map((result) => result.body.success).sort()).toEqual([false, true]);
  });

  it('keeps the spent answers until they expire, then purges them', async () => {
    const user = await createUser(server.db);
    const token = await signIn(server, user.email!);
    const proof = await stepOne(server, token, user);
    await server.db.execute(
      sql`insert into captcha_redemptions (signature, expires_at) values ('old-one', now() - interval '1 minute')`,
    );
    expect((await sendPhone(token, proof, await solvedCaptcha(server, token))).body.success).toBe(true);
    const { rows } = await server.db.execute<{ n: number }>(
      sql`select count(*)::int as n from captcha_redemptions where signature = 'old-one'`,
    );
    expect(rows[0]!.n).toBe(0);
  });
});

describe('only for signed-in users', () => {
  it('refuses every call without a session', async () => {
    const { user } = await memberWithRoles(server, [1]);
    for (const name of [
      'captcha/challenge',
      'GroupUser/SendVerificationCode',
      'GroupUser/ValVerificationCode',
      'GroupUser/CheckAccountIsExist',
      'GroupUser/BandAccount',
    ] as const) {
      const result = await server.call(name, { account: user.email, MsgType: 3, AccountType: 2 });
      expect(result.body.return_code, name).not.toBe('SUCCESS');
    }
  });
});
