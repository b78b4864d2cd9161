import { Card, Skeleton, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MissingRecord } from '../../../components/missing-record.tsx';
import { parseId } from '../../../lib/list-links.ts';
import { remittanceKeys } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session.ts';
import { useOrder } from '../api/remittance.ts';
import { PayPanel } from '../components/pay-panel.tsx';
import '../remittance.css';

/** /payment?id=…: paying an unpaid (or bank-transfer paying) order from the history; the wizard's pay step. */
export default function PaymentPage() {
  const { t, i18n } = useTranslation('remittance');
  const merchantId = useSession().merchant?.id ?? 0;
  const client = useQueryClient();
  const id = parseId(useSearchParams()[0].get('id'));
  const order = useOrder(merchantId, id, i18n.language);

  if (id === null || order.isError)
    return <MissingRecord title={t('detail.missing')} backTo="/transfer" backLabel={t('detail.back')} />;
  return (
    <div className="remittance-page">
      <Card>
        <Typography.Title level={2} className="remittance-page__title">
          {t('pay.title')}
        </Typography.Title>
        {order.data ? (
          <PayPanel
            merchantId={merchantId}
            order={order.data}
            onOrder={(updated) =>
              client.setQueryData(remittanceKeys.detail(merchantId, updated.id, i18n.language), updated)
            }
          />
        ) : (
          <Skeleton active paragraph={{ rows: 6 }} />
        )}
      </Card>
    </div>
  );
}
