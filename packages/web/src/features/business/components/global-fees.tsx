import { Card, Table, Tabs, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FeeRate } from '@mbo/contracts/calls/business';
import { useFeeList } from '../api/get-fee-list.ts';
import { formatMoney, formatRate, textIn } from '../../../lib/format.ts';

type NetworkFee = FeeRate['collection_fee_rate'][number];

function NetworkFeeTable({
  caption,
  fees,
  currencyId,
  testId,
}: {
  caption: string;
  fees: NetworkFee[];
  currencyId: number;
  testId: string;
}) {
  const { t, i18n } = useTranslation('business');
  const columns: TableColumnsType<NetworkFee> = [
    {
      title: t('fees.network'),
      key: 'network',
      render: (_, fee) => textIn(i18n.language, { zh: fee.network_alias, en: fee.network_en_alias }),
    },
    { title: t('fees.rate'), dataIndex: 'percent_rate', align: 'right', render: formatRate },
    {
      title: t('fees.min_fee'),
      dataIndex: 'min_fee_amount',
      align: 'right',
      render: (amount: number) => formatMoney(amount, currencyId),
    },
    {
      title: t('fees.fixed_fee'),
      dataIndex: 'fixed_amount',
      align: 'right',
      render: (amount: number) => formatMoney(amount, currencyId),
    },
  ];
  return (
    <Table<NetworkFee>
      title={() => <strong>{caption}</strong>}
      rowKey="network_en_alias"
      columns={columns}
      dataSource={fees}
      pagination={false}
      size="small"
      data-testid={testId}
    />
  );
}

/** The provider's global-account fees: a tab per currency, each with its collection and payment fees per network. */
export function GlobalFees({ merchantId }: { merchantId: number }) {
  const { t } = useTranslation('business');
  const fees = useFeeList(merchantId);
  return (
    <Card title={t('fees.title')} loading={fees.isLoading} data-testid="business-fees">
      <Tabs
        items={(fees.data ?? []).map((schedule) => ({
          key: schedule.currency,
          label: schedule.currency,
          children: (
            <div className="business-page__fee-tables">
              <NetworkFeeTable
                caption={t('fees.collection')}
                fees={schedule.collection_fee_rate}
                currencyId={schedule.currency_id}
                testId={`fees-collection-${schedule.currency}`}
              />
              <NetworkFeeTable
                caption={t('fees.payment')}
                fees={schedule.payment_fee_rate}
                currencyId={schedule.currency_id}
                testId={`fees-payment-${schedule.currency}`}
              />
            </div>
          ),
        }))}
      />
    </Card>
  );
}
