import { sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { REFUND_STATUS } from '@mbo/contracts/statuses';
import { ACCOUNT_KIND } from '../../money/money.public.ts';
import { intArray } from '../transactions/transactions.public.ts';

/** What the refund rules need of a payment. */
export interface RefundablePayment {
  id: number;
  merchantId: number;
  currencyId: number;
  channelId: number;
  grossMinor: number;
  refundedMinor: number;
  feeMinor: number;
  /** Fee already given back by succeeded refunds. */
  feeReturnedMinor: number;
}

export interface UserContact {
  countryCode: string | null;
  phone: string | null;
  email: string | null;
}

/** Queries of the refund flow, each scoped by merchant (and by the caller's stores where given). */
export function createRefundsRepository(db: Database) {
  return {
    async payment(merchantId: number, paymentId: number, stores: number[] | null): Promise<RefundablePayment | null> {
      const { rows } = await db.execute<{
        id: number;
        currency_id: number;
        channel_id: number;
        gross_minor: number;
        refunded_minor: number;
        fee_minor: number;
        fee_returned_minor: number;
      }>(sql`
        select p.id, p.currency_id, p.channel_id, p.gross_minor, p.refunded_minor, p.fee_minor,
          coalesce((select sum(r.fee_returned_minor) from refunds r
            where r.merchant_id = p.merchant_id and r.payment_id = p.id and r.status = ${REFUND_STATUS.succeeded}), 0) as fee_returned_minor
        from payments p
        where p.merchant_id = ${merchantId} and p.id = ${paymentId}
        ${stores ? sql`and p.store_id = any(${intArray(stores)}::int[])` : sql``}`);
      const row = rows[0];
      if (!row) return null;
      return {
        id: Number(row.id),
        merchantId,
        currencyId: Number(row.currency_id),
        channelId: Number(row.channel_id),
        grossMinor: Number(row.gross_minor),
        refundedMinor: Number(row.refunded_minor),
        feeMinor: Number(row.fee_minor),
        feeReturnedMinor: Number(row.fee_returned_minor),
      };
    },

    /** A refund recorded under an idempotency key: which payment and amount it was for. */
    async byKey(
      merchantId: number,
      key: string,
    ): Promise<{ id: number; paymentId: number; amountMinor: number } | null> {
      const { rows } = await db.execute<{ id: number; payment_id: number; amount_minor: number }>(
        sql`select id, payment_id, amount_minor from refunds where merchant_id = ${merchantId} and idempotency_key = ${key}`,
      );
      const row = rows[0];
      return row
        ? { id: Number(row.id), paymentId: Number(row.payment_id), amountMinor: Number(row.amount_minor) }
        : null;
    },

    async contact(userId: number): Promise<UserContact | null> {
      const { rows } = await db.execute<{ country_code: string | null; phone: string | null; email: string | null }>(
        sql`select country_code, phone, email from users where id = ${userId}`,
      );
      const row = rows[0];
      return row ? { countryCode: row.country_code, phone: row.phone, email: row.email } : null;
    },

    /** When the last code of a purpose went to an account, whatever it was bound to (null: never). */
    async lastCodeAt(account: string, purpose: number): Promise<Date | null> {
      const { rows } = await db.execute<{ created_at: Date | string }>(
        sql`select created_at from verification_codes where account = ${account} and purpose = ${purpose} order by id desc limit 1`,
      );
      const value = rows[0]?.created_at;
      return value === undefined ? null : new Date(value);
    },

    async merchantNumber(merchantId: number): Promise<string | null> {
      const { rows } = await db.execute<{ number: string }>(sql`select number from merchants where id = ${merchantId}`);
      return rows[0]?.number ?? null;
    },

    /** The currency of a global account of this merchant (null: not one of its global accounts). */
    async globalAccountCurrency(merchantId: number, accountId: number): Promise<number | null> {
      const { rows } = await db.execute<{ currency_id: number }>(
        sql`select currency_id from ledger_accounts where id = ${accountId} and merchant_id = ${merchantId} and kind = ${ACCOUNT_KIND.global}`,
      );
      return rows[0] ? Number(rows[0].currency_id) : null;
    },
  };
}
export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
