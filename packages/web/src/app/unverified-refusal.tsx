import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * What a member of an unverified merchant sees at a page it does not open yet (typed or bookmarked): why, and the
 * way back to home_n, where the application's progress is.
 */
export function UnverifiedRefusal() {
  const { t } = useTranslation('home-n');
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      icon={<SafetyCertificateOutlined aria-hidden style={{ fontSize: 64, color: '#1677ff' }} />}
      title={<h1 className="unverified-refusal__title">{t('refusal.title')}</h1>}
      subTitle={t('refusal.text')}
      extra={
        <Button type="primary" onClick={() => void navigate('/home_n')}>
          {t('refusal.to_home_n')}
        </Button>
      }
      data-testid="unverified-refusal"
    />
  );
}
