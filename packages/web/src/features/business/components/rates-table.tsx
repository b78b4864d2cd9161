import { Card, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MerchantInfo } from '@mbo/contracts/calls/business';
import { CURRENCY_ID } from '@mbo/contracts/lookups/currencies';
import { channelName, formatMoney, formatRate } from '../../../lib/format.ts';

type Rate = MerchantInfo['rates'][number];

/** The merchant's rate per payment channel: percent with 2 decimals, T+ period, flat fee (channels 9 and 10 only). */
export function RatesTable({ rates }: { rates: Rate[] }) {
  const { t, i18n } = useTranslation('business');

  const columns: TableColumnsType<Rate> = [
    {
      title: t('rates.channel'),
      dataIndex: 'payment_channel_id',
      render: (id: number) => channelName(id, i18n.language),
    },
    { title: t('rates.rate'), dataIndex: 'online_rate', align: 'right', render: formatRate },
    {
      title: t('rates.flat_fee'),
      dataIndex: 'flat_fee',
      align: 'right',
      render: (fee: number | null) => (fee === null ? '—' : formatMoney(fee, CURRENCY_ID.AUD)),
    },
    { title: t('rates.period'), dataIndex: 'disburse_period', align: 'right', render: (days: number) => `T+${days}` },
  ];

  return (
    <Card title={t('rates.title')}>
      <Table<Rate>
        rowKey="payment_channel_id"
        columns={columns}
        dataSource={rates}
        pagination={false}
        size="small"
        locale={{ emptyText: t('rates.empty') }}
        data-testid="business-rates"
      />
    </Card>
  );
}
