import { Alert, Button, Form, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LANGUAGES, type Language } from '@mbo/contracts/constants';
import { setLanguage } from '../../../i18n/i18n.ts';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { FormNotice, type Notice } from '../components/form-notice.tsx';
import { NewPasswordFields, type NewPasswordValues } from '../components/new-password-fields.tsx';
import { useRevalidateOnLanguage } from '../hooks/use-revalidate-on-language.ts';
import { errorText } from '../lib/error-text.ts';

const isLanguage = (value: string | null): value is Language => (LANGUAGES as readonly string[]).includes(value ?? '');

/**
 * /welcome?u_id=…&u_key=…&language=…&m_id=…: a person invited by a one-time link — a merchant admin a reseller named
 * (m_id: lands on the merchant's home) or a reseller's new member (lands in the reseller workspace) — sets their first
 * password, is signed in and lands where a sign-in would. The console's staff have their own page (/console/welcome),
 * which does not sign in: the console asks for two-step verification.
 */
export default function WelcomePage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [form] = Form.useForm<NewPasswordValues>();
  const accept = useAcceptInvitation();
  const [notice, setNotice] = useState<Notice>(null);
  useRevalidateOnLanguage(form);
  const uId = params.get('u_id');
  const uKey = params.get('u_key');
  const language = params.get('language');
  const merchantId = Number(params.get('m_id') || Number.NaN);

  useEffect(() => {
    if (isLanguage(language)) void setLanguage(language);
  }, [language]);

  const onFinish = async ({ password }: NewPasswordValues) => {
    setNotice(null);
    try {
      const outcome = await accept.mutateAsync({
        uId: uId ?? '',
        uKey: uKey ?? '',
        password: password ?? '',
        merchantId: Number.isSafeInteger(merchantId) ? merchantId : null,
      });
      void navigate('landing' in outcome ? outcome.landing : '/login', { replace: true });
    } catch (error) {
      setNotice({ kind: 'error', text: errorText(error) });
    }
  };

  return (
    <AuthCard title={t('welcome.title')}>
      <Typography.Paragraph type="secondary">{t('welcome.intro')}</Typography.Paragraph>
      {!uId || !uKey ? (
        <Alert type="error" showIcon role="alert" title={t('welcome.no_link')} />
      ) : (
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => void onFinish(values)}
          data-testid="welcome-form"
        >
          <NewPasswordFields label={t('fields.new_password')} />
          <FormNotice notice={notice} />
          <Button type="primary" htmlType="submit" block size="large" loading={accept.isPending}>
            {t('welcome.submit')}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
