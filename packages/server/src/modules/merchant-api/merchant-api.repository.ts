import { sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';

export interface ApiRefundRow {
  outRefundNo: string;
  refundId: number;
  orderId: number;
  orderNumber: string;
  refundNumber: string;
  currencyId: number;
  amountMinor: number;
  status: number;
  reason: string | null;
  createdAt: Date;
}

export interface OrderDefaults {
  storeId: number | null;
  /** The currencies the store accepts (ids), as the pay page offers them. */
  storeCurrencies: number[];
  notifyUrl: string | null;
}

/** Order defaults are read at most once a second per merchant and store (a new notify URL applies within a second). */
const DEFAULTS_CACHE_MS = 1_000;

/** Queries of the merchant API, each scoped by merchant. */
export function createMerchantApiRepository(db: Database) {
  const defaults = new Map<string, { at: number; value: Promise<OrderDefaults> }>();

  async function readDefaults(merchantId: number, storeId: number | undefined): Promise<OrderDefaults> {
    const { rows } = await db.execute<{
      store: { id: number; support_currencies: number[] } | null;
      notify_url: string | null;
    }>(sql`
      select
        (select json_build_object('id', id, 'support_currencies', support_currencies) from stores where merchant_id = ${merchantId} and not is_delete
          ${storeId === undefined ? sql`` : sql`and id = ${storeId}`} order by id limit 1) as store,
        (select notify_url from merchant_api_settings where merchant_id = ${merchantId}) as notify_url`);
    const row = rows[0];
    return {
      storeId: row?.store ? Number(row.store.id) : null,
      storeCurrencies: row?.store ? row.store.support_currencies.map(Number) : [],
      notifyUrl: row?.notify_url ?? null,
    };
  }

  return {
    /**
     * In one round trip, cached a second: the store an order goes to (the one named, if it is the merchant's and
     * not deleted; else the merchant's first), the currencies it accepts and the merchant's default notify URL.
     */
    orderDefaults(merchantId: number, storeId: number | undefined): Promise<OrderDefaults> {
      const key = `${merchantId}:${storeId ?? ''}`;
      const cached = defaults.get(key);
      if (cached && Date.now() - cached.at < DEFAULTS_CACHE_MS) return cached.value;
      if (defaults.size > 10_000) defaults.clear();
      const value = readDefaults(merchantId, storeId);
      defaults.set(key, { at: Date.now(), value });
      value.catch(() => defaults.delete(key));
      return value;
    },

    async refund(merchantId: number, outRefundNo: string): Promise<ApiRefundRow | null> {
      const { rows } = await db.execute<{
        out_refund_no: string;
        refund_id: number;
        order_id: number;
        order_number: string;
        refund_number: string;
        currency_id: number;
        amount_minor: number;
        status: number;
        reason: string | null;
        created_at: Date | string;
      }>(sql`
        select a.out_refund_no, a.refund_id, a.order_id, o.number as order_number, r.number as refund_number, r.currency_id,
          r.amount_minor, r.status, r.reason, r.created_at
        from api_refunds a
        join refunds r on r.merchant_id = a.merchant_id and r.id = a.refund_id
        join orders o on o.merchant_id = a.merchant_id and o.id = a.order_id
        where a.merchant_id = ${merchantId} and a.out_refund_no = ${outRefundNo}`);
      const row = rows[0];
      if (!row) return null;
      return {
        outRefundNo: row.out_refund_no,
        refundId: Number(row.refund_id),
        orderId: Number(row.order_id),
        orderNumber: row.order_number,
        refundNumber: row.refund_number,
        currencyId: Number(row.currency_id),
        amountMinor: Number(row.amount_minor),
        status: Number(row.status),
        reason: row.reason,
        createdAt: new Date(row.created_at),
      };
    },

    async recordRefund(merchantId: number, outRefundNo: string, orderId: number, refundId: number): Promise<void> {
      await db.execute(sql`insert into api_refunds (merchant_id, out_refund_no, order_id, refund_id)
        values (${merchantId}, ${outRefundNo}, ${orderId}, ${refundId}) on conflict do nothing`);
    },
  };
}
export type MerchantApiRepository = ReturnType<typeof createMerchantApiRepository>;
