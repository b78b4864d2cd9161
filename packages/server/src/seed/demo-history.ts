/**
 * Harbour Noodle House's demo history (README "Demo data"): 90 days up to now, recorded through the real money
 * paths — every payment through the payment path, every refund through the refund path (some hours or days after
 * its payment), and after each day the T+1 settlement run, so payouts exist and those whose planned date has
 * passed are paid. Deterministic: the plan comes from a seeded generator (demo-plan.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import { ROLE } from '@mbo/contracts/access';
import type { Database } from '@mbo/db/client';
import { merchants, stores } from '@mbo/db/schema';
import { topUpGlobalAccount } from '../modules/global-account/global-account.public.ts';
import {
  createBulkPayments,
  createLedger,
  createPaymentConfigRepository,
  createPaymentPath,
  createRefundPath,
  type PaymentRow,
  RefundRefusedError,
} from '../money/money.public.ts';
import { createSettlementRunner } from '../modules/settlement/settlement.public.ts';
import { planHistory, refundAmountMinor, type PlannedPayment, type PlanOptions } from './demo-plan.ts';
import { localClock, shiftDate } from './local-time.ts';

/** The demo merchant whose history this is (demo seed: Harbour Noodle House). */
export const DEMO_HISTORY_MERCHANT_NUMBER = 'M100001';
export const DEMO_HISTORY_DAYS = 90;
/** When the daily T+1 settlement run happens, local minutes after midnight. */
const SETTLEMENT_RUN_AT = 30;
/** Payments recorded at once through the path (the server's pool has 10 connections). */
const RECORD_CONCURRENCY = 6;

async function inParallel<T>(items: readonly T[], concurrency: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      for (let index = next++; index < items.length; index = next++) await run(items[index]!);
    }),
  );
}

export interface DemoHistoryOptions extends Partial<Pick<PlanOptions, 'days' | 'scale' | 'seed'>> {
  now?: Date;
  merchantNumber?: string;
  /**
   * How payments are written: 'bulk' (default) writes the payments between two refunds in one statement
   * (bulk-payments.ts: the same rows, postings and aggregates as the path, proved by bulk-history.api.test.ts),
   * with ids in time order; 'path' records each through the payment path, a few at a time. Refunds always go
   * through the refund path and settlements through the settlement runner.
   */
  payments?: 'bulk' | 'path';
}

/** What a run wrote (a second run over the same days writes nothing: every step is idempotent). */
export interface DemoHistorySummary {
  payments: number;
  refunds: number;
  /** Refunds the rules refused when their time came (not enough balance): left out. */
  refundsRefused: number;
  settlements: number;
  payouts: number;
  ms: number;
}

/** Records the demo history; nothing when the merchant is missing (DEMO_DATA=0, or another seed). */
/** Opening balances of the demo merchant's global account, per currency id, in minor units. */
const DEMO_GLOBAL_ACCOUNT_OPENING: ReadonlyMap<number, number> = new Map([
  [1, 500_000],
  [2, 100_000],
]);

export async function recordDemoHistory(
  db: Database,
  options: DemoHistoryOptions = {},
): Promise<DemoHistorySummary | null> {
  const started = performance.now();
  const merchant = await db.query.merchants.findFirst({
    where: eq(merchants.number, options.merchantNumber ?? DEMO_HISTORY_MERCHANT_NUMBER),
  });
  if (!merchant) return null;
  const storeRows = await db
    .select({ id: stores.id, number: stores.number })
    .from(stores)
    .where(and(eq(stores.merchantId, merchant.id), eq(stores.isDelete, false)));
  const storeIds = new Map(storeRows.map((store) => [store.number, store.id]));
  const { rows: owners } = await db.execute<{ user_id: number }>(
    sql`select user_id from employee_roles where merchant_id = ${merchant.id} and role_type = ${ROLE.superAdmin} order by user_id limit 1`,
  );
  const ownerId = owners[0]?.user_id ?? null;

  const ledger = createLedger(db);
  const paymentPath = createPaymentPath(db, ledger, createPaymentConfigRepository(db));
  const refundPath = createRefundPath(db, ledger);
  const bulk = createBulkPayments(db, ledger, paymentPath);
  const runner = createSettlementRunner({ db, ledger, settlesSandbox: true });
  const now = options.now ?? new Date();
  const summary: DemoHistorySummary = { payments: 0, refunds: 0, refundsRefused: 0, settlements: 0, payouts: 0, ms: 0 };
  // Payments by channel transaction, for the refunds that come back to them.
  const recorded = new Map<string, PaymentRow>();

  const days = planHistory({
    timeZone: merchant.timeZone,
    now,
    days: options.days ?? DEMO_HISTORY_DAYS,
    scale: options.scale,
    seed: options.seed,
  });
  // The merchant funded its global account before the history starts, so refunds can always be made, also in the
  // hours after a settlement run when its collected funds are all settled.
  for (const [currencyId, amountMinor] of DEMO_GLOBAL_ACCOUNT_OPENING) {
    await topUpGlobalAccount(db, ledger, {
      merchantId: merchant.id,
      currencyId,
      amountMinor,
      reference: `DEMO-OPENING-${currencyId}`,
      at: new Date(now.getTime() - ((options.days ?? DEMO_HISTORY_DAYS) + 1) * 86_400_000),
    });
  }
  for (const day of days) {
    // A refund waits for the payments before it; those between two refunds are written together.
    let batch: PlannedPayment[] = [];
    const flush = async () => {
      const inputs = batch.flatMap((event) => {
        const storeId = storeIds.get(event.storeNumber);
        return storeId === undefined ? [] : [{ ...event.input, merchantId: merchant.id, storeId }];
      });
      batch = [];
      const remember = (payment: PaymentRow, created = true) => {
        recorded.set(`${payment.channelId}:${payment.channelTxnId}`, payment);
        if (created) summary.payments += 1;
      };
      if (options.payments === 'path') {
        await inParallel(inputs, RECORD_CONCURRENCY, async (input) => {
          const { payment, created } = await paymentPath.record(input);
          remember(payment, created);
        });
        return;
      }
      for (const payment of await bulk.load(inputs)) remember(payment);
    };
    for (const event of day.events) {
      if (event.kind === 'payment') {
        batch.push(event);
        continue;
      }
      await flush();
      const payment = recorded.get(`${event.channelId}:${event.channelTxnId}`);
      if (!payment) continue;
      try {
        const { created } = await refundPath.refund({
          merchantId: merchant.id,
          paymentId: payment.id,
          amountMinor: refundAmountMinor(event, payment.grossMinor),
          reason: event.reason,
          idempotencyKey: event.idempotencyKey,
          userId: ownerId,
          at: event.at,
        });
        if (created) summary.refunds += 1;
      } catch (error) {
        if (!(error instanceof RefundRefusedError)) throw error;
        summary.refundsRefused += 1;
      }
    }
    await flush();
    // The next morning's run clears the day and pays out what is due (today's run only once it has happened).
    const runAt = localClock(shiftDate(day.date, 1), merchant.timeZone)(SETTLEMENT_RUN_AT);
    if (runAt <= now) {
      const run = await runner.runDue(runAt, { merchantId: merchant.id });
      summary.settlements += run.settled;
      summary.payouts += run.paid;
    }
  }
  summary.ms = Math.round(performance.now() - started);
  return summary;
}
