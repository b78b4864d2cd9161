import { and, eq, sql } from 'drizzle-orm';
import { isCardChannel } from '@mbo/contracts/lookups/channels';
import type { Database } from '@mbo/db/client';
import { payments, refunds } from '@mbo/db/schema-money';
import { ACCOUNT_KIND, PROVIDER } from '../../ledger/accounts.ts';
import type { Ledger, Tx } from '../../ledger/ledger.ts';
import { localDateHour } from '../../lib/time.ts';
import { statsRepository } from './stats.repository.ts';

export type RefundRow = typeof refunds.$inferSelect;

export const REFUND_STATUS = { succeeded: 1, failed: 2 } as const;

export type RefundRefusal = 'not_found' | 'fully_refunded' | 'exceeds_refundable' | 'insufficient_balance';

/** A refund the rules refuse; `refundableMinor` is what could still be refunded. */
export class RefundRefusedError extends Error {
  constructor(
    readonly reason: RefundRefusal,
    readonly refundableMinor = 0,
  ) {
    super(reason);
  }
}

export interface RefundInput {
  merchantId: number;
  paymentId: number;
  amountMinor: number;
  reason?: string | null;
  /** A retry with the same key returns the first refund and moves no money. */
  idempotencyKey: string;
  userId?: number | null;
  at?: Date;
  /** Runs in the refund's transaction once it is recorded (an audit entry that must not exist without it). */
  onRecorded?: (tx: Tx, refund: RefundRow) => Promise<void>;
}

/**
 * The fee a partial refund gives back: the payment's fee in proportion to the amount, half-up; the last refund
 * gives back whatever of the fee is left, so the returns add up to the fee exactly. Card payments keep theirs.
 */
export function feeReturned(payment: Pick<typeof payments.$inferSelect, 'channelId' | 'feeMinor' | 'grossMinor' | 'refundedMinor'>, amountMinor: number, feeReturnedSoFar: number): number {
  if (isCardChannel(payment.channelId)) return 0;
  if (payment.refundedMinor + amountMinor === payment.grossMinor) return payment.feeMinor - feeReturnedSoFar;
  const share = (BigInt(payment.feeMinor) * BigInt(amountMinor) * 2n + BigInt(payment.grossMinor)) / (2n * BigInt(payment.grossMinor));
  return Math.min(Number(share), payment.feeMinor - feeReturnedSoFar);
}

/**
 * Refunds (part of) a payment. In one transaction, with the payment row locked (so concurrent refunds of one
 * payment queue and see each other) and then the merchant's balances locked: checks the amount against what is
 * left to refund, takes the merchant's part from its available (unsettled) funds first and then from its global
 * account, posts the refund and the channel's confirmation, and updates the aggregates.
 */
