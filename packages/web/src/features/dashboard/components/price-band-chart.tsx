import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartOption } from '../charts/echarts-setup.ts';
import type { ReportFilter } from '../api/report-filter.ts';
import { useRangeReport } from '../api/range-report.ts';
import { formatCount } from '../../../lib/format.ts';
import { hasPayments } from '../lib/time-series.ts';
import { EChart } from './echart.tsx';
import { ReportCard } from './report-card.tsx';

/** How many payments fell in each price band (PriceReport). */
export function PriceBandChart({
  merchantId,
  filter,
  rangeText,
}: {
  merchantId: number;
  filter: ReportFilter | null;
  rangeText: string;
}) {
  const { t } = useTranslation('dashboard');
  const query = useRangeReport('PriceReport', merchantId, filter);
  const rows = query.data?.rows;
  const option = useMemo<ChartOption>(
    () => ({
      grid: { left: 48, right: 16, top: 24, bottom: 32 },
      tooltip: { trigger: 'axis', valueFormatter: (value) => formatCount(Number(value)) },
      xAxis: {
        type: 'category',
        data: rows?.map((row) => row.superior_limit_text) ?? [],
        axisLabel: { interval: 0, fontSize: 11 },
      },
      yAxis: { type: 'value', name: t('price_axis'), minInterval: 1 },
      series: [
        {
          type: 'bar',
          name: t('transaction_count'),
          data: rows?.map((row) => row.transaction_count) ?? [],
          barMaxWidth: 36,
        },
      ],
    }),
    [rows, t],
  );
  return (
    <ReportCard
      title={t('price_title')}
      isLoading={query.isFetching}
      isPending={query.isPending}
      isEmpty={!rows || !hasPayments(rows)}
      testId="dashboard-price"
    >
      <EChart
        option={option}
        label={t('chart_label', { title: t('price_title'), range: rangeText })}
        testId="dashboard-price-chart"
      />
    </ReportCard>
  );
}
