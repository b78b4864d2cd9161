import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_TYPE } from '@mbo/contracts/constants';
import { byEmail, byPhone, tokenOf } from '../../test/support/accounts.ts';
import { startTestServer, type TestServer } from '../../test/support/harness.ts';
import { createUser } from '../../test/support/factories.ts';
import { emailRecipient, outboxOf, recordsOf, sendCode, smsRecipient } from '../../test/support/outbox.ts';
import { startSmtpInbox, type SmtpInbox } from '../../test/support/smtp-inbox.ts';

const MAIL_FROM = 'Back-office Test <codes@backoffice.example.test>';

let inbox: SmtpInbox;
let server: TestServer;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await startTestServer({ SMTP_URL: inbox.url, MAIL_FROM });
});
afterAll(async () => {
  await server.close();
  await inbox.close();
});

const mailTo = (address: string) => inbox.mails.filter((mail) => mail.to.includes(address));

describe('the notifier with SMTP_URL set', () => {
  it('e-mails a sign-in code by SMTP in Chinese for Accept-Language zh-CN; the code signs in', async () => {
    const user = await createUser(server.db);
    expect((await sendCode(server, byEmail(user), MSG_TYPE.login, { language: 'zh-CN' })).body.success).toBe(true);
    const [mail, ...more] = mailTo(emailRecipient(user));
    expect(more).toHaveLength(0);
    expect(mail!.from).toBe('codes@backoffice.example.test');
    expect(mail!.subject).toBe('您的验证码');
    expect(mail!.text).toMatch(/^您的登录验证码为 \d{6}，5 分钟内有效。/);
    const code = mail!.text.match(/\d{6}/)![0];
    expect(mail!.raw).not.toContain('您的验证码'); // it really went transfer-encoded, and was decoded here
    expect(tokenOf(await server.call('login', { ...byEmail(user), VerificationCode: code }))).toBeTruthy();
  });

  it('e-mails in English by default', async () => {
    const user = await createUser(server.db);
    await sendCode(server, byEmail(user), MSG_TYPE.resetPassword);
    const [mail] = mailTo(emailRecipient(user));
    expect(mail!.subject).toBe('Your verification code');
    expect(mail!.text).toMatch(/^Your password reset code is \d{6}\. It is valid for 5 minutes\./);
  });

  it('keeps a record of a delivered e-mail without its body (the code)', async () => {
    const user = await createUser(server.db);
    await sendCode(server, byEmail(user), MSG_TYPE.login);
    const [row, ...more] = await recordsOf(server.db, emailRecipient(user));
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({ channel: 'email', status: 'sent', body: '', subject: 'Your verification code' });
    expect(await outboxOf(server.db, emailRecipient(user))).toHaveLength(0);
  });

  it('holds SMS in the development outbox (no SMS provider), sealed in the table, and sends no e-mail for them', async () => {
    const user = await createUser(server.db);
    const before = inbox.mails.length;
    await sendCode(server, byPhone(user), MSG_TYPE.login);
    const [held] = await outboxOf(server.db, smsRecipient(user));
    expect(held).toMatchObject({ channel: 'sms', status: 'held' });
    const code = held!.body.match(/\b\d{6}\b/)![0];
    const [record] = await recordsOf(server.db, smsRecipient(user));
    expect(record!.body).not.toContain(code);
    expect(record!.body).not.toContain('code');
    expect(inbox.mails.length).toBe(before);
  });
});

describe('when the SMTP server cannot be reached', () => {
  let broken: TestServer;
  beforeAll(async () => {
    const gone = await startSmtpInbox();
    await gone.close();
    broken = await startTestServer({ SMTP_URL: gone.url });
  });
  afterAll(() => broken.close());

  it('answers a 503 without details, and the undelivered code does not hold the resend window', async () => {
    const user = await createUser(broken.db);
    const first = await sendCode(broken, byEmail(user), MSG_TYPE.login);
    expect(first.status).toBe(503);
    expect(first.body).toEqual({
      return_code: 'FAIL',
      success: false,
      msg: 'The message could not be sent just now. Nothing was changed; please try again in a minute.',
    });
    const retry = await sendCode(broken, byEmail(user), MSG_TYPE.login);
    expect(retry.status).toBe(503);
  });
});
