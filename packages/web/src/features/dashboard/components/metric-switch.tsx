import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Metric } from '../lib/time-series.ts';

/** Amount or count: what a time chart plots. */
export function MetricSwitch({ value, onChange }: { value: Metric; onChange: (metric: Metric) => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <Segmented<Metric>
      size="small"
      aria-label={t('metric')}
      value={value}
      onChange={onChange}
      options={[
        { value: 'amount', label: t('metric_amount') },
        { value: 'count', label: t('metric_count') },
      ]}
    />
  );
}
