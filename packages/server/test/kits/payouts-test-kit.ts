/** Test helpers of the payouts module: a merchant ready to take payments, and the ledger's invariants. */
import { sql } from 'drizzle-orm';
import type { CallName } from '@mbo/contracts/calls/index';
import type { Settlement } from '@mbo/contracts/calls/payouts';
import { merchantChannelRates } from '@mbo/db/schema';
import type { Database } from '@mbo/db/client';
import { createLedger, type Ledger } from '../../src/money/ledger/ledger.ts';
import { addMember, createMerchant, createStore, createUser, signIn } from '../support/factories.ts';
import type { TestServer } from '../support/harness.ts';
import { createPaymentConfigRepository } from '../../src/money/recording/payment-config.repository.ts';
import { createPaymentPath } from '../../src/money/recording/record-payment.ts';
import { createRefundPath } from '../../src/money/recording/record-refund.ts';
import { createSettlementRunner, type SettlementHooks } from '../../src/modules/settlement/settlement-runner.ts';
import { fastSettleRequests, settlementAccounts } from '@mbo/db/schema-settlement';
import { FAST_SETTLE, FAST_SETTLE_RATE_PPM } from '@mbo/contracts/kyb/application-choices';
import { FAST_SETTLE_REQUEST_STATUS } from '@mbo/contracts/statuses';
import {
  createFastSettlementRunner,
  type FastSettlementHooks,
} from '../../src/modules/settlement/fast-settlement-runner.ts';
import { createSandboxNpp, type SandboxNppOptions } from '../../src/modules/settlement/npp/sandbox-npp.ts';

export interface KitOptions {
  /** Pay out to a bank account (0.55 fee) rather than the global account. Default true. */
  hasBank?: boolean;
  /** Extra channel rates: channel id → disbursement period (days); rate 2 %. Channel 1 (1.5 %, T+1) always exists. */
  periods?: Record<number, number>;
  currencyIds?: number[];
  /** The sandbox NPP's behaviour (default: pays every payout, returns none). */
  npp?: Partial<SandboxNppOptions>;
}

let counter = 0;

/** A merchant with a store, rates, optionally bank accounts, and the paths and runner over one ledger. */
export async function payoutsKit(db: Database, options: KitOptions = {}) {
  const merchant = await createMerchant(db);
  const store = await createStore(db, merchant.id);
  const currencyIds = options.currencyIds ?? [1];
  for (const [channel, days] of Object.entries(options.periods ?? {})) {
    await db.insert(merchantChannelRates).values({
      merchantId: merchant.id,
      paymentChannelId: Number(channel),
      onlineRatePpm: 20_000,
      disbursePeriodDays: days,
    });
  }
  if (options.hasBank ?? true) {
    for (const currencyId of currencyIds) {
      await db.insert(settlementAccounts).values({
        merchantId: merchant.id,
        currencyId,
        accountName: merchant.name,
        bsb: '062000',
        accountNumber: '12345678',
      });
    }
  }
  const ledger = createLedger(db);
  const payments = createPaymentPath(db, ledger, createPaymentConfigRepository(db));
  const refunds = createRefundPath(db, ledger);
  const runner = createSettlementRunner({ db, ledger, settlesSandbox: true });
  /** The sandbox NPP every T+0 worker of the kit pays through (one network, as in production). */
  const npp = createSandboxNpp({ failPercent: 0, returnPercent: 0, returnDelayMs: 0, ...options.npp });
  const fastWorker = (hooks?: FastSettlementHooks, workerDb: Database = db) =>
    createFastSettlementRunner({ db: workerDb, ledger: createLedger(workerDb), npp, hooks, settlesSandbox: true });
  const fast = fastWorker();
  npp.onReturn(async (returned) => {
    await fast.recordReturn(returned);
  });

  return {
    merchant,
    store,
    /** Runs limited to this merchant, so tests sharing a database do not settle each other's days. */
    scope: { merchantId: merchant.id },
    ledger,
    payments,
    refunds,
    runner,
    npp,
    /** The T+0 runner over the kit's sandbox NPP; `fastWorker` makes another (its own ledger cache, hooks). */
    fast,
    fastWorker,
    /**
     * T+0 as a completed request effective at `effectiveAt` (what the review and the 04:00 rule would write): on
     * for the given ranges at the spec's rates, or off.
     */
    fastSettle: async (effectiveAt: string, range: { workday?: boolean; holiday?: boolean } | 'off') => {
      const isOff = range === 'off';
      await db.insert(fastSettleRequests).values({
        billNo: `FS${(counter += 1)}-${Date.now()}-${merchant.id}`,
        merchantId: merchant.id,
        isFastSettle: isOff ? FAST_SETTLE.no : FAST_SETTLE.yes,
        rangeWorkday: !isOff && (range.workday ?? false),
        rangeHoliday: !isOff && (range.holiday ?? false),
        workFeeRatePpm: FAST_SETTLE_RATE_PPM['0'],
        everyFeeRatePpm: FAST_SETTLE_RATE_PPM['1'],
        status: FAST_SETTLE_REQUEST_STATUS.completed,
        effectiveAt: new Date(effectiveAt),
      });
    },
    /** Another worker: its own ledger cache, optionally with failure hooks. */
    worker: (hooks?: SettlementHooks, workerDb: Database = db) =>
      createSettlementRunner({ db: workerDb, ledger: createLedger(workerDb), hooks, settlesSandbox: true }),
    pay: (
      orderMinor: number,
      paidAt: string,
      channelId = 1,
      currencyId = 1,
      extra: { storeId?: number; posNo?: string } = {},
    ) =>
      payments
        .record({
          merchantId: merchant.id,
          storeId: extra.storeId ?? store.id,
          posNo: extra.posNo ?? null,
          channelId,
          sourceType: 1,
          currencyId,
          orderMinor,
          channelTxnId: `kit-${(counter += 1)}-${Date.now()}`,
          exchangeRateMicros: 4_700_000,
          paidAt: new Date(paidAt),
        })
        .then((result) => result.payment),
    refund: (paymentId: number, amountMinor: number, at: string) =>
      refunds
        .refund({
          merchantId: merchant.id,
          paymentId,
          amountMinor,
          idempotencyKey: `kit-refund-${(counter += 1)}`,
          at: new Date(at),
        })
        .then((result) => result.refund),
    balance: (kind: string, currencyId = 1) =>
      ledger.balance({ merchantId: merchant.id, currencyId, kind: kind as never }),
  };
}

