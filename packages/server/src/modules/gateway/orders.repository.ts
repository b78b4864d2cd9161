/** The gateway's queries: orders, the stores behind payment links, and an order's final state with its notification. */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { executePrepared } from '@mbo/db/prepared';
import { ORDER_STATUS } from '@mbo/contracts/statuses';
import { orders } from '@mbo/db/schema-gateway';
import { batchRows } from '../../lib/batch-sql.ts';
import { createBatcher, resultsByIndex } from '../../lib/batcher.ts';
import { fromColumnJson } from '../../money/money.public.ts';

/** An order row with what its views need: the store's public face and, once paid, the payment's figures. */
export type OrderRow = typeof orders.$inferSelect & {
  storeName: string;
  storeType: number;
  storePayToken: string;
  payLogo: string | null;
  paymentNumber: string | null;
  paymentSurchargeMinor: number | null;
  paymentGrossMinor: number | null;
  /** The merchant's is_verify, read with the order: an unverified merchant's orders are not sent to a channel. */
  merchantVerified: boolean;
  /** The merchant's time zone: the pay page shows "paid at" in it. */
  merchantTimeZone: string;
};

export interface PayStoreRow {
  id: number;
  merchantId: number;
  name: string;
  merchantName: string;
  type: number;
  payLogo: string | null;
  supportCurrencies: number[];
  messageType: number;
  isGetUserInfo: boolean;
  /** The merchant's is_verify: an unverified merchant's stores take no payments (issue 11 §5). */
  isMerchantVerified: boolean;
}

/** What an insert takes: the order's own fields (its number, status and times come from the database). */
export type NewOrder = Pick<
  OrderRow,
  | 'merchantId'
  | 'storeId'
  | 'outTradeNo'
  | 'idempotencyKey'
  | 'sourceType'
  | 'channelId'
  | 'currencyId'
  | 'orderMinor'
  | 'subject'
  | 'note'
  | 'customerName'
  | 'customerPhone'
  | 'notifyUrl'
  | 'returnUrl'
  | 'expiresAt'
> & { payToken?: string };

/** A final state to write: the order's row moves from pending to it only once; the event goes with it. */
export interface OrderOutcome {
  orderId: number;
  status: number;
  paymentId?: number;
  paidAt?: Date;
  failureReason?: string;
  /**
   * 'pending' (default): only a pending order moves. 'unpaid': any order not yet paid — a channel's "paid" is the
   * money's own word, so a payment taken after the order expired or failed here still completes the order.
   */
  from?: 'pending' | 'unpaid';
  event: { eventId: string; type: string; payload: Record<string, unknown> };
}

const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

function toOrderRow(row: Record<string, unknown>): OrderRow {
  return {
    ...fromColumnJson(orders, row),
    storeName: String(row.store_name),
    storeType: Number(row.store_type),
    storePayToken: String(row.store_pay_token),
    payLogo: (row.pay_logo as string | null) ?? null,
    paymentNumber: (row.payment_number as string | null) ?? null,
    paymentSurchargeMinor: num(row.payment_surcharge_minor),
    paymentGrossMinor: num(row.payment_gross_minor),
    merchantVerified: row.merchant_verified === true,
    merchantTimeZone: String(row.merchant_time_zone ?? 'Australia/Sydney'),
  };
}

const ORDER_COLUMNS = sql`o.*, s.name as store_name, s.type as store_type, s.pay_token as store_pay_token, s.pay_logo,
    p.number as payment_number, p.surcharge_minor as payment_surcharge_minor, p.gross_minor as payment_gross_minor,
    m.is_verify as merchant_verified, m.time_zone as merchant_time_zone`;
const ORDER_JOINS = sql`join stores s on s.id = o.store_id join merchants m on m.id = o.merchant_id
  left join payments p on p.merchant_id = o.merchant_id and p.id = o.payment_id`;
const ORDER_SELECT = sql`select ${ORDER_COLUMNS} from orders o ${ORDER_JOINS}`;

/**
 * The CTE writing an order's notification after the CTE `moved` (merchant_id, notify_url, payment_number) moved it:
 * one row when the order moved and a notify URL exists (the order's, else the merchant's default); the payment's
 * number, when given, becomes the payload's data.transaction_id.
 */
function notificationOf(event: OrderOutcome['event']): SQL {
  return sql`event as (
    insert into webhook_events (event_id, merchant_id, type, payload, notify_url)
    select ${event.eventId}, m.merchant_id, ${event.type},
      case when m.payment_number is null then p.payload else jsonb_set(p.payload, '{data,transaction_id}', to_jsonb(m.payment_number)) end,
      coalesce(m.notify_url, settings.notify_url)
    from moved m cross join (select ${JSON.stringify(event.payload)}::jsonb as payload) p
      left join merchant_api_settings settings on settings.merchant_id = m.merchant_id
    where coalesce(m.notify_url, settings.notify_url) is not null
    returning id
  )`;
}

