import { Button, Flex, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { useSignOut } from '../../../lib/use-sign-out.ts';
import { ConsoleCardPage } from '../components/console-card-page.tsx';

/**
 * /console/two-step: a staff member without two-step verification sets it up here before anything else (the server
 * refuses their other calls until then). `setup` is the two-factor area's set-up (QR code, secret, a code to
 * confirm, the recovery codes shown once), handed in by the app's console routes since features do not import
 * each other.
 */
export function ConsoleTwoStepPage({ setup }: { setup: (onDone: () => void) => ReactNode }) {
  const { t } = useTranslation('console');
  const { token } = useSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const signOut = useSignOut('/console/login');

  if (token === null) return <Navigate to="/console/login" replace />;
  const onDone = () => {
    client.clear();
    void navigate('/console/queues', { replace: true });
  };

  return (
    <ConsoleCardPage title={t('two_step.title')} width={480}>
      <Flex vertical gap={16} data-testid="console-two-step">
        <Typography.Paragraph style={{ margin: 0 }}>{t('two_step.intro')}</Typography.Paragraph>
        {setup(onDone)}
        <Button type="link" onClick={() => void signOut()} style={{ alignSelf: 'start', padding: 0 }}>
          {t('menu.sign_out')}
        </Button>
      </Flex>
    </ConsoleCardPage>
  );
}
