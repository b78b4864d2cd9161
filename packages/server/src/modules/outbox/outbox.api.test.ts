import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_TYPE } from '@mbo/contracts/constants';
import { byEmail, byPhone } from '../../../test/support/accounts.ts';
import { startTestServer, type TestServer } from '../../../test/support/harness.ts';
import { createUser } from '../../../test/support/factories.ts';
import { emailRecipient, recordsOf, sendCode, smsRecipient } from '../../../test/support/outbox.ts';

interface OutboxMessage {
  id: number;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  created_at: string;
}
const messagesOf = (body: Record<string, unknown>) => body.messages as OutboxMessage[];

describe('dev/outbox without an SMTP or SMS provider', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers the messages the notifier would have sent, newest first, filtered by recipient', async () => {
    const user = await createUser(server.db);
    await sendCode(server, byEmail(user), MSG_TYPE.login);
    await sendCode(server, byPhone(user), MSG_TYPE.login, { language: 'zh-CN' });
    await sendCode(server, byEmail(user), MSG_TYPE.resetPassword);

    const mine = await server.call('dev/outbox', { recipient: emailRecipient(user) });
    expect(mine.status).toBe(200);
    const messages = messagesOf(mine.body);
    expect(messages.map((message) => message.body.split(' code is')[0])).toEqual([
      'Your password reset',
      'Your sign-in',
    ]);
    expect(messages[0]!.id).toBeGreaterThan(messages[1]!.id);
    expect(messages[0]).toMatchObject({ channel: 'email', recipient: user.email, subject: 'Your verification code' });
    expect(messages[0]!.body).toMatch(/\b\d{6}\b/);
    expect(new Date(messages[0]!.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const sms = messagesOf((await server.call('dev/outbox', { recipient: smsRecipient(user) })).body);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ channel: 'sms', subject: '您的验证码' });
    expect(sms[0]!.body).toMatch(/^您的登录验证码为 \d{6}/);
  });

  it('limits the answer', async () => {
    for (let i = 0; i < 3; i++) await sendCode(server, byEmail(await createUser(server.db)), MSG_TYPE.login);
    const all = messagesOf((await server.call('dev/outbox', {})).body);
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(messagesOf((await server.call('dev/outbox', { limit: 2 })).body)).toHaveLength(2);
    expect((await server.call('dev/outbox', { limit: 0 })).status).toBe(400);
  });
});

describe('dev/outbox when DEV_OUTBOX is off (also the default outside npm start)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ DEMO: '0' });
  });
  afterAll(() => server.close());

  it('does not exist, and a code to a phone is refused rather than parked where nobody reads it', async () => {
    const user = await createUser(server.db);
    const result = await server.call('dev/outbox', {});
    expect(result.status).toBe(404);
    expect(result.body).toEqual({ return_code: 'FAIL', success: false, msg: 'Not found.' });
    const code = await sendCode(server, byPhone(user), MSG_TYPE.login);
    expect(code.status).toBe(503);
    expect(code.body.msg).toBe(
      'The message could not be sent just now. Nothing was changed; please try again in a minute.',
    );
    expect(await recordsOf(server.db, smsRecipient(user))).toHaveLength(0);
  });
});

describe('an anonymous caller reading the outbox to take over an account (the finding)', () => {
  it('cannot, on a server configured as production would be: no outbox, and no code is kept in clear', async () => {
    const server = await startTestServer({
      DEMO: '0',
      SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
      SMS_GATEWAY_KEY: 'k',
    });
    try {
      const user = await createUser(server.db);
      await sendCode(server, byEmail(user), MSG_TYPE.login);
      expect((await server.call('dev/outbox', { recipient: emailRecipient(user) })).status).toBe(404);
      for (const record of await recordsOf(server.db, emailRecipient(user))) expect(record.body).not.toMatch(/\d{6}/);
    } finally {
      await server.close();
    }
  });
});
