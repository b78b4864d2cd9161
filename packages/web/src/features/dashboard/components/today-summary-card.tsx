import { useTranslation } from 'react-i18next';
import type { DashboardCurrencyId } from '@mbo/contracts/calls/dashboard';
import type { useTodaySummary } from '../api/get-today-summary.ts';
import { formatCount, formatMoney } from '../../../lib/format.ts';
import { FigureList } from './figure-list.tsx';
import { ReportCard } from './report-card.tsx';

/** Today's payments, count, refunds, merchant fees and net sales, for the merchant's today. */
export function TodaySummaryCard({
  query,
  currency,
}: {
  query: ReturnType<typeof useTodaySummary>;
  currency: DashboardCurrencyId;
}) {
  const { t } = useTranslation('dashboard');
  const data = query.data;
  const summary = data?.summary;
  return (
    <ReportCard
      title={t('today_title')}
      extra={data && <span className="dashboard-muted">{t('today_date', { date: data.date })}</span>}
      isLoading={query.isFetching}
      isPending={query.isPending}
      isEmpty={!summary}
      testId="dashboard-today"
    >
      {summary && (
        <FigureList
          testId="dashboard-today-figures"
          figures={[
            {
              key: 'transaction_amount',
              label: t('transaction_amount'),
              value: formatMoney(summary.transaction_amount, currency),
            },
            { key: 'transaction_count', label: t('transaction_count'), value: formatCount(summary.transaction_count) },
            { key: 'refund_amount', label: t('refund_amount'), value: formatMoney(summary.refund_amount, currency) },
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
