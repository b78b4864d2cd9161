import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TopUp } from '@mbo/contracts/calls/global-account';
import { CollectionAccountDetails } from '../../../components/collection-account-details.tsx';
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
      <CollectionAccountDetails
        account={{
          bankName: account.bank_name,
          accountName: account.account_name,
          bsb: account.bsb,
          accountNumber: account.account_number,
          swiftCode: account.swift_code,
        }}
        reference={topUp.reference}
        referenceLabel={t('top_up.reference')}
        testId="top-up-transfer-details"
        referenceTestId="top-up-reference"
      />
      <Typography.Paragraph type="secondary">{t('top_up.cash_note')}</Typography.Paragraph>
    </>
  );
}
