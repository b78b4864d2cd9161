import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Placeholder of a page that a later release builds, clearly marked as such. */
export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <Result status="info" title={t('coming_soon_title')} subTitle={t('coming_soon_text')} data-testid="coming-soon" />
  );
}
