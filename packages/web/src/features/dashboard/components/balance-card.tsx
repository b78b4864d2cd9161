import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isPageAllowed } from '@mbo/contracts/access';
import { useSession } from '../../../lib/session.ts';
import type { DashboardCurrencyId } from '@mbo/contracts/calls/dashboard';
import { currencyById } from '@mbo/contracts/lookups/currencies';
import { useTotalBalance } from '../api/get-total-balance.ts';
import { BigMoney } from './big-money.tsx';
import { ReportCard } from './report-card.tsx';

/**
 * The available balance (Get_Total_Balance: the ledger's unsettled funds, every finance day not yet in a payout) in
 * the dashboard currency: the balance page's "collected, not yet in a payout" figure, which it links to for those who
 * may open it. Merchant-wide money, labelled so (a cashier's other cards show their store only).
 */
export function BalanceCard({ merchantId, currency }: { merchantId: number; currency: DashboardCurrencyId }) {
  const { t } = useTranslation('dashboard');
  const { roles } = useSession();
  const canOpenBalance = isPageAllowed(roles, 'balance');
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
          <BigMoney amount={query.data} currencyId={currency} testId="dashboard-balance-amount" />
          <p className="dashboard-muted">{t('balance_hint')}</p>
          <p className="dashboard-muted" data-testid="dashboard-balance-scope">
            {t('balance_scope')}
          </p>
          {canOpenBalance && (
            <Link to="/balance" data-testid="dashboard-balance-link">
              {t('balance_open')}
            </Link>
          )}
        </>
      )}
    </ReportCard>
  );
}
