import { and, eq, sql } from 'drizzle-orm';
import { CURRENCY_ID } from '@mbo/contracts/lookups/currencies';
import type { Database } from '@mbo/db/client';
import { payments } from '@mbo/db/schema-money';
import { ACCOUNT_KIND, PROVIDER } from '../../ledger/accounts.ts';
import type { Ledger } from '../../ledger/ledger.ts';
import { localDateHour } from '../../lib/time.ts';
import { convert, paymentAmounts } from './payment-amounts.ts';
import type { PaymentConfigRepository } from './payment-config.repository.ts';
import { statsRepository } from './stats.repository.ts';

export type PaymentRow = typeof payments.$inferSelect;

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
  /** For channels 5 and 7: the customer paid in CNY. */
  paidInCny?: boolean;
  /** CNY per unit of the order currency, in micro-units (4.71 → 4 710 000); required when paid in CNY. */
  exchangeRateMicros?: number;
  fixedSurchargePpm?: number;
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
 * The payment path: records a successful customer payment — the payment row, its journal entry (channel clearing
 * debited with the gross; the merchant's unsettled funds credited with the net, its fees with the fee) and the
 * report aggregates — in one transaction. Idempotent on the channel's transaction id: a repeat returns the payment
 * recorded first, with `created` false. Called by the pay page, the merchant API, the sandbox channels, the demo
 * history and the test factories; never an HTTP route itself.
 */
export function createPaymentPath(db: Database, ledger: Ledger, config: PaymentConfigRepository) {
  async function existing(input: PaymentInput): Promise<PaymentRow | undefined> {
    return db.query.payments.findFirst({
      where: and(eq(payments.merchantId, input.merchantId), eq(payments.channelId, input.channelId), eq(payments.channelTxnId, input.channelTxnId)),
    });
  }

  return {
    async record(input: PaymentInput): Promise<{ payment: PaymentRow; created: boolean }> {
      if (!Number.isSafeInteger(input.orderMinor) || input.orderMinor <= 0) throw new PaymentRejectedError('amount must be positive');
      const found = await existing(input);
      if (found) return { payment: found, created: false };
      const settings = await config.find(input.merchantId, input.storeId, input.channelId);
      if (!settings) throw new PaymentRejectedError('unknown merchant, store or channel rate');

      const amounts = paymentAmounts(input.orderMinor, input.channelId, settings, input.fixedSurchargePpm);
      const paysInCny = CNY_CHANNELS.includes(input.channelId) || (CNY_OPTIONAL_CHANNELS.includes(input.channelId) && input.paidInCny === true);
      const converts = paysInCny && input.currencyId !== CURRENCY_ID.CNY;
      if (converts && !input.exchangeRateMicros) throw new PaymentRejectedError('a CNY payment needs its exchange rate');
      const paidAt = input.paidAt ?? new Date();
      const { date, hour } = localDateHour(paidAt, settings.timeZone);
      const { merchantId, currencyId } = input;
      const accounts = [
        { merchantId: PROVIDER, currencyId, kind: ACCOUNT_KIND.channelClearing },
        { merchantId, currencyId, kind: ACCOUNT_KIND.unsettled },
        { merchantId, currencyId, kind: ACCOUNT_KIND.fees },
      ] as const;
      await ledger.prepare(accounts);

      const payment = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(payments)
          .values({
            merchantId: input.merchantId,
            storeId: input.storeId,
            number: sql`'P' || to_char(${paidAt.toISOString()}::timestamptz at time zone ${settings.timeZone}, 'YYMMDD') || lpad(nextval('payment_number_seq')::text, 9, '0')`,
            channelId: input.channelId,
            sourceType: input.sourceType,
            currencyId: input.currencyId,
            orderMinor: input.orderMinor,
            ...amounts,
            payCurrencyId: paysInCny ? CURRENCY_ID.CNY : input.currencyId,
            payMinor: converts ? convert(amounts.grossMinor, input.exchangeRateMicros!) : amounts.grossMinor,
            exchangeRateMicros: converts ? input.exchangeRateMicros! : null,
            channelTxnId: input.channelTxnId,
            outTxnId: input.outTxnId ?? null,
            cardMasked: input.cardMasked ?? null,
            posNo: input.posNo ?? null,
            customerName: input.customerName ?? null,
            customerPhone: input.customerPhone ?? null,
            subject: input.subject ?? null,
            note: input.note ?? null,
            financeDate: date,
            paidAt,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) return null;
        await ledger.post(tx, { merchantId, kind: 'payment', idempotencyKey: `payment:${row.id}`, slotSeed: row.id }, [
          { ...accounts[0], amountMinor: row.grossMinor },
          { ...accounts[1], amountMinor: -row.netMinor },
          { ...accounts[2], amountMinor: -row.feeMinor },
        ]);
        await statsRepository.addPayment(
          tx,
          { merchantId, currencyId, storeId: input.storeId, channelId: input.channelId, day: date, hour, slotSeed: row.id },
          row.grossMinor,
          row.feeMinor,
        );
        return row;
      });
      // Lost a race with the same channel transaction: the first one stands.
      if (!payment) return { payment: (await existing(input))!, created: false };
      return { payment, created: true };
    },
  };
}
export type PaymentPath = ReturnType<typeof createPaymentPath>;
