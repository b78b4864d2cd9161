import { ClockCircleOutlined, ShopOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session.ts';

/** Home of an unverified merchant (its application under review), or of a user with no merchant yet. */
export default function HomeNPage() {
  const { t } = useTranslation('dashboard', { keyPrefix: 'home' });
  const navigate = useNavigate();
  const { merchant } = useSession();
  if (merchant) {
    return (
      <Result
        icon={<ClockCircleOutlined aria-hidden />}
        status="info"
        title={merchant.name}
        subTitle={
          <>
            <strong className="home-n__state">{t('under_review_title')}</strong>
            <br />
            {t('under_review')}
          </>
        }
        data-testid="home-n-under-review"
      />
    );
  }
  return (
    <Result
      icon={<ShopOutlined aria-hidden />}
      title={t('no_merchant_title')}
      subTitle={t('no_merchant')}
      extra={
        <Button type="primary" onClick={() => void navigate('/addMerchantList')}>
          {t('add_merchant')}
        </Button>
      }
      data-testid="home-n-no-merchant"
    />
  );
}
