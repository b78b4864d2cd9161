import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBaseRates } from '../api/get-base-rates.ts';
import { RatesTable } from '../../../components/reseller/rates-table.tsx';

/** /reseller/rates: the caller's own base rates (set by its superior or the provider), read-only. */
export default function BaseRatesPage() {
  const { t } = useTranslation('resellers');
  const rates = useBaseRates(null);
  return (
    <Card title={t('rates.title')}>
      <Typography.Paragraph type="secondary">{t('rates.intro')}</Typography.Paragraph>
      <RatesTable rates={rates.data ?? []} isLoading={rates.isLoading} />
    </Card>
  );
}
