import { Button, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { ForgetForm } from '../components/forget-form.tsx';

/** /forget: reset a forgotten password with a code, then back to sign-in. */
export default function ForgetPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [isDone, setDone] = useState(false);
  return (
    <AuthCard title={t('forget.title')}>
      {isDone ? (
        <Result
          status="success"
          role="status"
          title={t('forget.done_title')}
          subTitle={t('forget.done_text')}
          extra={
            <Button type="primary" onClick={() => navigate('/login')}>
              {t('forget.back_to_login')}
            </Button>
          }
        />
      ) : (
        <ForgetForm onDone={() => setDone(true)} />
      )}
    </AuthCard>
  );
}
