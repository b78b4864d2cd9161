import { and, eq, sql, type SQL } from 'drizzle-orm';
import { CURRENCY_ID } from '@mbo/contracts/lookups/currencies';
import { priceBandOf } from '@mbo/contracts/lookups/price-bands';
import type { Database } from '@mbo/db/client';
import { executePrepared } from '@mbo/db/prepared';
import { payments } from '@mbo/db/schema-money';
import { ACCOUNT_KIND, BALANCE_SLOTS, PROVIDER } from '../ledger/accounts.ts';
import { pgIntArray, type Leg, type Ledger } from '../ledger/ledger.ts';
import { localDateHour } from '../../lib/time.ts';
import { convert, paymentAmounts } from './payment-amounts.ts';
import type { PaymentConfigRepository } from './payment-config.repository.ts';
import { fromColumnJson, toColumnJson } from './row-json.ts';
import { STAT_SLOTS } from '../aggregates/stat-slots.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** The adapter name of the sandbox channels (payments.confirmed_by). */
export const SANDBOX_ADAPTER = 'sandbox';

/** Channels whose customers pay in CNY: WeChat Pay and Alipay always, UnionPay (5, 7) when paid in CNY. */
const CNY_CHANNELS = [1, 2, 3];
const CNY_OPTIONAL_CHANNELS = [5, 7];

export interface PaymentInput {
  merchantId: number;
  storeId: number;
  channelId: number;
  /** 1–9: Branch_H5 … Api_App. */
  sourceType: number;
  currencyId: number;
  orderMinor: number;
  /** The channel's own transaction id: a payment is recorded once per channel transaction. */
  channelTxnId: string;
  /** The channel adapter that confirmed the payment; the seed and tests record as the sandbox does. */
  confirmedBy?: string;
  /** For channels 5 and 7: the customer paid in CNY. */
  paidInCny?: boolean;
  /** CNY per unit of the order currency, in micro-units (4.71 → 4 710 000); required when paid in CNY. */
  exchangeRateMicros?: number;
  outTxnId?: string | null;
  cardMasked?: string | null;
  posNo?: string | null;
  customerName?: string | null;
  customerPhone?: string | null;
  subject?: string | null;
  note?: string | null;
  paidAt?: Date;
}

export class PaymentRejectedError extends Error {}

/**
 * Writes that commit with the payment or not at all: common table expressions (`name as (…)`) run in the
 * payment's own statement, after the CTE `recorded`, whose one column `result` is record_payment's answer
 * (`{"created": boolean, "payment": <the payments row as JSON>}`). Given the plan, so they can use its amounts.
 */
export type WithPayment = (planned: PaymentPlan) => SQL[];

/** What a payment writes, computed before any write: the row's values, its entry's legs and its aggregate keys. */
export interface PaymentPlan {
  values: Omit<PaymentRow, 'id' | 'number' | 'createdAt'>;
  legs: Leg[];
  hour: number;
  band: number;
}

/** Where the payment's money goes: the channel owes the gross; the merchant is owed the net; the fee is earned. */
export function paymentLegs(
  values: Pick<PaymentPlan['values'], 'merchantId' | 'currencyId'> & {
    grossMinor: number;
    netMinor: number;
    feeMinor: number;
  },
): Leg[] {
  const { merchantId, currencyId } = values;
  return [
    { merchantId: PROVIDER, currencyId, kind: ACCOUNT_KIND.channelClearing, amountMinor: values.grossMinor },
    { merchantId, currencyId, kind: ACCOUNT_KIND.unsettled, amountMinor: -values.netMinor },
    { merchantId, currencyId, kind: ACCOUNT_KIND.fees, amountMinor: -values.feeMinor },
  ];
}

/**
 * The payment path: records a successful customer payment — the payment row, its journal entry (channel clearing
 * debited with the gross; the merchant's unsettled funds credited with the net, its fees with the fee) and the
 * report aggregates — atomically. Idempotent on the channel's transaction id: a repeat returns the payment
 * recorded first, with `created` false. Called by the pay page, the merchant API, the sandbox channels, the demo
 * history and the test factories; never an HTTP route itself.
 *
 * Cost: the amounts are computed here from a briefly cached configuration (payment-config.repository.ts) and the
 * ledger's known account ids, and the writes are one call of the database function `record_payment`
 * (money/sql/record-payment.sql): one round trip per payment.
 */
