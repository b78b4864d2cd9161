/**
 * The calls of the home dashboard (first document, sections 3 and 7). Every report reads the merchant's report
 * aggregates over whole merchant-local days: `startTime` and `endTime` are dates (`YYYY-MM-DD`, or a wire time
 * whose date part counts), the range runs from the start of the first day to the end of the last. Amounts are in
 * major units of the chosen currency; a "transaction" here is a payment (turnover type 1).
 */
import { z } from 'zod';
import { DASHBOARD_CURRENCY_IDS, DASHBOARD_TREND_PERIODS, DATE_SPAN_MAX_DAYS, GROUP_TIME_TYPE } from '../constants.ts';
import { daysBetween } from '../date-filter.ts';
import { calendarDateSchema } from './calendar-date.ts';
import { defineCall, merchant } from './define.ts';

/** A report date (`YYYY-MM-DD`, or a wire time whose date part counts). */
export const reportDateSchema = calendarDateSchema('dashboard.date_invalid');

/** The dashboard currency, by id (the currency select: AUD 1, USD 2) or by code ('AUD', 'USD'); parsed to the id. */
export const dashboardCurrencySchema = z
  .union(
    [z.literal(DASHBOARD_CURRENCY_IDS[0]), z.literal(DASHBOARD_CURRENCY_IDS[1]), z.literal('AUD'), z.literal('USD')],
    {
      error: 'dashboard.currency_invalid',
    },
  )
  .transform((value): DashboardCurrencyId => (value === 'AUD' ? 1 : value === 'USD' ? 2 : value))
  .describe('1 or "AUD", 2 or "USD".');
export type DashboardCurrencyId = (typeof DASHBOARD_CURRENCY_IDS)[number];

export const groupTimeTypeSchema = z
  .union([z.literal(GROUP_TIME_TYPE.month), z.literal(GROUP_TIME_TYPE.week), z.literal(GROUP_TIME_TYPE.day)], {
    error: 'dashboard.group_invalid',
  })
  .describe('2 one day by hour, 1 one Monday-to-Sunday week by weekday, 0 days of one month by date.');
export type GroupTimeType = z.output<typeof groupTimeTypeSchema>;

const rangeFields = {
  merchant_id: z.number().int().positive(),
  startTime: reportDateSchema,
  endTime: reportDateSchema,
  currency: dashboardCurrencySchema,
};

/** Start not after end, span at most DATE_SPAN_MAX_DAYS days. "Not in the future" needs the merchant's time zone: the server checks it. */
function checkRange(range: { startTime: string; endTime: string }, context: z.RefinementCtx): void {
  const span = daysBetween(range.startTime, range.endTime);
  if (span < 0) context.addIssue({ code: 'custom', message: 'dashboard.date_order', path: ['startTime'] });
  else if (span > DATE_SPAN_MAX_DAYS)
    context.addIssue({ code: 'custom', message: 'dashboard.span_too_long', path: ['endTime'] });
}

export const reportRangeSchema = z.object(rangeFields).superRefine(checkRange);
export type ReportRange = z.output<typeof reportRangeSchema>;

const amount = z.number();
const count = z.number().int();

/** One bucket of a time series: its start (a date, or a wire time for hours), its label, the payments in it. */
export const timeRowSchema = z.object({
  group_time: z.string(),
  group_time_text: z.string(),
  transaction_amount: amount,
  transaction_count: count,
});
export type TimeRow = z.output<typeof timeRowSchema>;

const todaySummarySchema = z.object({
  transaction_amount: amount,
  transaction_count: count,
  refund_amount: amount,
  merchant_fee_amount: amount,
  /** Payments − refunds − merchant fees (fees net of what refunds gave back). */
  net_amount: amount,
});

