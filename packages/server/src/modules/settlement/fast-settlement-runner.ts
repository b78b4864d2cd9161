import { sql } from 'drizzle-orm';
import { bankSettlementFeeMinor, RETURNED_SETTLEMENT_FEE_MINOR } from '@mbo/contracts/constants';
import { PAYOUT_TARGET, SETTLEMENT_METHOD } from '@mbo/contracts/calls/payouts';
import { FAST_SETTLE } from '@mbo/contracts/kyb/application-choices';
import { FAST_SETTLE_REQUEST_STATUS, REFUND_STATUS, SETTLEMENT_STATUS } from '@mbo/contracts/statuses';
import type { Database } from '@mbo/db/client';
import { formatMoney } from '@mbo/contracts/money';
import { publishMessage, type MessageTexts } from '../messages/messages.public.ts';
import type { Ledger, Tx } from '../../money/money.public.ts';
import { isBusinessDay } from './calendar/business-days.ts';
import { fastSettleConfigInForce } from './fast-settle-in-force.ts';
import {
  InstantPaymentUnavailableError,
  type InstantPaymentAdapter,
  type InstantPayoutReturn,
} from './npp/instant-payment-adapter.ts';
import { bankFieldsOf, settlementAccountInForce, type SettlementAccountRow } from './settlement-account-in-force.ts';
import {
  accountsOf,
  claimTransactions,
  createSettlementRunner,
  recordClearing,
  figures,
  type SettlementHooks,
} from './settlement-runner.ts';
import { settlementStore, type SettlementRow } from './settlement-store.ts';

/** AUD: the only currency NPP pays (a USD T+0 payout can go to a global account only). */
const AUD = 1;
/** The end-of-day run: at this merchant-local time the day's last T+0 run takes what the day collected. */
export const FAST_DAY_END = '23:59';
export const FAST_SLOT_MS = 30 * 60_000;

export interface FastSettlementHooks extends SettlementHooks {
  /** After the clearing committed and before its payout is asked for (a crash between the two). */
  beforeFastPayout?: (settlement: SettlementRow) => void | Promise<void>;
}

export interface FastSettlementRunnerDeps {
  db: Database;
  ledger: Ledger;
  /** The instant-payment network; null when this deployment has none (T+0 to a bank account is then not made). */
  npp: InstantPaymentAdapter | null;
  settlesSandbox: boolean;
  /** The length of a run slot (FAST_SETTLE_SLOT_MS, default 30 minutes). */
  slotMs?: number;
  hooks?: FastSettlementHooks;
  /** How many merchants a run clears at once (each under its own merchant lock). */
  concurrency?: number;
}

/**
 * - off: T+0 is not in force for the day's type (or not at all), or a bank payout without an NPP adapter or not in
 *   AUD: the funds settle T+1.
 * - settled / exists / carried / empty / refused: as the T+1 run's (SettleOutcome).
 */
export type FastOutcome =
  | { status: 'settled'; settlement: SettlementRow; account?: SettlementAccountRow }
  | { status: 'exists'; settlement: SettlementRow }
  | { status: 'off' | 'carried' | 'empty' | 'refused'; settlement: null };

export interface FastRunSummary {
  settled: number;
  carried: number;
  refused: number;
  paid: number;
  failed: number;
}

const num = (value: unknown): number => Number(value ?? 0);

/**
 * The T+0 fee: the rate (ppm) of the net, rounded half up to whole minor units (0.5 cent and above up). One rule,
 * in integers: a net of any size times a rate of at most 10^6 stays exact in a bigint.
 */
export function fastFeeMinor(netMinor: number, ratePpm: number): number {
  if (netMinor <= 0 || ratePpm <= 0) return 0;
  return Number((BigInt(netMinor) * BigInt(ratePpm) + 500_000n) / 1_000_000n);
}

