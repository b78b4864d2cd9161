import { Alert, App, Button, Card, Descriptions, Flex, Skeleton, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TransferOrder } from '@mbo/contracts/calls/remittance';
import { FEE_WAIVER } from '@mbo/contracts/remittance/fees';
import { REMITTANCE_STATUS, SEND_PAYMENT_METHOD } from '@mbo/contracts/remittance/order-flow';
import { MissingRecord } from '../../../components/missing-record.tsx';
import { downloadFile } from '../../../lib/download-file.ts';
import { formatExchangeRate } from '../../../lib/exchange-rate.ts';
import { formatMoney } from '../../../lib/format.ts';
import { parseId } from '../../../lib/list-links.ts';
import { toastSuccess } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { useCloseOrder, useOrder, useOrderReceipt } from '../api/remittance.ts';
import { StatusTag } from '../components/status-tag.tsx';
import { progressPoints } from '../lib/progress.ts';
import { LinkButton } from '../components/link-button.tsx';
import '../remittance.css';

/** The detail's rows in reading order; empty ones left out. */
function rowsOf(order: TransferOrder, t: (key: string, options?: Record<string, unknown>) => string) {
  const send = order.send_currency_id;
  const rows: [string, string][] = [
    ['order.number', order.number],
    ['order.recipient', `${order.recipient.name} · ${order.recipient.account_display}`],
    ['recipient.network', order.recipient.payment_network_name],
    ['quote.send_amount', formatMoney(order.send_amount, send)],
    [
      'quote.fee',
      `${formatMoney(order.fee_amount, send)} ${t('quote.gst_included', { gst: formatMoney(order.fee_gst, send) })}`,
    ],
    ['order.waiver', order.fee_waiver === FEE_WAIVER.none ? '' : t(`quote.waiver.${order.fee_waiver}`)],
    ['quote.total', formatMoney(order.total_amount, send)],
    [
      'quote.rate',
      t('quote.rate_line', {
        send: order.send_currency,
        rate: formatExchangeRate(order.rate),
        receive: order.receive_currency,
      }),
    ],
    ['quote.receive_amount', formatMoney(order.receive_amount, order.receive_currency_id)],
    ['quote.speed', order.speed_name],
    ['order.method', order.payment_method_name],
    ['order.reason', order.reason_name],
    ['order.reference', order.reference],
    ['order.email', order.notify_email],
    [
      'order.abnormal_fee',
      order.abnormal_fee_amount ? formatMoney(order.abnormal_fee_amount, order.receive_currency_id) : '',
    ],
    ['order.returned', order.returned_amount ? formatMoney(order.returned_amount, send) : ''],
    ['order.created', order.create_time],
    ['order.paid', order.paid_time ?? ''],
    ['order.pay_by', order.status === REMITTANCE_STATUS.unpaid ? order.pay_by : ''],
  ];
  return rows.filter(([, value]) => value !== '');
}

/**
 * /transferDetail?id=…: one transfer order — its progress (created → paid → processing → the end), every field,
 * and what its status allows: an unpaid order is paid (/payment) or closed after a confirmation; a completed one
 * gives its PDF receipt in the user's language.
 */
export default function TransferDetailPage() {
  const { t, i18n } = useTranslation('remittance');
  const { modal } = App.useApp();
  const merchantId = useSession().merchant?.id ?? 0;
  const id = parseId(useSearchParams()[0].get('id'));
  const order = useOrder(merchantId, id, i18n.language);
  const close = useCloseOrder(merchantId);
  const receipt = useOrderReceipt(merchantId);

  if (id === null || order.isError)
    return <MissingRecord title={t('detail.missing')} backTo="/transfer" backLabel={t('detail.back')} />;
  const row = order.data;
  const confirmClose = (target: TransferOrder) =>
    modal.confirm({
      title: t('pay.close_title'),
      content: t('pay.close_body', { number: target.number }),
      okText: t('pay.close_ok'),
      okButtonProps: { danger: true },
      cancelText: t('pay.close_cancel'),
      onOk: async () => {
        await close.mutateAsync(target.id);
        toastSuccess(t('pay.closed'));
      },
    });
  const download = async (target: TransferOrder) => {
    const file = await receipt.mutateAsync(target.id);
    downloadFile(file.filepath, file.file_name);
  };

  return (
    <div className="remittance-page">
      <Card>
        {!row ? (
          <Skeleton active paragraph={{ rows: 10 }} />
        ) : (
          <>
            <Flex justify="space-between" align="center" wrap gap={12}>
              <Typography.Title level={2} className="remittance-page__title">
                {t('detail.title', { number: row.number })} <StatusTag status={row.status} name={row.status_name} />
              </Typography.Title>
              <Flex gap={8}>
                {row.status === REMITTANCE_STATUS.unpaid && (
                  <>
                    <LinkButton to={`/payment?id=${row.id}`} type="primary" data-testid="remittance-detail-pay">
                      {t('detail.pay')}
                    </LinkButton>
                    <Button danger onClick={() => confirmClose(row)} data-testid="remittance-close-order">
                      {t('pay.close')}
                    </Button>
                  </>
                )}
                {row.status === REMITTANCE_STATUS.paying &&
                  row.payment_method === SEND_PAYMENT_METHOD.bankTransfer &&
                  !row.has_receipt && (
                    <LinkButton to={`/payment?id=${row.id}`} type="primary">
                      {t('detail.upload_receipt')}
                    </LinkButton>
                  )}
                {row.status === REMITTANCE_STATUS.completed && (
                  <Button
                    type="primary"
                    loading={receipt.isPending}
                    onClick={() => void download(row)}
                    data-testid="remittance-receipt-download"
                  >
                    {t('detail.receipt')}
                  </Button>
                )}
              </Flex>
            </Flex>
            <Steps
              className="remittance-progress"
              data-testid="remittance-progress"
              items={progressPoints(row).map((point) => ({
                title: t(`progress.${point.key}`),
                status: point.state,
                description: point.time ?? undefined,
              }))}
            />
            {row.status_note && (
              <Alert type="info" showIcon title={row.status_note} data-testid="remittance-status-note" />
            )}
            <Descriptions
              column={2}
              bordered
              size="small"
              data-testid="remittance-detail"
              className="remittance-progress"
            >
              {rowsOf(row, t).map(([key, value]) => (
                <Descriptions.Item key={key} label={t(key)}>
                  {value}
                </Descriptions.Item>
              ))}
            </Descriptions>
          </>
        )}
      </Card>
    </div>
  );
}
