import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartOption } from '../charts/echarts-setup.ts';
import type { ReportFilter } from '../api/report-filter.ts';
import { useTimeReport } from '../api/get-time-report.ts';
import { formatAmount, formatCount } from '../../../lib/format.ts';
import type { Period } from '../lib/period.ts';
import { hasPayments, timeSeries, type Metric } from '../lib/time-series.ts';
import { EChart } from './echart.tsx';
import { MetricSwitch } from './metric-switch.tsx';
import { ReportCard } from './report-card.tsx';

interface TimeDistributionChartProps {
  merchantId: number;
  filter: ReportFilter | null;
  period: Period;
  rangeText: string;
}

/** Payments over the period (TimeReport): a day by hour, a week by weekday beside the week before, a month by date. */
export function TimeDistributionChart({ merchantId, filter, period, rangeText }: TimeDistributionChartProps) {
  const { t } = useTranslation('dashboard');
  const [metric, setMetric] = useState<Metric>('amount');
  const query = useTimeReport(merchantId, filter);
  // Another period kind's rows do not fit this axis: while the new ones load, none are drawn.
  const data = query.isPlaceholderData ? undefined : query.data;
  const currency = filter?.currency ?? 1;
  const title = t(`time_title_${period.kind}`);
  const option = useMemo<ChartOption>(() => {
    const series = timeSeries(period, data?.rows ?? [], data?.previous_rows ?? [], metric);
    const format = (value: unknown) =>
      metric === 'amount' ? formatAmount(Number(value), currency) : formatCount(Number(value));
    const line = (name: string, values: (number | null)[], isDashed = false) => ({
      type: 'line' as const,
      name,
      data: values,
      smooth: true,
      showSymbol: values.length <= 7,
      lineStyle: isDashed ? { type: 'dashed' as const } : undefined,
    });
    return {
      grid: { left: 64, right: 16, top: 32, bottom: 40 },
      tooltip: { trigger: 'axis', valueFormatter: format },
      legend: series.previous ? { top: 0 } : undefined,
      xAxis: { type: 'category', boundaryGap: false, data: series.categories },
      yAxis: { type: 'value', minInterval: metric === 'count' ? 1 : undefined },
      series: series.previous
        ? [line(t('time_chosen_week'), series.current), line(t('time_previous_week'), series.previous, true)]
        : [line(t(metric === 'amount' ? 'transaction_amount' : 'transaction_count'), series.current)],
    };
  }, [data, period, metric, currency, t]);
  const isEmpty = !data || (!hasPayments(data.rows) && !hasPayments(data.previous_rows));
  return (
    <ReportCard
      title={title}
      extra={<MetricSwitch value={metric} onChange={setMetric} />}
      isLoading={query.isFetching}
      isPending={query.isPending}
      isEmpty={isEmpty}
      testId="dashboard-time"
    >
      <EChart option={option} label={t('chart_label', { title, range: rangeText })} testId="dashboard-time-chart" />
    </ReportCard>
  );
}
