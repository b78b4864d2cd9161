import { LockOutlined } from '@ant-design/icons';
import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { lastAllowedPath } from './last-allowed-path.ts';

/**
 * What a signed-in member sees at a page their role does not open (typed, bookmarked or linked): the shell stays,
 * the page's place says so, with the way back to the last page they were on (when there is one) and to home.
 */
export function ForbiddenRefusal() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const back = lastAllowedPath();
  return (
    <Result
      status="403"
      icon={<LockOutlined aria-hidden style={{ fontSize: 64, color: '#1677ff' }} />}
      title={<h1 className="unverified-refusal__title">{t('forbidden.title')}</h1>}
      subTitle={t('forbidden.text')}
      extra={
        <Space wrap>
          {back && (
            <Button onClick={() => void navigate(back)} data-testid="forbidden-back">
              {t('forbidden.back')}
            </Button>
          )}
          <Button type="primary" onClick={() => void navigate('/home')}>
            {t('forbidden.home')}
          </Button>
        </Space>
      }
      data-testid="forbidden-refusal"
    />
  );
}
