// Throughput of the payment and refund paths with concurrent writers on one merchant (npm run bench).
import { sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { createLedger, type Ledger } from '../../packages/server/src/ledger/ledger.ts';
import { createPaymentConfigRepository } from '../../packages/server/src/modules/payments/payment-config.repository.ts';
import { createPaymentPath, type PaymentRow } from '../../packages/server/src/modules/payments/record-payment.ts';
import { createRefundPath } from '../../packages/server/src/modules/payments/record-refund.ts';
import { createMerchant, createStore } from '../../packages/server/src/testing/factories.ts';

export interface Throughput {
  count: number;
  seconds: number;
  perSecond: number;
}

/** Runs `count` jobs with `writers` of them in flight at once; returns jobs per second. */
async function drive(count: number, writers: number, job: (index: number) => Promise<void>): Promise<Throughput> {
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async () => {
      for (let index = next++; index < count; index = next++) await job(index);
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  return { count, seconds, perSecond: count / seconds };
}

export interface PathBench {
  merchantId: number;
  ledger: Ledger;
  payments: PaymentRow[];
}

/** `count` WeChat Pay payments of one merchant and store through the payment path, `writers` at a time. */
export async function benchPayments(db: Database, count: number, writers: number): Promise<PathBench & { throughput: Throughput }> {
  const ledger = createLedger(db);
  const path = createPaymentPath(db, ledger, createPaymentConfigRepository(db));
  const merchant = await createMerchant(db);
  const store = await createStore(db, merchant.id);
  // Warm-up: the ledger's accounts and the connections exist before the clock starts.
  await Promise.all(
    Array.from({ length: writers }, (_, index) =>
      path.record({ merchantId: merchant.id, storeId: store.id, channelId: 1, sourceType: 1, currencyId: 1, orderMinor: 1_000, channelTxnId: `warm-${index}`, exchangeRateMicros: 4_710_000 }),
    ),
  );
  const payments: PaymentRow[] = [];
  const throughput = await drive(count, writers, async (index) => {
    const { payment } = await path.record({
      merchantId: merchant.id,
      storeId: store.id,
      channelId: 1,
      sourceType: 4,
      currencyId: 1,
      orderMinor: 1_000 + (index % 5_000),
      channelTxnId: `bench-${index}`,
      exchangeRateMicros: 4_710_000,
    });
    payments.push(payment);
  });
  // Planner statistics as autovacuum would have them after such a burst (with none, lookups by key scan tables).
  await db.execute(sql`analyze`);
  return { merchantId: merchant.id, ledger, payments, throughput };
}

/** Partial refunds (a third of the gross) of the given payments through the refund path, `writers` at a time. */
export async function benchRefunds(db: Database, bench: PathBench, writers: number): Promise<Throughput> {
  const refunds = createRefundPath(db, bench.ledger);
  return drive(bench.payments.length, writers, async (index) => {
    const payment = bench.payments[index]!;
    const { created } = await refunds.refund({ merchantId: bench.merchantId, paymentId: payment.id, amountMinor: Math.floor(payment.grossMinor / 3), idempotencyKey: `bench-refund-${payment.id}` });
    if (!created) throw new Error(`payment ${payment.id} was refunded by an earlier run`);
  });
}
