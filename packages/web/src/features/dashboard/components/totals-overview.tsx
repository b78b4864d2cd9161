import { useTranslation } from 'react-i18next';
import type { ReportFilter } from '../api/report-filter.ts';
import { useRangeReport } from '../api/range-report.ts';
import { formatCount, formatMoney } from '../../../lib/format.ts';
import { FigureList } from './figure-list.tsx';
import { ReportCard } from './report-card.tsx';

/** The period's totals (SummaryReport). */
export function TotalsOverview({ merchantId, filter }: { merchantId: number; filter: ReportFilter | null }) {
  const { t } = useTranslation('dashboard');
  const query = useRangeReport('SummaryReport', merchantId, filter);
  const summary = query.data?.summary;
  const currency = filter?.currency ?? 1;
  return (
    <ReportCard
      title={t('totals_title')}
      isLoading={query.isFetching}
      isPending={query.isPending}
      isEmpty={!summary}
      testId="dashboard-totals"
    >
      {summary && (
        <FigureList
          testId="dashboard-totals-figures"
          figures={[
            {
              key: 'transaction_amount',
              label: t('transaction_amount'),
              value: formatMoney(summary.transaction_amount, currency),
            },
            { key: 'transaction_count', label: t('transaction_count'), value: formatCount(summary.transaction_count) },
            {
              key: 'avg_transaction_amount',
              label: t('avg_transaction_amount'),
              value: formatMoney(summary.avg_transaction_amount, currency),
            },
            { key: 'refund_amount', label: t('refund_amount'), value: formatMoney(summary.refund_amount, currency) },
            { key: 'refund_count', label: t('refund_count'), value: formatCount(summary.refund_count) },
            {
              key: 'merchant_fee_amount',
              label: t('merchant_fee_amount'),
              value: formatMoney(summary.merchant_fee_amount, currency),
            },
            { key: 'net_amount', label: t('net_amount'), value: formatMoney(summary.net_amount, currency) },
          ]}
        />
      )}
    </ReportCard>
  );
}
