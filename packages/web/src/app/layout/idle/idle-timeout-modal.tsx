import { useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Progress } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { endSession, storedIdleTimings } from '../../../lib/session.ts';
import { logout } from '../../api/logout.ts';
import { useActivityReport } from './use-activity-report.ts';
import { useIdleTimer } from './use-idle-timer.ts';

/**
 * The idle-timeout modal (spec, section 4): after 15 minutes without activity, a 30-second countdown bar; any
 * activity closes it (and tells the server, whose idle limit outlasts the countdown: contracts/idle.ts); at zero the
 * session ends (storage keeps language, merchant id, country code and step flag) and the user goes to `signInPath` (the console's own for staff). The
 * timings are the server's, stored at session start.
 */
export function IdleTimeoutModal({ signInPath = '/login' }: { signInPath?: string }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const signOut = useCallback(() => {
    // Best effort: the user is leaving anyway (the server's own idle limit ends the session soon after, if this fails).
    logout().catch(() => undefined);
    endSession();
    queryClient.clear();
    void navigate(signInPath, { replace: true });
  }, [navigate, queryClient, signInPath]);

  const [timings] = useState(storedIdleTimings);
  const reportActivity = useActivityReport(timings.warningMs);
  const { secondsLeft } = useIdleTimer(signOut, { timings, onActivity: reportActivity });
  const isOpen = secondsLeft !== null;
  const countdownSeconds = Math.round(timings.countdownMs / 1000);
  const seconds = secondsLeft ?? countdownSeconds;
  const minutes = Math.max(1, Math.round(timings.warningMs / 60_000));

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
      <p data-testid="idle-countdown">{t('idle.text', { count: seconds, minutes })}</p>
      <Progress
        percent={(seconds / countdownSeconds) * 100}
        showInfo={false}
        status="active"
        aria-label={t('idle.progress')}
      />
    </Modal>
  );
}
