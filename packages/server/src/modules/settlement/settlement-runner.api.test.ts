import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connect } from '@mbo/db/client';
import { ACCOUNT_KIND, checkMoneyInvariants, violations } from '../../money/money.public.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { ledgerInvariants, payoutsKit } from '../../../test/kits/payouts-test-kit.ts';
import { settlementView } from './settlement-view.ts';

const server = serverForThisFile();

// Sydney is UTC+11 until 5 April 2026 and UTC+10 after it.
const at = (localDate: string, time = '12:00:00', offset = '+11:00') => `${localDate}T${time}${offset}`;

async function settlementsOf(merchantId: number) {
  return server.db.query.settlements.findMany({
    where: (s, { eq }) => eq(s.merchantId, merchantId),
    orderBy: (s, { asc }) => asc(s.financeDate),
  });
}

async function entryCount(merchantId: number, kind: string) {
  const { rows } = await server.db.execute<{ n: number }>(
    sql`select count(*)::int as n from journal_entries where merchant_id = ${merchantId} and kind = ${kind}`,
  );
  return rows[0]!.n;
}

describe('a settlement run', () => {
  it('clears a finance day: payment, refund, fee net of fees given back, bank fee, net, T+1 date and the ledger entry', async () => {
    const kit = await payoutsKit(server.db);
    const big = await kit.pay(10_000, at('2026-03-12', '10:00:00'));
    await kit.pay(5_000, at('2026-03-12', '23:59:00'));
    await kit.refund(big.id, 2_000, at('2026-03-12', '18:00:00'));
    await kit.pay(7_000, at('2026-03-13', '00:01:00')); // the next finance day

    const outcome = await kit.runner.settleDay(kit.merchant.id, 1, '2026-03-12');
    expect(outcome.status).toBe('settled');
    // Fees 150 + 75, less 30 given back with the refund of 20 % of the first payment.
    expect(outcome.settlement).toMatchObject({
      paymentMinor: 15_000,
      refundMinor: 2_000,
      feeMinor: 195,
      netMinor: 12_805,
      settleFeeMinor: 55,
      settleMinor: 12_750,
      method: 'bank',
      planSettleDate: '2026-03-13',
      status: 1,
      actualSettleDate: null,
    });
    expect(outcome.settlement!.number).toMatch(/^S260312\d{9}$/);
    expect(await kit.balance(ACCOUNT_KIND.settlementDue)).toBe(-12_750);
    // Left unsettled: only the next day's payment (7 000 less its 105 fee).
    expect(await kit.balance(ACCOUNT_KIND.unsettled)).toBe(-6_895);
    const { rows } = await server.db.execute<{ settled: number; open: number }>(sql`
      select count(*) filter (where settlement_id = ${outcome.settlement!.id})::int as settled, count(*) filter (where settlement_id is null)::int as open
      from payments where merchant_id = ${kit.merchant.id}`);
    expect(rows[0]).toEqual({ settled: 2, open: 1 });
    expect(await ledgerInvariants(server.db, kit.merchant.id)).toEqual({ unbalancedEntries: 0, driftingAccounts: 0 });
  });

  it('settles a day once: a second call finds the clearing and moves nothing', async () => {
    const kit = await payoutsKit(server.db);
    await kit.pay(10_000, at('2026-03-10'));
    const first = await kit.runner.settleDay(kit.merchant.id, 1, '2026-03-10');
    const again = await kit.runner.settleDay(kit.merchant.id, 1, '2026-03-10');
    expect(again).toEqual({ status: 'exists', settlement: first.settlement, hasLateTransactions: false });
    expect(await entryCount(kit.merchant.id, 'settlement')).toBe(1);
  });

  it('plans the settle date in Australian business days, taking the longest disbursement period of the day', async () => {
    const kit = await payoutsKit(server.db, { periods: { 5: 3 } });
    await kit.pay(1_000, at('2026-03-13')); // Friday, T+1
    await kit.pay(1_000, at('2026-04-02')); // Thursday before Good Friday, T+1
    await kit.pay(1_000, at('2026-12-24', '12:00:00')); // Thursday before Christmas, T+1
    await kit.pay(1_000, at('2026-03-17')); // Tuesday: channel 1 (T+1) and channel 5 (T+3)
    await kit.pay(1_000, at('2026-03-17', '13:00:00'), 5);
    const plan = async (date: string) =>
      (await kit.runner.settleDay(kit.merchant.id, 1, date)).settlement?.planSettleDate;
    expect(await plan('2026-03-13')).toBe('2026-03-16');
    expect(await plan('2026-03-17')).toBe('2026-03-20');
    expect(await plan('2026-04-02')).toBe('2026-04-07');
    expect(await plan('2026-12-24')).toBe('2026-12-29');
  });

  it('runs what is due: ended days only, each day its own clearing, then pays out on the planned date', async () => {
    const kit = await payoutsKit(server.db);
    await kit.pay(1_000, at('2026-03-19')); // Thursday
    await kit.pay(2_000, at('2026-03-20')); // Friday
    await kit.pay(4_000, at('2026-03-21')); // Saturday
    await kit.pay(8_000, at('2026-03-22', '09:00:00')); // Sunday, still running at the time of the run

    const saturdayNight = await kit.runner.runDue(new Date(at('2026-03-22', '00:10:00')), kit.scope);
    expect(saturdayNight).toMatchObject({ settled: 3 });
    const cleared = await settlementsOf(kit.merchant.id);
    expect(cleared.map((s) => [s.financeDate, s.paymentMinor, s.planSettleDate, s.status])).toEqual([
      ['2026-03-19', 1_000, '2026-03-20', 2],
      ['2026-03-20', 2_000, '2026-03-23', 1],
      ['2026-03-21', 4_000, '2026-03-23', 1],
    ]);
    expect(cleared[0]!.actualSettleDate).toBe('2026-03-22');

    const monday = await kit.runner.runDue(new Date(at('2026-03-23', '09:00:00')), kit.scope);
    expect(monday).toEqual({ settled: 1, carried: 0, refused: 0, paid: 3 });
    // Friday's and Saturday's clearings, and Sunday's (cleared now, planned for today), are paid on Monday.
    const paid = await settlementsOf(kit.merchant.id);
    expect(paid.map((s) => [s.financeDate, s.planSettleDate, s.status, s.actualSettleDate])).toEqual([
      ['2026-03-19', '2026-03-20', 2, '2026-03-22'],
      ['2026-03-20', '2026-03-23', 2, '2026-03-23'],
      ['2026-03-21', '2026-03-23', 2, '2026-03-23'],
      ['2026-03-22', '2026-03-23', 2, '2026-03-23'],
    ]);
    const paidOut = paid.reduce((total, s) => total + s.settleMinor, 0);
    expect(await kit.balance(ACCOUNT_KIND.payouts)).toBe(-paidOut);
    expect(await kit.balance(ACCOUNT_KIND.settlementDue)).toBe(0);
    expect(await ledgerInvariants(server.db, kit.merchant.id)).toEqual({ unbalancedEntries: 0, driftingAccounts: 0 });
  });

  it('pays a merchant without a bank account into its global account, free of the settlement fee', async () => {
    const kit = await payoutsKit(server.db, { hasBank: false });
    await kit.pay(10_000, at('2026-03-10'));
    await kit.runner.runDue(new Date(at('2026-03-12')), kit.scope);
    const [settlement] = await settlementsOf(kit.merchant.id);
    expect(settlement).toMatchObject({ method: 'global', settleFeeMinor: 0, settleMinor: 9_850, status: 2 });
    expect(await kit.balance(ACCOUNT_KIND.global)).toBe(-9_850);
    expect(await kit.balance(ACCOUNT_KIND.payouts)).toBe(0);
  });

  it('does not take a refund the global account already paid from the settlement again', async () => {
    const kit = await payoutsKit(server.db, { hasBank: false });
    const first = await kit.pay(10_000, at('2026-03-10'));
    await kit.runner.runDue(new Date(at('2026-03-11', '00:30:00')), kit.scope); // cleared and paid into the global account
    expect(await kit.balance(ACCOUNT_KIND.global)).toBe(-9_850);
    // Nothing is available yet on the 11th: the refund (50.00, 0.75 fee back) is paid from the global account.
    const refund = await kit.refund(first.id, 5_000, at('2026-03-11', '08:00:00'));
    expect(refund.fromGlobalAccount).toBe(true);
    await kit.pay(20_000, at('2026-03-11', '09:00:00'));
    await kit.runner.runDue(new Date(at('2026-03-12', '00:30:00')), kit.scope);
    const eleventh = (await settlementsOf(kit.merchant.id)).find((s) => s.financeDate === '2026-03-11')!;
    // Net of the day: 200.00 − 50.00 − (3.00 − 0.75); paid out: that plus the 49.25 the global account paid.
    expect(eleventh).toMatchObject({
      paymentMinor: 20_000,
      refundMinor: 5_000,
      feeMinor: 225,
      netMinor: 14_775,
      settleMinor: 19_700,
      status: 2,
    });
    expect(settlementView(eleventh, 2).global_account_refund_amount).toBe(49.25);
    expect(await kit.balance(ACCOUNT_KIND.unsettled)).toBe(0);
    expect(await kit.balance(ACCOUNT_KIND.global)).toBe(-(9_850 - 4_925 + 19_700));
    expect(violations(await checkMoneyInvariants(server.db, kit.merchant.id))).toEqual({});
  });

  it('carries a day whose refunds exceed its payments into the next day, and the money still balances', async () => {
    const kit = await payoutsKit(server.db);
    const early = await kit.pay(10_000, at('2026-03-10', '09:00:00'));
    await kit.pay(20_000, at('2026-03-10', '22:00:00'));
    // On the 11th, before the 10th is cleared, most of the first payment is refunded (from unsettled funds).
    await kit.refund(early.id, 9_000, at('2026-03-11', '08:00:00'));
    await kit.pay(500, at('2026-03-11', '09:00:00'));
    await kit.pay(20_000, at('2026-03-12', '09:00:00'));

    expect(await kit.runner.runDue(new Date(at('2026-03-12', '10:00:00')), kit.scope)).toMatchObject({
      settled: 1,
      carried: 1,
    });
    let cleared = await settlementsOf(kit.merchant.id);
    // The 11th (payments 5.00, refund 90.00) would pay out nothing: it waits for the 12th.
    expect(cleared.map((s) => s.financeDate)).toEqual(['2026-03-10']);
    const { rows } = await server.db.execute<{ n: number }>(
      sql`select count(*)::int as n from refunds where merchant_id = ${kit.merchant.id} and settlement_id is null`,
    );
    expect(rows[0]!.n).toBe(1);

    await kit.runner.runDue(new Date(at('2026-03-13', '10:00:00')), kit.scope);
    cleared = await settlementsOf(kit.merchant.id);
    expect(cleared.map((s) => s.financeDate)).toEqual(['2026-03-10', '2026-03-12']);
    const twelfth = cleared[1]!;
    // Payments 5.00 + 200.00, refund 90.00; fees 7.5c→8 + 300, less 135 given back.
    expect(twelfth).toMatchObject({ paymentMinor: 20_500, refundMinor: 9_000, feeMinor: 8 + 300 - 135 });
    expect(twelfth.netMinor).toBe(twelfth.paymentMinor - twelfth.refundMinor - twelfth.feeMinor);
    // Everything is cleared: nothing is left in unsettled, and the cleared nets add up to what is due or paid.
    expect(await kit.balance(ACCOUNT_KIND.unsettled)).toBe(0);
    const totalSettled = cleared.reduce((total, s) => total + s.settleMinor, 0);
    expect(-(await kit.balance(ACCOUNT_KIND.settlementDue)) - (await kit.balance(ACCOUNT_KIND.payouts))).toBe(
      totalSettled,
    );
    expect(await ledgerInvariants(server.db, kit.merchant.id)).toEqual({ unbalancedEntries: 0, driftingAccounts: 0 });
  });

  it('takes a late transaction of a cleared day into the next clearing', async () => {
    const kit = await payoutsKit(server.db);
    await kit.pay(1_000, at('2026-03-10'));
    await kit.runner.runDue(new Date(at('2026-03-11', '00:05:00')), kit.scope);
    await kit.pay(2_000, at('2026-03-10', '23:59:59')); // committed after the run
    await kit.runner.runDue(new Date(at('2026-03-12', '00:05:00')), kit.scope);
    const cleared = await settlementsOf(kit.merchant.id);
    expect(cleared.map((s) => [s.financeDate, s.paymentMinor])).toEqual([
      ['2026-03-10', 1_000],
      ['2026-03-11', 2_000],
    ]);
  });
});

