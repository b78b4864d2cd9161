import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DashboardCurrencyId } from '@mbo/contracts/calls/reports';
import { currencyById } from '@mbo/contracts/lookups/currencies';
import { ReportCard } from './report-card.tsx';

/** The latest settlement with its expected date (Get_Clearing_Page), once the payouts calls are in the registry. */
export function SettlementCard({ currency }: { currency: DashboardCurrencyId }) {
  const { t } = useTranslation('dashboard');
  return (
    <ReportCard title={t('settlement_title', { currency: currencyById(currency)!.code })} isLoading={false} isEmpty={false} testId="dashboard-settlement">
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('card_unavailable')} />
    </ReportCard>
  );
}
