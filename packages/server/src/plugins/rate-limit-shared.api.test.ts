/**
 * The per-user budget (plugins/rate-limit.ts) counts in PostgreSQL: two servers on one database — two apps with
 * nothing in memory in common — spend one budget.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { memberWithRoles } from '../../test/support/factories.ts';
import { startTestServer, type TestServer } from '../../test/support/harness.ts';

const LIMITS = { RATE_LIMIT_PER_MINUTE: '4' };
let first: TestServer;
let second: TestServer;
beforeAll(async () => {
  first = await startTestServer(LIMITS);
  second = await startTestServer(LIMITS, { databaseUrl: first.databaseUrl });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

it("refuses a signed-in user's calls past the budget on either server once both together reached it", async () => {
  const { token } = await memberWithRoles(first, [1]);
  const statuses: number[] = [];
  for (const server of [first, second, first, second])
    statuses.push((await server.call('tokenLogin', {}, { token })).status);
  expect(statuses).toEqual([200, 200, 200, 200]);
  const refused = await second.call('tokenLogin', {}, { token });
  expect(refused.status).toBe(429);
  expect(refused.body.msg).toBeTruthy();
  expect((await first.call('tokenLogin', {}, { token })).status).toBe(429);
  // Another user has a budget of their own.
  const other = await memberWithRoles(second, [1]);
  expect((await first.call('tokenLogin', {}, { token: other.token })).status).toBe(200);
});
