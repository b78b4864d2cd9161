import { Flex, Spin } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { getSession } from '../../../lib/session.ts';
import { AuthCard } from '../components/auth-card.tsx';
import type { Notice } from '../components/form-notice.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { PartnerHint } from '../components/partner-hint.tsx';
import { SecondStepForm, type SecondStep } from '../components/second-step-form.tsx';
import { useAutoLogin } from '../hooks/use-auto-login.ts';

/**
 * /login: the sign-in form, or the automatic sign-in of a link (u_id, u_key …) whose failure the form shows; then,
 * for a user with two-step verification on, the second step (a code from the authenticator app). A user already
 * signed in goes home (the guard takes home to home_n when that is theirs).
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  // Judged once, on arrival: a signed-in user (token and user stored) goes home, unless a sign-in link switches
  // account; the session this page itself starts later must not pull the form away mid-flow.
  const [isSignedInOnArrival] = useState(() => {
    const session = getSession();
    return session.token !== null && session.user !== null && !params.get('u_id');
  });
  const [notice, setNotice] = useState<Notice>(null);
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  const onAutoLoginError = useCallback((text: string) => setNotice({ kind: 'error', text }), []);
  const onLinkSecondStep = useCallback(
    (challenge: string, merchantId: number | null) => setSecondStep({ challenge, merchantId }),
    [],
  );
  const isAutoSigningIn = useAutoLogin(onAutoLoginError, onLinkSecondStep);
  if (isSignedInOnArrival) return <Navigate to="/home" replace />;
  if (secondStep) {
    return (
      <AuthCard title={t('second_step.title')}>
        <SecondStepForm step={secondStep} onRestart={() => setSecondStep(null)} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('login.title')}>
      {isAutoSigningIn ? (
        <Flex vertical align="center" gap={12} role="status" style={{ padding: '24px 0' }}>
          <Spin />
          {t('login.auto_signing_in')}
        </Flex>
      ) : (
        <>
          <LoginForm
            notice={notice}
            onNotice={setNotice}
            onSecondStep={(challenge) => setSecondStep({ challenge, merchantId: null })}
          />
          <PartnerHint />
        </>
      )}
    </AuthCard>
  );
}
