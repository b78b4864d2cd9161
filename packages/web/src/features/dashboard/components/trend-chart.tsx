import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallResponse } from '@mbo/contracts/calls/index';
import type { ChartOption } from '../charts/echarts-setup.ts';
import type { ReportFilter } from '../api/report-filter.ts';
import { useTrendReport } from '../api/get-trend-report.ts';
import { formatAmount, formatCount, formatRate } from '../../../lib/format.ts';
import { hasPayments, type Metric } from '../lib/time-series.ts';
import { EChart } from './echart.tsx';
import { MetricSwitch } from './metric-switch.tsx';
import { ReportCard } from './report-card.tsx';

type Comparison = CallResponse<'TrendReport'>['comparison'];

/** Up or down against the previous period, with the percentage; or why there is nothing to compare with. */
function Change({ comparison, metric }: { comparison: Comparison; metric: Metric }) {
  const { t } = useTranslation('dashboard');
  const rate = metric === 'amount' ? comparison.amount_change_rate : comparison.count_change_rate;
  const against = t('trend_vs', { start: comparison.previous_start_time, end: comparison.previous_end_time });
  if (rate === null)
    return (
      <p className="dashboard-trend__change dashboard-muted" data-testid="dashboard-trend-change">
        {t('trend_no_previous')}
      </p>
    );
  const direction = rate > 0 ? 'up' : rate < 0 ? 'down' : 'flat';
  return (
    <p
      className={`dashboard-trend__change is-${direction}`}
      data-testid="dashboard-trend-change"
      data-direction={direction}
    >
      {direction === 'up' && <ArrowUpOutlined aria-hidden />}
      {direction === 'down' && <ArrowDownOutlined aria-hidden />}
      <strong>
        {direction === 'flat' ? t('trend_flat') : t(`trend_${direction}`, { rate: formatRate(Math.abs(rate)) })}
      </strong>
      <span className="dashboard-muted">{against}</span>
    </p>
  );
}

/** The period and the ones before it as bars (TrendReport), the chosen one highlighted, and the change. */
export function TrendChart({
  merchantId,
  filter,
  rangeText,
}: {
  merchantId: number;
  filter: ReportFilter | null;
  rangeText: string;
}) {
  const { t } = useTranslation('dashboard');
  const [metric, setMetric] = useState<Metric>('amount');
  const query = useTrendReport(merchantId, filter);
  const data = query.data;
  const currency = filter?.currency ?? 1;
  const option = useMemo<ChartOption>(() => {
    const rows = data?.rows ?? [];
    const format = (value: unknown) =>
      metric === 'amount' ? formatAmount(Number(value), currency) : formatCount(Number(value));
    return {
      grid: { left: 64, right: 16, top: 24, bottom: 44 },
      tooltip: { trigger: 'axis', valueFormatter: format },
      // A week's label is a range: one date above the other keeps all seven readable.
      xAxis: {
        type: 'category',
        data: rows.map((row) => row.group_time_text),
        axisLabel: { interval: 0, fontSize: 11, formatter: (text: string) => text.replace('~', '~\n') },
      },
      yAxis: { type: 'value', minInterval: metric === 'count' ? 1 : undefined },
      series: [
        {
          type: 'bar',
          name: t(metric === 'amount' ? 'transaction_amount' : 'transaction_count'),
          barMaxWidth: 36,
          data: rows.map((row, index) => ({
            value: metric === 'amount' ? row.transaction_amount : row.transaction_count,
            // The chosen period stands out; the earlier ones are its background.
            itemStyle: index === rows.length - 1 ? { color: '#1f6feb' } : { color: '#9dbcf0' },
          })),
        },
      ],
    };
  }, [data, metric, currency, t]);
  return (
    <ReportCard
      title={t('trend_title')}
      extra={<MetricSwitch value={metric} onChange={setMetric} />}
      isLoading={query.isFetching}
      isPending={query.isPending}
      isEmpty={!data || !hasPayments(data.rows)}
      testId="dashboard-trend"
    >
      {data && <Change comparison={data.comparison} metric={metric} />}
      <EChart
        option={option}
        label={t('chart_label', { title: t('trend_title'), range: rangeText })}
        testId="dashboard-trend-chart"
      />
    </ReportCard>
  );
}
