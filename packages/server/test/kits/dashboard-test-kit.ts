/**
 * What the report API tests share: a merchant with two stores and three channel rates, payments and refunds made
 * through the real payment and refund paths at chosen merchant-local times, and members signed in with roles.
 */
import { merchantChannelRates } from '@mbo/db/schema';
import { createLedger } from '../../src/money/ledger/ledger.ts';
import { formatWireTime, localDateHour } from '../../src/lib/time.ts';
import { addMember, createMerchant, createStore, createUser, signIn } from '../support/factories.ts';
import type { TestServer } from '../support/harness.ts';
import { createPaymentConfigRepository } from '../../src/money/recording/payment-config.repository.ts';
import { createPaymentPath } from '../../src/money/recording/record-payment.ts';
import { createRefundPath } from '../../src/money/recording/record-refund.ts';
import { addDays } from '@mbo/contracts/date-filter';
import { mondayOf } from '../../src/modules/dashboard/calendar.ts';

export const TIME_ZONE = 'Australia/Sydney';
/** The rates of the test merchant: WeChat Pay 1.5 % (from createMerchant); Alipay in store 2 %; card in person 2 % plus 0.30. */
export const CHANNEL = { wechat: 1, alipay: 2, card: 9 } as const;

/** The instant a merchant-local wall-clock time (`YYYY-MM-DD HH:mm:ss`) names in a time zone. */
export function zonedTime(local: string, timeZone = TIME_ZONE): Date {
  const wanted = Date.parse(`${local.replace(' ', 'T')}Z`);
  let guess = wanted;
  // Two corrections settle the offset, also next to a daylight-saving change.
  for (let step = 0; step < 2; step += 1) {
    guess += wanted - Date.parse(`${formatWireTime(new Date(guess), timeZone).replace(' ', 'T')}Z`);
  }
  return new Date(guess);
}

/** The merchant-local date today, and the Monday of a week some weeks back (always in the past). */
export const localToday = (timeZone = TIME_ZONE) => localDateHour(new Date(), timeZone).date;
export const mondayWeeksAgo = (weeks: number, timeZone = TIME_ZONE) =>
  addDays(mondayOf(localToday(timeZone)), -7 * weeks);

export interface PayInput {
  /** Merchant-local `YYYY-MM-DD HH:mm:ss`, or an instant. */
  at: string | Date;
  orderMinor: number;
  channelId?: number;
  storeId?: number;
  currencyId?: number;
}

let sequence = 0;

export async function reportsMerchant(server: TestServer, timeZone = TIME_ZONE) {
  const merchant = await createMerchant(server.db, { timeZone });
  await server.db.insert(merchantChannelRates).values([
    { merchantId: merchant.id, paymentChannelId: CHANNEL.alipay, onlineRatePpm: 20_000 },
    { merchantId: merchant.id, paymentChannelId: CHANNEL.card, onlineRatePpm: 20_000, flatFeeMinor: 30 },
  ]);
  const stores = [await createStore(server.db, merchant.id), await createStore(server.db, merchant.id)] as const;
  const ledger = createLedger(server.db);
  const payments = createPaymentPath(server.db, ledger, createPaymentConfigRepository(server.db));
  const refunds = createRefundPath(server.db, ledger);
  const instant = (at: string | Date) => (typeof at === 'string' ? zonedTime(at, timeZone) : at);

  return {
    merchant,
    stores,
    async pay(input: PayInput) {
      sequence += 1;
      const { payment } = await payments.record({
        merchantId: merchant.id,
        storeId: input.storeId ?? stores[0].id,
        channelId: input.channelId ?? CHANNEL.wechat,
        sourceType: 1,
        currencyId: input.currencyId ?? 1,
        orderMinor: input.orderMinor,
        channelTxnId: `report-${merchant.id}-${sequence}`,
        exchangeRateMicros: 4_700_000,
        paidAt: instant(input.at),
      });
      return payment;
    },
    async refund(paymentId: number, amountMinor: number, at: string | Date) {
      sequence += 1;
      const { refund } = await refunds.refund({
        merchantId: merchant.id,
        paymentId,
        amountMinor,
        idempotencyKey: `report-refund-${sequence}`,
        at: instant(at),
      });
      return refund;
    },
    /** A member of this merchant with the given roles (a cashier tied to `branchId`), signed in. */
    async member(roles: number[], branchId: number | null = null) {
      const user = await createUser(server.db);
      await addMember(server.db, merchant.id, user.id, roles, branchId);
      return signIn(server, user.email!);
    },
  };
}
export type ReportsMerchant = Awaited<ReturnType<typeof reportsMerchant>>;

/** The body of a range report for this merchant. */
export const rangeBody = (merchantId: number, startTime: string, endTime: string, currency: number | string = 1) => ({
  merchant_id: merchantId,
  startTime,
  endTime,
  currency,
});
