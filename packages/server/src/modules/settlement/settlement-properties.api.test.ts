import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_KIND, checkMoneyInvariants, RefundRefusedError, violations } from '../../money/money.public.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { ledgerInvariants, payoutsKit } from '../../../test/kits/payouts-test-kit.ts';

const server = serverForThisFile();

const HOUR = 3_600_000;
const START = Date.parse('2026-03-02T08:00:00+11:00');

/** One step of a merchant's life: time passes, then a payment, a partial refund of an earlier payment, or a run. */
const stepArbitrary = fc.record({
  // Mostly within a day (T+0 clears the day so far), sometimes across days (T+1).
  hours: fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 0, max: 2 }) }, fc.integer({ min: 0, max: 30 })),
  action: fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('pay' as const),
        amount: fc.integer({ min: 1, max: 500_000 }),
        channel: fc.constantFrom(1, 2, 9),
      }),
    },
    fc.record({ kind: fc.constant('refund' as const), pick: fc.nat(), share: fc.integer({ min: 1, max: 100 }) }),
    fc.record({ kind: fc.constant('run' as const), workers: fc.integer({ min: 1, max: 2 }) }),
    // T+0: switched on (a range) or off from now; a T+0 run by one or more workers, one of which may crash
    // inside the clearing or between the clearing and its payout, a T+1 run beside them; a payout returned.
    fc.record({
      kind: fc.constant('switch' as const),
      range: fc.constantFrom('off' as const, { workday: true }, { holiday: true }, { workday: true, holiday: true }),
    }),
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('fast' as const),
        workers: fc.integer({ min: 1, max: 3 }),
        crash: fc.constantFrom('none' as const, 'clearing' as const, 'payout' as const),
        withT1: fc.boolean(),
        minutes: fc.integer({ min: 0, max: 59 }),
      }),
    },
    fc.record({ kind: fc.constant('return' as const), pick: fc.nat() }),
  ),
});

