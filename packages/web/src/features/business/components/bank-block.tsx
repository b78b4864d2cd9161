import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MerchantInfo } from '@mbo/contracts/calls/business';
import { formatBsb, groupInFours } from '../lib/bank-format.ts';

type AustralianBank = NonNullable<MerchantInfo['bank']['australia_bank']>;

/** The Australian settlement bank account (shown only when the merchant has one). */
export function BankBlock({ bank }: { bank: AustralianBank }) {
  const { t } = useTranslation('business');
  return (
    <Card title={t('bank.title')} data-testid="business-bank">
      <Descriptions
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'name', label: t('bank.account_name'), children: bank.account_name },
          { key: 'bsb', label: t('bank.bsb'), children: formatBsb(bank.bsb) },
          {
            key: 'number',
            label: t('bank.account_number'),
            children: <span className="business-page__digits">{groupInFours(bank.account_number)}</span>,
          },
        ]}
      />
    </Card>
  );
}
