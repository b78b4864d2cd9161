/** Test helpers of the transactions module: a merchant with stores, members and payments made through the payment path. */
import { addDays } from '@mbo/contracts/date-filter';
import { merchantChannelRates } from '@mbo/db/schema';
import { createLedger } from '../../src/money/ledger/ledger.ts';
import { addMember, createMerchant, createStore, createUser, signIn } from '../support/factories.ts';
import type { CallOptions, TestServer } from '../support/harness.ts';
import { createPaymentConfigRepository } from '../../src/money/recording/payment-config.repository.ts';
import { createPaymentPath, type PaymentInput } from '../../src/money/recording/record-payment.ts';

let sequence = 0;

/** YYYY-MM-DD of a Date in UTC. */
export const utcDate = (at: Date) => at.toISOString().slice(0, 10);

/** An instant `days` days before now, at `hour`:`minute` UTC (test merchants keep their books in UTC unless told). */
export function daysAgo(days: number, hour = 12, minute = 0): Date {
  const at = new Date();
  at.setUTCDate(at.getUTCDate() - days);
  at.setUTCHours(hour, minute, 0, 0);
  return at;
}

export interface ShopOptions {
  timeZone?: string;
}

/**
 * A merchant (time zone UTC unless given) with two stores, rates for WeChat Pay (1), Alipay (2) and card (9: a
 * flat fee), an owner and a cashier of the first store, both signed in; `pay` records payments through the
 * payment path, as the pay page and the demo history do.
 */
export async function shop(server: TestServer, options: ShopOptions = {}) {
  const merchant = await createMerchant(server.db, { timeZone: options.timeZone ?? 'UTC' });
  await server.db.insert(merchantChannelRates).values([
    { merchantId: merchant.id, paymentChannelId: 2, onlineRatePpm: 15_000 },
    { merchantId: merchant.id, paymentChannelId: 9, onlineRatePpm: 11_000, flatFeeMinor: 10 },
  ]);
  const stores = [await createStore(server.db, merchant.id), await createStore(server.db, merchant.id)];
  const owner = await createUser(server.db);
  await addMember(server.db, merchant.id, owner.id, [1]);
  const cashier = await createUser(server.db);
  await addMember(server.db, merchant.id, cashier.id, [3], stores[0]!.id);
  const ledger = createLedger(server.db);
  const path = createPaymentPath(server.db, ledger, createPaymentConfigRepository(server.db));

  return {
    merchant,
    stores,
    /** Another member of the merchant, signed in (a cashier when given a store). */
    async member(roles: number[] = [1], storeId: number | null = null) {
      const user = await createUser(server.db);
      await addMember(server.db, merchant.id, user.id, roles, storeId);
      return { user, token: await signIn(server, user.email!) };
    },
    owner: { user: owner, token: await signIn(server, owner.email!) },
    cashier: { user: cashier, token: await signIn(server, cashier.email!) },
    ledger,
    async pay(orderMinor: number, paidAt: Date, extra: Partial<PaymentInput> = {}) {
      sequence += 1;
      const { payment } = await path.record({
        merchantId: merchant.id,
        storeId: stores[0]!.id,
        channelId: 1,
        sourceType: 1,
        currencyId: 1,
        orderMinor,
        channelTxnId: `test-${merchant.id}-${sequence}`,
        exchangeRateMicros: 4_700_000,
        paidAt,
        ...extra,
      });
      return payment;
    },
  };
}
export type Shop = Awaited<ReturnType<typeof shop>>;

/** The last seven days, today included (UTC), as the transactions calls take a range. */
export const lastWeek = () => ({ begin_time: addDays(utcDate(new Date()), -6), end_time: utcDate(new Date()) });

/** A transactions call for the shop over the last week (the body may override it), by its owner unless told. */
export function callForShop<N extends 'transactionlist_report' | 'export_transaction_list_report'>(
  server: TestServer,
  name: N,
  s: Shop,
  body: Record<string, unknown>,
  options: CallOptions = {},
) {
  return server.call(
    name,
    { merchant_id: s.merchant.id, ...lastWeek(), ...body },
    { token: s.owner.token, ...options },
  );
}
