import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../components/app-link.tsx';
import { AuthCard } from '../components/auth-card.tsx';

/** /partner: where the login page's partner hint leads. The partner site itself is a separate product. */
export default function PartnerPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('partner.title')}>
      <Typography.Paragraph>{t('partner.text')}</Typography.Paragraph>
      <AppLink to="/login">{t('partner.back_to_login')}</AppLink>
    </AuthCard>
  );
}