/** The merchant's message about a T+0 payout that came back (returned) or could not be made (failed). */
function backMessage(settlement: SettlementRow, status: number, feeMinor: number): MessageTexts {
  const amount = formatMoney(settlement.settleMinor, settlement.currencyId);
  const back = formatMoney(settlement.settleMinor - feeMinor, settlement.currencyId);
  const fee = formatMoney(feeMinor, AUD);
  const number = settlement.number;
  if (status === SETTLEMENT_STATUS.returned) {
    return {
      title: { en: 'A T+0 payout was returned', zh_CN: 'T+0 出款被退回' },
      content: {
        en: `<p>The receiving bank returned T+0 payout ${number} of ${amount}. After the returned settlement fee of ${fee}, ${back} went back to your balance and is paid with the next T+1 settlement. Please check your settlement account.</p>`,
        zh_CN: `<p>收款银行退回了 T+0 出款 ${number}（${amount}）。扣除退回结算手续费 ${fee} 后，${back} 已退回您的余额，并将随下一次 T+1 结算支付。请检查您的结算账户。</p>`,
      },
    };
  }
  return {
    title: { en: 'A T+0 payout could not be made', zh_CN: 'T+0 出款失败' },
    content: {
      en: `<p>The instant payment of T+0 payout ${number} (${amount}) was refused. The money went back to your balance and is paid with the next T+1 settlement. Please check your settlement account.</p>`,
      zh_CN: `<p>T+0 出款 ${number}（${amount}）的即时支付被拒绝。款项已退回您的余额，并将随下一次 T+1 结算支付。请检查您的结算账户。</p>`,
    },
  };
}

/** The run slot of `now`: the start of its slot (slots of `slotMs` from the epoch), or the day's end run once it came. */
export function fastRunSlot(now: Date, dayEnd: Date, slotMs: number): Date {
  if (now.getTime() >= dayEnd.getTime()) return dayEnd;
  return new Date(Math.floor(now.getTime() / slotMs) * slotMs);
}

/**
 * T+0 same-day settlement runs (ARCHITECTURE.md, "Settlement"). A run at slot `runAt` clears, for each merchant with
 * T+0 in force then for the day's type (an Australian working day or a weekend/public holiday, in the merchant's
 * time zone), the unsettled payments and successful refunds of the merchant-local day of `runAt`, per currency, into
 * a kind-2 settlement: fee = the rate in force × net (fastFeeMinor), plus the 0.55 bank fee to a bank account;
 * settle = net − fees, and pays it out at once: to a bank account through the instant-payment (NPP) adapter, to a
 * global account by crediting it in the ledger (free of the bank fee).
 *
 * Exactly once with several workers and after crashes, as T+1: the merchant's advisory lock, the slot's clearing
 * re-read under it, row locks on the claimed rows, one transaction for clearing, settlement_id and ledger entry,
 * and the unique (merchant, currency, run_at) key and the ledger key `fast:<merchant>:<currency>:<runAt>` behind
 * them. The payout is a second step: a clearing left pending (a crash after it, the network not answering) is paid
 * by the next run with the same NPP reference, which the network pays once.
 */
