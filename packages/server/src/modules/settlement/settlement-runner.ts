import { bankSettlementFeeMinor } from '@mbo/contracts/constants';
import type { Database } from '@mbo/db/client';
import { ACCOUNT_KIND, type Ledger, SANDBOX_ADAPTER, type Tx } from '../../money/money.public.ts';
import { addDays } from '@mbo/contracts/date-filter';
import { addBusinessDays } from './calendar/business-days.ts';
import { settlementAccountInForce } from './settlement-account-in-force.ts';
import { settlementStore, type ClaimedPayment, type ClaimedRefund, type SettlementRow } from './settlement-store.ts';
import { SETTLEMENT_STATUS } from '@mbo/contracts/statuses';
import { PAYOUT_TARGET } from '@mbo/contracts/calls/payouts';

export type { SettlementRow } from './settlement-store.ts';

/** Points where tests make a run fail half-way (crash and restart). Never set in production. */
export interface SettlementHooks {
  /** Inside the clearing's transaction, after the rows are claimed and before the ledger entry is posted. */
  beforeClearingPost?: (settlement: SettlementRow) => void | Promise<void>;
  /** Inside the payout's transaction, before its ledger entry is posted. */
  beforePayoutPost?: (settlement: SettlementRow) => void | Promise<void>;
}

export interface SettlementRunnerDeps {
  db: Database;
  ledger: Ledger;
  hooks?: SettlementHooks;
  /**
   * Whether payments the sandbox confirmed may be settled: only in a deployment with the sandbox channels on
   * (SANDBOX_CHANNELS). Elsewhere a day holding one is refused and stays unsettled: simulated money is never paid out.
   */
  settlesSandbox: boolean;
}

/**
 * - settled: a clearing was recorded now.
 * - exists: the day was cleared before (by this or another worker): nothing moved. `hasLateTransactions`: some
 *   transactions up to that day are still unsettled (committed after its clearing); a later clearing takes them.
 * - carried: what the day would pay out is not above zero (refunds beyond payments, or less than the bank fee);
 *   its transactions stay unsettled and join the next finance day's clearing.
 * - empty: no unsettled transaction up to that day.
 * - refused: a payment the sandbox confirmed is among them, and this deployment does not settle those; nothing moves.
 */
export type SettleOutcome =
  | { status: 'settled'; settlement: SettlementRow }
  | { status: 'exists'; settlement: SettlementRow; hasLateTransactions: boolean }
  | { status: 'carried' | 'empty' | 'refused'; settlement: null };

/** Limits a run to one merchant (the demo history, tests); the scheduler runs every merchant. */
export interface RunScope {
  merchantId?: number;
}

export interface RunSummary {
  settled: number;
  carried: number;
  /** Days refused for holding sandbox payments outside a sandbox deployment. */
  refused: number;
  paid: number;
}

const sum = <T>(items: readonly T[], pick: (item: T) => number) => items.reduce((total, item) => total + pick(item), 0);

/** The ledger accounts a settlement moves money between. */
export const accountsOf = (merchantId: number, currencyId: number) =>
  ({
    unsettled: { merchantId, currencyId, kind: ACCOUNT_KIND.unsettled },
    settlementDue: { merchantId, currencyId, kind: ACCOUNT_KIND.settlementDue },
    fees: { merchantId, currencyId, kind: ACCOUNT_KIND.fees },
    payouts: { merchantId, currencyId, kind: ACCOUNT_KIND.payouts },
    global: { merchantId, currencyId, kind: ACCOUNT_KIND.global },
  }) as const;

/**
 * The clearing's figures; `toSettleMinor` is what leaves `unsettled`: the net, plus refunds the global account
 * paid (see refundedFromGlobal), plus returned T+0 money paid again.
 */