export function createOrdersRepository(db: Database) {
  async function one(where: ReturnType<typeof sql>): Promise<OrderRow | null> {
    const { rows } = await executePrepared(db, sql`${ORDER_SELECT} where ${where}`);
    return rows[0] ? toOrderRow(rows[0]) : null;
  }

  const byNumber = createBatcher<{ merchantId: number; number: string }, OrderRow | null>({
    run: async (batch) => {
      const { rows } = await executePrepared<Record<string, unknown> & { i: number }>(
        db,
        sql`
        select r.i, ${ORDER_COLUMNS}
        from ${batchRows(batch, `"merchantId" int, number text`)}
        join orders o on o.merchant_id = r."merchantId" and o.number = r.number
        ${ORDER_JOINS}`,
      );
      return resultsByIndex(rows, batch.length, toOrderRow, null);
    },
  });

  // Every customer who opens a pay link reads its order by token (the merchant API's bench: once an order).
  const byToken = createBatcher<string, OrderRow | null>({
    run: async (batch) => {
      const { rows } = await executePrepared<Record<string, unknown> & { i: number }>(
        db,
        sql`
        select r.i, ${ORDER_COLUMNS}
        from ${batchRows(
          batch.map((payToken) => ({ payToken })),
          `"payToken" text`,
        )}
        join orders o on o.pay_token = r."payToken"
        ${ORDER_JOINS}`,
      );
      return resultsByIndex(rows, batch.length, toOrderRow, null);
    },
  });

  return {
    byId: (id: number) => one(sql`o.id = ${id}`),
    /** By the order's public token (the pay link): lookups arriving together share one statement. */
    byToken: (payToken: string) => byToken(payToken),
    /** By our order number (channels' notifications name orders so): lookups arriving together share one statement. */
    byNumber: (merchantId: number, number: string) => byNumber({ merchantId, number }),
    byOutTradeNo: (merchantId: number, outTradeNo: string) =>
      one(sql`o.merchant_id = ${merchantId} and o.out_trade_no = ${outTradeNo}`),

    /**
     * Pending orders to bring up to date, oldest first: sent to a channel that has not reported on them for
     * `quietMs`, or past their expiry.
     */
    async dueForCheck(quietMs: number, limit: number): Promise<OrderRow[]> {
      const { rows } = await executePrepared(
        db,
        sql`${ORDER_SELECT}
        where o.status = ${ORDER_STATUS.pending} and ((o.channel_txn_id is not null and o.updated_at <= now() - make_interval(secs => ${quietMs / 1000}))
          or o.expires_at <= now())
        order by o.id limit ${limit}`,
      );
      return rows.map(toOrderRow);
    },

    /** A live store of a live merchant by its payment link token. */
    async storeByPayToken(payToken: string): Promise<PayStoreRow | null> {
      const { rows } = await executePrepared<Record<string, unknown>>(
        db,
        sql`
        select s.id, s.merchant_id, s.name, coalesce(nullif(m.short_name, ''), m.name) as merchant_name, s.type, s.pay_logo,
          s.support_currencies, s.message_type, s.is_get_user_info, m.is_verify
        from stores s join merchants m on m.id = s.merchant_id
        where s.pay_token = ${payToken} and not s.is_delete and not m.is_delete`,
      );
      const row = rows[0];
      if (!row) return null;
      return {
        id: Number(row.id),
        merchantId: Number(row.merchant_id),
        name: String(row.name),
        merchantName: String(row.merchant_name),
        type: Number(row.type),
        payLogo: (row.pay_logo as string | null) ?? null,
        supportCurrencies: (row.support_currencies as number[]).map(Number),
        messageType: Number(row.message_type),
        isGetUserInfo: row.is_get_user_info === true,
        isMerchantVerified: row.is_verify === true,
      };
    },

    /** A live store of the merchant (the merchant API names stores by id). */
    async storeOfMerchant(
      merchantId: number,
      storeId: number,
    ): Promise<{ type: number; supportCurrencies: number[] } | null> {
      const { rows } = await executePrepared<{ type: number; support_currencies: number[] }>(
        db,
        sql`
        select type, support_currencies from stores where id = ${storeId} and merchant_id = ${merchantId} and not is_delete`,
      );
      return rows[0] ? { type: Number(rows[0].type), supportCurrencies: rows[0].support_currencies.map(Number) } : null;
    },

    /**
     * Inserts an order numbered `O` + UTC date (YYMMDD) + its id permuted into 10 digits (public_number: the id
     * counts every merchant's orders) and answers it as read. With a pay
     * token given, a second insert of the same token writes nothing and answers null (the caller reads the first);
     * so does an out_trade_no the merchant used before. Orders arriving together share one statement.
     */
    insert: createBatcher<NewOrder, OrderRow | null>({
      run: async (batch) => {
        const { rows } = await executePrepared<Record<string, unknown> & { i: number }>(
          db,
          sql`
          with input as (
            select nextval(pg_get_serial_sequence('orders', 'id')) as id, r.*
            from ${batchRows(
              batch.map(({ payToken, expiresAt, ...order }) => ({
                ...order,
                payToken: payToken ?? null,
                expiresAt: expiresAt.toISOString(),
              })),
              `"merchantId" int, "storeId" int, "payToken" text, "outTradeNo" text, "idempotencyKey" text, "sourceType" smallint, "channelId" smallint,
              "currencyId" smallint, "orderMinor" bigint, subject text, note text, "customerName" text, "customerPhone" text,
              "notifyUrl" text, "returnUrl" text, "expiresAt" timestamptz`,
            )}
          ),
          o as (
            insert into orders (id, merchant_id, store_id, number, pay_token, out_trade_no, idempotency_key, source_type, channel_id, currency_id,
              order_minor, subject, note, customer_name, customer_phone, notify_url, return_url, expires_at)
            select id, "merchantId", "storeId", 'O' || to_char(now() at time zone 'UTC', 'YYMMDD') || public_number(id, 10),
              coalesce("payToken", replace(gen_random_uuid()::text, '-', '')), "outTradeNo", "idempotencyKey", "sourceType", "channelId", "currencyId",
              "orderMinor", subject, note, "customerName", "customerPhone", "notifyUrl", "returnUrl", "expiresAt"
            from input order by i
            on conflict do nothing
            returning *
          )
          select input.i, o.*, s.name as store_name, s.type as store_type, s.pay_token as store_pay_token, s.pay_logo,
            null as payment_number, null as payment_surcharge_minor, null as payment_gross_minor, m.is_verify as merchant_verified,
            m.time_zone as merchant_time_zone
          from input join o on o.id = input.id join stores s on s.id = o.store_id join merchants m on m.id = o.merchant_id`,
        );
        return resultsByIndex(rows, batch.length, toOrderRow, null);
      },
    }),

    /**
     * Records the channel transaction of a pending order: only if the order still has no transaction or the one
     * being replaced (`previousTxnId`), so two requests cannot both switch it. Answers whether it moved.
     */
    setChannel: createBatcher<
      { orderId: number; channelId: number; channelTxnId: string; previousTxnId: string | null },
      boolean
    >({
      keysOf: (change) => [String(change.orderId)],
      run: async (batch) => {
        const { rows } = await executePrepared<{ i: number }>(
          db,
          sql`
          update orders o set channel_id = r."channelId", channel_txn_id = r."channelTxnId", updated_at = now()
          from ${batchRows(batch, `"orderId" bigint, "channelId" smallint, "channelTxnId" text, "previousTxnId" text`)}
          where o.id = r."orderId" and o.status = ${ORDER_STATUS.pending}
            and (o.channel_txn_id is not distinct from r."previousTxnId" or o.channel_txn_id = r."channelTxnId")
          returning r.i`,
        );
        return resultsByIndex(rows, batch.length, () => true, false);
      },
    }),

    /** A pending order past its expiry becomes expired; no notification. */
    async expire(orderId: number): Promise<void> {
      await executePrepared(
        db,
        sql`update orders set status = ${ORDER_STATUS.expired}, failure_reason = 'expired', updated_at = now() where id = ${orderId} and status = ${ORDER_STATUS.pending}`,
      );
    },

    /**
     * Moves an order to its final state (from pending, or see `from`) and, only if this statement made that move and a notify URL exists
     * (the order's, else the merchant's default), writes the merchant's notification — one statement, so both or
     * neither. Answers whether the move happened here.
     */
    async finish(outcome: OrderOutcome): Promise<boolean> {
      const { rows } = await executePrepared<{ moved: number }>(
        db,
        sql`
        with moved as (
          update orders set status = ${outcome.status}, payment_id = coalesce(${outcome.paymentId ?? null}::bigint, payment_id),
            paid_at = coalesce(${outcome.paidAt?.toISOString() ?? null}::timestamptz, paid_at),
            failure_reason = coalesce(${outcome.failureReason ?? null}::text, failure_reason), updated_at = now()
          where id = ${outcome.orderId} and ${outcome.from === 'unpaid' ? sql`status <> ${ORDER_STATUS.paid}` : sql`status = ${ORDER_STATUS.pending}`}
          returning merchant_id, notify_url, null::text as payment_number
        ), ${notificationOf(outcome.event)}
        select count(*)::int as moved from moved`,
      );
      return Number(rows[0]?.moved ?? 0) === 1;
    },

    /**
     * The writes that complete an order in the payment path's own statement (WithPayment: the CTE `recorded`), so
     * the payment, the order's paid state and its notification commit together: only a payment created by that
     * statement moves the order (any state but paid) to paid; the notification then carries the payment's number
     * as its transaction_id. A payment recorded before (`created` false) moves nothing here (see finish).
     */
    paidWithPayment(outcome: { orderId: number; paidAt: Date; event: OrderOutcome['event'] }): SQL[] {
      return [
        sql`moved as (
          update orders set status = ${ORDER_STATUS.paid}, payment_id = (recorded.result->'payment'->>'id')::bigint,
            paid_at = ${outcome.paidAt.toISOString()}::timestamptz, updated_at = now()
          from recorded
          where orders.id = ${outcome.orderId} and orders.status <> ${ORDER_STATUS.paid} and (recorded.result->>'created')::boolean
          returning orders.merchant_id, orders.notify_url, recorded.result->'payment'->>'number' as payment_number
        )`,
        notificationOf(outcome.event),
      ];
    },
  };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
