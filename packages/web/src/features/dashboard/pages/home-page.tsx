import { Card, Empty, Spin, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { canAccessPage } from '@mbo/contracts/access';
import { liveMerchants, useSession } from '../../../lib/session.ts';

// The dashboard and ECharts load only for members who see figures, and only on this page.
const Dashboard = lazy(() => import('../dashboard.tsx'));

/**
 * Home of a verified merchant: its name, and the dashboard for roles that see transaction figures (1–3; the
 * pseudo-page `dashboard` of the access table). Roles 4 and 5 get a friendly note instead, and no report calls.
 */
export default function HomePage() {
  const { t } = useTranslation('dashboard', { keyPrefix: 'home' });
  const { t: tDashboard } = useTranslation('dashboard');
  const { merchant, user, roles } = useSession();
  const number = liveMerchants(user).find((entry) => entry.id === merchant?.id)?.number;
  const seesFigures = canAccessPage(roles, 'dashboard');
  return (
    <div className="home-page">
      <Typography.Title level={2} className="home-page__merchant" data-testid="home-merchant-name">
        {merchant?.name}
      </Typography.Title>
      {number && <Typography.Text type="secondary">{t('merchant_number', { number })}</Typography.Text>}
      {merchant && seesFigures && (
        <Suspense fallback={<Spin className="home-page__loading" description={tDashboard('loading')} />}>
          <Dashboard key={merchant.id} merchantId={merchant.id} />
        </Suspense>
      )}
      {merchant && !seesFigures && (
        <Card className="home-page__card" data-testid="home-no-figures">
          <Empty
            description={<NoFigures title={tDashboard('no_access_title')} text={tDashboard('no_access_text')} />}
          />
        </Card>
      )}
    </div>
  );
}

function NoFigures({ title, text }: { title: string; text: string }) {
  return (
    <>
      <Typography.Text strong>{title}</Typography.Text>
      <br />
      <Typography.Text type="secondary">{text}</Typography.Text>
    </>
  );
}
