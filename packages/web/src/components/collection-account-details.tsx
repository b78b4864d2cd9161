import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CollectionAccount } from '@mbo/contracts/lookups/collection-accounts';

interface CollectionAccountDetailsProps {
  account: CollectionAccount;
  /** What the payer quotes on the transfer (a top-up's reference, a transfer order's number), and its label. */
  reference: string;
  referenceLabel: string;
  testId: string;
  referenceTestId: string;
}

/**
 * Where to send money by bank transfer: the provider's collection account of the currency and the reference to quote
 * (copyable) — for a global-account top-up and for a transfer order paid by bank transfer.
 */
export function CollectionAccountDetails(props: CollectionAccountDetailsProps) {
  const { t } = useTranslation();
  const { account } = props;
  return (
    <Descriptions column={1} bordered size="small" data-testid={props.testId}>
      <Descriptions.Item label={t('collection_account.bank_name')}>{account.bankName}</Descriptions.Item>
      <Descriptions.Item label={t('collection_account.account_name')}>{account.accountName}</Descriptions.Item>
      {account.bsb && <Descriptions.Item label={t('collection_account.bsb')}>{account.bsb}</Descriptions.Item>}
      <Descriptions.Item label={t('collection_account.account_number')}>{account.accountNumber}</Descriptions.Item>
      <Descriptions.Item label={t('collection_account.swift')}>{account.swiftCode}</Descriptions.Item>
      <Descriptions.Item label={props.referenceLabel}>
        <Typography.Text strong copyable data-testid={props.referenceTestId}>
          {props.reference}
        </Typography.Text>
      </Descriptions.Item>
    </Descriptions>
  );
}
