import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { RegisterForm } from '../components/register-form.tsx';

/**
 * /register. The spec's register route sends a `resellerid` visitor to an external registration site and
 * everyone else to login with the query kept; issue 2 builds sign-up here instead, so everyone else gets the
 * sign-up form, and resellers go to the reseller onboarding entry (a placeholder until its own issue).
 */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const resellerId = params.get('resellerid');
  if (resellerId !== null)
    return <Navigate to={`/reseller?${new URLSearchParams({ resellerid: resellerId }).toString()}`} replace />;
  return (
    <AuthCard title={t('register.title')}>
      <RegisterForm />
    </AuthCard>
  );
}
