import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_KIND, PROVIDER } from '../ledger/accounts.ts';
import { checkMoneyInvariants, violations } from '../invariants.ts';
import { createLedger } from '../ledger/ledger.ts';
import { createSettlementRunner } from '../../modules/settlement/settlement.public.ts';
import { createMerchant, createStore } from '../../../test/support/factories.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { createPaymentConfigRepository } from './payment-config.repository.ts';
import { createPaymentPath, PaymentRejectedError } from './record-payment.ts';
import { createRefundPath } from './record-refund.ts';

const server = serverForThisFile();

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
    expect(payment).toMatchObject({
      grossMinor: 1250,
      feeMinor: 19,
      netMinor: 1231,
      payCurrencyId: 3,
      payMinor: 5888,
      financeDate: '2026-11-21',
    });
    expect(payment.number).toMatch(/^P261121\d{9}$/);
    expect(await ledger.balance({ merchantId: merchant.id, currencyId: 1, kind: ACCOUNT_KIND.unsettled })).toBe(-1231);
    expect(await ledger.balance({ merchantId: merchant.id, currencyId: 1, kind: ACCOUNT_KIND.fees })).toBe(-19);
    expect(
      await ledger.balance({ merchantId: PROVIDER, currencyId: 1, kind: ACCOUNT_KIND.channelClearing }),
    ).toBeGreaterThanOrEqual(1250);
    const stats = await server.db.execute<{ payment_count: number; payment_minor: string }>(
      sql`select sum(payment_count)::int as payment_count, sum(payment_minor) as payment_minor from daily_stats where merchant_id = ${merchant.id}`,
    );
    expect(stats.rows[0]).toMatchObject({ payment_count: 1, payment_minor: '1250' });
  });

  it('records a channel transaction once, also when the same one arrives concurrently', async () => {
    const { ledger, path, merchant, store } = await setUp();
    const input = {
      merchantId: merchant.id,
      storeId: store.id,
      channelId: 1,
      sourceType: 4,
      currencyId: 1,
      orderMinor: 1000,
      channelTxnId: 'wx-dup',
      exchangeRateMicros: 4_700_000,
    };
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
        const [accountId] = await ledger.accountIds([
          { merchantId: merchant.id, currencyId: 1, kind: ACCOUNT_KIND.fees },
        ]);
        const entry = await tx.execute<{ id: number }>(
          sql`insert into journal_entries (merchant_id, kind, idempotency_key) values (${merchant.id}, 'bad', 'bad-1') returning id`,
        );
        await tx.execute(
          sql`insert into postings (entry_id, account_id, currency_id, amount_minor) values (${entry.rows[0]!.id}, ${accountId}, 1, 5)`,
        );
      }),
    ).rejects.toThrow();
  });
});

describe('the payment path under load and over time', () => {
  it('reuses a store and channel configuration for a while, and sees a missing one at once', async () => {
    const { merchant, store } = await setUp();
    const ledger = createLedger(server.db);
    const cached = createPaymentPath(server.db, ledger, createPaymentConfigRepository(server.db, 60_000));
    const uncached = createPaymentPath(server.db, ledger, createPaymentConfigRepository(server.db, 0));
    const pay = (path: typeof cached, key: string, channelId = 1) =>
      path.record({
        merchantId: merchant.id,
        storeId: store.id,
        channelId,
        sourceType: 1,
        currencyId: 1,
        orderMinor: 10_000,
        channelTxnId: key,
        exchangeRateMicros: 4_700_000,
      });
    expect((await pay(cached, 'a')).payment.feeMinor).toBe(150);
    await server.db.execute(
      sql`update merchant_channel_rates set online_rate_ppm = 20000 where merchant_id = ${merchant.id} and payment_channel_id = 1`,
    );
    // Within the cache time the rate charged is the one read before; each payment records the rate it used.
    expect((await pay(cached, 'b')).payment).toMatchObject({ feeMinor: 150, feeRatePpm: 15_000 });
    expect((await pay(uncached, 'c')).payment).toMatchObject({ feeMinor: 200, feeRatePpm: 20_000 });
    // A channel without a rate is refused, and found as soon as it has one.
    await expect(pay(cached, 'd', 9)).rejects.toBeInstanceOf(PaymentRejectedError);
    await server.db.execute(
      sql`insert into merchant_channel_rates (merchant_id, payment_channel_id, online_rate_ppm, flat_fee_minor) values (${merchant.id}, 9, 11000, 10)`,
    );
    expect((await pay(cached, 'd', 9)).payment.feeMinor).toBe(120);
  });

  it('payments, refunds and a settlement run of one merchant at once all go through, and the books agree', async () => {
    const { ledger, path, merchant, store } = await setUp();
    const refunds = createRefundPath(server.db, ledger);
    const runner = createSettlementRunner({ db: server.db, ledger, settlesSandbox: true });
    const yesterday = new Date(Date.now() - 86_400_000);
    const pay = (key: string, paidAt?: Date) =>
      path.record({
        merchantId: merchant.id,
        storeId: store.id,
        channelId: 1,
        sourceType: 1,
        currencyId: 1,
        orderMinor: 5_000,
        channelTxnId: key,
        exchangeRateMicros: 4_700_000,
        paidAt,
      });
    const earlier = await Promise.all(Array.from({ length: 20 }, (_, index) => pay(`early-${index}`, yesterday)));
    await Promise.all([
      ...Array.from({ length: 40 }, (_, index) => pay(`late-${index}`)),
      ...earlier.map(({ payment }, index) =>
        refunds.refund({
          merchantId: merchant.id,
          paymentId: payment.id,
          amountMinor: 1_000,
          idempotencyKey: `r-${index}`,
        }),
      ),
      runner.runDue(new Date(), { merchantId: merchant.id }),
    ]);
    expect(violations(await checkMoneyInvariants(server.db, merchant.id))).toEqual({});
  });
});
