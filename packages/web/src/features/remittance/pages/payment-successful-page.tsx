import { Card, Descriptions, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MissingRecord } from '../../../components/missing-record.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { parseId } from '../../../lib/list-links.ts';
import { useSession } from '../../../lib/session.ts';
import { useOrder } from '../api/remittance.ts';
import { detailPath } from '../components/pay-panel.tsx';
import { StatusTag } from '../components/status-tag.tsx';
import { LinkButton } from '../components/link-button.tsx';
import '../remittance.css';

/**
 * /paymentSuccessful?id=…: a paid order — what was sent and to whom, what arrives, its status (processing; completed
 * at once for a product user) — with the ways on: its detail, another transfer, the global account.
 */
export default function PaymentSuccessfulPage() {
  const { t, i18n } = useTranslation('remittance');
  const merchantId = useSession().merchant?.id ?? 0;
  const id = parseId(useSearchParams()[0].get('id'));
  const order = useOrder(merchantId, id, i18n.language);

  if (id === null || order.isError)
    return <MissingRecord title={t('detail.missing')} backTo="/transfer" backLabel={t('detail.back')} />;
  const row = order.data;
  return (
    <div className="remittance-page">
      <Card>
        {!row ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : (
          <Result
            status="success"
            data-testid="remittance-success"
            title={t('success.title')}
            subTitle={t('success.subtitle', {
              amount: formatMoney(row.receive_amount, row.receive_currency_id),
              recipient: row.recipient.name,
            })}
            extra={[
              <LinkButton key="detail" to={detailPath(row.id)} type="primary">
                {t('success.view')}
              </LinkButton>,
              <LinkButton key="again" to="/singlePayment">
                {t('success.again')}
              </LinkButton>,
              <LinkButton key="account" to="/account">
                {t('success.account')}
              </LinkButton>,
            ]}
          >
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label={t('order.number')}>{row.number}</Descriptions.Item>
              <Descriptions.Item label={t('order.recipient')}>{row.recipient.name}</Descriptions.Item>
              <Descriptions.Item label={t('quote.total')}>
                {formatMoney(row.total_amount, row.send_currency_id)}
              </Descriptions.Item>
              <Descriptions.Item label={t('quote.receive_amount')}>
                {formatMoney(row.receive_amount, row.receive_currency_id)}
              </Descriptions.Item>
              <Descriptions.Item label={t('order.status')}>
                <StatusTag status={row.status} name={row.status_name} />
              </Descriptions.Item>
            </Descriptions>
          </Result>
        )}
      </Card>
    </div>
  );
}
