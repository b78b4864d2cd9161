// Loads a big history into the demo merchant for the benchmark: the demo plan (seed/demo-plan.ts) at a scale that
// gives about the number of transactions asked for, over `days` days, written by the bulk loaders (money/bulk/bulk-*.ts:
// the same rows, postings, balances and aggregates as the payment and refund paths — proved by
// bulk-history.api.test.ts), one day's payments and then its refunds per statement. No settlement runs: every
// transaction stays unsettled, which no figure of the benchmark depends on.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { merchants, stores } from '@mbo/db/schema';
import { createLedger } from '../../packages/server/src/money/ledger/ledger.ts';
import { createPaymentConfigRepository } from '../../packages/server/src/money/recording/payment-config.repository.ts';
import { createPaymentPath } from '../../packages/server/src/money/recording/record-payment.ts';
import { createBulkPayments } from '../../packages/server/src/money/bulk/bulk-payments.ts';
import { createBulkRefunds } from '../../packages/server/src/money/bulk/bulk-refunds.ts';
import { planHistory, refundAmountMinor, type PlannedRefund } from '../../packages/server/src/seed/demo-plan.ts';

export interface LoadedHistory {
  merchantId: number;
  payments: number;
  refunds: number;
  seconds: number;
  /** Of which the vacuum after the load. */
  vacuumSeconds: number;
}

/** The plan's scale at which `days` days hold about `transactions` payments and refunds. */
function scaleFor(transactions: number, days: number, timeZone: string, now: Date): number {
  let count = 0;
  for (const day of planHistory({ timeZone, now, days })) count += day.events.length;
  return transactions / count;
}

export async function loadHistory(
  db: Database,
  options: { merchantNumber: string; transactions: number; days: number; now: Date; onDay?: (done: number) => void },
): Promise<LoadedHistory> {
  const started = performance.now();
  const merchant = (await db.query.merchants.findFirst({ where: eq(merchants.number, options.merchantNumber) }))!;
  const storeRows = await db.select().from(stores).where(eq(stores.merchantId, merchant.id));
  const storeIds = new Map(storeRows.map((store) => [store.number, store.id]));
  const ledger = createLedger(db);
  const paymentPath = createPaymentPath(db, ledger, createPaymentConfigRepository(db));
  const bulkPayments = createBulkPayments(db, ledger, paymentPath);
  const bulkRefunds = createBulkRefunds(db, ledger);
  const scale = scaleFor(options.transactions, options.days, merchant.timeZone, options.now);
  const loaded: LoadedHistory = { merchantId: merchant.id, payments: 0, refunds: 0, seconds: 0, vacuumSeconds: 0 };
  let done = 0;
  for (const day of planHistory({ timeZone: merchant.timeZone, now: options.now, days: options.days, scale })) {
    const inputs = day.events.flatMap((event) =>
      event.kind === 'payment'
        ? [{ ...event.input, merchantId: merchant.id, storeId: storeIds.get(event.storeNumber)! }]
        : [],
    );
    loaded.payments += await bulkPayments.loadCount(inputs);
    const refunds = day.events.filter((event): event is PlannedRefund => event.kind === 'refund');
    if (refunds.length) {
      // By the payments' unique key (merchant, channel, channel transaction).
      const keys = JSON.stringify(
        refunds.map((refund) => ({ channel_id: refund.channelId, txn: refund.channelTxnId })),
      );
      const { rows: targets } = await db.execute<{ id: number; channel_txn_id: string; gross_minor: number }>(sql`
        select p.id, p.channel_txn_id, p.gross_minor from jsonb_to_recordset(${keys}::jsonb) as k(channel_id smallint, txn text)
        join payments p on p.merchant_id = ${merchant.id} and p.channel_id = k.channel_id and p.channel_txn_id = k.txn`);
      const byTxn = new Map(
        targets.map((target) => [
          target.channel_txn_id,
          { id: Number(target.id), grossMinor: Number(target.gross_minor) },
        ]),
      );
      loaded.refunds += (
        await bulkRefunds.load(
          refunds.map((refund) => {
            const payment = byTxn.get(refund.channelTxnId)!;
            return {
              merchantId: merchant.id,
              paymentId: payment.id,
              amountMinor: refundAmountMinor(refund, payment.grossMinor),
              reason: refund.reason,
              idempotencyKey: refund.idempotencyKey,
              at: refund.at,
            };
          }),
        )
      ).length;
    }
    options.onDay?.((done += 1));
  }
  // The tables as autovacuum leaves them after such a load — visibility map set, planner statistics taken — so
  // that its passes over millions of fresh rows do not run during the figures that follow (they took CPU from the
  // merchant-API rounds), as they would not on a server that has been running.
  const vacuumStarted = performance.now();
  await db.execute(sql`vacuum (analyze)`);
  loaded.vacuumSeconds = (performance.now() - vacuumStarted) / 1000;
  loaded.seconds = (performance.now() - started) / 1000;
  return loaded;
}
