import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TopUp } from '@mbo/contracts/calls/global-account';
import { formatAmount } from '../../../lib/format.ts';

/** Where to send a top-up and what to quote: the provider's collection account and the top-up's own reference. */
export function TransferDetails({ topUp }: { topUp: TopUp }) {
  const { t } = useTranslation('global-account');
  const account = topUp.collection_account;
  return (
    <>
      <Typography.Paragraph>
        {t('top_up.instructions', { amount: formatAmount(topUp.amount, topUp.currency_id), currency: topUp.currency })}
      </Typography.Paragraph>
      <Descriptions column={1} bordered size="small" data-testid="top-up-transfer-details">
        <Descriptions.Item label={t('top_up.bank_name')}>{account.bank_name}</Descriptions.Item>
        <Descriptions.Item label={t('top_up.account_name')}>{account.account_name}</Descriptions.Item>
        {account.bsb && <Descriptions.Item label={t('top_up.bsb')}>{account.bsb}</Descriptions.Item>}
        <Descriptions.Item label={t('top_up.account_number')}>{account.account_number}</Descriptions.Item>
        <Descriptions.Item label={t('top_up.swift')}>{account.swift_code}</Descriptions.Item>
        <Descriptions.Item label={t('top_up.reference')}>
          <Typography.Text strong copyable data-testid="top-up-reference">
            {topUp.reference}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary">{t('top_up.cash_note')}</Typography.Paragraph>
    </>
  );
}
