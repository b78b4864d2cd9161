import type { CallResponse } from '@mbo/contracts/calls/index';
import type { GroupTimeType, ReportRange, TimeRow } from '@mbo/contracts/calls/dashboard';
import { GROUP_TIME_TYPE, type Language } from '@mbo/contracts/constants';
import { translate } from '@mbo/contracts/i18n';
import { PRICE_BAND_LIMITS_MINOR } from '@mbo/contracts/lookups/price-bands';
import { formatMoney, toMajor } from '@mbo/contracts/money';
import type { MerchantMembership } from '../../http/call-context.ts';
import { badRequest } from '../../lib/app-error.ts';
import { localDateHour } from '../../lib/time.ts';
import { storeScope } from '../store-scope.ts';
import { addDays } from '@mbo/contracts/date-filter';
import { datesFrom, isoWeekday, mondayOf } from './calendar.ts';
import { changeRate, fitsPeriod, trendLabel, trendPlan, type DateRange } from './report-periods.ts';
import type { Totals } from '../transactions/transactions.public.ts';
import type { PaymentBucket, ReportScope, ReportsRepository } from './dashboard.repository.ts';

const HOURS_IN_DAY = 24;
const pad2 = (value: number) => String(value).padStart(2, '0');

/** Half-up integer division (non-negative operands): the average payment in minor units. */
const averageMinor = (minor: bigint, count: number): bigint =>
  count === 0 ? 0n : (2n * minor + BigInt(count)) / (2n * BigInt(count));

function sumOver(days: Map<string, PaymentBucket>, range: DateRange): PaymentBucket {
  let count = 0;
  let minor = 0n;
  for (const date of datesFrom(range.start, range.end)) {
    const bucket = days.get(date);
    count += bucket?.count ?? 0;
    minor += bucket?.minor ?? 0n;
  }
  return { count, minor };
}

/**
 * The dashboard's reports: resolves the merchant's "today" in its time zone, checks the range against it, applies
 * the caller's store scope, and shapes the aggregates into the wire rows (amounts in major units).
 */
