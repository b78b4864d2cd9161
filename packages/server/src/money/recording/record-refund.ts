import { and, eq, sql } from 'drizzle-orm';
import { isCardChannel } from '@mbo/contracts/lookups/channels';
import type { Database } from '@mbo/db/client';
import { payments, refunds } from '@mbo/db/schema-money';
import { ACCOUNT_KIND, BALANCE_SLOTS, PROVIDER } from '../ledger/accounts.ts';
import type { Ledger } from '../ledger/ledger.ts';
import { fromColumnJson } from './row-json.ts';
import { STAT_SLOTS } from '../aggregates/stat-slots.ts';

export type RefundRow = typeof refunds.$inferSelect;

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
  /**
   * An audit entry written with the refund, in its statement (it must not exist without the refund, nor the refund
   * without it); the refund's id and figures are added to `detail`. Never put secrets or codes in it.
   */
  audit?: RefundAudit;
}

export interface RefundAudit {
  /** The audit log's action for a refund (AuditAction in modules/audit: the money core imports no area). */
  action: 'refund';
  userId?: number | null;
  ip?: string;
  detail?: Record<string, unknown>;
}

/** What record_refund answers: the refund (new or recorded before), or a refusal. */
interface RecordRefundResult {
  created?: boolean;
  refund?: Record<string, unknown>;
  refused?: RefundRefusal;
  refundable?: number;
}

/**
 * Refunds (part of) a payment in one round trip: the database function `record_refund` (sql/record-refund.sql) locks the
 * payment row, checks what is left to refund, locks the merchant's available funds (and, when they fall short, its
 * global account), takes the real refund amount from them in that order, posts the refund and the channel's
 * confirmation, and updates the payment and the aggregates — one statement, so the locks are held for the
 * function's run, not for a round trip per step. Idempotent on the key. Before it, one read of the payment (its
 * currency names the ledger accounts; its channel decides whether the fee comes back).
 */
export function createRefundPath(db: Database, ledger: Ledger) {
  return {
    async refund(input: RefundInput): Promise<{ refund: RefundRow; created: boolean }> {
      if (!Number.isSafeInteger(input.amountMinor)) throw new RefundRefusedError('exceeds_refundable');
      const payment = await db.query.payments.findFirst({
        columns: { id: true, currencyId: true, channelId: true },
        where: and(eq(payments.merchantId, input.merchantId), eq(payments.id, input.paymentId)),
      });
      if (!payment) throw new RefundRefusedError('not_found');
      const { merchantId } = input;
      const { currencyId } = payment;
      const legs = [
        { merchantId, currencyId, kind: ACCOUNT_KIND.unsettled },
        { merchantId, currencyId, kind: ACCOUNT_KIND.global },
        { merchantId, currencyId, kind: ACCOUNT_KIND.fees },
        { merchantId, currencyId, kind: ACCOUNT_KIND.refundsInFlight },
        { merchantId: PROVIDER, currencyId, kind: ACCOUNT_KIND.channelClearing },
      ] as const;
      const [unsettled, global, fees, inFlight, clearing] = await ledger.accountIds(legs);
      const at = input.at ?? new Date();
      const audit = input.audit
        ? JSON.stringify({
            action: input.audit.action,
            user_id: input.audit.userId ?? null,
            ip: input.audit.ip ?? null,
            detail: input.audit.detail ?? {},
          })
        : null;
      const { rows } = await db.execute<{ result: RecordRefundResult }>(sql`
        select record_refund(${merchantId}, ${payment.id}, ${input.amountMinor}, ${input.reason ?? null}, ${input.idempotencyKey},
          ${input.userId ?? null}::integer, ${at.toISOString()}::timestamptz, ${!isCardChannel(payment.channelId)},
          ${unsettled}, ${global}, ${fees}, ${inFlight}, ${clearing}, ${BALANCE_SLOTS}, ${STAT_SLOTS}, ${audit}::jsonb) as result`);
      const result = rows[0]!.result;
      if (result.refused) throw new RefundRefusedError(result.refused, Number(result.refundable ?? 0));
      return { refund: fromColumnJson(refunds, result.refund!), created: result.created === true };
    },
  };
}
export type RefundPath = ReturnType<typeof createRefundPath>;
