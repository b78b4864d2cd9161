// The same totals as the statistics calls read, over the same aggregates.
import type { Totals } from '../transactions/transactions.public.ts';
import { and, between, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '@mbo/db/client';
import { merchants, stores } from '@mbo/db/schema';
import { merchantApiKeys } from '@mbo/db/schema-gateway';
import { settlementAccounts } from '@mbo/db/schema-settlement';
import { bandStats, dailyStats, hourlyStats, payments } from '@mbo/db/schema-money';

/**
 * The report queries. They read only the report aggregates (daily_stats, hourly_stats, band_stats), summed over
 * their slots and stores, so their cost follows the number of days in the range, not the number of payments.
 * Each is scoped by merchant and currency, and by the stores the caller may see.
 */
export interface ReportScope {
  merchantId: number;
  currencyId: number;
  /** null: every store; [] (a cashier without a store): none. */
  stores: number[] | null;
}

export interface PaymentBucket {
  count: number;
  minor: bigint;
}

/** A count's sum: a number (counts stay far below 2^53). */
const count = (column: PgColumn) => sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);
/** An amount's sum: numeric text from PostgreSQL read as a bigint, exact past 2^53 minor units. */
const amount = (column: PgColumn) => sql<bigint>`coalesce(sum(${column}), 0)::text`.mapWith(BigInt);

function storeFilter(column: PgColumn, stores: number[] | null): SQL | undefined {
  if (stores === null) return undefined;
  return stores.length === 0 ? sql`false` : inArray(column, stores);
}

export function createReportsRepository(db: Database) {
  const daily = (scope: ReportScope, start: string, end: string) =>
    and(
      eq(dailyStats.merchantId, scope.merchantId),
      eq(dailyStats.currencyId, scope.currencyId),
      between(dailyStats.day, start, end),
      storeFilter(dailyStats.storeId, scope.stores),
    );

  return {
    /** What the merchant has set up so far (the setup checklist), one existence test per step. */
    async setupSteps(merchantId: number) {
      const exists = (table: SQL) => sql<boolean>`exists (${table})`;
      const [row] = await db
        .select({
          settlementAccount: exists(
            sql`select 1 from ${settlementAccounts} where ${settlementAccounts.merchantId} = ${merchantId}`,
          ),
          store: exists(
            sql`select 1 from ${stores} where ${stores.merchantId} = ${merchantId} and not ${stores.isDelete}`,
          ),
          payment: exists(sql`select 1 from ${payments} where ${payments.merchantId} = ${merchantId}`),
          apiKey: exists(
            sql`select 1 from ${merchantApiKeys} where ${merchantApiKeys.merchantId} = ${merchantId} and ${merchantApiKeys.retiredAt} is null`,
          ),
        })
        .from(merchants)
        .where(eq(merchants.id, merchantId));
      return row ?? { settlementAccount: false, store: false, payment: false, apiKey: false };
    },

    async totals(scope: ReportScope, start: string, end: string): Promise<Totals> {
      const [row] = await db
        .select({
          paymentCount: count(dailyStats.paymentCount),
          paymentMinor: amount(dailyStats.paymentMinor),
          refundCount: count(dailyStats.refundCount),
          refundMinor: amount(dailyStats.refundMinor),
          feeMinor: amount(dailyStats.feeMinor),
        })
        .from(dailyStats)
        .where(daily(scope, start, end));
      return row!;
    },

    /** Payments per channel; channels that only had refunds in the range are left out. */
    async byChannel(
      scope: ReportScope,
      start: string,
      end: string,
    ): Promise<(PaymentBucket & { channelId: number })[]> {
      return db
        .select({
          channelId: dailyStats.channelId,
          count: count(dailyStats.paymentCount),
          minor: amount(dailyStats.paymentMinor),
        })
        .from(dailyStats)
        .where(daily(scope, start, end))
        .groupBy(dailyStats.channelId)
        .having(sql`sum(${dailyStats.paymentCount}) > 0`);
    },

    async byBand(scope: ReportScope, start: string, end: string): Promise<{ band: number; count: number }[]> {
      return db
        .select({ band: bandStats.band, count: count(bandStats.paymentCount) })
        .from(bandStats)
        .where(
          and(
            eq(bandStats.merchantId, scope.merchantId),
            eq(bandStats.currencyId, scope.currencyId),
            between(bandStats.day, start, end),
            storeFilter(bandStats.storeId, scope.stores),
          ),
        )
        .groupBy(bandStats.band);
    },

    /** Payments per merchant-local day (days without any left out). */
    async byDay(scope: ReportScope, start: string, end: string): Promise<(PaymentBucket & { day: string })[]> {
      return db
        .select({ day: dailyStats.day, count: count(dailyStats.paymentCount), minor: amount(dailyStats.paymentMinor) })
        .from(dailyStats)
        .where(daily(scope, start, end))
        .groupBy(dailyStats.day);
    },

    /** Payments per merchant-local hour of one day (hours without any left out). */
    async byHour(scope: ReportScope, day: string): Promise<(PaymentBucket & { hour: number })[]> {
      return db
        .select({
          hour: hourlyStats.hour,
          count: count(hourlyStats.paymentCount),
          minor: amount(hourlyStats.paymentMinor),
        })
        .from(hourlyStats)
        .where(
          and(
            eq(hourlyStats.merchantId, scope.merchantId),
            eq(hourlyStats.currencyId, scope.currencyId),
            eq(hourlyStats.day, day),
            storeFilter(hourlyStats.storeId, scope.stores),
          ),
        )
        .groupBy(hourlyStats.hour);
    },
  };
}
export type ReportsRepository = ReturnType<typeof createReportsRepository>;
