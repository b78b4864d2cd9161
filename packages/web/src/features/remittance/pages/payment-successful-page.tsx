import { Card, Descriptions, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { REMITTANCE_STATUS } from '@mbo/contracts/remittance/order-flow';
import { MissingRecord } from '../../../components/missing-record.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { parseId } from '../../../lib/list-links.ts';
import { useSession } from '../../../lib/session.ts';
import { useOrder } from '../api/remittance.ts';
import { detailPath } from '../components/pay-panel.tsx';
import { StatusTag } from '../components/status-tag.tsx';
import { LinkButton } from '../components/link-button.tsx';
import '../remittance.css';

/** What the page says: paid (processing, or completed for a product user), waiting (POLi or a receipt), or not paid. */
function outcomeOf(status: number): 'paid' | 'waiting' | 'unpaid' {
  if (status === REMITTANCE_STATUS.paying) return 'waiting';
  if (status === REMITTANCE_STATUS.unpaid || status === REMITTANCE_STATUS.closed) return 'unpaid';
  return 'paid';
}

/**
 * /paymentSuccessful?id=…: a paid order — what was sent and to whom, what arrives, its status (processing; completed
 * at once for a product user) — with the ways on: its detail, another transfer, the global account. Reached after a
 * POLi payment too, it says so when the bank's answer is still awaited, or when the order was not paid after all.
 */
export default function PaymentSuccessfulPage() {
  const { t, i18n } = useTranslation('remittance');
  const merchantId = useSession().merchant?.id ?? 0;
  const id = parseId(useSearchParams()[0].get('id'));
  const order = useOrder(merchantId, id, i18n.language);

  if (id === null || order.isError)
    return <MissingRecord title={t('detail.missing')} backTo="/transfer" backLabel={t('detail.back')} />;
  const row = order.data;
  const outcome = row ? outcomeOf(row.status) : 'paid';
  return (
    <div className="remittance-page">
      <Card>
        {!row ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : (
          <Result
            status={outcome === 'paid' ? 'success' : outcome === 'waiting' ? 'info' : 'warning'}
            data-testid="remittance-success"
            title={t(`success.title_${outcome}`)}
            subTitle={t(`success.subtitle_${outcome}`, {
              amount: formatMoney(row.receive_amount, row.receive_currency_id),
              recipient: row.recipient.name,
            })}
            extra={[
              ...(outcome === 'unpaid'
                ? [
                    <LinkButton key="pay" to={`/payment?id=${row.id}`} type="primary">
                      {t('detail.pay')}
                    </LinkButton>,
                  ]
                : []),
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