/** Every entry balances per currency; every cached balance equals the sum of its account's postings. */
export async function ledgerInvariants(db: Database, merchantId: number) {
  const unbalanced = await db.execute(sql`
    select j.id from journal_entries j join postings p on p.entry_id = j.id
    where j.merchant_id = ${merchantId} group by j.id, p.currency_id having sum(p.amount_minor) <> 0`);
  const drift = await db.execute(sql`
    select a.id from ledger_accounts a
    left join (select account_id, sum(amount_minor) as total from postings group by account_id) p on p.account_id = a.id
    left join (select account_id, sum(balance_minor) as total from ledger_balances group by account_id) b on b.account_id = a.id
    where a.merchant_id = ${merchantId} and coalesce(p.total, 0) <> coalesce(b.total, 0)`);
  return { unbalancedEntries: unbalanced.rows.length, driftingAccounts: drift.rows.length };
}

export type PayoutsKit = Awaited<ReturnType<typeof payoutsKit>>;
export type { Ledger };

/** A member of the kit's merchant with these roles (tied to the kit's store when a cashier), signed in: its token. */
export async function signedInMember(
  server: TestServer,
  kit: PayoutsKit,
  roles: number[],
  branchId: number | null = null,
): Promise<string> {
  const user = await createUser(server.db);
  await addMember(server.db, kit.merchant.id, user.id, roles, branchId);
  return signIn(server, user.email!);
}

/** Calls as a member of the kit's merchant (the web fills merchant_id the same way). */
export const memberCalls =
  (server: TestServer, kit: PayoutsKit, token: string) =>
  <N extends CallName>(name: N, body: Record<string, unknown> = {}, language: 'en-US' | 'zh-CN' = 'en-US') =>
    server.call(name, { merchant_id: kit.merchant.id, ...body }, { token, language });

/** Calls as a member of the kit's merchant answering the body; any refusal fails the test with the status and message. */
export const memberBodies = (server: TestServer, kit: PayoutsKit, token: string) => {
  const call = memberCalls(server, kit, token);
  return async <N extends CallName>(name: N, body: Record<string, unknown> = {}) => {
    const result = await call(name, body);
    if (result.status !== 200) throw new Error(`${name}: ${result.status} ${JSON.stringify(result.body)}`);
    return result.body;
  };
};

/** The page of a settlement list answer. */
export const settlementPage = (body: unknown) =>
  (body as { page_data: { data: Settlement[]; total_count: number } }).page_data;
