import { Card, Flex, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.ts';
import { useMerchantInfo } from '../api/get-merchant-info.ts';
import { BankBlock } from '../components/bank-block.tsx';
import { CardQuotaBlock } from '../components/card-quota-block.tsx';
import { ContactBlock } from '../components/contact-block.tsx';
import { GlobalFees } from '../components/global-fees.tsx';
import { KeyActions } from '../components/key-actions.tsx';
import { RatesTable } from '../components/rates-table.tsx';
import { StaticFees } from '../components/static-fees.tsx';
import '../business.css';

/** The card channel whose presence shows the card quota block (the spec). */
const QUOTA_CHANNEL_ID = 9;

/**
 * /business: contact and ABN, the Australian bank account when present, rates per channel, the 14-day card quota
 * when the merchant has channel 9, the global-account fees per currency and network, the static fee and error
 * tables, and the secret-key and public-key buttons.
 */
export default function BusinessPage() {
  const { t } = useTranslation('business');
  const { merchant: current } = useSession();
  const merchantId = current?.id ?? 0;
  const info = useMerchantInfo(merchantId);
  const merchant = info.data;

  if (info.isError) return <Result status="warning" title={t('load_failed')} />;

  return (
    <div className="business-page">
      <Card>
        <Flex justify="space-between" align="center" className="business-page__header">
          <Typography.Title level={2} className="business-page__title">
            {t('title')}
          </Typography.Title>
          <KeyActions merchantId={merchantId} />
        </Flex>
      </Card>
      {!merchant ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : (
        <>
          <ContactBlock merchant={merchant} />
          {merchant.bank.australia_bank && <BankBlock bank={merchant.bank.australia_bank} />}
          <RatesTable rates={merchant.rates} />
          {merchant.rates.some((rate) => rate.payment_channel_id === QUOTA_CHANNEL_ID) && (
            <CardQuotaBlock merchantId={merchantId} />
          )}
        </>
      )}
      <GlobalFees merchantId={merchantId} />
      <StaticFees />
    </div>
  );
}
