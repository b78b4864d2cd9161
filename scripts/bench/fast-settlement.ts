// The T+0 figure (issue 12, "Tests and figures"): one T+0 run over 1,000 merchants with T+0 in force, each with 100
// unsettled payments of today and a bank account, every payout paid through the sandbox NPP; then the invariants.
import { sql } from 'drizzle-orm';
import { FAST_SETTLE, FAST_SETTLE_RATE_PPM } from '@mbo/contracts/kyb/application-choices';
import { FAST_SETTLE_REQUEST_STATUS } from '@mbo/contracts/statuses';
import type { Database } from '@mbo/db/client';
import { merchantChannelRates, merchantCurrencies, merchants, stores } from '@mbo/db/schema';
import { fastSettleRequests, settlementAccounts } from '@mbo/db/schema-settlement';
import { createLedger } from '../../packages/server/src/money/ledger/ledger.ts';
import { createBulkPayments } from '../../packages/server/src/money/bulk/bulk-payments.ts';
import { createPaymentConfigRepository } from '../../packages/server/src/money/recording/payment-config.repository.ts';
import { createPaymentPath, type PaymentInput } from '../../packages/server/src/money/recording/record-payment.ts';
import { checkMoneyInvariants, violations } from '../../packages/server/src/money/invariants.ts';
import { createFastSettlementRunner } from '../../packages/server/src/modules/settlement/fast-settlement-runner.ts';
import { createSandboxNpp } from '../../packages/server/src/modules/settlement/npp/sandbox-npp.ts';
import type { Figure } from './report-calls.ts';

const MERCHANTS = Number(process.env.BENCH_FAST_MERCHANTS ?? 1_000);
const PAYMENTS_EACH = 100;

/** 1,000 merchants with a store, a 1.5 % channel, an AUD bank account and T+0 on every day since yesterday. */
async function fastMerchants(db: Database, now: Date): Promise<{ merchantId: number; storeId: number }[]> {
  const tag = now.getTime().toString(36);
  const made = await db
    .insert(merchants)
    .values(
      Array.from({ length: MERCHANTS }, (_, index) => ({
        number: `F${tag}${index}`,
        name: `T+0 Bench ${index} Pty Ltd`,
        shortName: `T+0 ${index}`,
        isVerify: true,
      })),
    )
    .returning({ id: merchants.id });
  const ids = made.map((row) => row.id);
  await db.insert(merchantCurrencies).values(ids.map((merchantId) => ({ merchantId, currencyId: 1 })));
  await db
    .insert(merchantChannelRates)
    .values(ids.map((merchantId) => ({ merchantId, paymentChannelId: 1, onlineRatePpm: 15_000 })));
  const storeRows = await db
    .insert(stores)
    .values(
      ids.map((merchantId, index) => ({
        merchantId,
        number: `FS${tag}${index}`,
        name: `T+0 store ${index}`,
        shortName: `T0${index}`,
        type: 1,
        address: '1 George Street, Sydney NSW 2000',
      })),
    )
    .returning({ id: stores.id, merchantId: stores.merchantId });
  await db.insert(settlementAccounts).values(
    ids.map((merchantId) => ({
      merchantId,
      currencyId: 1,
      accountName: 'T+0 Bench Pty Ltd',
      bsb: '062000',
      accountNumber: '12345678',
    })),
  );
  await db.insert(fastSettleRequests).values(
    ids.map((merchantId, index) => ({
      billNo: `FSB${tag}${index}`,
      merchantId,
      isFastSettle: FAST_SETTLE.yes,
      rangeWorkday: true,
      rangeHoliday: true,
      workFeeRatePpm: FAST_SETTLE_RATE_PPM['0'],
      everyFeeRatePpm: FAST_SETTLE_RATE_PPM['1'],
      status: FAST_SETTLE_REQUEST_STATUS.completed,
      effectiveAt: new Date(now.getTime() - 86_400_000),
    })),
  );
  return storeRows.map((row) => ({ merchantId: row.merchantId, storeId: row.id }));
}

