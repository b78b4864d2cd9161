import { Button, Card, Flex, Skeleton, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { useBalances } from '../api/global-account.ts';
import { BalanceCards } from '../components/balance-cards.tsx';
import { HistoryCard } from '../components/history-card.tsx';
import { TopUpDialog } from '../components/top-up-dialog.tsx';
import { TopUpsCard } from '../components/top-ups-card.tsx';
import { WithdrawDialog } from '../components/withdraw-dialog.tsx';
import '../global-account.css';

/**
 * /account: the global account — balances per currency, top-ups by bank transfer, withdrawals, the history. A
 * merchant who never used it is shown the introduction first (its button comes back here). `actions` joins the
 * action bar (the app composes the FX conversion there: features never import each other).
 */
export default function AccountPage({ actions }: { actions?: ReactNode }) {
  const { t } = useTranslation('global-account');
  const { merchant } = useSession();
  const location = useLocation();
  const balances = useBalances(merchant?.id ?? 0);
  const [dialog, setDialog] = useState<'topUp' | 'withdraw' | null>(null);
  const isStarted = (location.state as { isStarted?: boolean } | null)?.isStarted === true;

  if (balances.data && !balances.data.is_used && !isStarted) return <Navigate to="/introduction" replace />;
  return (
    <div className="global-page">
      <Card>
        <Flex justify="space-between" align="start" wrap gap={12}>
          <div>
            <Typography.Title level={2} className="global-page__title">
              {t('account.title')}
            </Typography.Title>
            <Typography.Paragraph type="secondary">{t('account.intro')}</Typography.Paragraph>
          </div>
          {/* Actions: top up, withdraw, and what the app adds (converting between currencies). */}
          <Flex gap={8} data-testid="global-account-actions">
            <Button type="primary" onClick={() => setDialog('topUp')}>
              {t('account.top_up')}
            </Button>
            <Button onClick={() => setDialog('withdraw')}>{t('account.withdraw')}</Button>
            {actions}
          </Flex>
        </Flex>
        {balances.data ? <BalanceCards balances={balances.data.data} /> : <Skeleton active paragraph={{ rows: 3 }} />}
      </Card>
      <TopUpsCard />
      <HistoryCard />
      <TopUpDialog open={dialog === 'topUp'} onClose={() => setDialog(null)} />
      <WithdrawDialog open={dialog === 'withdraw'} onClose={() => setDialog(null)} initialCurrencyId={1} />
    </div>
  );
}