export function createRefundPath(db: Database, ledger: Ledger) {
  const findByKey = (merchantId: number, key: string) =>
    db.query.refunds.findFirst({ where: and(eq(refunds.merchantId, merchantId), eq(refunds.idempotencyKey, key)) });

  return {
    async refund(input: RefundInput): Promise<{ refund: RefundRow; created: boolean }> {
      const replay = await findByKey(input.merchantId, input.idempotencyKey);
      if (replay) return { refund: replay, created: false };
      const payment = await db.query.payments.findFirst({ where: and(eq(payments.merchantId, input.merchantId), eq(payments.id, input.paymentId)) });
      if (!payment) throw new RefundRefusedError('not_found');
      const { merchantId, currencyId } = payment;
      const accounts = {
        unsettled: { merchantId, currencyId, kind: ACCOUNT_KIND.unsettled },
        global: { merchantId, currencyId, kind: ACCOUNT_KIND.global },
        fees: { merchantId, currencyId, kind: ACCOUNT_KIND.fees },
        inFlight: { merchantId, currencyId, kind: ACCOUNT_KIND.refundsInFlight },
        clearing: { merchantId: PROVIDER, currencyId, kind: ACCOUNT_KIND.channelClearing },
      } as const;
      await ledger.prepare(Object.values(accounts));
      const timeZone = await merchantTimeZone(db, merchantId);
      const at = input.at ?? new Date();
      const { date, hour } = localDateHour(at, timeZone);

      const created = await db.transaction(async (tx) => {
        const locked = await tx.execute<{ refunded_minor: number; gross_minor: number }>(
          sql`select refunded_minor, gross_minor from payments where id = ${payment.id} and merchant_id = ${merchantId} for update`,
        );
        // A retry that raced the first attempt finds it here, behind the payment's lock.
        const raced = await tx.query.refunds.findFirst({ where: and(eq(refunds.merchantId, merchantId), eq(refunds.idempotencyKey, input.idempotencyKey)) });
        if (raced) return null;
        const current = { ...payment, refundedMinor: Number(locked.rows[0]!.refunded_minor) };
        const refundable = current.grossMinor - current.refundedMinor;
        if (refundable <= 0) throw new RefundRefusedError('fully_refunded');
        if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0 || input.amountMinor > refundable) {
          throw new RefundRefusedError('exceeds_refundable', refundable);
        }
        const returnedSoFar = await tx.execute<{ total: string | null }>(
          sql`select sum(fee_returned_minor) as total from refunds where merchant_id = ${merchantId} and payment_id = ${payment.id} and status = ${REFUND_STATUS.succeeded}`,
        );
        const feeBack = feeReturned(current, input.amountMinor, Number(returnedSoFar.rows[0]?.total ?? 0));
        const realMinor = input.amountMinor - feeBack;

        // Balances are credit-negative: what the provider holds for the merchant is minus the balance.
        const available = -(await ledger.lockBalance(tx, accounts.unsettled));
        const fromUnsettled = Math.max(0, Math.min(available, realMinor));
        const rest = realMinor - fromUnsettled;
        const globalAvailable = rest > 0 ? -(await ledger.lockBalance(tx, accounts.global)) : 0;
        if (rest > globalAvailable) throw new RefundRefusedError('insufficient_balance', refundable);

        const [row] = await tx
          .insert(refunds)
          .values({
            merchantId,
            paymentId: payment.id,
            storeId: payment.storeId,
            number: sql`'R' || to_char(${at.toISOString()}::timestamptz at time zone ${timeZone}, 'YYMMDD') || lpad(nextval('refund_number_seq')::text, 9, '0')`,
            channelId: payment.channelId,
            currencyId,
            amountMinor: input.amountMinor,
            feeReturnedMinor: feeBack,
            realRefundMinor: realMinor,
            status: REFUND_STATUS.succeeded,
            reason: input.reason ?? null,
            fromGlobalAccount: rest > 0,
            idempotencyKey: input.idempotencyKey,
            financeDate: date,
            createdByUserId: input.userId ?? null,
            createdAt: at,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) return null;
        await ledger.post(tx, { merchantId, kind: 'refund', idempotencyKey: `refund:${row.id}`, slotSeed: row.id }, [
          { ...accounts.unsettled, amountMinor: fromUnsettled },
          { ...accounts.global, amountMinor: rest },
          { ...accounts.fees, amountMinor: feeBack },
          { ...accounts.inFlight, amountMinor: -input.amountMinor },
        ]);
        // The sandbox channels confirm a refund at once; real channels will confirm it later, by notification.
        await ledger.post(tx, { merchantId, kind: 'refund_confirmed', idempotencyKey: `refund_confirmed:${row.id}`, slotSeed: row.id }, [
          { ...accounts.inFlight, amountMinor: input.amountMinor },
          { ...accounts.clearing, amountMinor: -input.amountMinor },
        ]);
        await tx
          .update(payments)
          .set({ refundedMinor: sql`${payments.refundedMinor} + ${input.amountMinor}` })
          .where(and(eq(payments.id, payment.id), eq(payments.merchantId, merchantId)));
        await statsRepository.addRefund(
          tx,
          { merchantId, currencyId, storeId: payment.storeId, channelId: payment.channelId, day: date, hour, slotSeed: row.id },
          input.amountMinor,
          feeBack,
        );
        await input.onRecorded?.(tx, row);
        return row;
      });
      if (!created) return { refund: (await findByKey(merchantId, input.idempotencyKey))!, created: false };
      return { refund: created, created: true };
    },
  };
}
export type RefundPath = ReturnType<typeof createRefundPath>;

async function merchantTimeZone(db: Database, merchantId: number): Promise<string> {
  const { rows } = await db.execute<{ time_zone: string }>(sql`select time_zone from merchants where id = ${merchantId}`);
  return rows[0]?.time_zone ?? 'Australia/Sydney';
}