export async function benchFastSettlement(db: Database): Promise<Figure[]> {
  const now = new Date();
  const shops = await fastMerchants(db, now);
  const ledger = createLedger(db);
  const bulk = createBulkPayments(db, ledger, createPaymentPath(db, ledger, createPaymentConfigRepository(db)));
  const loadStart = performance.now();
  let batch: PaymentInput[] = [];
  for (const [index, shop] of shops.entries()) {
    for (let n = 0; n < PAYMENTS_EACH; n += 1) {
      batch.push({
        merchantId: shop.merchantId,
        storeId: shop.storeId,
        posNo: null,
        channelId: 1,
        sourceType: 1,
        currencyId: 1,
        orderMinor: 1_000 + ((index * 7 + n * 13) % 9_000),
        channelTxnId: `fast-bench-${shop.merchantId}-${n}`,
        exchangeRateMicros: 4_700_000,
        // Within the last few seconds: today's, whatever the time of day.
        paidAt: new Date(now.getTime() - 1_000 - n * 20),
      });
    }
    if (batch.length >= 5_000) {
      await bulk.loadCount(batch);
      batch = [];
    }
  }
  await bulk.loadCount(batch);
  const loadSeconds = (performance.now() - loadStart) / 1000;

  const npp = createSandboxNpp({ failPercent: 0, returnPercent: 0, returnDelayMs: 0 });
  const runner = createFastSettlementRunner({
    db,
    ledger: createLedger(db),
    npp,
    settlesSandbox: true,
    concurrency: Number(process.env.BENCH_FAST_CONCURRENCY ?? 8),
  });
  const runStart = performance.now();
  const summary = await runner.runFast(now);
  const runSeconds = (performance.now() - runStart) / 1000;

  const ids = shops.map((shop) => shop.merchantId);
  const { rows } = await db.execute<{ open: number; fast: number; paid: number }>(sql`
    select (select count(*)::int from payments where merchant_id = any(${sql.param(ids)}::int[]) and settlement_id is null) as open,
      (select count(*)::int from settlements where merchant_id = any(${sql.param(ids)}::int[]) and kind = 2) as fast,
      (select count(*)::int from settlements where merchant_id = any(${sql.param(ids)}::int[]) and kind = 2 and status = 2) as paid`);
  const found = rows[0]!;
  // The whole books (the bench's history included): one set-wise check.
  const checkStart = performance.now();
  const problems = violations(await checkMoneyInvariants(db));
  const checkSeconds = ((performance.now() - checkStart) / 1000).toFixed(1);
  const holds =
    found.open === 0 &&
    found.fast === MERCHANTS &&
    found.paid === MERCHANTS &&
    npp.payouts.size >= MERCHANTS &&
    Object.keys(problems).length === 0;
  return [
    {
      figure: `T+0: ${MERCHANTS.toLocaleString('en-AU')} merchants × ${PAYMENTS_EACH} unsettled payments loaded (bulk)`,
      value: `${(MERCHANTS * PAYMENTS_EACH).toLocaleString('en-AU')} in ${loadSeconds.toFixed(1)} s`,
      target: '—',
    },
    {
      figure: `T+0 run over ${MERCHANTS.toLocaleString('en-AU')} merchants (clear + NPP payout each, ${summary.settled} settled, ${summary.paid} paid)`,
      value: `${runSeconds.toFixed(1)} s`,
      target: '≤ 10 s',
    },
    {
      figure: 'after the T+0 run: every payment settled, one paid T+0 payout a merchant, the money invariants',
      value: holds
        ? `hold (checked in ${checkSeconds} s)`
        : `broken: open ${found.open}, T+0 ${found.fast}, paid ${found.paid}, ${JSON.stringify(problems)}`,
      target: 'hold',
    },
  ];
}