export function figures(
  claimedPayments: readonly ClaimedPayment[],
  claimedRefunds: readonly ClaimedRefund[],
  extraMinor: number,
) {
  const paymentMinor = sum(claimedPayments, (p) => p.grossMinor);
  const refundMinor = sum(claimedRefunds, (r) => r.amountMinor);
  const feeMinor = sum(claimedPayments, (p) => p.feeMinor) - sum(claimedRefunds, (r) => r.feeReturnedMinor);
  const netMinor = paymentMinor - refundMinor - feeMinor;
  return { paymentMinor, refundMinor, feeMinor, netMinor, toSettleMinor: netMinor + extraMinor };
}

/**
 * Claims the unsettled payments and succeeded refunds of a clearing with row locks (T+1: up to its day; T+0,
 * `sameDay`: of its day only), and what refunds among them took from the global account. 'empty' when there are
 * none (and nothing else to pay: `hasMore`), 'refused' when a sandbox-confirmed payment is among them and this
 * deployment does not settle those.
 */
export async function claimTransactions(
  tx: Tx,
  args: {
    merchantId: number;
    currencyId: number;
    day: string;
    sameDay: boolean;
    globalAccountId: number;
    settlesSandbox: boolean;
    hasMore?: boolean;
  },
): Promise<
  | { status: 'empty' | 'refused' }
  | { status: 'claimed'; claimedPayments: ClaimedPayment[]; claimedRefunds: ClaimedRefund[]; fromGlobal: number }
> {
  const { merchantId, currencyId, day, sameDay } = args;
  const claimedPayments = await settlementStore.lockUnsettledPayments(tx, merchantId, currencyId, day, sameDay);
  const claimedRefunds = await settlementStore.lockUnsettledRefunds(tx, merchantId, currencyId, day, sameDay);
  if (claimedPayments.length === 0 && claimedRefunds.length === 0 && !args.hasMore) return { status: 'empty' };
  if (!args.settlesSandbox && claimedPayments.some((p) => p.confirmedBy === SANDBOX_ADAPTER))
    return { status: 'refused' };
  const fromGlobal = await settlementStore.refundedFromGlobal(
    tx,
    merchantId,
    args.globalAccountId,
    claimedRefunds.filter((r) => r.fromGlobalAccount).map((r) => r.id),
  );
  return { status: 'claimed', claimedPayments, claimedRefunds, fromGlobal };
}

/**
 * Writes a clearing in the caller's transaction: its row, the claimed rows' settlement_id, and the entry moving
 * `toSettleMinor` out of `unsettled` — settle to `settlement_due`, the fees (bank, T+0) to `fees` — under its
 * idempotency key. The row did not exist, so neither can the entry; if it does, the ledger disagrees: it throws and
 * nothing is written.
 */
export async function recordClearing(
  tx: Tx,
  ledger: Ledger,
  hooks: SettlementHooks,
  clearing: {
    values: Parameters<typeof settlementStore.insert>[1];
    claimedPayments: readonly ClaimedPayment[];
    claimedRefunds: readonly ClaimedRefund[];
    toSettleMinor: number;
    feesMinor: number;
    idempotencyKey: string;
  },
): Promise<SettlementRow> {
  const { merchantId, currencyId, settleMinor } = clearing.values;
  const accounts = accountsOf(merchantId, currencyId);
  const settlement = await settlementStore.insert(tx, clearing.values);
  await settlementStore.assign(
    tx,
    merchantId,
    settlement.id,
    clearing.claimedPayments.map((p) => p.id),
    clearing.claimedRefunds.map((r) => r.id),
  );
  await hooks.beforeClearingPost?.(settlement);
  const posted = await ledger.post(
    tx,
    { merchantId, kind: 'settlement', idempotencyKey: clearing.idempotencyKey, slotSeed: settlement.id },
    [
      { ...accounts.unsettled, amountMinor: clearing.toSettleMinor },
      { ...accounts.settlementDue, amountMinor: -(settleMinor ?? 0) },
      { ...accounts.fees, amountMinor: -clearing.feesMinor },
    ],
  );
  if (!posted) throw new Error(`entry ${clearing.idempotencyKey} exists without its clearing`);
  return settlement;
}

