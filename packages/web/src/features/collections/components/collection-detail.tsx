import { App, Button, Descriptions, Drawer, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CollectionOrder } from '@mbo/contracts/calls/collections';
import { COLLECTION_STATUS } from '@mbo/contracts/remittance/order-flow';
import { MissingRecord } from '../../../components/missing-record.tsx';
import { formatAmount } from '../../../lib/format.ts';
import { useCloseCollectionOrder, useCollectionOrder } from '../api/collections.ts';
import { payerLink } from '../lib/collection-query.ts';
import { CollectionProgress } from './collection-progress.tsx';
import { StatusTag } from './status-tag.tsx';

const money = (amount: number, order: CollectionOrder) =>
  `${formatAmount(amount, order.currency_id)} ${order.currency}`;

/** The order's rows, in reading order; those not yet reached left out. */
function rowsOf(order: CollectionOrder): [string, string][] {
  const rows: [string, string | null][] = [
    ['amount', money(order.amount, order)],
    ['fee', money(order.fee, order)],
    ['net', money(order.net_amount, order)],
    ['description', order.description],
    ['payer', [order.payer_name, order.payer_email].filter(Boolean).join(' · ') || null],
    ['created', order.create_date_time],
    ['expires', order.status === COLLECTION_STATUS.unpaid ? order.expire_date_time : null],
    ['paid', order.paid_date_time],
    ['completed', order.complete_date_time],
    ['closed', order.close_date_time],
    ['closed_reason', order.closed_reason],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null);
}

interface Props {
  merchantId: number;
  id: number | null;
  onClose: () => void;
}

/** One order in a drawer beside the list (the list keeps its filters): progress, details, payer link, Close. */
export function CollectionDetail({ merchantId, id, onClose }: Props) {
  const { t, i18n } = useTranslation('collections');
  const { modal, message } = App.useApp();
  const order = useCollectionOrder(merchantId, id, i18n.language);
  const close = useCloseCollectionOrder(merchantId);
  const row = order.data;

  const confirmClose = (target: CollectionOrder) =>
    modal.confirm({
      title: t('detail.close_title', { number: target.number }),
      content: t('detail.close_text'),
      okText: t('detail.close_ok'),
      okButtonProps: { danger: true },
      cancelText: t('detail.close_cancel'),
      onOk: async () => {
        await close.mutateAsync(target.id);
        void message.success(t('detail.close_done'));
      },
    });

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      width={560}
      title={row ? t('detail.title', { number: row.number }) : t('page.title')}
      destroyOnHidden
      footer={
        <Button onClick={onClose} data-testid="collection-detail-back">
          {t('detail.back')}
        </Button>
      }
    >
      {order.isError ? (
        <MissingRecord title={t('detail.missing')} backTo="/createCommodity" backLabel={t('detail.back')} />
      ) : !row ? (
        <Skeleton active paragraph={{ rows: 8 }} data-testid="collection-detail-skeleton" />
      ) : (
        <Flex vertical gap={16} data-testid="collection-detail">
          <Flex align="center" gap={8}>
            <Typography.Text type="secondary">{t('detail.number')}</Typography.Text>
            <Typography.Text strong copyable data-testid="collection-number">
              {row.number}
            </Typography.Text>
            <StatusTag order={row} />
          </Flex>
          <CollectionProgress order={row} />
          <Descriptions column={1} bordered size="small">
            {rowsOf(row).map(([key, value]) => (
              <Descriptions.Item key={key} label={t(`detail.${key}`)}>
                {value}
              </Descriptions.Item>
            ))}
          </Descriptions>
          {row.status === COLLECTION_STATUS.unpaid && (
            <div>
              <Typography.Title level={5}>{t('detail.payer_link')}</Typography.Title>
              <Typography.Paragraph
                copyable={{ text: payerLink(row.pay_path), tooltips: [t('detail.copy'), t('detail.copied')] }}
                data-testid="collection-payer-link"
                className="collections-detail__link"
              >
                {payerLink(row.pay_path)}
              </Typography.Paragraph>
              <Flex gap={8} wrap>
                <Button href={row.pay_path} target="_blank" rel="noopener">
                  {t('detail.open_link')}
                </Button>
                <Button danger onClick={() => confirmClose(row)}>
                  {t('detail.close')}
                </Button>
              </Flex>
            </div>
          )}
        </Flex>
      )}
    </Drawer>
  );
}
