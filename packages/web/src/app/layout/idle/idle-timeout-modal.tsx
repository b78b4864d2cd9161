import { IDLE_WARNING_COUNTDOWN_S } from '@mbo/contracts/constants';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Progress } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { endSession } from '../../../lib/session.ts';
import { logout } from '../../api/logout.ts';
import { useIdleTimer } from './use-idle-timer.ts';

/**
 * The idle-timeout modal (spec, section 4): after 15 minutes without activity, a 30-second countdown bar; any
 * activity closes it; at zero the session ends (storage keeps language, merchant id, country code and step flag)
 * and the user goes to login.
 */
export function IdleTimeoutModal() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const signOut = useCallback(() => {
    // Best effort: the server session has usually expired by now (same idle limit), and the user is leaving anyway.
    logout().catch(() => undefined);
    endSession();
    queryClient.clear();
    void navigate('/login', { replace: true });
  }, [navigate, queryClient]);

  const { secondsLeft } = useIdleTimer(signOut);
  const isOpen = secondsLeft !== null;
  const seconds = secondsLeft ?? IDLE_WARNING_COUNTDOWN_S;

  return (
    <Modal
      open={isOpen}
      title={t('idle.title')}
      closable={false}
      mask={{ closable: false }}
      footer={[
        <Button key="logout" onClick={signOut}>
          {t('idle.logout')}
        </Button>,
        // Pressing it is activity, which is what closes the modal.
        <Button key="stay" type="primary">
          {t('idle.stay')}
        </Button>,
      ]}
      keyboard={false}
    >
      <p data-testid="idle-countdown">{t('idle.text', { seconds })}</p>
      <Progress
        percent={(seconds / IDLE_WARNING_COUNTDOWN_S) * 100}
        showInfo={false}
        status="active"
        aria-label={t('idle.progress')}
      />
    </Modal>
  );
}
