import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_KIND, checkMoneyInvariants, createLedger, violations } from '../../money/money.public.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { payoutsKit, signedInMember, type PayoutsKit } from '../../../test/kits/payouts-test-kit.ts';
import { ROLE } from '@mbo/contracts/access';
import { createFastSettlementRunner, fastFeeMinor, fastRunSlot } from './fast-settlement-runner.ts';

const server = serverForThisFile();

// Sydney is UTC+11 until 5 April 2026 and UTC+10 after it. 10 March 2026 is a Tuesday, 14 March a Saturday,
// 3 April Good Friday (a national public holiday).
const at = (localDate: string, time = '12:00:00', offset = '+11:00') => `${localDate}T${time}${offset}`;
const when = (localDate: string, time = '12:00:00', offset = '+11:00') => new Date(at(localDate, time, offset));

async function settlementsOf(merchantId: number) {
  return server.db.query.settlements.findMany({
    where: (s, { eq }) => eq(s.merchantId, merchantId),
    orderBy: (s, { asc }) => [asc(s.id)],
  });
}

async function entryCount(merchantId: number, kind: string) {
  const { rows } = await server.db.execute<{ n: number }>(
    sql`select count(*)::int as n from journal_entries where merchant_id = ${merchantId} and kind = ${kind}`,
  );
  return rows[0]!.n;
}

async function openPayments(merchantId: number) {
  const { rows } = await server.db.execute<{ n: number }>(
    sql`select count(*)::int as n from payments where merchant_id = ${merchantId} and settlement_id is null`,
  );
  return rows[0]!.n;
}

/** A T+0 runner of a deployment without an NPP adapter (production today). */
const withoutNpp = () =>
  createFastSettlementRunner({ db: server.db, ledger: createLedger(server.db), npp: null, settlesSandbox: true });

async function expectBooksRight(kit: PayoutsKit) {
  expect(violations(await checkMoneyInvariants(server.db, kit.merchant.id))).toEqual({});
}

describe('the T+0 fee', () => {
  it('is the rate of the net rounded half up to whole minor units', () => {
    expect(fastFeeMinor(12_805, 15_000)).toBe(192); // 192.075
    expect(fastFeeMinor(100, 15_000)).toBe(2); // 1.5
    expect(fastFeeMinor(33, 15_000)).toBe(0); // 0.495
    expect(fastFeeMinor(1_000_000_000_000, 20_000)).toBe(20_000_000_000);
    expect(fastFeeMinor(-500, 15_000)).toBe(0);
  });

  it('runs in 30-minute slots and once at 23:59 local for the day', () => {
    const dayEnd = when('2026-03-10', '23:59:00');
    expect(fastRunSlot(when('2026-03-10', '10:17:00'), dayEnd, 30 * 60_000)).toEqual(when('2026-03-10', '10:00:00'));
    expect(fastRunSlot(when('2026-03-10', '10:47:00'), dayEnd, 30 * 60_000)).toEqual(when('2026-03-10', '10:30:00'));
    expect(fastRunSlot(when('2026-03-10', '23:59:30'), dayEnd, 30 * 60_000)).toEqual(dayEnd);
  });
});

