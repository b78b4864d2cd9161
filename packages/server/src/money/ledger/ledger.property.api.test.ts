/**
 * Property tests of the money core over random sequences of payments (wallet and card), partial, full, excessive
 * and simultaneous refunds, and T+1 settlement runs at random times (also before late payments arrive), each on a
 * fresh merchant with or without a bank account: after every sequence every invariant of invariants.ts holds, and
 * each payment's refunded amount is what the accepted refunds add up to.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { merchantChannelRates } from '@mbo/db/schema';
import { createPaymentConfigRepository } from '../recording/payment-config.repository.ts';
import { createPaymentPath } from '../recording/record-payment.ts';
import { createRefundPath, RefundRefusedError, type RefundRefusal } from '../recording/record-refund.ts';
import { createSettlementRunner } from '../../modules/settlement/settlement.public.ts';
import { localClock, shiftDate } from '../../seed/local-time.ts';
import { createMerchant, createStore } from '../../../test/support/factories.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { checkMoneyInvariants, violations } from '../invariants.ts';
import { createLedger } from './ledger.ts';
import { settlementAccounts } from '@mbo/db/schema-settlement';

const server = serverForThisFile();

const FIRST_DAY = '2026-05-04';
const TIME_ZONE = 'Australia/Sydney';
const at = (day: number, minute: number) => localClock(shiftDate(FIRST_DAY, day), TIME_ZONE)(minute);

type Op =
  | { kind: 'pay'; day: number; minute: number; channelId: 1 | 9; orderMinor: number }
  | { kind: 'refund'; target: number; share: 'full' | 'over' | number; day: number; minute: number }
  | { kind: 'race'; target: number; count: number }
  | { kind: 'settle'; day: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      day: fc.integer({ min: 0, max: 5 }),
      minute: fc.integer({ min: 0, max: 1_439 }),
      channelId: fc.constantFrom(1 as const, 9 as const),
      orderMinor: fc.integer({ min: 1, max: 80_000 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      target: fc.nat(),
      share: fc.oneof(fc.constant('full' as const), fc.constant('over' as const), fc.integer({ min: 1, max: 99 })),
      day: fc.integer({ min: 0, max: 6 }),
      minute: fc.integer({ min: 0, max: 1_439 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('race' as const),
      target: fc.nat(),
      count: fc.integer({ min: 2, max: 4 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('settle' as const), day: fc.integer({ min: 1, max: 7 }) }) },
);

/** What the random runs exercised, so a run that tested nothing shows. */
const tally = { runs: 0, refunds: 0, refusals: 0, settlements: 0 };

interface ModelPayment {
  id: number;
  grossMinor: number;
  refundedMinor: number;
}

/** What a refund of `amount` must answer, by the rules, given what is left of the payment. */
function expectedRefusal(payment: ModelPayment, amountMinor: number): RefundRefusal | null {
  const refundable = payment.grossMinor - payment.refundedMinor;
  if (refundable <= 0) return 'fully_refunded';
  if (amountMinor <= 0 || amountMinor > refundable) return 'exceeds_refundable';
  return null;
}

async function runSequence(ops: Op[], hasBankAccount: boolean): Promise<void> {
  const merchant = await createMerchant(server.db, { timeZone: TIME_ZONE });
  const store = await createStore(server.db, merchant.id);
  await server.db
    .insert(merchantChannelRates)
    .values({ merchantId: merchant.id, paymentChannelId: 9, onlineRatePpm: 11_000, flatFeeMinor: 10 });
  if (hasBankAccount)
    await server.db.insert(settlementAccounts).values({
      merchantId: merchant.id,
      currencyId: 1,
      accountName: 'Test',
      bsb: '062000',
      accountNumber: '12345678',
    });
  const ledger = createLedger(server.db);
  const payments = createPaymentPath(server.db, ledger, createPaymentConfigRepository(server.db));
  const refunds = createRefundPath(server.db, ledger);
  const runner = createSettlementRunner({ db: server.db, ledger, settlesSandbox: true });
  const model: ModelPayment[] = [];
  let serial = 0;
  tally.runs += 1;

  const refund = async (payment: ModelPayment, amountMinor: number, when: Date) => {
    serial += 1;
    const refusal = expectedRefusal(payment, amountMinor);
    try {
      const { refund: row } = await refunds.refund({
        merchantId: merchant.id,
        paymentId: payment.id,
        amountMinor,
        idempotencyKey: `p-${serial}`,
        at: when,
      });
      expect(refusal).toBeNull();
      expect(row.amountMinor).toBe(amountMinor);
      payment.refundedMinor += amountMinor;
      tally.refunds += 1;
    } catch (error) {
      if (!(error instanceof RefundRefusedError)) throw error;
      tally.refusals += 1;
      // Not enough funds in the balance and the global account is a refusal the model does not predict.
      if (error.reason !== 'insufficient_balance') expect(error.reason).toBe(refusal);
    }
  };

  for (const step of ops) {
    if (step.kind === 'pay') {
      const { payment } = await payments.record({
        merchantId: merchant.id,
        storeId: store.id,
        channelId: step.channelId,
        sourceType: 1,
        currencyId: 1,
        orderMinor: step.orderMinor,
        channelTxnId: `t-${model.length}`,
        exchangeRateMicros: 4_700_000,
        paidAt: at(step.day, step.minute),
      });
      model.push({ id: payment.id, grossMinor: payment.grossMinor, refundedMinor: 0 });
    } else if (step.kind === 'refund' && model.length) {
      const payment = model[step.target % model.length]!;
      const left = payment.grossMinor - payment.refundedMinor;
      const amount =
        step.share === 'full'
          ? left
          : step.share === 'over'
            ? left + 1
            : Math.max(1, Math.floor((payment.grossMinor * step.share) / 100));
      await refund(payment, amount, at(step.day, step.minute));
    } else if (step.kind === 'race' && model.length) {
      // Simultaneous refunds of what is left: at most one goes through.
      const payment = model[step.target % model.length]!;
      const left = payment.grossMinor - payment.refundedMinor;
      const before = payment.refundedMinor;
      const outcomes = await Promise.allSettled(
        Array.from({ length: step.count }, (_, index) =>
          refunds.refund({
            merchantId: merchant.id,
            paymentId: payment.id,
            amountMinor: Math.max(left, 1),
            idempotencyKey: `race-${serial}-${index}`,
            at: at(6, 600),
          }),
        ),
      );
      serial += 1;
      const succeeded = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
      expect(succeeded).toBeLessThanOrEqual(left > 0 ? 1 : 0);
      payment.refundedMinor = before + succeeded * left;
      for (const outcome of outcomes)
        if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(RefundRefusedError);
    } else if (step.kind === 'settle') {
      const run = await runner.runDue(at(step.day, 30), { merchantId: merchant.id });
      tally.settlements += run.settled;
    }
  }

  expect(violations(await checkMoneyInvariants(server.db, merchant.id))).toEqual({});
  const { rows } = await server.db.execute<{ id: number; refunded_minor: number }>(
    sql`select id, refunded_minor from payments where merchant_id = ${merchant.id}`,
  );
  const stored = new Map(rows.map((row) => [Number(row.id), Number(row.refunded_minor)]));
  for (const payment of model) expect(stored.get(payment.id)).toBe(payment.refundedMinor);
}