/**
 * T+1 settlement runs. `settleDay` records the clearing of one merchant, currency and finance day (the merchant-local
 * date): every still-unsettled payment and refund up to that day, its totals, the settlement fee, the planned
 * settle date and one ledger entry moving the day's money from `unsettled` to `settlement_due` (the fee to `fees`).
 * `runDue` clears every ended day with unsettled transactions and pays out every clearing whose planned date has
 * come (`settlement_due` → `payouts`, or → `global` for a global account), status 1 → 2.
 *
 * Exactly once per merchant, currency and day, with several workers and after crashes: a run holds an advisory
 * lock on the merchant, re-reads the day's clearing under it, claims its rows with row locks, and writes the
 * clearing, the rows' settlement_id and the ledger entry in one transaction (a crash leaves nothing); the unique key
 * (merchant, currency, finance date) and the ledger's idempotency keys `settlement:<merchant>:<currency>:<date>`
 * and `payout:<settlement id>` back this up in the database.
 */
export function createSettlementRunner({ db, ledger, hooks = {}, settlesSandbox }: SettlementRunnerDeps) {
  /**
   * Clears one finance day; `asOf` is when the clearing is made: the settlement account in force then is the one
   * the payout goes to (a change takes effect at the next settlement), and it decides the settlement fee.
   */
  async function settleDay(
    merchantId: number,
    currencyId: number,
    financeDate: string,
    asOf: Date = new Date(),
  ): Promise<SettleOutcome> {
    const accounts = accountsOf(merchantId, currencyId);
    await ledger.prepare(Object.values(accounts));
    const [globalAccountId] = await ledger.accountIds([accounts.global]);

    return db.transaction(async (tx): Promise<SettleOutcome> => {
      await settlementStore.lockMerchant(tx, merchantId);
      const existing = await settlementStore.findDay(tx, merchantId, currencyId, financeDate);
      if (existing) {
        const hasLateTransactions = await settlementStore.hasUnsettled(tx, merchantId, currencyId, financeDate);
        return { status: 'exists', settlement: existing, hasLateTransactions };
      }

      const returned = await settlementStore.lockUnrepaid(tx, merchantId, currencyId);
      const claim = await claimTransactions(tx, {
        merchantId,
        currencyId,
        day: financeDate,
        sameDay: false,
        globalAccountId: globalAccountId!,
        settlesSandbox,
        hasMore: returned.length > 0,
      });
      if (claim.status !== 'claimed') return { status: claim.status, settlement: null };
      const { claimedPayments, claimedRefunds, fromGlobal } = claim;
      // Returned or failed T+0 payouts: their money went back to the balance; this clearing pays it again.
      const repaidMinor = sum(returned, (r) => r.amountMinor);
      const amounts = figures(claimedPayments, claimedRefunds, fromGlobal + repaidMinor);
      const account = await settlementAccountInForce(tx, merchantId, currencyId, asOf);
      const method = account?.type === PAYOUT_TARGET.bank ? 'bank' : 'global';
      const settleFeeMinor = method === 'bank' ? bankSettlementFeeMinor(currencyId) : 0;
      const settleMinor = amounts.toSettleMinor - settleFeeMinor;
      if (settleMinor <= 0) return { status: 'carried', settlement: null };

      const channels = [...new Set([...claimedPayments, ...claimedRefunds].map((row) => row.channelId))];
      const period = channels.length ? await settlementStore.disbursePeriod(tx, merchantId, channels) : 1;
      const settlement = await recordClearing(tx, ledger, hooks, {
        values: {
          merchantId,
          currencyId,
          financeDate,
          paymentMinor: amounts.paymentMinor,
          refundMinor: amounts.refundMinor,
          feeMinor: amounts.feeMinor,
          settleFeeMinor,
          netMinor: amounts.netMinor,
          settleMinor,
          repaidMinor,
          method,
          settlementAccountId: account?.id ?? null,
          planSettleDate: addBusinessDays(financeDate, period),
          status: SETTLEMENT_STATUS.pending,
        },
        claimedPayments,
        claimedRefunds,
        toSettleMinor: amounts.toSettleMinor,
        feesMinor: settleFeeMinor,
        idempotencyKey: `settlement:${merchantId}:${currencyId}:${financeDate}`,
      });
      await settlementStore.markRepaid(
        tx,
        merchantId,
        returned.map((r) => r.id),
        settlement.id,
      );
      return { status: 'settled', settlement };
    });
  }

  /**
   * Pays a clearing out (pending → paid) on `actualDate`; false when it was paid already. The T+0 runner passes the
   * row it has (`known.settlement`) and the NPP reference it paid with.
   */
  async function payOut(
    settlementId: number,
    actualDate: string,
    known: { settlement?: SettlementRow; reference?: string | null } = {},
  ): Promise<boolean> {
    const found =
      known.settlement ?? (await db.query.settlements.findFirst({ where: (s, { eq }) => eq(s.id, settlementId) }));
    if (!found || found.status !== SETTLEMENT_STATUS.pending) return false;
    const accounts = accountsOf(found.merchantId, found.currencyId);
    await ledger.prepare(Object.values(accounts));
    return db.transaction(async (tx) => {
      const settlement = await settlementStore.lockAwaitingPayout(tx, settlementId);
      if (!settlement) return false;
      await hooks.beforePayoutPost?.(settlement);
      const target = settlement.method === 'global' ? accounts.global : accounts.payouts;
      const posted = await ledger.post(
        tx,
        {
          merchantId: settlement.merchantId,
          kind: 'payout',
          idempotencyKey: `payout:${settlement.id}`,
          slotSeed: settlement.id,
        },
        [
          { ...accounts.settlementDue, amountMinor: settlement.settleMinor },
          { ...target, amountMinor: -settlement.settleMinor },
        ],
      );
      if (!posted) throw new Error(`payout entry of settlement ${settlement.id} exists while it awaits payout`);
      await settlementStore.markPaid(tx, settlement.id, actualDate, known.reference ?? null);
      return true;
    });
  }

  /**
   * Clears every ended finance day with unsettled transactions (merchant-local days before the local date of
   * `asOf`, oldest first, so a carried day joins the next one), then pays out what is due on or before that date.
   * A transaction that arrives for a day already cleared (a late commit) joins the clearing of the latest ended
   * day, or of a later day when that one is cleared too. Safe to run from several workers at once.
   */
  async function runDue(asOf: Date = new Date(), scope: RunScope = {}): Promise<RunSummary> {
    const summary: RunSummary = { settled: 0, carried: 0, refused: 0, paid: 0 };
    const groups = new Map<string, { merchantId: number; currencyId: number; days: Set<string>; today: string }>();
    for (const day of await settlementStore.endedUnsettledDays(db, asOf, scope.merchantId)) {
      const key = `${day.merchantId}:${day.currencyId}`;
      const group = groups.get(key) ?? {
        merchantId: day.merchantId,
        currencyId: day.currencyId,
        days: new Set<string>(),
        today: day.today,
      };
      group.days.add(day.financeDate);
      groups.set(key, group);
    }
    for (const group of groups.values()) {
      const yesterday = addDays(group.today, -1);
      let hasLate = false;
      for (const financeDate of [...group.days].sort()) {
        const outcome = await settleDay(group.merchantId, group.currencyId, financeDate, asOf);
        if (outcome.status === 'settled') summary.settled += 1;
        if (outcome.status === 'carried') summary.carried += 1;
        if (outcome.status === 'refused') summary.refused += 1;
        if (outcome.status === 'exists' && outcome.hasLateTransactions) hasLate = true;
      }
      // Only after the listed days, so that a late transaction never takes another day's transactions along.
      if (hasLate && !group.days.has(yesterday)) {
        const late = await settleDay(group.merchantId, group.currencyId, yesterday, asOf);
        if (late.status === 'settled') summary.settled += 1;
      }
    }
    for (const due of await settlementStore.duePayouts(db, asOf, scope.merchantId)) {
      if (await payOut(due.id, due.today)) summary.paid += 1;
    }
    return summary;
  }

  return { settleDay, payOut, runDue };
}
export type SettlementRunner = ReturnType<typeof createSettlementRunner>;
