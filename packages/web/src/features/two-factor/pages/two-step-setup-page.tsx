import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getSession, startSession } from '../../../lib/session.ts';
import { useSignOut } from '../../../lib/use-sign-out.ts';
import { SetupFlow } from '../components/setup-flow.tsx';

/**
 * /twoStepSetup: a super admin whose merchant requires two-step verification sets it up here before anything else
 * (the server refuses their other calls until then); then the session starts as usual.
 */
export default function TwoStepSetupPage() {
  const { t } = useTranslation('two-factor');
  const navigate = useNavigate();

  const onDone = async () => {
    const { token } = getSession();
    if (token) navigate(await startSession(token), { replace: true });
  };
  const onSignOut = useSignOut('/login');

  return (
    <main
      style={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        padding: '24px 12px',
        boxSizing: 'border-box',
      }}
    >
      <Card title={t('forced.title')} style={{ width: '100%', maxWidth: 480 }}>
        <Flex vertical gap={16}>
          <Typography.Paragraph style={{ margin: 0 }}>{t('forced.intro')}</Typography.Paragraph>
          <SetupFlow onDone={() => void onDone()} />
          <Button type="link" onClick={() => void onSignOut()} style={{ alignSelf: 'start', padding: 0 }}>
            {t('forced.sign_out')}
          </Button>
        </Flex>
      </Card>
    </main>
  );
}
