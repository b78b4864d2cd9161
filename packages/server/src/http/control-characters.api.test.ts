import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger.ts';
import { merchantWithKey, newOrder, signed } from '../../test/kits/merchant-api-test-kit.ts';
import { createMerchant, createStore, createUser, TEST_PASSWORD } from '../../test/support/factories.ts';
import { serverForThisFile } from '../../test/support/harness.ts';

const NUL = '\u0000';
const refusal = (field: string) =>
  `The field "${field}" contains a control character (such as a NUL byte), which is not allowed.`;

const lines: string[] = [];
const logger = createLogger('trace', { write: (line: string) => void lines.push(line) });
const server = serverForThisFile({ WEBHOOK_RELAY_INTERVAL_MS: '0' }, { logger });

const payOrder = async (extra: Record<string, unknown>) => {
  const merchant = await createMerchant(server.db);
  const store = await createStore(server.db, merchant.id);
  const client_request_id = `req-${randomBytes(8).toString('hex')}`;
  const body = {
    pay_token: store.payToken,
    client_request_id,
    amount: '12.50',
    currency_id: 1,
    method: 'wechat',
    ...extra,
  };
  return { merchant, answer: await server.call('pay/create_order', body) };
};

describe('control characters in any text field', () => {
  it('refuses a NUL byte in a sign-in field with a clear 400 in the caller’s language, never a 500', async () => {
    const user = await createUser(server.db);
    const inAccount = await server.call('login', {
      AccountType: 1,
      Account: `${user.email}${NUL}`,
      Password: TEST_PASSWORD,
    });
    expect(inAccount.status).toBe(400);
    expect(inAccount.body).toEqual({ return_code: 'FAIL', success: false, msg: refusal('Account') });
    const zh = await server.call(
      'login',
      { AccountType: 1, Account: user.email!, Password: `Harbour${NUL}2026` },
      { language: 'zh-CN' },
    );
    expect(zh.status).toBe(400);
    expect(zh.body.msg).toBe('字段“Password”含有不允许的控制字符（例如 NUL 字节）。');
  });

  it('refuses NUL, other C0 characters and DEL on the anonymous pay page, and creates no order', async () => {
    for (const [field, value] of [
      ['note', `two bowls${NUL}`],
      ['customer_name', 'Li\u0007 Wei'],
      ['note', 'back\u007f'],
    ] as const) {
      const { merchant, answer } = await payOrder({ [field]: value });
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toBe(refusal(field));
      const { rows } = await server.db.execute<{ n: number }>(
        sql`select count(*)::int as n from orders where merchant_id = ${merchant.id}`,
      );
      expect(rows[0]!.n).toBe(0);
    }
  });

  it('keeps tab, line feed and carriage return, which multi-line text needs', async () => {
    const { answer } = await payOrder({ note: 'two bowls\r\n\tno chilli' });
    expect(answer.status).toBe(200);
  });

  it('answers a NUL byte in a /v1/ body in the merchant API’s own error shape', async () => {
    const { key } = await merchantWithKey(server);
    const answer = await signed(server, key, 'POST', '/v1/orders', newOrder({ subject: `noodles${NUL}` }));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: { code: 'control_character', message: refusal('subject') } });
  });

  it('refuses a control character in a multipart field of the image upload', async () => {
    const form = new FormData();
    form.append('merchant_id', `1${NUL}`);
    form.append('img', new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }), 'a.jpg');
    const response = await fetch(`${server.url}/api/upload`, {
      method: 'POST',
      body: form,
      headers: { 'accept-language': 'en-US' },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { msg: string }).msg).toBe(refusal('merchant_id'));
  });

  it('logs a failed query without its parameter values', async () => {
    const secret = `Secret${randomBytes(6).toString('hex')}`;
    const failure = await server.db.execute(sql`select ${secret}::int`).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    logger.error({ err: failure }, 'call failed');
    const logged = lines.at(-1)!;
    expect(logged).toContain('Failed query: select $1::int');
    expect(logged).toContain('"error_code":"22P02"');
    expect(logged).not.toContain(secret);
  });
});