export function createPaymentPath(db: Database, ledger: Ledger, config: PaymentConfigRepository) {
  async function existing(input: PaymentInput): Promise<PaymentRow | undefined> {
    return db.query.payments.findFirst({
      where: and(
        eq(payments.merchantId, input.merchantId),
        eq(payments.channelId, input.channelId),
        eq(payments.channelTxnId, input.channelTxnId),
      ),
    });
  }

  /** The rows a payment will write, or the rule it breaks. */
  async function plan(input: PaymentInput): Promise<PaymentPlan> {
    const settings = await config.find(input.merchantId, input.storeId, input.channelId);
    if (!settings) throw new PaymentRejectedError('unknown merchant, store or channel rate');
    const amounts = paymentAmounts(input.orderMinor, input.channelId, input.currencyId, settings);
    const paysInCny =
      CNY_CHANNELS.includes(input.channelId) ||
      (CNY_OPTIONAL_CHANNELS.includes(input.channelId) && input.paidInCny === true);
    const converts = paysInCny && input.currencyId !== CURRENCY_ID.CNY;
    if (converts && !input.exchangeRateMicros) throw new PaymentRejectedError('a CNY payment needs its exchange rate');
    const paidAt = input.paidAt ?? new Date();
    const { date, hour } = localDateHour(paidAt, settings.timeZone);
    const values: PaymentPlan['values'] = {
      merchantId: input.merchantId,
      storeId: input.storeId,
      channelId: input.channelId,
      sourceType: input.sourceType,
      currencyId: input.currencyId,
      orderMinor: input.orderMinor,
      ...amounts,
      payCurrencyId: paysInCny ? CURRENCY_ID.CNY : input.currencyId,
      payMinor: converts ? convert(amounts.grossMinor, input.exchangeRateMicros!) : amounts.grossMinor,
      exchangeRateMicros: converts ? input.exchangeRateMicros! : null,
      refundedMinor: 0,
      channelTxnId: input.channelTxnId,
      confirmedBy: input.confirmedBy ?? SANDBOX_ADAPTER,
      outTxnId: input.outTxnId ?? null,
      cardMasked: input.cardMasked ?? null,
      posNo: input.posNo ?? null,
      customerName: input.customerName ?? null,
      customerPhone: input.customerPhone ?? null,
      subject: input.subject ?? null,
      note: input.note ?? null,
      financeDate: date,
      settlementId: null,
      paidAt,
    };
    return { values, legs: paymentLegs(values), hour, band: priceBandOf(amounts.grossMinor) };
  }

  return {
    plan,

    /** Records the payment; `alongside` adds writes to the same statement (see WithPayment). */
    async record(input: PaymentInput, alongside?: WithPayment): Promise<{ payment: PaymentRow; created: boolean }> {
      if (!Number.isSafeInteger(input.orderMinor) || input.orderMinor <= 0)
        throw new PaymentRejectedError('amount must be positive');
      let planned: PaymentPlan;
      try {
        planned = await plan(input);
      } catch (error) {
        // A retry of a recorded payment answers that payment, even if the store or rate has gone since.
        const found = error instanceof PaymentRejectedError ? await existing(input) : undefined;
        if (found) return { payment: found, created: false };
        throw error;
      }
      await ledger.prepare(planned.legs);
      const legs = ledger.entryLegs({ idempotencyKey: `payment:${input.channelTxnId}` }, planned.legs);
      const call = sql`record_payment(${JSON.stringify(toColumnJson(payments, planned.values))}::jsonb, ${planned.hour}::smallint,
          ${planned.band}::smallint, ${BALANCE_SLOTS}, ${STAT_SLOTS}, ${pgIntArray(legs.accountIds)}::integer[],
          ${pgIntArray(legs.currencyIds)}::smallint[], ${pgIntArray(legs.amounts)}::bigint[])`;
      const statement = alongside
        ? sql`with ${sql.join([sql`recorded as materialized (select ${call} as result)`, ...alongside(planned)], sql`, `)} select result from recorded`
        : sql`select ${call} as result`;
      const { rows } = await executePrepared<{ result: { created: boolean; payment: Record<string, unknown> } }>(
        db,
        statement,
      );
      const { created, payment } = rows[0]!.result;
      return { payment: fromColumnJson(payments, payment), created };
    },
  };
}
export type PaymentPath = ReturnType<typeof createPaymentPath>;
