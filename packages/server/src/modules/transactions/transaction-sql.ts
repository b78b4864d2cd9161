import { sql, type SQL } from 'drizzle-orm';
import { REFUND_STATUS } from '@mbo/contracts/statuses';
import type { ListFilter, LocalRange } from './transaction-filter.ts';

/** A PostgreSQL integer-array literal, bound as one parameter (a JS array would expand into a list). */
export const intArray = (values: readonly number[]): string =>
  `{${values.map((value) => String(Math.trunc(value))).join(',')}}`;

/** A merchant-local time as an instant (the time zone applied by PostgreSQL, daylight saving included). */
export const localInstant = (local: string, timeZone: string): SQL =>
  sql`(${local}::timestamp at time zone ${timeZone})`;

/** Merchant-local wire time of an instant column. */
export const wireTime = (column: SQL, timeZone: string): SQL =>
  sql`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI:SS')`;

/** The conditions both tables share (store, channel, currency), on the alias given. */
function sharedConditions(alias: 'p' | 'r', filter: ListFilter): SQL[] {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  const parts: SQL[] = [];
  if (filter.stores) parts.push(sql`${column('store_id')} = any(${intArray(filter.stores)}::int[])`);
  if (filter.channels) parts.push(sql`${column('channel_id')} = any(${intArray(filter.channels)}::int[])`);
  if (filter.currencyId !== null) parts.push(sql`${column('currency_id')} = ${filter.currencyId}`);
  return parts;
}

/** Payments (alias p) matching the filter within a merchant-local range. */
export function paymentConditions(filter: ListFilter, range: LocalRange = filter.range): SQL {
  const parts = [
    sql`p.merchant_id = ${filter.merchantId}`,
    sql`p.paid_at >= ${localInstant(range.from, filter.timeZone)}`,
    sql`p.paid_at < ${localInstant(range.to, filter.timeZone)}`,
    ...sharedConditions('p', filter),
  ];
  if (filter.number !== null) parts.push(sql`p.number = ${filter.number}`);
  if (filter.status === 'paid') parts.push(sql`p.refunded_minor = 0`);
  if (filter.status === 'partly_refunded') parts.push(sql`p.refunded_minor > 0 and p.refunded_minor < p.gross_minor`);
  if (filter.status === 'refunded') parts.push(sql`p.refunded_minor > 0 and p.refunded_minor >= p.gross_minor`);
  return sql.join(parts, sql` and `);
}

/** Refunds (alias r) matching the filter; a payment's number also finds the refunds of that payment. */
export function refundConditions(filter: ListFilter, range: LocalRange = filter.range): SQL {
  const parts = [
    sql`r.merchant_id = ${filter.merchantId}`,
    sql`r.created_at >= ${localInstant(range.from, filter.timeZone)}`,
    sql`r.created_at < ${localInstant(range.to, filter.timeZone)}`,
    ...sharedConditions('r', filter),
  ];
  if (filter.status === 'refund_failed') parts.push(sql`r.status <> ${sql.raw(String(REFUND_STATUS.succeeded))}`);
  if (filter.number !== null) {
    // Numbers are unique per merchant: the payment is one row at most, so the condition stays two index lookups.
    parts.push(sql`(r.number = ${filter.number} or r.payment_id = (
      select pn.id from payments pn where pn.merchant_id = ${filter.merchantId} and pn.number = ${filter.number}))`);
  }
  return sql.join(parts, sql` and `);
}

/** The conditions of the daily aggregates (alias d) for a whole-day filter. */
export function dailyStatsConditions(filter: ListFilter, days: { from: string; to: string }): SQL {
  const parts = [
    sql`d.merchant_id = ${filter.merchantId}`,
    sql`d.day >= ${days.from}::date`,
    sql`d.day <= ${days.to}::date`,
  ];
  const column = (name: string) => sql.raw(`d.${name}`);
  if (filter.stores) parts.push(sql`${column('store_id')} = any(${intArray(filter.stores)}::int[])`);
  if (filter.channels) parts.push(sql`${column('channel_id')} = any(${intArray(filter.channels)}::int[])`);
  if (filter.currencyId !== null) parts.push(sql`${column('currency_id')} = ${filter.currencyId}`);
  return sql.join(parts, sql` and `);
}

/**
 * The columns of a transaction row, from a payment (p), its store (s) and, for refund rows, the refund (r). Amount
 * columns are bigint (numbers, see the client's type parser).
 */
export function paymentColumns(timeZone: string): SQL {
  return sql`p.id as payment_id, p.number as payment_number, p.store_id, s.name as store_name, p.channel_id, p.source_type,
    p.currency_id, p.order_minor, p.surcharge_rate_ppm, p.surcharge_minor, p.gross_minor, p.fee_rate_ppm, p.flat_fee_minor,
    p.fee_minor, p.net_minor, p.pay_currency_id, p.pay_minor, p.exchange_rate_micros, p.refunded_minor, p.channel_txn_id,
    p.out_txn_id, p.card_masked, p.pos_no, p.customer_name, p.customer_phone, p.subject, p.note,
    ${wireTime(sql`p.paid_at`, timeZone)} as paid_local, ${wireTime(sql`p.created_at`, timeZone)} as payment_created_local`;
}

export function refundColumns(timeZone: string): SQL {
  return sql`r.id as refund_id, r.number as refund_number, r.amount_minor as refund_minor, r.fee_returned_minor,
    r.real_refund_minor, r.status as refund_status, r.reason, r.from_global_account, ${wireTime(sql`r.created_at`, timeZone)} as refund_local`;
}

/** Payment rows joined to their store. */
export const paymentFrom = sql`payments p join stores s on s.id = p.store_id and s.merchant_id = p.merchant_id`;
/** Refund rows joined to their payment and store. */
export const refundFrom = sql`refunds r join payments p on p.id = r.payment_id and p.merchant_id = r.merchant_id
  join stores s on s.id = p.store_id and s.merchant_id = p.merchant_id`;
