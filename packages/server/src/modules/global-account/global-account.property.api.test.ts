/**
 * Property test of the global account's money over random sequences: top-ups opened and confirmed (cash or not, some
 * confirmed twice at once), rejected, cash deposits released (twice at once), withdrawals (some above what is
 * available, some racing), and payments settled into the account with refunds drawing on it. After every sequence:
 * every invariant of invariants.ts holds (balances equal postings, documents equal books — nothing created or lost),
 * and available and frozen are what a simple model of the rules says.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CASH_FEE_PPM } from '@mbo/contracts/calls/global-account';
import { feeAt } from '@mbo/contracts/money';
import {
  ACCOUNT_KIND,
  checkMoneyInvariants,
  createLedger,
  createPaymentConfigRepository,
  createPaymentPath,
  createRefundPath,
  RefundRefusedError,
  violations,
} from '../../money/money.public.ts';
import { createSettlementRunner } from '../settlement/settlement.public.ts';
import { createMerchant, createStore } from '../../../test/support/factories.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { attachReceipt, creditTopUp, openTopUp, rejectTopUp, releaseFrozenTopUps } from './top-up.ts';
import { OverAvailableError, withdrawFromGlobalAccount } from './withdraw.ts';

const server = serverForThisFile();

type Op =
  | { kind: 'topUp'; amountMinor: number; isCash: boolean; isTwice: boolean; isRejected: boolean }
  | { kind: 'release' }
  | { kind: 'withdraw'; amountMinor: number; racing: number }
  | { kind: 'settleAndRefund'; orderMinor: number; refundShare: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('topUp' as const),
      amountMinor: fc.integer({ min: 1, max: 500_000 }),
      isCash: fc.boolean(),
      isTwice: fc.boolean(),
      isRejected: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('release' as const) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('withdraw' as const),
      amountMinor: fc.integer({ min: 1, max: 300_000 }),
      racing: fc.integer({ min: 1, max: 3 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('settleAndRefund' as const),
      orderMinor: fc.integer({ min: 100, max: 100_000 }),
      refundShare: fc.integer({ min: 1, max: 100 }),
    }),
  },
);

const tally = { runs: 0, credited: 0, cash: 0, released: 0, withdrawn: 0, refused: 0, refundsFromGlobal: 0 };

async function runSequence(ops: Op[]): Promise<void> {
  const merchant = await createMerchant(server.db, { timeZone: 'Australia/Sydney' });
  const store = await createStore(server.db, merchant.id);
  const ledger = createLedger(server.db);
  const payments = createPaymentPath(server.db, ledger, createPaymentConfigRepository(server.db));
  const refunds = createRefundPath(server.db, ledger);
  const runner = createSettlementRunner({ db: server.db, ledger, settlesSandbox: true });
  const model = { available: 0, frozen: 0 };
  let serial = 0;
  tally.runs += 1;
  const bank = { settlementAccountId: 1, accountName: 'Test', bsb: '062000', accountNumber: '12345678' };
  const owed = async (kind: typeof ACCOUNT_KIND.global | typeof ACCOUNT_KIND.globalFrozen) =>
    0 - (await ledger.balance({ merchantId: merchant.id, currencyId: 1, kind }));
  const globalBalance = () => owed(ACCOUNT_KIND.global);

  for (const step of ops) {
    serial += 1;
    if (step.kind === 'topUp') {
      const row = await openTopUp(server.db, ledger, {
        merchantId: merchant.id,
        currencyId: 1,
        amountMinor: step.amountMinor,
        userId: 1,
      });
      await attachReceipt(server.db, { merchantId: merchant.id, topUpId: row.id, token: `receipt-${serial}` });
      if (step.isRejected) {
        await server.db.transaction((tx) =>
          rejectTopUp(tx, row.id, { reviewerUserId: 1, reason: { en: 'no', zh_CN: '否' } }),
        );
        continue;
      }
      const confirm = () =>
        server.db.transaction((tx) => creditTopUp(tx, ledger, row.id, { isCash: step.isCash, reviewerUserId: 1 }));
      const outcomes = await Promise.all(step.isTwice ? [confirm(), confirm()] : [confirm()]);
      expect(outcomes.filter(Boolean)).toHaveLength(1);
      tally.credited += 1;
      if (step.isCash) {
        model.frozen += step.amountMinor - feeAt(step.amountMinor, CASH_FEE_PPM);
        tally.cash += 1;
      } else model.available += step.amountMinor;
    } else if (step.kind === 'release') {
      await server.db.execute(sql`update global_account_top_ups set frozen_until = now() - interval '1 second'
        where merchant_id = ${merchant.id} and frozen_until is not null and released_at is null`);
      const [first, second] = await Promise.all([
        releaseFrozenTopUps(server.db, ledger),
        releaseFrozenTopUps(server.db, createLedger(server.db)),
      ]);
      tally.released += first + second;
      model.available += model.frozen;
      model.frozen = 0;
    } else if (step.kind === 'withdraw') {
      const before = model.available;
      const outcomes = await Promise.allSettled(
        Array.from({ length: step.racing }, (_, index) =>
          withdrawFromGlobalAccount(server.db, ledger, {
            merchantId: merchant.id,
            currencyId: 1,
            amountMinor: step.amountMinor,
            requestId: `w-${serial}-${index}`,
            userId: 1,
            bank,
          }),
        ),
      );
      const made = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
      for (const outcome of outcomes)
        if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(OverAvailableError);
      expect(made).toBe(Math.min(step.racing, Math.floor(before / step.amountMinor)));
      model.available -= made * step.amountMinor;
      tally.withdrawn += made;
      tally.refused += step.racing - made;
    } else {
      // A payment settled into the global account (no bank account), then a refund: what the available funds
      // cannot cover comes from the global account.
      const paidAt = new Date(Date.now() - 3 * 86_400_000 - serial * 1000);
      const { payment } = await payments.record({
        merchantId: merchant.id,
        storeId: store.id,
        channelId: 1,
        sourceType: 1,
        currencyId: 1,
        orderMinor: step.orderMinor,
        channelTxnId: `ga-${merchant.id}-${serial}`,
        exchangeRateMicros: 4_700_000,
        paidAt,
      });
      await runner.runDue(new Date(), { merchantId: merchant.id });
      model.available = await globalBalance();
      try {
        const amountMinor = Math.max(1, Math.floor((payment.grossMinor * step.refundShare) / 100));
        const { refund } = await refunds.refund({
          merchantId: merchant.id,
          paymentId: payment.id,
          amountMinor,
          idempotencyKey: `ga-refund-${serial}`,
          at: new Date(),
        });
        if (refund.fromGlobalAccount) tally.refundsFromGlobal += 1;
      } catch (error) {
        if (!(error instanceof RefundRefusedError)) throw error;
      }
      model.available = await globalBalance();
    }
    expect(violations(await checkMoneyInvariants(server.db, merchant.id))).toEqual({});
  }

  expect(await globalBalance()).toBe(model.available);
  expect(await owed(ACCOUNT_KIND.globalFrozen)).toBe(model.frozen);
}

describe('the global account over random histories', () => {
  it('keeps the books: balances equal postings, documents equal books, available and frozen as the rules say', async () => {
    // One sequence that exercises every rule is always run first; the random ones follow.
    const everyRule: Op[] = [
      { kind: 'topUp', amountMinor: 100_000, isCash: true, isTwice: true, isRejected: false },
      { kind: 'topUp', amountMinor: 5_000, isCash: false, isTwice: false, isRejected: false },
      { kind: 'release' },
      { kind: 'withdraw', amountMinor: 40_000, racing: 3 },
      { kind: 'settleAndRefund', orderMinor: 10_000, refundShare: 50 },
    ];
    await fc.assert(fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), runSequence), {
      numRuns: 20,
      examples: [[everyRule]],
    });
    expect(tally.credited).toBeGreaterThan(0);
    expect(tally.cash).toBeGreaterThan(0);
    expect(tally.withdrawn).toBeGreaterThan(0);
    expect(tally.refused).toBeGreaterThan(0);
    expect(tally.refundsFromGlobal).toBeGreaterThan(0);
    expect(tally.released).toBeGreaterThan(0);
    expect(violations(await checkMoneyInvariants(server.db))).toEqual({});
  }, 240_000);
});