describe('a T+0 run', () => {
  it('on a working day with the workday range: clears the day so far, charges 1.5 % and 0.55, pays at once by NPP', async () => {
    const kit = await payoutsKit(server.db);
    await kit.fastSettle(at('2026-03-01', '04:00:00'), { workday: true });
    const big = await kit.pay(10_000, at('2026-03-10', '09:00:00'));
    await kit.pay(5_000, at('2026-03-10', '11:00:00'));
    await kit.refund(big.id, 2_000, at('2026-03-10', '11:30:00'));
    await kit.pay(7_000, at('2026-03-09', '15:00:00')); // yesterday's: T+1's

    const summary = await kit.fast.runFast(when('2026-03-10', '12:10:00'), kit.scope);
    expect(summary).toEqual({ settled: 1, carried: 0, refused: 0, paid: 1, failed: 0 });
    const [settlement] = await settlementsOf(kit.merchant.id);
    // Net 15 000 − 2 000 − (150 + 75 − 30) = 12 805; T+0 fee 1.5 % = 192.075 → 192; bank fee 55.
    expect(settlement).toMatchObject({
      kind: 2,
      financeDate: '2026-03-10',
      runAt: when('2026-03-10', '12:00:00'),
      paymentMinor: 15_000,
      refundMinor: 2_000,
      feeMinor: 195,
      netMinor: 12_805,
      fastFeeRatePpm: 15_000,
      fastFeeMinor: 192,
      settleFeeMinor: 55,
      settleMinor: 12_558,
      method: 'bank',
      planSettleDate: '2026-03-10',
      actualSettleDate: '2026-03-10',
      status: 2,
      payoutReference: settlement!.number,
    });
    expect(kit.npp.payouts.get(settlement!.number)).toMatchObject({ amountMinor: 12_558, bsb: '062000' });
    expect(await kit.balance(ACCOUNT_KIND.payouts)).toBe(-12_558);
    expect(await kit.balance(ACCOUNT_KIND.settlementDue)).toBe(0);
    expect(await kit.balance(ACCOUNT_KIND.unsettled)).toBe(-(7_000 - 105));
    await expectBooksRight(kit);

    // Yesterday's payment settles T+1 (by the T+1 run), and only it.
    await kit.runner.runDue(when('2026-03-11', '09:00:00'), kit.scope);
    const all = await settlementsOf(kit.merchant.id);
    expect(all.map((s) => [s.kind, s.financeDate, s.paymentMinor])).toEqual([
      [2, '2026-03-10', 15_000],
      [1, '2026-03-09', 7_000],
    ]);
    expect(await openPayments(kit.merchant.id)).toBe(0);
    await expectBooksRight(kit);
  });

  it('with the workday range only: a Saturday and a public holiday settle T+1', async () => {
    const kit = await payoutsKit(server.db);
    await kit.fastSettle(at('2026-03-01', '04:00:00'), { workday: true });
    await kit.pay(4_000, at('2026-03-14', '10:00:00')); // Saturday
    await kit.pay(3_000, at('2026-04-03', '10:00:00')); // Good Friday
    expect(await kit.fast.runFast(when('2026-03-14', '18:00:00'), kit.scope)).toMatchObject({ settled: 0 });
    expect(await kit.fast.runFast(when('2026-04-03', '18:00:00'), kit.scope)).toMatchObject({ settled: 0 });
    await kit.runner.runDue(when('2026-04-04', '09:00:00'), kit.scope);
    expect((await settlementsOf(kit.merchant.id)).map((s) => [s.kind, s.financeDate, s.fastFeeMinor])).toEqual([
      [1, '2026-03-14', 0],
      [1, '2026-04-03', 0],
    ]);
  });

  it('with the holiday range only: a public holiday and a Sunday at 2 %, a working day T+1', async () => {
    const kit = await payoutsKit(server.db);
    await kit.fastSettle(at('2026-03-01', '04:00:00'), { holiday: true });
    await kit.pay(10_000, at('2026-04-03', '10:00:00')); // Good Friday
    await kit.pay(20_000, at('2026-04-05', '10:00:00', '+10:00')); // Sunday, after daylight saving ended
    await kit.pay(1_000, at('2026-04-07', '10:00:00', '+10:00')); // Tuesday

    await kit.fast.runFast(when('2026-04-03', '16:05:00'), kit.scope);
    await kit.fast.runFast(when('2026-04-05', '16:05:00', '+10:00'), kit.scope);
    expect(await kit.fast.runFast(when('2026-04-07', '16:05:00', '+10:00'), kit.scope)).toMatchObject({
      settled: 0,
    });
    const fast = await settlementsOf(kit.merchant.id);
    // Net 10 000 − 150 = 9 850, 2 % = 197; 20 000 − 300 = 19 700, 2 % = 394.
    expect(fast.map((s) => [s.financeDate, s.fastFeeRatePpm, s.fastFeeMinor, s.settleMinor, s.status])).toEqual([
      ['2026-04-03', 20_000, 197, 9_850 - 197 - 55, 2],
      ['2026-04-05', 20_000, 394, 19_700 - 394 - 55, 2],
    ]);
    expect(fast[1]!.runAt).toEqual(when('2026-04-05', '16:00:00', '+10:00'));
    await kit.runner.runDue(when('2026-04-08', '09:00:00', '+10:00'), kit.scope);
    expect((await settlementsOf(kit.merchant.id)).at(-1)).toMatchObject({ kind: 1, financeDate: '2026-04-07' });
    await expectBooksRight(kit);
  });

  it('follows the configuration in force at the run: before it takes effect and after T+0 is switched off, T+1', async () => {
    const kit = await payoutsKit(server.db);
    await kit.fastSettle(at('2026-03-11', '04:00:00'), { workday: true, holiday: true });
    await kit.fastSettle(at('2026-03-13', '04:00:00'), 'off');
    await kit.pay(1_000, at('2026-03-11', '03:00:00')); // before 04:00: not yet T+0, and T+0 takes only its slot's day
    expect(await kit.fast.runFast(when('2026-03-11', '03:30:00'), kit.scope)).toMatchObject({ settled: 0 });
    await kit.pay(2_000, at('2026-03-12', '10:00:00'));
    expect(await kit.fast.runFast(when('2026-03-12', '10:30:00'), kit.scope)).toMatchObject({ settled: 1 });
    await kit.pay(4_000, at('2026-03-13', '10:00:00'));
    expect(await kit.fast.runFast(when('2026-03-13', '10:30:00'), kit.scope)).toMatchObject({ settled: 0 });
    await kit.runner.runDue(when('2026-03-14', '09:00:00'), kit.scope);
    expect((await settlementsOf(kit.merchant.id)).map((s) => [s.kind, s.financeDate, s.paymentMinor])).toEqual([
      [2, '2026-03-12', 2_000],
      [1, '2026-03-11', 1_000],
      [1, '2026-03-13', 4_000],
    ]);
  });

  it('to a global account: free of the bank fee, credits the global account, needs no NPP', async () => {
    const kit = await payoutsKit(server.db, { hasBank: false });
    await kit.fastSettle(at('2026-03-01', '04:00:00'), { workday: true });
    await kit.pay(10_000, at('2026-03-10', '09:00:00'));
    const noNpp = withoutNpp();
    expect(await noNpp.runFast(when('2026-03-10', '09:40:00'), kit.scope)).toMatchObject({ settled: 1, paid: 1 });
    const [settlement] = await settlementsOf(kit.merchant.id);
    expect(settlement).toMatchObject({ method: 'global', settleFeeMinor: 0, fastFeeMinor: 148, settleMinor: 9_702 });
    expect(await kit.balance(ACCOUNT_KIND.global)).toBe(-9_702);
    expect(kit.npp.payouts.size).toBe(0);
    await expectBooksRight(kit);
  });

  it('without an NPP adapter (production today) makes no T+0 payout to a bank: the day settles T+1, no T+0 fee', async () => {
    const kit = await payoutsKit(server.db);
    await kit.fastSettle(at('2026-03-01', '04:00:00'), { workday: true });
    await kit.pay(10_000, at('2026-03-10', '09:00:00'));
    const noNpp = withoutNpp();
    expect(await noNpp.runFast(when('2026-03-10', '09:40:00'), kit.scope)).toMatchObject({ settled: 0 });
    await kit.runner.runDue(when('2026-03-11', '09:00:00'), kit.scope);
    expect((await settlementsOf(kit.merchant.id)).map((s) => [s.kind, s.fastFeeMinor])).toEqual([[1, 0]]);
  });

  it('carries a net not above the fees: the rows stay for the next run', async () => {
    const kit = await payoutsKit(server.db);
    await kit.fastSettle(at('2026-03-01', '04:00:00'), { workday: true });
    await kit.pay(50, at('2026-03-10', '09:00:00')); // net 49, fee 1 + 55
    expect(await kit.fast.runFast(when('2026-03-10', '09:40:00'), kit.scope)).toMatchObject({
      settled: 0,
      carried: 1,
    });
    await kit.pay(10_000, at('2026-03-10', '10:00:00'));
    expect(await kit.fast.runFast(when('2026-03-10', '10:40:00'), kit.scope)).toMatchObject({ settled: 1 });
    expect((await settlementsOf(kit.merchant.id))[0]).toMatchObject({ paymentMinor: 10_050 });
    expect(await openPayments(kit.merchant.id)).toBe(0);
  });

  it('clears once per slot: a payment after the slot was cleared waits for the next slot; the 23:59 run ends the day', async () => {
    const kit = await payoutsKit(server.db);
    await kit.fastSettle(at('2026-03-01', '04:00:00'), { workday: true });
    await kit.pay(1_000, at('2026-03-10', '09:00:00'));
    await kit.fast.runFast(when('2026-03-10', '09:31:00'), kit.scope);
    await kit.pay(2_000, at('2026-03-10', '09:40:00'));
    expect(await kit.fast.runFast(when('2026-03-10', '09:45:00'), kit.scope)).toMatchObject({ settled: 0 });
    expect(await kit.fast.runFast(when('2026-03-10', '10:01:00'), kit.scope)).toMatchObject({ settled: 1 });
    await kit.pay(4_000, at('2026-03-10', '23:50:00'));
    expect(await kit.fast.runFast(when('2026-03-10', '23:59:10'), kit.scope)).toMatchObject({ settled: 1 });
    await kit.pay(8_000, at('2026-03-10', '23:59:40')); // after the day's end run: T+1
    expect(await kit.fast.runFast(when('2026-03-10', '23:59:50'), kit.scope)).toMatchObject({ settled: 0 });
    await kit.runner.runDue(when('2026-03-11', '00:20:00'), kit.scope);
    const rows = await settlementsOf(kit.merchant.id);
    expect(rows.map((s) => [s.kind, s.paymentMinor, s.runAt?.toISOString() ?? null])).toEqual([
      [2, 1_000, when('2026-03-10', '09:30:00').toISOString()],
      [2, 2_000, when('2026-03-10', '10:00:00').toISOString()],
      [2, 4_000, when('2026-03-10', '23:59:00').toISOString()],
      [1, 8_000, null],
    ]);
    await expectBooksRight(kit);
  });
});

