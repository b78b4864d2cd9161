import { Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.ts';

/** Home of an unverified merchant, or of a user with no merchant yet. */
export default function HomeNPage() {
  const { t } = useTranslation('home');
  const { merchant } = useSession();
  return (
    <div>
      <Typography.Title level={3}>{merchant ? merchant.name : t('welcome')}</Typography.Title>
      <Empty description={merchant ? t('under_review') : t('no_merchant')} />
    </div>
  );
}
