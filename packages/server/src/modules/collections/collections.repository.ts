import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { COLLECTION_CLOSED_REASON } from '@mbo/contracts/calls/collections';
import { collectionStatusesOf } from '@mbo/contracts/remittance/collection-flow';
import { COLLECTION_STATUS } from '@mbo/contracts/remittance/order-flow';
import type { Database } from '@mbo/db/client';

/** A collection_orders row as the area's code reads it. */
export interface CollectionRow extends Record<string, unknown> {
  id: number;
  merchant_id: number;
  number: string;
  public_token: string;
  currency_id: number;
  amount_minor: number;
  fee_minor: number;
  description: string;
  payer_name: string | null;
  payer_email: string | null;
  status: number;
  request_id: string;
  created_by_user_id: number;
  created_at: Date | string;
  expires_at: Date | string;
  paid_at: Date | string | null;
  completed_at: Date | string | null;
  confirmed_by_user_id: number | null;
  closed_at: Date | string | null;
  closed_reason: string | null;
  close_note_en: string | null;
  close_note_zh: string | null;
}

export interface NewCollection {
  merchantId: number;
  currencyId: number;
  amountMinor: number;
  feeMinor: number;
  description: string;
  payerName: string | null;
  payerEmail: string | null;
  requestId: string;
  userId: number;
  validityDays: number;
}

/** An order number: "CO" and 10 characters of Crockford base 32 (no I, L, O, U: read aloud and typed safely). */
export function newCollectionNumber(): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  return `CO${[...randomBytes(10)].map((byte) => alphabet[byte % 32]).join('')}`;
}

const { unpaid, processing, closed } = COLLECTION_STATUS;

/** The filter's condition: every status (null), or the statuses a filter value stands for (integers of the scale). */
const statusIn = (status: number | null) =>
  status === null ? sql`true` : sql`status in (${sql.raw(collectionStatusesOf(status).map(Number).join(', '))})`;

/** The collection orders' queries, each scoped by the merchant (the payer's by the unguessable token). */
export function createCollectionsRepository(db: Database) {
  return {
    async timeZone(merchantId: number): Promise<string> {
      const { rows } = await db.execute<{ time_zone: string }>(
        sql`select time_zone from merchants where id = ${merchantId}`,
      );
      return rows[0]?.time_zone ?? 'Australia/Sydney';
    },

    /** Inserts the order, or nothing when the merchant already used the request id (undefined then). */
    async insert(input: NewCollection): Promise<CollectionRow | undefined> {
      const { rows } = await db.execute<CollectionRow>(sql`
        insert into collection_orders (merchant_id, number, public_token, currency_id, amount_minor, fee_minor,
          description, payer_name, payer_email, status, request_id, created_by_user_id, expires_at)
        values (${input.merchantId}, ${newCollectionNumber()}, ${randomBytes(24).toString('base64url')},
          ${input.currencyId}, ${input.amountMinor}, ${input.feeMinor}, ${input.description}, ${input.payerName},
          ${input.payerEmail}, ${unpaid}, ${input.requestId}, ${input.userId},
          now() + make_interval(days => ${input.validityDays}))
        on conflict (merchant_id, request_id) do nothing returning *`);
      return rows[0];
    },

    async byRequest(merchantId: number, requestId: string): Promise<CollectionRow | undefined> {
      const { rows } = await db.execute<CollectionRow>(
        sql`select * from collection_orders where merchant_id = ${merchantId} and request_id = ${requestId}`,
      );
      return rows[0];
    },

    async byId(merchantId: number, id: number): Promise<CollectionRow | undefined> {
      const { rows } = await db.execute<CollectionRow>(
        sql`select * from collection_orders where id = ${id} and merchant_id = ${merchantId}`,
      );
      return rows[0];
    },

    async byToken(token: string): Promise<(CollectionRow & { merchant_name: string; time_zone: string }) | undefined> {
      const { rows } = await db.execute<CollectionRow & { merchant_name: string; time_zone: string }>(sql`
        select c.*, m.name as merchant_name, m.time_zone from collection_orders c
        join merchants m on m.id = c.merchant_id where c.public_token = ${token}`);
      return rows[0];
    },

    async count(merchantId: number, status: number | null): Promise<number> {
      const { rows } = await db.execute<{ total: number }>(
        sql`select count(*)::int as total from collection_orders where merchant_id = ${merchantId} and ${statusIn(status)}`,
      );
      return rows[0]?.total ?? 0;
    },

    async list(
      merchantId: number,
      status: number | null,
      page: { index: number; size: number },
    ): Promise<CollectionRow[]> {
      const { rows } = await db.execute<CollectionRow>(sql`
        select * from collection_orders where merchant_id = ${merchantId} and ${statusIn(status)}
        order by created_at desc, id desc limit ${page.size} offset ${(page.index - 1) * page.size}`);
      return rows;
    },

    /** The merchant closes its unpaid order: null when it was not unpaid any more (a racing close or payment). */
    async close(merchantId: number, id: number): Promise<CollectionRow | null> {
      const { rows } = await db.execute<CollectionRow>(sql`
        update collection_orders set status = ${closed}, closed_at = now(), closed_reason = ${COLLECTION_CLOSED_REASON.user}
        where id = ${id} and merchant_id = ${merchantId} and status = ${unpaid}
        returning *`);
      return rows[0] ?? null;
    },

    /** The payer reported the transfer: unpaid (and still valid) → processing. */
    async markTransferred(id: number): Promise<CollectionRow | null> {
      const { rows } = await db.execute<CollectionRow>(sql`
        update collection_orders set status = ${processing}, paid_at = now()
        where id = ${id} and status = ${unpaid} and expires_at > now()
        returning *`);
      return rows[0] ?? null;
    },

    /** Closes this order when it is unpaid past its validity (the payer page's read; the job does the rest). */
    async expire(id: number): Promise<void> {
      await db.execute(sql`
        update collection_orders set status = ${closed}, closed_at = now(), closed_reason = ${COLLECTION_CLOSED_REASON.expired}
        where id = ${id} and status = ${unpaid} and expires_at <= now()`);
    },

    /** Closes unpaid orders past their validity (one statement: a racing payment or close keeps its own outcome). */
    async expireDue(now: Date, limit = 1000): Promise<number> {
      const { rows } = await db.execute<{ id: number }>(sql`
        update collection_orders set status = ${closed}, closed_at = now(), closed_reason = ${COLLECTION_CLOSED_REASON.expired}
        where id in (select id from collection_orders where status = ${unpaid}
          and expires_at <= ${now.toISOString()}::timestamptz order by expires_at limit ${limit})
          and status = ${unpaid}
        returning id`);
      return rows.length;
    },

    /** Orders the payer reported as transferred at or before `before`: the sandbox feed's to complete. */
    async transferredBefore(before: Date, limit = 1000): Promise<number[]> {
      const { rows } = await db.execute<{ id: number }>(sql`
        select id from collection_orders where status = ${processing}
          and paid_at <= ${before.toISOString()}::timestamptz order by paid_at limit ${limit}`);
      return rows.map((row) => Number(row.id));
    },
  };
}
export type CollectionsRepository = ReturnType<typeof createCollectionsRepository>;
