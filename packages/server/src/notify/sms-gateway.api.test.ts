import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG_TYPE } from '@mbo/contracts/constants';
import { byPhone, tokenOf } from '../../test/support/accounts.ts';
import { createUser } from '../../test/support/factories.ts';
import { startTestServer, type TestServer } from '../../test/support/harness.ts';
import { outboxOf, recordsOf, sendCode, smsRecipient } from '../../test/support/outbox.ts';

/** A local stand-in for an HTTP SMS gateway: records what it is sent and answers with the statuses queued. */
interface FakeGateway {
  url: string;
  requests: {
    authorization: string | undefined;
    body: { to: string; text: string; from?: string; reference: string };
  }[];
  statuses: number[];
  close(): Promise<void>;
}

async function startFakeGateway(): Promise<FakeGateway> {
  const requests: FakeGateway['requests'] = [];
  const statuses: number[] = [];
  const readBody = async (request: IncomingMessage) => {
    let raw = '';
    for await (const chunk of request) raw += String(chunk);
    return JSON.parse(raw) as FakeGateway['requests'][number]['body'];
  };
  const server: Server = createServer((request, response) => {
    void readBody(request).then((body) => {
      requests.push({ authorization: request.headers.authorization, body });
      response.statusCode = statuses.shift() ?? 202;
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/messages`,
    requests,
    statuses,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let gateway: FakeGateway;
let server: TestServer;
beforeAll(async () => {
  gateway = await startFakeGateway();
  server = await startTestServer({
    SMS_GATEWAY_URL: gateway.url,
    SMS_GATEWAY_KEY: 'gw-key-123',
    SMS_SENDER: 'MerchantBO',
  });
});
afterAll(async () => {
  await server.close();
  await gateway.close();
});
beforeEach(() => {
  gateway.requests.length = 0;
  gateway.statuses.length = 0;
});

describe('SMS through the HTTP SMS gateway (SMS_GATEWAY_URL)', () => {
  it('sends a sign-in code to the phone in E.164 with the key and sender; the code signs in; only a bodiless record is kept', async () => {
    const user = await createUser(server.db);
    expect((await sendCode(server, byPhone(user), MSG_TYPE.login)).body.success).toBe(true);
    expect(gateway.requests).toHaveLength(1);
    const [{ authorization, body }] = gateway.requests as [FakeGateway['requests'][number]];
    expect(authorization).toBe('Bearer gw-key-123');
    expect(body).toMatchObject({ to: `+61${user.phone}`, from: 'MerchantBO' });
    expect(body.reference).toMatch(/^mbo-\d+$/);
    const code = body.text.match(/\b\d{6}\b/)![0];
    expect(tokenOf(await server.call('login', { ...byPhone(user), VerificationCode: code }))).toBeTruthy();

    const [record, ...more] = await recordsOf(server.db, smsRecipient(user));
    expect(more).toHaveLength(0);
    expect(record).toMatchObject({ channel: 'sms', status: 'sent', body: '' });
    expect(await outboxOf(server.db, smsRecipient(user))).toHaveLength(0);
  });

  it('tries again after a 5xx with the same reference, so the gateway can drop a repeat', async () => {
    const user = await createUser(server.db);
    gateway.statuses.push(503);
    expect((await sendCode(server, byPhone(user), MSG_TYPE.login)).body.success).toBe(true);
    expect(gateway.requests).toHaveLength(2);
    expect(gateway.requests[1]!.body.reference).toBe(gateway.requests[0]!.body.reference);
  });

  it('a refusal (4xx) answers 503 in the caller language, and the unsent code does not hold the resend window', async () => {
    const user = await createUser(server.db);
    gateway.statuses.push(401);
    const refused = await sendCode(server, byPhone(user), MSG_TYPE.login, { language: 'zh-CN' });
    expect(refused.status).toBe(503);
    expect(refused.body.msg).toBe('消息暂时无法发送，未做任何更改，请一分钟后重试。');
    expect(gateway.requests).toHaveLength(1);
    expect((await sendCode(server, byPhone(user), MSG_TYPE.login)).body.success).toBe(true);
  });
});