describe('exactly once', () => {
  it('two workers running at once clear each day once and pay each clearing once', async () => {
    const kit = await payoutsKit(server.db, { currencyIds: [1] });
    for (let day = 2; day <= 9; day += 1) {
      const date = `2026-03-${String(day).padStart(2, '0')}`;
      for (let n = 0; n < 5; n += 1) await kit.pay(1_000 + day * 100 + n, at(date, `1${n}:00:00`));
    }
    // Each worker has its own connection pool and ledger cache, as two server processes would.
    const otherDb = connect(server.databaseUrl, 5);
    try {
      const workers = [kit.worker(), kit.worker(undefined, otherDb), kit.worker(), kit.worker(undefined, otherDb)];
      const runs = await Promise.all(
        workers.map((worker) => worker.runDue(new Date(at('2026-03-10', '10:00:00')), kit.scope)),
      );
      expect(runs.reduce((total, run) => total + run.settled, 0)).toBe(8);
      // Monday the 9th is planned for Tuesday the 10th, the weekend's days for Monday: all eight are due.
      expect(runs.reduce((total, run) => total + run.paid, 0)).toBe(8);
    } finally {
      await otherDb.$client.end();
    }
    const cleared = await settlementsOf(kit.merchant.id);
    expect(cleared).toHaveLength(8);
    expect(await entryCount(kit.merchant.id, 'settlement')).toBe(8);
    expect(await entryCount(kit.merchant.id, 'payout')).toBe(cleared.filter((s) => s.status === 2).length);
    const { rows } = await server.db.execute<{ n: number }>(
      sql`select count(*)::int as n from payments where merchant_id = ${kit.merchant.id} and settlement_id is null`,
    );
    expect(rows[0]!.n).toBe(0);
    expect(await kit.balance(ACCOUNT_KIND.unsettled)).toBe(0);
    expect(await ledgerInvariants(server.db, kit.merchant.id)).toEqual({ unbalancedEntries: 0, driftingAccounts: 0 });
  });

  it('a run that crashes half-way leaves nothing behind, and the next run completes it', async () => {
    const kit = await payoutsKit(server.db);
    await kit.pay(3_000, at('2026-03-10'));
    await kit.pay(4_000, at('2026-03-11'));
    let clearings = 0;
    const crashing = kit.worker({
      beforeClearingPost: () => {
        clearings += 1;
        if (clearings === 2) throw new Error('worker died');
      },
    });
    await expect(crashing.runDue(new Date(at('2026-03-12', '10:00:00')), kit.scope)).rejects.toThrow('worker died');
    // The first day was cleared and paid? Not yet: the crash came before any payout. The second day left no trace.
    let cleared = await settlementsOf(kit.merchant.id);
    expect(cleared.map((s) => s.financeDate)).toEqual(['2026-03-10']);
    const { rows } = await server.db.execute<{ n: number }>(
      sql`select count(*)::int as n from payments where merchant_id = ${kit.merchant.id} and settlement_id is null`,
    );
    expect(rows[0]!.n).toBe(1);
    expect(await entryCount(kit.merchant.id, 'settlement')).toBe(1);

    const payoutCrash = kit.worker({ beforePayoutPost: () => Promise.reject(new Error('died paying')) });
    await expect(payoutCrash.runDue(new Date(at('2026-03-12', '10:00:00')), kit.scope)).rejects.toThrow('died paying');
    cleared = await settlementsOf(kit.merchant.id);
    expect(cleared.every((s) => s.status === 1)).toBe(true);
    expect(await entryCount(kit.merchant.id, 'payout')).toBe(0);

    const summary = await kit.worker().runDue(new Date(at('2026-03-12', '10:00:00')), kit.scope);
    expect(summary).toEqual({ settled: 0, carried: 0, refused: 0, paid: 2 });
    cleared = await settlementsOf(kit.merchant.id);
    expect(cleared.map((s) => [s.financeDate, s.status])).toEqual([
      ['2026-03-10', 2],
      ['2026-03-11', 2],
    ]);
    expect(await kit.balance(ACCOUNT_KIND.unsettled)).toBe(0);
    expect(await kit.balance(ACCOUNT_KIND.settlementDue)).toBe(0);
    expect(await ledgerInvariants(server.db, kit.merchant.id)).toEqual({ unbalancedEntries: 0, driftingAccounts: 0 });
  });
});