describe('settlement runs over random histories', () => {
  it('T+1 and T+0 (switches, concurrent runs, crashes, returns) keep the ledger balanced and each transaction in one settlement', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(stepArbitrary, { minLength: 4, maxLength: 30 }),
        fc.boolean(),
        fc.constantFrom(0, 0, 30),
        fc.boolean(),
        async (steps, hasBank, failPercent, startsFast) => {
          const kit = await payoutsKit(server.db, { hasBank, periods: { 2: 2, 9: 3 }, npp: { failPercent } });
          if (startsFast) await kit.fastSettle(new Date(START - HOUR).toISOString(), { workday: true, holiday: true });
          const paid: { id: number; gross: number }[] = [];
          let now = START;
          for (const { hours, action } of steps) {
            now += hours * HOUR;
            const when = new Date(now).toISOString();
            if (action.kind === 'pay') {
              const payment = await kit.pay(action.amount, when, action.channel);
              paid.push({ id: payment.id, gross: payment.grossMinor });
            } else if (action.kind === 'refund' && paid.length > 0) {
              const target = paid[action.pick % paid.length]!;
              const amount = Math.max(1, Math.floor((target.gross * action.share) / 100));
              await kit.refund(target.id, amount, when).catch((error: unknown) => {
                if (!(error instanceof RefundRefusedError)) throw error;
              });
            } else if (action.kind === 'run') {
              await Promise.all(
                Array.from({ length: action.workers }, () => kit.worker().runDue(new Date(now), kit.scope)),
              );
            } else if (action.kind === 'switch') {
              await kit.fastSettle(when, action.range);
            } else if (action.kind === 'fast') {
              now += action.minutes * 60_000;
              const runAt = new Date(now);
              const crash = () => {
                throw new Error('crash');
              };
              const hooks =
                action.crash === 'clearing'
                  ? { beforeClearingPost: crash }
                  : action.crash === 'payout'
                    ? { beforeFastPayout: crash }
                    : {};
              await Promise.all([
                kit
                  .fastWorker(hooks)
                  .runFast(runAt, kit.scope)
                  .catch((error: unknown) => {
                    if (!(error instanceof Error && error.message === 'crash')) throw error;
                  }),
                ...Array.from({ length: action.workers - 1 }, () => kit.fastWorker().runFast(runAt, kit.scope)),
                ...(action.withT1 ? [kit.worker().runDue(runAt, kit.scope)] : []),
              ]);
            } else if (action.kind === 'return') {
              const paidFast = [...kit.npp.payouts.values()].filter((p) => p.result.status === 'paid');
              if (paidFast.length > 0) {
                await kit.npp.returnPayout(paidFast[action.pick % paidFast.length]!.reference, {
                  returnedAt: new Date(now),
                });
              }
            }
          }
          // Long after the last step, two workers at once: everything that can be cleared and paid is (a T+0
          // clearing a crash left unpaid is paid by the next T+0 run).
          await kit.fastWorker().runFast(new Date(now + 24 * HOUR), kit.scope);
          await Promise.all([
            kit.worker().runDue(new Date(now + 20 * 24 * HOUR), kit.scope),
            kit.worker().runDue(new Date(now + 20 * 24 * HOUR), kit.scope),
          ]);

          expect(await ledgerInvariants(server.db, kit.merchant.id)).toEqual({
            unbalancedEntries: 0,
            driftingAccounts: 0,
          });
          // The project's whole set of money invariants too (aggregates, documents against the ledger …).
          expect(violations(await checkMoneyInvariants(server.db, kit.merchant.id))).toEqual({});
          const id = kit.merchant.id;
          // Refunded never above gross, and the payment's refunded total is the sum of its refunds.
          const { rows: refundRows } = await server.db.execute<{ bad: number }>(sql`
          select count(*)::int as bad from payments p
          left join (select payment_id, sum(amount_minor) as total from refunds where merchant_id = ${id} and status = 1 group by payment_id) r on r.payment_id = p.id
          where p.merchant_id = ${id} and (p.refunded_minor > p.gross_minor or p.refunded_minor <> coalesce(r.total, 0))`);
          expect(refundRows[0]!.bad).toBe(0);
          // Each settlement's figures are exactly those of the transactions carrying its id, and its net is
          // payments − refunds − fees; one T+1 clearing per finance day, one T+0 clearing per run slot; one ledger
          // entry per clearing and per payout (a returned payout was paid, then sent back).
          const { rows: mismatched } = await server.db.execute<{ id: number }>(sql`
          select s.id from settlements s
          left join (select settlement_id, sum(gross_minor) as gross, sum(fee_minor) as fee from payments where merchant_id = ${id} group by settlement_id) p on p.settlement_id = s.id
          left join (select settlement_id, sum(amount_minor) as amount, sum(fee_returned_minor) as fee_back from refunds where merchant_id = ${id} group by settlement_id) r on r.settlement_id = s.id
          where s.merchant_id = ${id} and (
            s.payment_minor <> coalesce(p.gross, 0) or s.refund_minor <> coalesce(r.amount, 0)
            or s.fee_minor <> coalesce(p.fee, 0) - coalesce(r.fee_back, 0)
            or s.net_minor <> s.payment_minor - s.refund_minor - s.fee_minor
            or s.settle_minor <= 0)`);
          expect(mismatched).toEqual([]);
          const { rows: counts } = await server.db.execute<{
            settlements: number;
            days: number;
            clearing_entries: number;
            payout_entries: number;
            paid: number;
            failed: number;
            unrepaid: number;
            back_entries: number;
            back: number;
          }>(sql`
          select (select count(*)::int from settlements where merchant_id = ${id}) as settlements,
            (select count(distinct (currency_id, finance_date))::int from settlements where merchant_id = ${id} and kind = 1)
              + (select count(distinct (currency_id, run_at))::int from settlements where merchant_id = ${id} and kind = 2) as days,
            (select count(*)::int from journal_entries where merchant_id = ${id} and kind = 'settlement') as clearing_entries,
            (select count(*)::int from journal_entries where merchant_id = ${id} and kind = 'payout') as payout_entries,
            (select count(*)::int from settlements where merchant_id = ${id} and status in (2, 3)) as paid,
            (select count(*)::int from settlements where merchant_id = ${id} and status = 4) as failed,
            (select count(*)::int from settlements where merchant_id = ${id} and status in (3, 4) and repaid_by_settlement_id is null) as unrepaid,
            (select count(*)::int from journal_entries where merchant_id = ${id} and kind in ('payout_return', 'payout_failure')) as back_entries,
            (select count(*)::int from settlements where merchant_id = ${id} and status in (3, 4)) as back`);
          const count = counts[0]!;
          expect(count.days).toBe(count.settlements);
          expect(count.clearing_entries).toBe(count.settlements);
          expect(count.payout_entries).toBe(count.paid);
          expect(count.paid + count.failed).toBe(count.settlements);
          // Returned and refused T+0 payouts: one entry each putting the money back, all paid again by T+1.
          expect(count.back_entries).toBe(count.back);
          expect(count.unrepaid).toBe(0);
          // What is still unsettled (a carried tail that would pay out nothing) is what the unsettled account holds,
          // and everything settled was paid out to the bank or the global account.
          const { rows: open } = await server.db.execute<{ payments: number; refunds: number; settled: number }>(sql`
          select (select count(*)::int from payments where merchant_id = ${id} and settlement_id is null) as payments,
            (select count(*)::int from refunds where merchant_id = ${id} and settlement_id is null) as refunds,
            (select coalesce(sum(settle_minor), 0)::bigint from settlements where merchant_id = ${id} and status = 2) as settled`);
          const unsettled = await kit.balance(ACCOUNT_KIND.unsettled);
          if (open[0]!.payments + open[0]!.refunds === 0) expect(unsettled).toBe(0);
          // A carried tail pays out nothing: at most the bank fee (its T+0 fee was never charged).
          else expect(unsettled).toBeGreaterThanOrEqual(-(hasBank ? 55 : 0));
          expect(await kit.balance(ACCOUNT_KIND.settlementDue)).toBe(0);
          const paidOut = 0 - (await kit.balance(hasBank ? ACCOUNT_KIND.payouts : ACCOUNT_KIND.global));
          // A global account also pays refunds, so it holds what was paid into it less what refunds took from it.
          if (hasBank) expect(paidOut).toBe(Number(open[0]!.settled));
          else expect(paidOut).toBeLessThanOrEqual(Number(open[0]!.settled));
        },
      ),
      { numRuns: 40 },
    );
  }, 240_000);
});
