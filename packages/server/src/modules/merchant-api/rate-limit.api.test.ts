import { expect, it } from 'vitest';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { merchantWithKey, signed } from '../../../test/kits/merchant-api-test-kit.ts';

const server = serverForThisFile({ MERCHANT_API_RATE_LIMIT_PER_MINUTE: '3', WEBHOOK_RELAY_INTERVAL_MS: '0' });

it('limits each merchant on its own: the fourth request in a minute is refused with the wait, another merchant goes on', async () => {
  const busy = await merchantWithKey(server);
  const calm = await merchantWithKey(server);
  for (let index = 0; index < 3; index += 1)
    expect((await signed(server, busy.key, 'GET', '/v1/orders?out_trade_no=none')).status).toBe(404);
  const limited = await signed(server, busy.key, 'GET', '/v1/orders?out_trade_no=none');
  expect(limited.status).toBe(429);
  expect(limited.body.error!.code).toBe('rate_limited');
  expect(limited.body.error!.message).toMatch(/Retry after \d+ seconds/);
  expect((await signed(server, calm.key, 'GET', '/v1/orders?out_trade_no=none')).status).toBe(404);
});
