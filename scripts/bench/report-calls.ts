// Report calls over the big merchant (npm run bench): each dashboard call for a 30-day range, the transaction list's
// first page with filters and its total count, the daily summary over 365 days, the XLSX export of 100,000 rows.
// A call not in the registry yet is reported as not built.
import { callNames } from '@mbo/contracts/calls/index';
import { formatTiming, timeCalls, timeWithMemory } from './timing.ts';

export interface Figure {
  figure: string;
  value: string;
  target: string;
}

export interface ApiClient {
  /** POST /api/<name> with the bench user's token; the parsed envelope. */
  call(
    name: string,
    body: Record<string, unknown>,
  ): Promise<Record<string, unknown> & { success: boolean; msg?: string }>;
}

export interface ReportContext {
  merchantId: number;
  storeIds: number[];
  /** The merchant-local date of today, YYYY-MM-DD. */
  today: string;
}

/** The longest date range the list accepts, and the rows the export figure is about. */
const MAX_RANGE_DAYS = 365;
const EXPORT_ROWS = 100_000;

const isBuilt = (name: string) => (callNames as readonly string[]).includes(name);
const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** Times a call (after one warm-up call that must succeed); "not built yet" when the registry lacks it. */
async function measure(
  api: ApiClient,
  figure: string,
  target: string,
  name: string,
  body: Record<string, unknown>,
  count: number,
): Promise<Figure> {
  if (!isBuilt(name)) return { figure, value: 'not built yet', target };
  const first = await api.call(name, body);
  if (!first.success) return { figure, value: `failed: ${first.msg ?? 'no message'}`, target };
  const timing = await timeCalls(count, async () => {
    const answer = await api.call(name, body);
    if (!answer.success) throw new Error(`${name}: ${answer.msg}`);
  });
  return { figure: `${figure} (median / p99 over ${count})`, value: formatTiming(timing), target };
}

export async function benchReports(api: ApiClient, context: ReportContext): Promise<Figure[]> {
  const { merchantId, today } = context;
  const from30 = daysBefore(today, 29);
  const range = { merchant_id: merchantId, startTime: from30, endTime: today, currency: 1 };
  const dashboard: [string, Record<string, unknown>][] = [
    ['today_summary_report', { merchant_id: merchantId, currency: 1 }],
    ['Get_Total_Balance', { merchant_id: merchantId, currency_id: 1 }],
    ['Get_Clearing_Page', { merchant_id: merchantId, currency_id: 1, page_index: 1, page_size: 10, sort_type: 2 }],
    ['SummaryReport', range],
    ['PriceReport', range],
    ['ChannelReport', range],
    ['TrendReport', range],
    ['TimeReport', { ...range, startTime: `${today.slice(0, 8)}01`, groupTimeType: 0 }],
  ];
  const figures: Figure[] = [];
  for (const [name, body] of dashboard) figures.push(await measure(api, `${name}, 30 days`, '≤ 30 ms', name, body, 50));
  figures.push(
    await measure(
      api,
      'transactionlist_report, first page with filters + total count, 30 days',
      '≤ 50 ms',
      'transactionlist_report',
      {
        merchant_id: merchantId,
        begin_time: from30,
        end_time: today,
        page_index: 1,
        page_size: 10,
        sort_type: 2,
        branch_id: context.storeIds.slice(0, 2),
        payment_channel_id: [1, 2, 9],
        currency: 1,
      },
      50,
    ),
  );
  figures.push(
    await measure(
      api,
      'daily_summary_report, 365 days',
      '≤ 50 ms',
      'daily_summary_report',
      {
        merchant_id: merchantId,
        begin_time: daysBefore(today, 364),
        end_time: today,
        page_index: 1,
        page_size: 10,
        currency_id: 1,
      },
      30,
    ),
  );
  figures.push(await benchExport(api, context));
  return figures;
}

/** The XLSX export of the most recent days that hold at least 100,000 AUD transactions: time and memory growth. */
async function benchExport(api: ApiClient, context: ReportContext): Promise<Figure> {
  const figure = 'export_transaction_list_report (XLSX), 100,000 rows: time / peak memory growth';
  const target = '≤ 5 s / ≤ 150 MB';
  if (!isBuilt('export_transaction_list_report') || !isBuilt('transactionlist_report'))
    return { figure, value: 'not built yet', target };
  const filter = (days: number) => ({
    merchant_id: context.merchantId,
    begin_time: daysBefore(context.today, days - 1),
    end_time: context.today,
    currency: 1,
  });
  // The fewest recent days holding 100,000 rows (all 365 when the history is smaller: BENCH_TRANSACTIONS).
  let days = 25;
  let rows = 0;
  do {
    days = Math.min(days + 5, MAX_RANGE_DAYS);
    const page = await api.call('transactionlist_report', { ...filter(days), page_index: 1, page_size: 10 });
    rows = Number((page.page_data as { total_count?: number } | undefined)?.total_count ?? 0);
  } while (rows < EXPORT_ROWS && days < MAX_RANGE_DAYS);
  // A small export first, so that the measured one does not pay for loading the XLSX writer.
  await api.call('export_transaction_list_report', filter(1));
  let answer: Awaited<ReturnType<ApiClient['call']>> | undefined;
  const measured = await timeWithMemory(async () => {
    answer = await api.call('export_transaction_list_report', filter(days));
  });
  if (!answer?.success) return { figure, value: `failed: ${answer?.msg ?? 'no message'}`, target };
  return {
    figure: figure.replace('100,000 rows', `${rows.toLocaleString('en-AU')} rows (${days} days)`),
    value: `${measured.seconds.toFixed(2)} s / ${measured.peakGrowthMb.toFixed(0)} MB`,
    target,
  };
}