export function createFastSettlementRunner({
  db,
  ledger,
  npp,
  settlesSandbox,
  slotMs = FAST_SLOT_MS,
  hooks = {},
  concurrency = 8,
}: FastSettlementRunnerDeps) {
  const t1 = createSettlementRunner({ db, ledger, hooks, settlesSandbox });
  /**
   * Clears one merchant's and currency's day of `runAt` in the run slot `runAt`; `today` (that merchant-local day)
   * when the caller knows it already.
   */
  async function settleFast(merchantId: number, currencyId: number, runAt: Date, today?: string): Promise<FastOutcome> {
    const accounts = accountsOf(merchantId, currencyId);
    await ledger.prepare(Object.values(accounts));
    const [globalAccountId] = await ledger.accountIds([accounts.global]);

    return db.transaction(async (tx): Promise<FastOutcome> => {
      await settlementStore.lockMerchant(tx, merchantId);
      const existing = await tx.query.settlements.findFirst({
        where: (s, { and, eq }) =>
          and(
            eq(s.merchantId, merchantId),
            eq(s.currencyId, currencyId),
            eq(s.kind, SETTLEMENT_METHOD.fast),
            eq(s.runAt, runAt),
          ),
      });
      if (existing) return { status: 'exists', settlement: existing };

      const config = await fastSettleConfigInForce(tx, merchantId, runAt);
      if (!config?.on) return { status: 'off', settlement: null };
      today ??= await localDate(tx, merchantId, runAt);
      if (!today) return { status: 'off', settlement: null };
      const isWorkday = isBusinessDay(today);
      if (!(isWorkday ? config.workday : config.holiday)) return { status: 'off', settlement: null };
      const account = await settlementAccountInForce(tx, merchantId, currencyId, runAt);
      const isBank = account?.type === PAYOUT_TARGET.bank;
      if (isBank && (npp === null || currencyId !== AUD)) return { status: 'off', settlement: null };

      const claim = await claimTransactions(tx, {
        merchantId,
        currencyId,
        day: today,
        sameDay: true,
        globalAccountId: globalAccountId!,
        settlesSandbox,
      });
      if (claim.status !== 'claimed') return { status: claim.status, settlement: null };
      const { claimedPayments, claimedRefunds, fromGlobal } = claim;
      const amounts = figures(claimedPayments, claimedRefunds, fromGlobal);
      const ratePpm = isWorkday ? config.workFeeRatePpm : config.everyFeeRatePpm;
      const fastFee = fastFeeMinor(amounts.netMinor, ratePpm);
      const settleFeeMinor = isBank ? bankSettlementFeeMinor(currencyId) : 0;
      const settleMinor = amounts.toSettleMinor - settleFeeMinor - fastFee;
      // Not above the fees: nothing is paid; the rows stay for the next run (or T+1).
      if (settleMinor <= 0) return { status: 'carried', settlement: null };

      const settlement = await recordClearing(tx, ledger, hooks, {
        values: {
          merchantId,
          currencyId,
          financeDate: today,
          paymentMinor: amounts.paymentMinor,
          refundMinor: amounts.refundMinor,
          feeMinor: amounts.feeMinor,
          settleFeeMinor,
          netMinor: amounts.netMinor,
          settleMinor,
          method: isBank ? 'bank' : 'global',
          settlementAccountId: account?.id ?? null,
          kind: SETTLEMENT_METHOD.fast,
          fastFeeMinor: fastFee,
          fastFeeRatePpm: ratePpm,
          runAt,
          planSettleDate: today,
          status: SETTLEMENT_STATUS.pending,
        },
        claimedPayments,
        claimedRefunds,
        toSettleMinor: amounts.toSettleMinor,
        feesMinor: settleFeeMinor + fastFee,
        idempotencyKey: `fast:${merchantId}:${currencyId}:${runAt.toISOString()}`,
      });
      return { status: 'settled', settlement, account };
    });
  }

  async function localDate(tx: Tx, merchantId: number, at: Date): Promise<string | undefined> {
    const { rows } = await tx.execute<{ today: string }>(sql`
      select to_char((${at.toISOString()}::timestamptz at time zone time_zone)::date, 'YYYY-MM-DD') as today
      from merchants where id = ${merchantId}`);
    return rows[0]?.today;
  }

  /** Moves a pending T+0 payout's money back to the balance (status failed or returned, with its return fee). */
  async function backToBalance(
    settlementId: number,
    from: 'settlementDue' | 'payouts',
    expected: number,
    status: number,
    at: Date,
  ): Promise<boolean> {
    const found = await db.query.settlements.findFirst({ where: (s, { eq }) => eq(s.id, settlementId) });
    if (!found) return false;
    const accounts = accountsOf(found.merchantId, found.currencyId);
    await ledger.prepare(Object.values(accounts));
    return db.transaction(async (tx) => {
      await settlementStore.lockMerchant(tx, found.merchantId);
      const { rows } = await tx.execute<{ id: number }>(
        sql`select id from settlements where id = ${settlementId} and status = ${expected} for update`,
      );
      if (!rows.length) return false;
      // 25 AUD for a returned AUD payout, at most what came back; nothing when the network refused it (no money left).
      const fee =
        status === SETTLEMENT_STATUS.returned && found.currencyId === AUD
          ? Math.min(RETURNED_SETTLEMENT_FEE_MINOR, found.settleMinor)
          : 0;
      const posted = await ledger.post(
        tx,
        {
          merchantId: found.merchantId,
          kind: status === SETTLEMENT_STATUS.returned ? 'payout_return' : 'payout_failure',
          idempotencyKey: `fast-back:${settlementId}`,
          slotSeed: settlementId,
        },
        [
          { ...accounts[from], amountMinor: found.settleMinor },
          { ...accounts.unsettled, amountMinor: -(found.settleMinor - fee) },
          { ...accounts.fees, amountMinor: -fee },
        ],
      );
      if (!posted) throw new Error(`return entry of settlement ${settlementId} exists while it is not returned`);
      await tx.execute(sql`update settlements set status = ${status}, returned_at = ${at.toISOString()}::timestamptz,
        return_fee_minor = ${fee} where id = ${settlementId}`);
      await publishMessage(tx, { kind: 'merchant', merchantId: found.merchantId }, backMessage(found, status, fee));
      return true;
    });
  }

  /**
   * Pays a pending T+0 clearing out: to the global account in the ledger, or through NPP to the bank account (the
   * reference is the settlement number: asking again after a crash pays once). 'pending' when the network did not
   * answer (the next run asks again).
   */
  async function payFast(settlementId: number, at: Date = new Date()): Promise<'paid' | 'failed' | 'pending' | 'done'> {
    const settlement = await db.query.settlements.findFirst({ where: (s, { eq }) => eq(s.id, settlementId) });
    if (!settlement || settlement.status !== SETTLEMENT_STATUS.pending || settlement.kind !== SETTLEMENT_METHOD.fast)
      return 'done';
    return payPending(settlement, at);
  }

  async function payPending(
    settlement: SettlementRow,
    at: Date,
    knownAccount?: SettlementAccountRow,
  ): Promise<'paid' | 'failed' | 'pending' | 'done'> {
    await hooks.beforeFastPayout?.(settlement);
    let reference: string | null = null;
    if (settlement.method === 'bank') {
      const account =
        knownAccount ??
        (settlement.settlementAccountId
          ? await db.query.settlementAccounts.findFirst({
              where: (a, { eq }) => eq(a.id, settlement.settlementAccountId!),
            })
          : undefined);
      if (!npp || !account) return 'pending';
      try {
        const { accountName, bsb, accountNumber } = bankFieldsOf(account);
        const result = await npp.pay({
          reference: settlement.number,
          merchantId: settlement.merchantId,
          currencyId: settlement.currencyId,
          amountMinor: settlement.settleMinor,
          accountName,
          bsb,
          accountNumber,
        });
        if (result.status === 'rejected') {
          const moved = await backToBalance(
            settlement.id,
            'settlementDue',
            SETTLEMENT_STATUS.pending,
            SETTLEMENT_STATUS.failed,
            at,
          );
          return moved ? 'failed' : 'done';
        }
      } catch (error) {
        if (error instanceof InstantPaymentUnavailableError) return 'pending';
        throw error;
      }
      reference = settlement.number;
    }
    // The T+1 payout's step: the row lock, one entry `payout:<id>`, paid on the clearing's own day.
    return (await t1.payOut(settlement.id, settlement.financeDate, { settlement, reference })) ? 'paid' : 'done';
  }

  /** The receiving bank sent a T+0 payout back: its money returns to the balance, less the 25 AUD fee. */
  async function recordReturn(returned: InstantPayoutReturn): Promise<boolean> {
    const { rows } = await db.execute<{ id: number }>(sql`
      select id from settlements where payout_reference = ${returned.reference} and kind = ${SETTLEMENT_METHOD.fast}`);
    const id = rows[0] ? num(rows[0].id) : undefined;
    if (id === undefined) return false;
    return backToBalance(id, 'payouts', SETTLEMENT_STATUS.paid, SETTLEMENT_STATUS.returned, returned.returnedAt);
  }

  /** Merchants and currencies with T+0 possibly in force and unsettled transactions of their local day. */
  async function candidates(now: Date, merchantId?: number) {
    const at = now.toISOString();
    const { rows } = await db.execute<{
      merchant_id: number;
      currency_id: number;
      today: string;
      day_end: string | Date;
    }>(sql`
      with m as (
        select id, time_zone, (${at}::timestamptz at time zone time_zone)::date as today from merchants
        where (${merchantId ?? null}::int is null or id = ${merchantId ?? null}::int)
          and exists (select 1 from fast_settle_requests f where f.merchant_id = merchants.id
            and f.status = ${FAST_SETTLE_REQUEST_STATUS.completed} and f.is_fast_settle = ${FAST_SETTLE.yes}
            and f.effective_at <= ${at}::timestamptz))
      select t.merchant_id, t.currency_id, to_char(m.today, 'YYYY-MM-DD') as today, ((m.today + time '${sql.raw(FAST_DAY_END)}') at time zone m.time_zone) as day_end
      from m join lateral (
        select merchant_id, currency_id from payments
        where merchant_id = m.id and settlement_id is null and finance_date = m.today
        union
        select merchant_id, currency_id from refunds
        where merchant_id = m.id and settlement_id is null and finance_date = m.today and status = ${REFUND_STATUS.succeeded}
      ) t on true
      order by t.merchant_id, t.currency_id`);
    return rows.map((row) => ({
      merchantId: num(row.merchant_id),
      currencyId: num(row.currency_id),
      today: row.today,
      dayEnd: new Date(row.day_end),
    }));
  }

  async function inTurn<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
    let next = 0;
    const lane = async () => {
      while (next < items.length) await work(items[next++]!);
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, lane));
  }

  /**
   * One T+0 run at `now`: clears every merchant's day in its current slot (or its end-of-day run from 23:59 local),
   * then pays every pending T+0 clearing (new ones, and any a crash or the network left pending).
   */
  async function runFast(now: Date = new Date(), scope: { merchantId?: number } = {}): Promise<FastRunSummary> {
    const summary: FastRunSummary = { settled: 0, carried: 0, refused: 0, paid: 0, failed: 0 };
    const due = await candidates(now, scope.merchantId);
    // Every ledger account the run may touch, made in one go (a merchant's first run creates its payout accounts).
    await ledger.prepare(due.flatMap((item) => Object.values(accountsOf(item.merchantId, item.currencyId))));
    const paidNow = new Set<number>();
    await inTurn(due, async (item) => {
      const outcome = await settleFast(
        item.merchantId,
        item.currencyId,
        fastRunSlot(now, item.dayEnd, slotMs),
        item.today,
      );
      if (outcome.status === 'settled') {
        // Paid at once, by the worker that cleared it (a crash here leaves it pending for the loop below).
        paidNow.add(outcome.settlement.id);
        const paid = await payPending(outcome.settlement, now, outcome.account);
        if (paid === 'paid') summary.paid += 1;
        if (paid === 'failed') summary.failed += 1;
      }
      if (outcome.status === 'settled') summary.settled += 1;
      if (outcome.status === 'carried') summary.carried += 1;
      if (outcome.status === 'refused') summary.refused += 1;
    });
    const { rows } = await db.execute<{ id: number }>(sql`
      select id from settlements where kind = ${SETTLEMENT_METHOD.fast} and status = ${SETTLEMENT_STATUS.pending}
        and (${scope.merchantId ?? null}::int is null or merchant_id = ${scope.merchantId ?? null}::int)
      order by id`);
    await inTurn(
      rows.map((row) => num(row.id)).filter((id) => !paidNow.has(id)),
      async (id) => {
        const paid = await payFast(id, now);
        if (paid === 'paid') summary.paid += 1;
        if (paid === 'failed') summary.failed += 1;
      },
    );
    return summary;
  }

  return { settleFast, payFast, recordReturn, runFast };
}
export type FastSettlementRunner = ReturnType<typeof createFastSettlementRunner>;
