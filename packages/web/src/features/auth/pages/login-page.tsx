import { Flex, Spin } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/auth-card.tsx';
import type { Notice } from '../components/form-notice.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { PartnerHint } from '../components/partner-hint.tsx';
import { useAutoLogin } from '../hooks/use-auto-login.ts';

/** /login: the sign-in form, or the automatic sign-in of a link (u_id, u_key …) whose failure the form shows. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const [notice, setNotice] = useState<Notice>(null);
  const onAutoLoginError = useCallback((text: string) => setNotice({ kind: 'error', text }), []);
  const isAutoSigningIn = useAutoLogin(onAutoLoginError);
  return (
    <AuthCard title={t('login.title')}>
      {isAutoSigningIn ? (
        <Flex vertical align="center" gap={12} role="status" style={{ padding: '24px 0' }}>
          <Spin />
          {t('login.auto_signing_in')}
        </Flex>
      ) : (
        <>
          <LoginForm notice={notice} onNotice={setNotice} />
          <PartnerHint />
        </>
      )}
    </AuthCard>
  );
}
