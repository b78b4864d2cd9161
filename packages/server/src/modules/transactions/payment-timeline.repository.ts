import { sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';

/** Merchant-local wire time of an instant column, in the time zone of the joined merchant (m). */
const localTime = (column: string) => sql.raw(`to_char(${column} at time zone m.time_zone, 'YYYY-MM-DD HH24:MI:SS')`);

/** A payment as its timeline needs it. */
export interface TimelinePaymentRow {
  payment_id: number;
  payment_number: string;
  currency_id: number;
  gross_minor: number;
  created_local: string;
  paid_local: string;
  settlement_id: number | null;
}

/** A refund of the payment, with who made it: a member (their name) or the merchant's system through the API. */
export interface TimelineRefundRow {
  id: number;
  number: string;
  amount_minor: number;
  status: number;
  reason: string | null;
  created_local: string;
  settlement_id: number | null;
  user_name: string | null;
  api_refund_no: string | null;
}

/** The reads of a payment's timeline; each scoped by merchant (the caller checked the payment's store). */
export function createPaymentTimelineRepository(db: Database) {
  return {
    async payment(merchantId: number, paymentId: number): Promise<TimelinePaymentRow | undefined> {
      const { rows } = await db.execute<TimelinePaymentRow & Record<string, unknown>>(sql`
        select p.id as payment_id, p.number as payment_number, p.currency_id, p.gross_minor,
          ${localTime('p.created_at')} as created_local,
          ${localTime('p.paid_at')} as paid_local, p.settlement_id
        from payments p join merchants m on m.id = p.merchant_id
        where p.merchant_id = ${merchantId} and p.id = ${paymentId}`);
      return rows[0];
    },

    async refunds(merchantId: number, paymentId: number): Promise<TimelineRefundRow[]> {
      const { rows } = await db.execute<TimelineRefundRow & Record<string, unknown>>(sql`
        select r.id, r.number, r.amount_minor, r.status, r.reason,
          ${localTime('r.created_at')} as created_local, r.settlement_id,
          u.name as user_name, ar.out_refund_no as api_refund_no
        from refunds r join merchants m on m.id = r.merchant_id
        left join users u on u.id = r.created_by_user_id
        left join api_refunds ar on ar.merchant_id = r.merchant_id and ar.refund_id = r.id
        where r.merchant_id = ${merchantId} and r.payment_id = ${paymentId}
        order by r.created_at, r.id`);
      return rows;
    },
  };
}
export type PaymentTimelineRepository = ReturnType<typeof createPaymentTimelineRepository>;
