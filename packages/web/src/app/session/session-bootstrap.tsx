import { Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RETURN_CODE } from '@mbo/contracts/envelope';
import { CallError } from '../../lib/api-client.ts';
import { endSession, startSession, type LandingPath } from '../../lib/session.ts';

/** One run per token: StrictMode runs effects twice, and two session starts would choose the merchant twice. */
let running: { token: string; promise: Promise<LandingPath> } | null = null;

function startOnce(token: string): Promise<LandingPath> {
  if (running?.token !== token) running = { token, promise: startSession(token) };
  return running.promise;
}

interface SessionBootstrapProps {
  token: string;
  /** The landing path once the session is started, or null when it could not start (the session is then ended). */
  onDone: (landing: LandingPath | null) => void;
}

/**
 * A token without stored user info (a sign-in link, or a token handed over by the e2e fixtures): runs the session
 * start of the spec (section 4) behind a spinner.
 */
export function SessionBootstrap({ token, onDone }: SessionBootstrapProps) {
  const { t } = useTranslation();

  useEffect(() => {
    let isCurrent = true;
    startOnce(token)
      .then((landing) => {
        if (isCurrent) onDone(landing);
      })
      .catch((error: unknown) => {
        if (!isCurrent) return;
        // An ended token is already handled by the call wrapper (to login, no toast); any other failure ends here too.
        if (!(error instanceof CallError && error.returnCode === RETURN_CODE.invalidToken)) endSession();
        onDone(null);
      });
    return () => {
      isCurrent = false;
    };
  }, [token, onDone]);

  return (
    <div className="shell-bootstrap" role="status" aria-live="polite" data-testid="session-bootstrap">
      <Spin size="large" />
      <span>{t('loading')}</span>
    </div>
  );
}