export function createReportsService(reports: ReportsRepository, now: () => Date = () => new Date()) {
  function setting(membership: MerchantMembership, currencyId: number) {
    const { date: today, hour } = localDateHour(now(), membership.timeZone);
    const scope: ReportScope = { merchantId: membership.id, currencyId, stores: storeScope(membership) };
    return { scope, today, hour };
  }

  /** The dashboard shows no future: a range may reach today, not beyond. A period kind must fit the range. */
  function rangeSetting(membership: MerchantMembership, range: ReportRange, group?: GroupTimeType) {
    const found = setting(membership, range.currency);
    if (range.endTime > found.today) throw badRequest('dashboard.date_future');
    if (group !== undefined && !fitsPeriod(group, { start: range.startTime, end: range.endTime }))
      throw badRequest('dashboard.period_mismatch');
    return found;
  }

  const major = (minor: bigint, currencyId: number) => toMajor(minor, currencyId);

  function summaryOf(totals: Totals, currencyId: number) {
    const netMinor = totals.paymentMinor - totals.refundMinor - totals.feeMinor;
    return {
      transaction_amount: major(totals.paymentMinor, currencyId),
      transaction_count: totals.paymentCount,
      refund_amount: major(totals.refundMinor, currencyId),
      merchant_fee_amount: major(totals.feeMinor, currencyId),
      net_amount: major(netMinor, currencyId),
    };
  }

  const row = (groupTime: string, text: string, bucket: PaymentBucket | undefined, currencyId: number): TimeRow => ({
    group_time: groupTime,
    group_time_text: text,
    transaction_amount: major(bucket?.minor ?? 0n, currencyId),
    transaction_count: bucket?.count ?? 0,
  });

  return {
    async todaySummary(
      membership: MerchantMembership,
      currencyId: number,
    ): Promise<CallResponse<'today_summary_report'>> {
      const { scope, today } = setting(membership, currencyId);
      return { summary: summaryOf(await reports.totals(scope, today, today), currencyId), date: today };
    },

    async summary(membership: MerchantMembership, range: ReportRange): Promise<CallResponse<'SummaryReport'>> {
      const { scope } = rangeSetting(membership, range);
      const totals = await reports.totals(scope, range.startTime, range.endTime);
      return {
        summary: {
          ...summaryOf(totals, range.currency),
          avg_transaction_amount: major(averageMinor(totals.paymentMinor, totals.paymentCount), range.currency),
          refund_count: totals.refundCount,
        },
      };
    },

    async priceBands(membership: MerchantMembership, range: ReportRange): Promise<CallResponse<'PriceReport'>> {
      const { scope } = rangeSetting(membership, range);
      const counts = new Map(
        (await reports.byBand(scope, range.startTime, range.endTime)).map((band) => [band.band, band.count]),
      );
      const last = PRICE_BAND_LIMITS_MINOR.length;
      return {
        rows: Array.from({ length: last + 1 }, (_, band) => {
          const limit = PRICE_BAND_LIMITS_MINOR[band];
          return {
            band,
            superior_limit: limit === undefined ? null : toMajor(limit, range.currency),
            superior_limit_text:
              limit === undefined
                ? `> ${formatMoney(PRICE_BAND_LIMITS_MINOR[last - 1]!, range.currency)}`
                : `≤ ${formatMoney(limit, range.currency)}`,
            transaction_count: counts.get(band) ?? 0,
          };
        }),
      };
    },

    async channels(membership: MerchantMembership, range: ReportRange): Promise<CallResponse<'ChannelReport'>> {
      const { scope } = rangeSetting(membership, range);
      const rows = await reports.byChannel(scope, range.startTime, range.endTime);
      rows.sort((a, b) => (b.minor > a.minor ? 1 : b.minor < a.minor ? -1 : a.channelId - b.channelId));
      return {
        rows: rows.map((channel) => ({
          payment_channel_id: channel.channelId,
          transaction_amount: major(channel.minor, range.currency),
          transaction_count: channel.count,
        })),
      };
    },

    async trend(
      membership: MerchantMembership,
      range: ReportRange,
      group: GroupTimeType | undefined,
    ): Promise<CallResponse<'TrendReport'>> {
      const { scope } = rangeSetting(membership, range, group);
      const plan = trendPlan({ start: range.startTime, end: range.endTime }, group);
      const days = new Map(
        (await reports.byDay(scope, plan.bars[0]!.start, range.endTime)).map((day) => [day.day, day]),
      );
      const current = sumOver(days, plan.bars.at(-1)!);
      const previous = sumOver(days, plan.previous);
      return {
        rows: plan.bars.map((bar) => ({
          ...row(bar.start, trendLabel(plan.unit, bar), sumOver(days, bar), range.currency),
          start_time: bar.start,
          end_time: bar.end,
        })),
        comparison: {
          transaction_amount: major(current.minor, range.currency),
          transaction_count: current.count,
          previous_transaction_amount: major(previous.minor, range.currency),
          previous_transaction_count: previous.count,
          previous_start_time: plan.previous.start,
          previous_end_time: plan.previous.end,
          // A ratio: doubles carry it to far more places than the six it is given with.
          amount_change_rate: changeRate(Number(current.minor), Number(previous.minor)),
          count_change_rate: changeRate(current.count, previous.count),
        },
      };
    },

    async timeDistribution(
      membership: MerchantMembership,
      range: ReportRange,
      group: GroupTimeType,
      language: Language,
    ): Promise<CallResponse<'TimeReport'>> {
      const { scope, today, hour } = rangeSetting(membership, range, group);
      const { startTime: start, endTime: end, currency } = range;
      if (group === GROUP_TIME_TYPE.day) {
        const hours = new Map((await reports.byHour(scope, start)).map((bucket) => [bucket.hour, bucket]));
        // Today's hours after the current one have not happened: they are not listed (a zero would claim they had).
        const hoursSoFar = start === today ? hour + 1 : HOURS_IN_DAY;
        const rows = Array.from({ length: hoursSoFar }, (_, index) =>
          row(`${start} ${pad2(index)}:00:00`, `${pad2(index)}:00`, hours.get(index), currency),
        );
        return { rows, previous_rows: [] };
      }
      const from = group === GROUP_TIME_TYPE.week ? addDays(mondayOf(start), -7) : start;
      const days = new Map((await reports.byDay(scope, from, end)).map((day) => [day.day, day]));
      if (group === GROUP_TIME_TYPE.week) {
        const weekday = (date: string) => translate(language, `dashboard.weekday.${isoWeekday(date)}`);
        const byWeekday = (date: string) => row(date, weekday(date), days.get(date), currency);
        return {
          rows: datesFrom(start, end).map(byWeekday),
          previous_rows: datesFrom(from, addDays(from, 6)).map(byWeekday),
        };
      }
      return {
        rows: datesFrom(start, end).map((date) => row(date, date.slice(5), days.get(date), currency)),
        previous_rows: [],
      };
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
