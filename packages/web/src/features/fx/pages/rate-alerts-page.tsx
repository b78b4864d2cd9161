import { Card, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.ts';
import { ConvertDialog } from '../components/convert-dialog.tsx';
import { RateAlertForm } from '../components/rate-alert-form.tsx';
import { RateAlertList } from '../components/rate-alert-list.tsx';
import { RatesCard } from '../components/rates-card.tsx';
import '../fx.css';

/**
 * /rateRemid (issue 14 §2): the rates from a currency, the Convert dialog (also mounted by the global account
 * page), and the user's rate alerts. Roles 1 and 5 (the application centre's).
 */
export default function RateAlertsPage() {
  const { t } = useTranslation('fx');
  const { merchant } = useSession();
  const merchantId = merchant?.id ?? 0;
  const [convertFrom, setConvertFrom] = useState<number | null>(null);
  return (
    <div className="fx-page">
      <Card>
        <Typography.Title level={2} className="fx-page__title">
          {t('page.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('page.intro')}</Typography.Paragraph>
      </Card>
      <RatesCard merchantId={merchantId} onConvert={setConvertFrom} />
      <RateAlertForm merchantId={merchantId} />
      <RateAlertList merchantId={merchantId} />
      <ConvertDialog
        merchantId={merchantId}
        open={convertFrom !== null}
        onClose={() => setConvertFrom(null)}
        defaultSellCurrencyId={convertFrom ?? 1}
        defaultBuyCurrencyId={convertFrom === 3 ? 1 : 3}
      />
    </div>
  );
}
