import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/harness.ts';
import { requestSignature } from '../api-keys/api-keys.public.ts';
import { merchantWithKey, newOrder, signed, type ApiKey } from '../../../test/kits/merchant-api-test-kit.ts';

let server: TestServer;
let key: ApiKey;
beforeAll(async () => {
  server = await startTestServer({ WEBHOOK_RELAY_INTERVAL_MS: '0' });
  ({ key } = await merchantWithKey(server));
});
afterAll(() => server.close());

const query = '/v1/orders?out_trade_no=none';

describe('/v1/ request signatures', () => {
  it("admits a correctly signed request (an unknown order is then a 404 in the API's error shape)", async () => {
    const answer = await signed(server, key, 'GET', query);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: { code: 'order_not_found', message: 'No order with this number.' } });
  });

  it('refuses an unsigned request', async () => {
    const response = await fetch(`${server.url}${query}`);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('signature_missing');
  });

  it('refuses an unknown key id', async () => {
    const answer = await signed(server, { keyId: 'pk_unknown0000000000000000', secret: key.secret }, 'GET', query);
    expect([answer.status, answer.body.error!.code]).toEqual([401, 'key_unknown']);
  });

  it('refuses a signature made with another secret', async () => {
    const answer = await signed(server, { keyId: key.keyId, secret: 'sk_not-the-secret' }, 'GET', query);
    expect([answer.status, answer.body.error!.code]).toEqual([401, 'signature_invalid']);
  });

  it("refuses a stale or future timestamp (more than 5 minutes), in the caller's language", async () => {
    const now = Math.floor(Date.now() / 1000);
    const stale = await signed(server, key, 'GET', query, undefined, { timestamp: now - 301 });
    expect([stale.status, stale.body.error!.code]).toEqual([401, 'timestamp_stale']);
    const future = await signed(server, key, 'GET', query, undefined, { timestamp: now + 301, language: 'zh-CN' });
    expect(future.status).toBe(401);
    expect(future.body.error!.message).toMatch(/相差超过 5 分钟/);
    const malformed = await signed(server, key, 'GET', query, undefined, { headers: { 'x-timestamp': '17e8' } });
    expect(malformed.body.error!.code).toBe('timestamp_invalid');
  });

  it('refuses a reused nonce, even on another path', async () => {
    const nonce = 'nonce-reused-0001';
    expect((await signed(server, key, 'GET', query, undefined, { nonce })).status).toBe(404);
    const again = await signed(server, key, 'GET', '/v1/orders?out_trade_no=other', undefined, { nonce });
    expect([again.status, again.body.error!.code]).toEqual([401, 'nonce_reused']);
  });

  it('refuses a tampered body (the signature covers the raw bytes, not the parsed JSON)', async () => {
    const sent = newOrder({ amount: '1000.00' });
    const tampered = await signed(server, key, 'POST', '/v1/orders', sent, {
      signedBody: JSON.stringify({ ...sent, amount: '10.00' }),
    });
    expect([tampered.status, tampered.body.error!.code]).toEqual([401, 'signature_invalid']);
    // The same JSON with other whitespace is other bytes: refused too.
    const reformatted = await signed(server, key, 'POST', '/v1/orders', JSON.stringify(sent, null, 1), {
      signedBody: JSON.stringify(sent),
    });
    expect(reformatted.body.error!.code).toBe('signature_invalid');
  });

  it('refuses a tampered path or query', async () => {
    const answer = await fetch(`${server.url}/v1/orders?out_trade_no=tampered`, {
      headers: signedHeaders(key, 'GET', query),
    });
    expect(answer.status).toBe(401);
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('signature_invalid');
  });
});

function signedHeaders(apiKey: ApiKey, method: string, path: string): Record<string, string> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = `n-${Math.random().toString(36).slice(2, 12)}`;
  return {
    'x-key-id': apiKey.keyId,
    'x-timestamp': timestamp,
    'x-nonce': nonce,
    'x-signature': requestSignature(apiKey.secret, method, path, timestamp, nonce, ''),
  };
}
