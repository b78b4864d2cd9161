import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger.ts';
import { startTestServer, type TestServer } from '../../../test/support/harness.ts';
import { latestCode, smsRecipient } from '../../../test/support/outbox.ts';
import {
  merchantWithKey,
  newOrder,
  payInSandbox,
  secretFromSms,
  signed,
} from '../../../test/kits/merchant-api-test-kit.ts';

const lines: string[] = [];
let server: TestServer;
beforeAll(async () => {
  // No resend window: the key is issued with a code and rotated with another at once.
  server = await startTestServer(
    { WEBHOOK_RELAY_INTERVAL_MS: '50', CODE_RESEND_MS: '0' },
    { logger: createLogger('trace', { write: (line: string) => void lines.push(line) }) },
  );
});
afterAll(() => server.close());

// Codes are the shared codes service's (auth/logging.api.test.ts); a 6-digit code could match a timestamp here by chance.
it('logs never contain a secret key, through sending, signed requests, failures, notifications and a rotation', async () => {
  const { merchant, user, token, key } = await merchantWithKey(server);
  const created = await signed(
    server,
    key,
    'POST',
    '/v1/orders',
    newOrder({ notify_url: 'http://127.0.0.1:9/unreachable' }),
    { headers: { 'idempotency-key': 'log-test-1' } },
  );
  await payInSandbox(server, merchant.id, (created.body as { order: { order_no: string } }).order.order_no);
  await signed(server, { keyId: key.keyId, secret: 'sk_wrong' }, 'GET', '/v1/orders?out_trade_no=x');
  await server.call('merchant/send_rotate_secret_key_code', { merchant_id: merchant.id }, { token });
  const code = await latestCode(server.db, smsRecipient(user));
  await server.call('merchant/rotate_secret_key', { merchant_id: merchant.id, code, scopes: ['orders'] }, { token });
  const rotated = await secretFromSms(server, user);
  await new Promise((resolve) => setTimeout(resolve, 300));

  expect(lines.length).toBeGreaterThan(5);
  const all = lines.join('\n');
  for (const secret of [key.secret, key.secret.slice(3), rotated.secret, rotated.secret.slice(3)]) {
    expect(all, 'a secret reached the log').not.toContain(secret);
  }
});
