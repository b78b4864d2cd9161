import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language } from '@mbo/contracts/constants';
import { rateToPpm } from '@mbo/contracts/money';
import { channelLabel, periodLabel, ratePercentText, type RateRule } from '@mbo/contracts/resellers/rate-rules';
import { formatMinor } from '@mbo/contracts/money';

const AUD_ID = 1;

/** Base rates (the reseller workspace's and the console's), read-only: channel, period, rate in percent, the card fixed fee. */
export function RatesTable({ rates, isLoading }: { rates: readonly RateRule[]; isLoading?: boolean }) {
  const { t, i18n } = useTranslation('resellers');
  const language: Language = i18n.language === 'zh_CN' ? 'zh_CN' : 'en';
  return (
    <Table<RateRule>
      size="small"
      pagination={false}
      loading={isLoading}
      rowKey={(rate) => `${rate.payment_channel_id}-${rate.disburse_period_days}`}
      dataSource={[...rates]}
      locale={{ emptyText: t('rates.none') }}
      columns={[
        {
          title: t('rates.channel'),
          key: 'channel',
          render: (_, rate) => channelLabel(rate.payment_channel_id, language),
        },
        { title: t('rates.period'), key: 'period', render: (_, rate) => periodLabel(rate.disburse_period_days) },
        {
          title: t('rates.rate'),
          key: 'rate',
          render: (_, rate) => `${ratePercentText(rateToPpm(rate.rate) ?? 0)}%`,
        },
        {
          title: t('rates.flat_fee'),
          key: 'flat_fee',
          render: (_, rate) => (rate.flat_fee > 0 ? formatMinor(rate.flat_fee, AUD_ID) : '—'),
        },
      ]}
    />
  );
}
