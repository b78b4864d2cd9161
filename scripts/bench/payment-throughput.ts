// Throughput of the payment and refund paths with concurrent writers on one merchant (npm run bench).
import { sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { createLedger, type Ledger } from '../../packages/server/src/money/ledger/ledger.ts';
import { createPaymentConfigRepository } from '../../packages/server/src/money/recording/payment-config.repository.ts';
import { createPaymentPath, type PaymentRow } from '../../packages/server/src/money/recording/record-payment.ts';
import { createRefundPath } from '../../packages/server/src/money/recording/record-refund.ts';
import { createMerchant, createStore } from '../../packages/server/test/support/factories.ts';

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

/** Where the payments go: a merchant's store (a new merchant with one store when not given). */
export interface BenchTarget {
  merchantId: number;
  storeId: number;
}

/**
 * `count` payments of one merchant and store through the payment path, `writers` at a time: WeChat Pay (in CNY,
 * with its exchange rate) and cards (flat fee) by turns when the merchant has both rates, WeChat Pay otherwise.
 */
export async function benchPayments(
  db: Database,
  count: number,
  writers: number,
  target?: BenchTarget,
): Promise<PathBench & { throughput: Throughput }> {
  const ledger = createLedger(db);
  const path = createPaymentPath(db, ledger, createPaymentConfigRepository(db));
  let merchantId = target?.merchantId;
  let storeId = target?.storeId;
  if (merchantId === undefined || storeId === undefined) {
    merchantId = (await createMerchant(db)).id;
    storeId = (await createStore(db, merchantId)).id;
  }
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from merchant_channel_rates where merchant_id = ${merchantId} and payment_channel_id = 9`,
  );
  const channels = rows[0]!.n > 0 ? [1, 9] : [1];
  const run = `${Date.now()}`;
  const input = (key: string, index: number) => ({
    merchantId: merchantId!,
    storeId: storeId!,
    channelId: channels[index % channels.length]!,
    sourceType: 2,
    currencyId: 1,
    orderMinor: 1_000 + (index % 5_000),
    channelTxnId: `bench-${run}-${key}`,
    exchangeRateMicros: 4_710_000,
  });
  // Warm-up: the ledger's accounts, the cached configuration and the connections exist before the clock starts.
  await Promise.all(Array.from({ length: writers }, (_, index) => path.record(input(`warm-${index}`, index))));
  const payments: PaymentRow[] = [];
  const throughput = await drive(count, writers, async (index) => {
    payments.push((await path.record(input(String(index), index))).payment);
  });
  // Planner statistics as autovacuum would have them after such a burst (with none, lookups by key scan tables).
  await db.execute(sql`analyze payments`);
  return { merchantId, ledger, payments, throughput };
}

/** Partial refunds (a third of the gross) of the given payments through the refund path, `writers` at a time. */
export async function benchRefunds(db: Database, bench: PathBench, writers: number): Promise<Throughput> {
  const refunds = createRefundPath(db, bench.ledger);
  return drive(bench.payments.length, writers, async (index) => {
    const payment = bench.payments[index]!;
    const { created } = await refunds.refund({
      merchantId: bench.merchantId,
      paymentId: payment.id,
      amountMinor: Math.floor(payment.grossMinor / 3),
      idempotencyKey: `bench-refund-${payment.id}`,
    });
    if (!created) throw new Error(`payment ${payment.id} was refunded by an earlier run`);
  });
}
