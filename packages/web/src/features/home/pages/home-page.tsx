import { Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { liveMerchants, useSession } from '../../../lib/session.ts';

/** Home of a verified merchant. The dashboard arrives with the money core; until then the name and an empty state. */
export default function HomePage() {
  const { t } = useTranslation('home');
  const { merchant, user } = useSession();
  const number = liveMerchants(user).find((entry) => entry.id === merchant?.id)?.number;
  return (
    <div className="home-page">
      <Typography.Title level={2} className="home-page__merchant" data-testid="home-merchant-name">
        {merchant?.name}
      </Typography.Title>
      {number && <Typography.Text type="secondary">{t('merchant_number', { number })}</Typography.Text>}
      <Card title={t('dashboard_title')} className="home-page__card">
        <Empty description={t('dashboard_soon')} />
      </Card>
    </div>
  );
}
