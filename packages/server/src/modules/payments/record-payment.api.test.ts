import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_KIND, PROVIDER } from '../../ledger/accounts.ts';
import { createLedger } from '../../ledger/ledger.ts';
import { createMerchant, createStore } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/harness.ts';
import { createPaymentConfigRepository } from './payment-config.repository.ts';
import { createPaymentPath, PaymentRejectedError } from './record-payment.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function setUp() {
  const ledger = createLedger(server.db);
  const path = createPaymentPath(server.db, ledger, createPaymentConfigRepository(server.db));
  const merchant = await createMerchant(server.db);
  const store = await createStore(server.db, merchant.id);
  return { ledger, path, merchant, store };
}

describe('the payment path', () => {
  it('records a payment with its fee, pay currency and postings', async () => {
    const { ledger, path, merchant, store } = await setUp();
    const { payment, created } = await path.record({
      merchantId: merchant.id,
      storeId: store.id,
      channelId: 1,
      sourceType: 1,
      currencyId: 1,
      orderMinor: 1250,
      channelTxnId: 'wx-1',
      exchangeRateMicros: 4_710_000,
      paidAt: new Date('2026-11-20T23:30:00Z'),
    });
    expect(created).toBe(true);
    // 1.5 % of 12.50 = 0.1875 → 0.19, half-up once.
    expect(payment).toMatchObject({ grossMinor: 1250, feeMinor: 19, netMinor: 1231, payCurrencyId: 3, payMinor: 5888, financeDate: '2026-11-21' });
    expect(payment.number).toMatch(/^P261121\d{9}$/);
    expect(await ledger.balance({ merchantId: merchant.id, currencyId: 1, kind: ACCOUNT_KIND.unsettled })).toBe(-1231);
    expect(await ledger.balance({ merchantId: merchant.id, currencyId: 1, kind: ACCOUNT_KIND.fees })).toBe(-19);
    expect(await ledger.balance({ merchantId: PROVIDER, currencyId: 1, kind: ACCOUNT_KIND.channelClearing })).toBeGreaterThanOrEqual(1250);
    const stats = await server.db.execute<{ payment_count: number; payment_minor: string }>(
      sql`select sum(payment_count)::int as payment_count, sum(payment_minor) as payment_minor from daily_stats where merchant_id = ${merchant.id}`,
    );
    expect(stats.rows[0]).toMatchObject({ payment_count: 1, payment_minor: '1250' });
  });

  it('records a channel transaction once, also when the same one arrives concurrently', async () => {
    const { ledger, path, merchant, store } = await setUp();
    const input = { merchantId: merchant.id, storeId: store.id, channelId: 1, sourceType: 4, currencyId: 1, orderMinor: 1000, channelTxnId: 'wx-dup', exchangeRateMicros: 4_700_000 };
    const results = await Promise.all(Array.from({ length: 8 }, () => path.record(input)));
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.payment.id)).size).toBe(1);
    expect(await ledger.balance({ merchantId: merchant.id, currencyId: 1, kind: ACCOUNT_KIND.unsettled })).toBe(-985);
  });

  it('refuses a non-positive amount and a channel without a rate', async () => {
    const { path, merchant, store } = await setUp();
    const base = { merchantId: merchant.id, storeId: store.id, sourceType: 1, currencyId: 1, channelTxnId: 'x' };
    await expect(path.record({ ...base, channelId: 1, orderMinor: 0 })).rejects.toBeInstanceOf(PaymentRejectedError);
    await expect(path.record({ ...base, channelId: 9, orderMinor: 100 })).rejects.toBeInstanceOf(PaymentRejectedError);
  });

  it('the database refuses an entry that does not balance', async () => {
    const { ledger, merchant } = await setUp();
    await expect(
      server.db.transaction(async (tx) => {
        const [accountId] = await ledger.accountIds([{ merchantId: merchant.id, currencyId: 1, kind: ACCOUNT_KIND.fees }]);
        const entry = await tx.execute<{ id: number }>(
          sql`insert into journal_entries (merchant_id, kind, idempotency_key) values (${merchant.id}, 'bad', 'bad-1') returning id`,
        );
        await tx.execute(sql`insert into postings (entry_id, account_id, currency_id, amount_minor) values (${entry.rows[0]!.id}, ${accountId}, 1, 5)`);
      }),
    ).rejects.toThrow();
  });
});
