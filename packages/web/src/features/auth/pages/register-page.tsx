import { Alert, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useResellerLink } from '../api/get-reseller-link.ts';
import { AppLink } from '../components/app-link.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { RegisterForm } from '../components/register-form.tsx';
import { errorText } from '../lib/error-text.ts';

/**
 * /register: the sign-up form. `?resellerid=R100001` is a reseller's sign-up link (issue 15): the page names the
 * reseller and the account is attributed to it; a link that signs nobody up (unknown, switched off) says so and
 * offers the plain sign-up.
 */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const resellerCode = params.get('resellerid')?.trim();
  return (
    <AuthCard title={t('register.title')}>
      {resellerCode ? <ResellerSignUp code={resellerCode} /> : <RegisterForm />}
    </AuthCard>
  );
}

function ResellerSignUp({ code }: { code: string }) {
  const { t, i18n } = useTranslation('auth');
  const link = useResellerLink(code, i18n.language);
  if (link.isPending) return <Spin />;
  if (link.isError)
    return (
      <>
        <Alert type="error" showIcon role="alert" title={errorText(link.error)} style={{ marginBottom: 16 }} />
        <AppLink to="/register">{t('register.without_link')}</AppLink>
      </>
    );
  return (
    <>
      <Typography.Paragraph data-testid="register-reseller">
        {t('register.with_reseller', { name: link.data.name })}
      </Typography.Paragraph>
      <RegisterForm resellerCode={link.data.code} />
    </>
  );
}
