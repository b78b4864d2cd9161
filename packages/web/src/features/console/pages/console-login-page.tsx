import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { SignInForm } from '../components/sign-in-form.tsx';

/** /console/login: the provider staff's own sign-in (not the merchant back-office's). */
export default function ConsoleLoginPage() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh', background: '#f0f2f5', padding: 16 }}>
      <Card style={{ width: 400, maxWidth: '100%' }}>
        <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
          <Typography.Text type="secondary">{t('product')}</Typography.Text>
          <LanguageSwitch />
        </Flex>
        <Typography.Title level={1} style={{ fontSize: 22 }}>
          {t('login.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('login.intro')}</Typography.Paragraph>
        <SignInForm onSignedIn={() => void navigate('/console/queues', { replace: true })} />
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Link to="/login">{t('login.merchant_login')}</Link>
        </Flex>
      </Card>
    </Flex>
  );
}
