import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@mbo/contracts/i18n';
import { auditLog } from '@mbo/db/schema';
import { signedInStaff, startConsoleTestServer } from '../../../test/kits/review-queue-test-kit.ts';
import { memberWithRoles } from '../../../test/support/factories.ts';
import type { TestServer } from '../../../test/support/harness.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startConsoleTestServer();
  token = (await signedInStaff(server, 'reviewer')).token;
});
afterAll(() => server.close());

async function log(body: Record<string, unknown>) {
  const result = await server.call('console/get_security_log', { page_size: 100, ...body }, { token });
  expect(result.status, result.body.msg).toBe(200);
  return result.body;
}

describe('the security log across merchants', () => {
  it('shows every merchant’s events with the merchant named, and narrows to one merchant and its members', async () => {
    const north = await memberWithRoles(server, [1], { name: 'North Pty Ltd' });
    const south = await memberWithRoles(server, [1], { name: 'South Pty Ltd' });
    await server.db.insert(auditLog).values([
      { merchantId: north.merchant.id, userId: north.user.id, action: 'store_added', detail: {}, ip: '10.0.0.1' },
      { merchantId: south.merchant.id, userId: south.user.id, action: 'store_added', detail: {}, ip: '10.0.0.2' },
    ]);

    const all = await log({ kinds: ['store_added'] });
    const merchantsSeen = all.page_data.data.map((event) => event.merchant);
    expect(merchantsSeen).toEqual(
      expect.arrayContaining([
        { id: north.merchant.id, name: 'North Pty Ltd' },
        { id: south.merchant.id, name: 'South Pty Ltd' },
      ]),
    );
    expect(all.page_data.data.every((event) => event.kind === 'store_added')).toBe(true);

    const northOnly = await log({ of_merchant_id: north.merchant.id });
    const events = northOnly.page_data.data;
    expect(events.some((event) => event.kind === 'store_added' && event.merchant?.id === north.merchant.id)).toBe(true);
    // Its owner's sign-in (an account event, written without a merchant) belongs to its log too.
    expect(events.some((event) => event.kind === 'sign_in' && event.user_id === north.user.id)).toBe(true);
    expect(events.some((event) => event.user_id === south.user.id)).toBe(false);
    expect(events[0]!.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('pages newest first with a total, over the last 30 days by default (UTC)', async () => {
    const first = await log({ page_size: 1 });
    const second = await log({ page_size: 1, page_index: 2 });
    expect(first.page_data.total_count).toBeGreaterThanOrEqual(2);
    expect(first.page_data.data[0]!.id).toBeGreaterThan(second.page_data.data[0]!.id);
    expect(first.end_date).toBe(new Date().toISOString().slice(0, 10));
    const old = await log({ begin_date: '2020-01-01', end_date: '2020-01-31' });
    expect(old.page_data).toEqual({ data: [], total_count: 0 });
  });

  it('refuses an unknown kind and a reversed range in the caller’s language', async () => {
    for (const [body, key] of [
      [{ kinds: ['coffee_break'] }, 'security_log.kind_invalid'],
      [{ begin_date: '2026-02-01', end_date: '2026-01-01' }, 'transactions.date_order'],
    ] as const) {
      const result = await server.call('console/get_security_log', body, { token, language: 'zh-CN' });
      expect(result.status).toBe(400);
      expect(result.body.msg).toBe(translate('zh_CN', key));
    }
  });
});