describe('the money invariants over random histories', () => {
  it('hold after any sequence of payments, refunds and settlement runs', async () => {
    await fc.assert(fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), fc.boolean(), runSequence), {
      numRuns: 20,
    });
    expect(tally.runs).toBeGreaterThanOrEqual(20);
    expect(tally.refunds).toBeGreaterThan(0);
    expect(tally.refusals).toBeGreaterThan(0);
    expect(tally.settlements).toBeGreaterThan(0);
    // And for the provider's shared accounts, over every merchant of these runs.
    expect(violations(await checkMoneyInvariants(server.db))).toEqual({});
  }, 120_000);

  it('are checked for real: each kind of tampering is found', async () => {
    await runSequence(
      [
        { kind: 'pay', day: 0, minute: 700, channelId: 1, orderMinor: 12_000 },
        { kind: 'pay', day: 0, minute: 800, channelId: 9, orderMinor: 8_000 },
        { kind: 'refund', target: 0, share: 25, day: 0, minute: 1_000 },
        { kind: 'settle', day: 1 },
      ],
      true,
    );
    const { rows } = await server.db.execute<{ id: number }>(sql`select max(id) as id from merchants`);
    const merchantId = Number(rows[0]!.id);
    const tamper = async (
      statement: ReturnType<typeof sql>,
      found: keyof Awaited<ReturnType<typeof checkMoneyInvariants>>,
    ) => {
      await server.db
        .transaction(async (tx) => {
          await tx.execute(statement);
          const report = await checkMoneyInvariants(tx, merchantId);
          expect(report[found], found).toBeGreaterThan(0);
          tx.rollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof Error && error.message === 'Rollback')) throw error;
        });
    };
    await tamper(
      sql`update ledger_balances set balance_minor = balance_minor + 1 where account_id = (select id from ledger_accounts where merchant_id = ${merchantId} and kind = 'fees') and slot = 0`,
      'driftingAccounts',
    );
    await tamper(
      sql`update daily_stats set fee_minor = fee_minor + 1 where merchant_id = ${merchantId} and slot = (select min(slot) from daily_stats where merchant_id = ${merchantId})`,
      'driftingDailyStats',
    );
    await tamper(
      sql`update hourly_stats set payment_count = payment_count + 1 where merchant_id = ${merchantId}`,
      'driftingHourlyStats',
    );
    await tamper(sql`update band_stats set band = band + 1 where merchant_id = ${merchantId}`, 'driftingBandStats');
    await tamper(
      sql`update payments set refunded_minor = refunded_minor + 1 where merchant_id = ${merchantId}`,
      'overRefundedPayments',
    );
    await tamper(
      sql`update settlements set net_minor = net_minor + 1 where merchant_id = ${merchantId}`,
      'mismatchedSettlements',
    );
    await tamper(
      sql`update payments set settlement_id = null where merchant_id = ${merchantId} and settlement_id is not null`,
      'mismatchedSettlements',
    );
    await tamper(
      sql`update refunds set real_refund_minor = real_refund_minor + 1 where merchant_id = ${merchantId}`,
      'driftingMerchantFunds',
    );
    await tamper(
      sql`update refunds set fee_returned_minor = fee_returned_minor + 1 where merchant_id = ${merchantId}`,
      'driftingFees',
    );
    await tamper(
      sql`update settlements set finance_date = finance_date - 1 where merchant_id = ${merchantId}`,
      'misassignedTransactions',
    );
    // The database refuses an unbalanced entry at commit; inside the transaction the checker sees it first.
    await tamper(
      sql`insert into postings (entry_id, account_id, currency_id, amount_minor)
      select max(j.id), (select id from ledger_accounts where merchant_id = ${merchantId} and kind = 'fees'), 1, 1
      from journal_entries j where j.merchant_id = ${merchantId}`,
      'unbalancedEntries',
    );
  });
});
