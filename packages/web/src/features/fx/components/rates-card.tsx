import { Button, Card, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRate } from '@mbo/contracts/calls/fx';
import { currencyCode, currencyName } from '../../../lib/format.ts';
import { formatRate as formatPercent } from '../../../lib/format.ts';
import { useRates } from '../api/get-rates.ts';
import { CurrencySelect } from './currency-select.tsx';

interface RatesCardProps {
  merchantId: number;
  onConvert: (sellCurrencyId: number) => void;
}

/** The rates from one currency to every other listed one, mid-market and ours, refreshed as they move. */
export function RatesCard({ merchantId, onConvert }: RatesCardProps) {
  const { t, i18n } = useTranslation('fx');
  const [sell, setSell] = useState(1);
  const rates = useRates(merchantId, sell);
  return (
    <Card title={t('rates.title')}>
      <Flex gap={12} align="center" wrap className="fx-alert-form">
        <Typography.Text>{t('rates.from')}</Typography.Text>
        <CurrencySelect value={sell} onChange={setSell} aria-label={t('rates.from')} data-testid="fx-rates-from" />
        <Button type="primary" onClick={() => onConvert(sell)} data-testid="fx-open-convert">
          {t('rates.convert')}
        </Button>
      </Flex>
      {rates.data && (
        <Typography.Paragraph type="secondary" className="fx-quote">
          {t('rates.spread', { spread: formatPercent(rates.data.spread_ppm / 1_000_000) })}
        </Typography.Paragraph>
      )}
      <Table
        data-testid="fx-rates-table"
        rowKey="buy_currency_id"
        size="small"
        loading={rates.isPending}
        pagination={false}
        scroll={{ y: 320 }}
        dataSource={rates.data?.data ?? []}
        columns={[
          {
            title: t('rates.currency'),
            dataIndex: 'buy_currency_id',
            render: (id: number) => `${currencyCode(id)} · ${currencyName(id, i18n.language)}`,
          },
          {
            title: t('rates.mid_rate'),
            dataIndex: 'mid_rate',
            align: 'right',
            render: (rate: number) => formatRate(rate),
          },
          { title: t('rates.rate'), dataIndex: 'rate', align: 'right', render: (rate: number) => formatRate(rate) },
        ]}
      />
    </Card>
  );
}
