import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PortfolioRate } from '@mbo/contracts/calls/resellers-portfolio';
import type { Language } from '@mbo/contracts/constants';
import { formatMinor, rateToPpm } from '@mbo/contracts/money';
import { channelLabel, periodLabel, ratePercentText } from '@mbo/contracts/resellers/rate-rules';

const AUD_ID = 1;
const percent = (rate: number | null) => (rate === null ? '—' : `${ratePercentText(rateToPpm(rate) ?? 0)}%`);
const fee = (minor: number | null) => (minor ? formatMinor(minor, AUD_ID) : '—');

/** A merchant's rates against its reseller's base rates (the floor) for the same channel and period. */
export function RatesVsFloor({ rates }: { rates: readonly PortfolioRate[] }) {
  const { t, i18n } = useTranslation('reseller-portfolio');
  const language: Language = i18n.language === 'zh_CN' ? 'zh_CN' : 'en';
  if (rates.length === 0) return <Typography.Text type="secondary">{t('rates.none')}</Typography.Text>;
  return (
    <Table<PortfolioRate>
      size="small"
      pagination={false}
      data-testid="portfolio-rates"
      rowKey={(rate) => `${rate.payment_channel_id}-${rate.disburse_period_days}`}
      dataSource={[...rates]}
      columns={[
        {
          title: t('rates.channel'),
          key: 'channel',
          render: (_, rate) => channelLabel(rate.payment_channel_id, language),
        },
        { title: t('rates.period'), key: 'period', render: (_, rate) => periodLabel(rate.disburse_period_days) },
        { title: t('rates.rate'), key: 'rate', align: 'right', render: (_, rate) => percent(rate.rate) },
        { title: t('rates.floor'), key: 'floor', align: 'right', render: (_, rate) => percent(rate.floor_rate) },
        {
          title: t('rates.margin'),
          key: 'margin',
          align: 'right',
          render: (_, rate) =>
            rate.margin_rate === null ? '—' : t('rates.points', { points: percent(rate.margin_rate).slice(0, -1) }),
        },
        { title: t('rates.flat_fee'), key: 'flat', align: 'right', render: (_, rate) => fee(rate.flat_fee) },
        {
          title: t('rates.floor_flat_fee'),
          key: 'floor_flat',
          align: 'right',
          render: (_, rate) => fee(rate.floor_flat_fee),
        },
      ]}
    />
  );
}
