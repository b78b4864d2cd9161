import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartOption } from '../charts/echarts-setup.ts';
import type { ReportFilter } from '../api/report-filter.ts';
import { useRangeReport } from '../api/range-report.ts';
import { channelName, formatAmount, formatCount } from '../../../lib/format.ts';
import { EChart } from './echart.tsx';
import { ReportCard } from './report-card.tsx';

/** Two pies of the payment channels: their share of the amount and of the count (ChannelReport). */
export function ChannelPies({
  merchantId,
  filter,
  rangeText,
}: {
  merchantId: number;
  filter: ReportFilter | null;
  rangeText: string;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const query = useRangeReport('ChannelReport', merchantId, filter);
  const rows = query.data?.rows;
  const currency = filter?.currency ?? 1;
  const option = useMemo<ChartOption>(() => {
    const named = (rows ?? []).map((row) => ({ ...row, name: channelName(row.payment_channel_id, i18n.language) }));
    const pie = (
      title: string,
      center: string,
      data: { name: string; value: number }[],
      format: (value: number) => string,
    ) => ({
      type: 'pie' as const,
      name: title,
      radius: ['34%', '56%'],
      center: [center, '44%'],
      data,
      // Slivers get no label (they would collide); the tooltip and legend still name them.
      minShowLabelAngle: 6,
      label: { formatter: '{d}%', overflow: 'none' as const },
      tooltip: { valueFormatter: (value: unknown) => format(Number(value)) },
    });
    return {
      tooltip: { trigger: 'item' },
      legend: { bottom: 0, type: 'plain' },
      series: [
        pie(
          t('channels_by_amount'),
          '25%',
          named.map((row) => ({ name: row.name, value: row.transaction_amount })),
          (value) => formatAmount(value, currency),
        ),
        pie(
          t('channels_by_count'),
          '75%',
          named.map((row) => ({ name: row.name, value: row.transaction_count })),
          formatCount,
        ),
      ],
    };
  }, [rows, t, i18n.language, currency]);
  return (
    <ReportCard
      title={t('channels_title')}
      isLoading={query.isFetching}
      isPending={query.isPending}
      isEmpty={!rows || rows.length === 0}
      testId="dashboard-channels"
    >
      <div className="dashboard-pies__captions" aria-hidden>
        <span>{t('channels_by_amount')}</span>
        <span>{t('channels_by_count')}</span>
      </div>
      <EChart
        option={option}
        label={t('chart_label', { title: t('channels_title'), range: rangeText })}
        testId="dashboard-channels-chart"
        height={320}
      />
    </ReportCard>
  );
}
