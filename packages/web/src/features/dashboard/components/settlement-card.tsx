import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DashboardCurrencyId } from '@mbo/contracts/calls/dashboard';
import { SETTLEMENT_STATUS } from '@mbo/contracts/calls/payouts';
import { currencyById } from '@mbo/contracts/lookups/currencies';
import { useLatestClearing } from '../api/get-latest-clearing.ts';
import { BigMoney } from './big-money.tsx';
import { ReportCard } from './report-card.tsx';

/** The latest settlement (Get_Clearing_Page): what it pays out and when it is expected (or was paid). */
export function SettlementCard({ merchantId, currency }: { merchantId: number; currency: DashboardCurrencyId }) {
  const { t } = useTranslation('dashboard');
  const query = useLatestClearing(merchantId, currency);
  const code = currencyById(currency)!.code;
  const settlement = query.data;
  return (
    <ReportCard
      title={t('settlement_title', { currency: code })}
      isLoading={query.isFetching}
      isPending={query.isPending}
      isEmpty={settlement === undefined}
      testId="dashboard-settlement"
    >
      {settlement === null && (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('settlement_none')}
          data-testid="dashboard-settlement-none"
        />
      )}
      {settlement && (
        <>
          <BigMoney amount={settlement.settle_amount} currencyId={currency} testId="dashboard-settlement-amount" />
          <p className="dashboard-muted" data-testid="dashboard-settlement-date">
            {settlement.status === SETTLEMENT_STATUS.returned || settlement.status === SETTLEMENT_STATUS.failed
              ? t('settlement_returned')
              : settlement.status === SETTLEMENT_STATUS.paid && settlement.actual_settle_date
                ? t('settlement_paid', { date: settlement.actual_settle_date })
                : t('settlement_expected', { date: settlement.plan_settle_date })}
          </p>
        </>
      )}
    </ReportCard>
  );
}
