import { useTranslation } from 'react-i18next';
import type { DashboardCurrencyId } from '@mbo/contracts/calls/dashboard';
import { currencyById } from '@mbo/contracts/lookups/currencies';
import { useTotalBalance } from '../api/get-total-balance.ts';
import { formatAmount } from '../../../lib/format.ts';
import { ReportCard } from './report-card.tsx';

/** The available balance (Get_Total_Balance) in the dashboard currency. */
export function BalanceCard({ merchantId, currency }: { merchantId: number; currency: DashboardCurrencyId }) {
  const { t } = useTranslation('dashboard');
  const query = useTotalBalance(merchantId, currency);
  const code = currencyById(currency)!.code;
  return (
    <ReportCard
      title={t('balance_title', { currency: code })}
      isLoading={query.isFetching}
      isEmpty={query.data === undefined}
      testId="dashboard-balance"
    >
      {query.data !== undefined && (
        <>
          <p className="dashboard-big" data-testid="dashboard-balance-amount">
            <span className="dashboard-big__currency">{code}</span> {formatAmount(query.data, currency)}
          </p>
          <p className="dashboard-muted">{t('balance_hint')}</p>
        </>
      )}
    </ReportCard>
  );
}
