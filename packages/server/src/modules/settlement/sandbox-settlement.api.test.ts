import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createLedger } from '../../money/money.public.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { payoutsKit } from '../../../test/kits/payouts-test-kit.ts';
import { createSettlementRunner } from './settlement-runner.ts';

const server = serverForThisFile();

const at = (date: string, time: string) => `${date}T${time}+11:00`;

it("outside a sandbox deployment, a day holding a sandbox payment is refused and nothing moves; a real adapter's day settles", async () => {
  const kit = await payoutsKit(server.db);
  const live = createSettlementRunner({ db: server.db, ledger: createLedger(server.db), settlesSandbox: false });
  await kit.pay(10_000, at('2026-03-02', '12:00:00'));
  expect(await live.runDue(new Date(at('2026-03-03', '10:00:00')), kit.scope)).toEqual({
    settled: 0,
    carried: 0,
    refused: 1,
    paid: 0,
  });
  const { rows } = await server.db.execute<{ n: number }>(
    sql`select count(*)::int as n from settlements where merchant_id = ${kit.merchant.id}`,
  );
  expect(rows[0]!.n).toBe(0);

  const other = await payoutsKit(server.db);
  await other.payments.record({
    merchantId: other.merchant.id,
    storeId: other.store.id,
    channelId: 1,
    sourceType: 1,
    currencyId: 1,
    orderMinor: 10_000,
    channelTxnId: 'live-txn-1',
    exchangeRateMicros: 4_700_000,
    confirmedBy: 'wechat-acquirer',
    paidAt: new Date(at('2026-03-02', '12:00:00')),
  });
  expect(await live.runDue(new Date(at('2026-03-03', '10:00:00')), other.scope)).toMatchObject({
    settled: 1,
    refused: 0,
  });

  // The demo deployment settles the sandbox day.
  expect(await kit.runner.runDue(new Date(at('2026-03-03', '10:00:00')), kit.scope)).toMatchObject({
    settled: 1,
    refused: 0,
  });
});