describe('a T+0 payout that does not arrive', () => {
  it('refused by the network: its money goes back to the balance (no return fee) and the next T+1 pays it', async () => {
    const kit = await payoutsKit(server.db, { npp: { failPercent: 100 } });
    await kit.fastSettle(at('2026-03-01', '04:00:00'), { workday: true });
    await kit.pay(10_000, at('2026-03-10', '09:00:00'));
    expect(await kit.fast.runFast(when('2026-03-10', '09:40:00'), kit.scope)).toMatchObject({
      settled: 1,
      paid: 0,
      failed: 1,
    });
    const [failed] = await settlementsOf(kit.merchant.id);
    // Net 9 850, fee 148, bank fee 55: 9 647 paid; back in the balance.
    expect(failed).toMatchObject({ status: 4, settleMinor: 9_647, returnFeeMinor: 0 });
    expect(await kit.balance(ACCOUNT_KIND.unsettled)).toBe(-9_647);
    expect(await kit.balance(ACCOUNT_KIND.settlementDue)).toBe(0);
    await expectBooksRight(kit);

    await kit.runner.runDue(when('2026-03-11', '09:00:00'), kit.scope);
    const [, repay] = await settlementsOf(kit.merchant.id);
    expect(repay).toMatchObject({ kind: 1, paymentMinor: 0, repaidMinor: 9_647, settleMinor: 9_647 - 55 });
    expect((await settlementsOf(kit.merchant.id))[0]!.repaidBySettlementId).toBe(repay!.id);
    await kit.runner.runDue(when('2026-03-12', '09:00:00'), kit.scope);
    expect(await kit.balance(ACCOUNT_KIND.unsettled)).toBe(0);
    expect(await kit.balance(ACCOUNT_KIND.payouts)).toBe(-(9_647 - 55));
    await expectBooksRight(kit);
  });

  it('returned by the receiving bank: costs 25 AUD, the rest goes back to the balance, T+1 pays it again once', async () => {
    const kit = await payoutsKit(server.db);
    await kit.fastSettle(at('2026-03-01', '04:00:00'), { workday: true });
    await kit.pay(10_000, at('2026-03-10', '09:00:00'));
    await kit.fast.runFast(when('2026-03-10', '09:40:00'), kit.scope);
    const [paid] = await settlementsOf(kit.merchant.id);
    await signedInMember(server, kit, [ROLE.finance]);
    const returnedAt = when('2026-03-10', '15:00:00');
    expect(await kit.npp.returnPayout(paid!.number, { returnedAt })).toBe(true);
    expect(await kit.npp.returnPayout(paid!.number, { returnedAt })).toBe(false); // a return comes once
    expect(await kit.fast.recordReturn({ reference: paid!.number, reason: 'again', returnedAt })).toBe(false);

    const [returned] = await settlementsOf(kit.merchant.id);
    expect(returned).toMatchObject({ status: 3, settleMinor: 9_647, returnFeeMinor: 2_500 });
    expect(returned!.returnedAt).toEqual(returnedAt);
    expect(await kit.balance(ACCOUNT_KIND.payouts)).toBe(0);
    expect(await kit.balance(ACCOUNT_KIND.unsettled)).toBe(-(9_647 - 2_500));
    expect(await entryCount(kit.merchant.id, 'payout_return')).toBe(1);
    // The merchant's members with a reading role are told, in their language.
    const { rows: told } = await server.db.execute<{ title: string; content: string }>(sql`
      select m.title, m.content from messages m join employees e on e.user_id = m.user_id
      where e.merchant_id = ${kit.merchant.id} and m.title = 'A T+0 payout was returned'`);
    expect(told.length).toBe(1);
    expect(told[0]!.content).toContain('AUD 71.47 went back to your balance');
    await expectBooksRight(kit);

    // Even with T+0 on every day, the returned money is paid by T+1 (two workers: once).
    await Promise.all([
      kit.worker().runDue(when('2026-03-12', '09:00:00'), kit.scope),
      kit.worker().runDue(when('2026-03-12', '09:00:00'), kit.scope),
    ]);
    const rows = await settlementsOf(kit.merchant.id);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ kind: 1, repaidMinor: 7_147, settleMinor: 7_147 - 55, status: 2 });
    expect(await kit.balance(ACCOUNT_KIND.unsettled)).toBe(0);
    await expectBooksRight(kit);
  });
});

