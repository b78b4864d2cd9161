import { Alert, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ConsoleCardPage } from '../components/console-card-page.tsx';
import { SignInForm } from '../components/sign-in-form.tsx';
import { CONSOLE_TWO_STEP_PATH } from '../lib/console-paths.ts';

/** /console/login: the provider staff's own sign-in (not the merchant back-office's). */
export default function ConsoleLoginPage() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const hasSetPassword = (useLocation().state as { hasSetPassword?: boolean } | null)?.hasSetPassword === true;
  return (
    <ConsoleCardPage title={t('login.title')}>
      <Typography.Paragraph type="secondary">{t('login.intro')}</Typography.Paragraph>
      {hasSetPassword && (
        <Alert type="success" showIcon role="status" title={t('welcome.done')} style={{ marginBottom: 16 }} />
      )}
      <SignInForm
        onSignedIn={(mustSetUp) =>
          void navigate(mustSetUp ? CONSOLE_TWO_STEP_PATH : '/console/queues', { replace: true })
        }
      />
      <Flex justify="center" style={{ marginTop: 16 }}>
        <Link to="/login">{t('login.merchant_login')}</Link>
      </Flex>
    </ConsoleCardPage>
  );
}
