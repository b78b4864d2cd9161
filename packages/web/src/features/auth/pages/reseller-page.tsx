import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppLink } from '../components/app-link.tsx';
import { AuthCard } from '../components/auth-card.tsx';

/** /reseller: the reseller onboarding entry (/register?resellerid=… lands here); a placeholder until its issue. */
export default function ResellerPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const resellerId = params.get('resellerid');
  return (
    <AuthCard title={t('reseller.title')}>
      <Typography.Paragraph>{t('reseller.text')}</Typography.Paragraph>
      {resellerId && (
        <Typography.Paragraph type="secondary">{t('reseller.reseller_id', { id: resellerId })}</Typography.Paragraph>
      )}
      <AppLink to="/login">{t('reseller.back_to_login')}</AppLink>
    </AuthCard>
  );
}