describe('T+0 and T+1 together', () => {
  it('never settle a payment twice: concurrent T+0 workers, a T+1 run at the same time, and crashes', async () => {
    const kit = await payoutsKit(server.db);
    await kit.fastSettle(at('2026-03-01', '04:00:00'), { workday: true });
    for (let i = 0; i < 6; i += 1) await kit.pay(1_000 + i, at('2026-03-10', `09:0${i}:00`));
    await kit.pay(3_000, at('2026-03-09', '09:00:00'));

    // A crash inside the clearing's transaction leaves nothing.
    const crashing = kit.fastWorker({
      beforeClearingPost: () => {
        throw new Error('crash');
      },
    });
    await expect(crashing.runFast(when('2026-03-10', '09:40:00'), kit.scope)).rejects.toThrow('crash');
    expect(await settlementsOf(kit.merchant.id)).toEqual([]);
    // A crash after the clearing committed, before its payout: the next run pays it, once.
    const crashBeforePayout = kit.fastWorker({
      beforeFastPayout: () => {
        throw new Error('crash');
      },
    });
    await expect(crashBeforePayout.runFast(when('2026-03-10', '09:40:00'), kit.scope)).rejects.toThrow('crash');
    expect((await settlementsOf(kit.merchant.id)).map((s) => s.status)).toEqual([1]);
    // A T+1 run clears and pays yesterday's day, and does not pay the T+0 clearing.
    expect(await kit.runner.runDue(when('2026-03-10', '09:41:00'), kit.scope)).toMatchObject({ settled: 1, paid: 1 });
    expect((await settlementsOf(kit.merchant.id)).map((s) => [s.kind, s.status])).toEqual([
      [2, 1],
      [1, 2],
    ]);

    const results = await Promise.all([
      kit.fastWorker().runFast(when('2026-03-10', '09:45:00'), kit.scope),
      kit.fastWorker().runFast(when('2026-03-10', '09:45:00'), kit.scope),
      kit.fastWorker().runFast(when('2026-03-10', '09:45:00'), kit.scope),
      kit.worker().runDue(when('2026-03-10', '09:45:00'), kit.scope),
    ]);
    expect(results.slice(0, 3).reduce((total, r) => total + ('paid' in r ? r.paid : 0), 0)).toBe(1);
    await kit.pay(9_000, at('2026-03-10', '10:10:00'));
    await Promise.all([
      kit.fastWorker().runFast(when('2026-03-10', '10:30:00'), kit.scope),
      kit.fastWorker().runFast(when('2026-03-10', '10:30:00'), kit.scope),
      kit.worker().runDue(when('2026-03-10', '10:30:00'), kit.scope),
    ]);
    await Promise.all([
      kit.worker().runDue(when('2026-03-11', '09:00:00'), kit.scope),
      kit.worker().runDue(when('2026-03-11', '09:00:00'), kit.scope),
    ]);
    const rows = await settlementsOf(kit.merchant.id);
    expect(rows.map((s) => [s.kind, s.financeDate, s.paymentMinor, s.status])).toEqual([
      [2, '2026-03-10', 6_015, 2],
      [1, '2026-03-09', 3_000, 2],
      [2, '2026-03-10', 9_000, 2],
    ]);
    expect(await entryCount(kit.merchant.id, 'settlement')).toBe(3);
    expect(await entryCount(kit.merchant.id, 'payout')).toBe(3);
    expect(kit.npp.payouts.size).toBe(2);
    expect(await openPayments(kit.merchant.id)).toBe(0);
    await expectBooksRight(kit);
  });
});