export const dashboardCalls = {
  today_summary_report: defineCall({
    access: merchant('dashboard'),
    summary:
      "Today's figures in the merchant's time zone: payments, their count, refunds, merchant fees and net sales. " +
      'A cashier sees their store only. `date` is the merchant-local date the summary covers (the dashboard\'s "today").',
    request: z.object({ merchant_id: z.number().int().positive(), currency: dashboardCurrencySchema.optional() }),
    response: z.object({ summary: todaySummarySchema, date: z.string() }),
  }),
  SummaryReport: defineCall({
    access: merchant('dashboard'),
    summary:
      'Totals of a date range: payments (amount, count, average), refunds (amount, count), merchant fees, net sales.',
    request: reportRangeSchema,
    response: z.object({
      summary: todaySummarySchema.extend({ avg_transaction_amount: amount, refund_count: count }),
    }),
  }),
  PriceReport: defineCall({
    access: merchant('dashboard'),
    summary:
      'Payments of a date range by price band (gross amount), every band listed: band n holds amounts above the ' +
      "previous band's upper limit up to its own (`superior_limit`, null for the last band).",
    request: reportRangeSchema,
    response: z.object({
      rows: z.array(
        z.object({
          band: count,
          superior_limit: amount.nullable(),
          superior_limit_text: z.string(),
          transaction_count: count,
        }),
      ),
    }),
  }),
  ChannelReport: defineCall({
    access: merchant('dashboard'),
    summary: 'Payments of a date range per payment channel (channels with payments only), largest amount first.',
    request: reportRangeSchema,
    response: z.object({
      rows: z.array(z.object({ payment_channel_id: count, transaction_amount: amount, transaction_count: count })),
    }),
  }),
  TrendReport: defineCall({
    access: merchant('dashboard'),
    summary:
      `Payments of the chosen period and the periods before it (${DASHBOARD_TREND_PERIODS} bars, oldest first), ` +
      'and the comparison with the previous period: with groupTimeType the periods are calendar days, weeks ' +
      '(Monday first) or months; without it, spans as long as the chosen range. The previous period covers the ' +
      'same part of its own period as the chosen one (this week so far against the same days of last week); ' +
      'change rates are fractions, null when the previous period had none.',
    request: z.object({ ...rangeFields, groupTimeType: groupTimeTypeSchema.optional() }).superRefine(checkRange),
    response: z.object({
      rows: z.array(timeRowSchema.extend({ start_time: z.string(), end_time: z.string() })),
      comparison: z.object({
        transaction_amount: amount,
        transaction_count: count,
        previous_transaction_amount: amount,
        previous_transaction_count: count,
        previous_start_time: z.string(),
        previous_end_time: z.string(),
        amount_change_rate: z.number().nullable(),
        count_change_rate: z.number().nullable(),
      }),
    }),
  }),
  TimeReport: defineCall({
    access: merchant('dashboard'),
    summary:
      'The time distribution of payments: groupTimeType 2 (day) by hour of one day; 1 (week) by weekday of one ' +
      'Monday-to-Sunday week, with the previous week in `previous_rows`; 0 (month) by date within one month. ' +
      'Buckets up to now are listed, empty ones with zeros.',
    request: z.object({ ...rangeFields, groupTimeType: groupTimeTypeSchema }).superRefine(checkRange),
    response: z.object({ rows: z.array(timeRowSchema), previous_rows: z.array(timeRowSchema) }),
  }),
  get_setup_checklist: defineCall({
    access: merchant('dashboard'),
    summary:
      "The setup checklist of a merchant that has not taken a payment yet, each step read from the merchant's data: " +
      'a settlement account chosen (`/settlement`), a store (its QR code and payment link come with it), a first ' +
      'payment taken, an API key issued. `has_payments` false: the dashboard shows the checklist instead of empty ' +
      'reports.',
    request: z.object({ merchant_id: z.number().int().positive() }),
    response: z.object({
      has_payments: z.boolean(),
      settlement_account: z.boolean(),
      store: z.boolean(),
      first_payment: z.boolean(),
      api_key: z.boolean(),
    }),
  }),
} as const;
