import { Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.ts';

/** Home of a verified merchant. The dashboard arrives with the money core; until then the name and an empty state. */
export default function HomePage() {
  const { t } = useTranslation('home');
  const { merchant } = useSession();
  return (
    <div>
      <Typography.Title level={3}>{merchant?.name}</Typography.Title>
      <Empty description={t('dashboard_soon')} />
    </div>
  );
}
