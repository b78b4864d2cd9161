import { Button, Card, Modal, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOP_UP_STATUS, type TopUp } from '@mbo/contracts/calls/global-account';
import { PagedTable } from '../../../components/paged-table.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { useTopUps } from '../api/global-account.ts';
import { ReceiptForm } from './receipt-form.tsx';
import { TransferDetails } from './transfer-details.tsx';

const STATUS_COLOR: Record<number, string> = {
  [TOP_UP_STATUS.awaitingReceipt]: 'gold',
  [TOP_UP_STATUS.underReview]: 'blue',
  [TOP_UP_STATUS.credited]: 'green',
  [TOP_UP_STATUS.rejected]: 'red',
};
const isOpen = (topUp: TopUp) =>
  topUp.status === TOP_UP_STATUS.awaitingReceipt || topUp.status === TOP_UP_STATUS.rejected;

/** The top-ups by bank transfer: those waiting for a receipt or a review first; a receipt can be sent from here. */
export function TopUpsCard() {
  const { t, i18n } = useTranslation('global-account');
  const { merchant } = useSession();
  const [page, setPage] = useState(1);
  const topUps = useTopUps(merchant?.id ?? 0, page, i18n.language);
  const [uploading, setUploading] = useState<TopUp | null>(null);
  if (!topUps.data || topUps.data.total_count === 0) return null;

  const columns: ColumnsType<TopUp> = [
    { title: t('top_ups.created'), dataIndex: 'create_date_time', key: 'created' },
    { title: t('top_ups.reference'), dataIndex: 'reference', key: 'reference' },
    {
      title: t('top_ups.amount'),
      key: 'amount',
      align: 'right',
      render: (_, row) => <span className="global-amount">{formatMoney(row.amount, row.currency_id)}</span>,
    },
    {
      title: t('top_ups.status'),
      key: 'status',
      render: (_, row) => (
        <>
          <Tag color={STATUS_COLOR[row.status]}>{row.status_name}</Tag>
          {row.reject_reason && (
            <Typography.Text type="danger">{t('top_ups.reason', { reason: row.reject_reason })}</Typography.Text>
          )}
          {row.fee > 0 && (
            <Typography.Text type="secondary">
              {t('top_ups.fee', { fee: formatMoney(row.fee, row.currency_id) })}
            </Typography.Text>
          )}
          {row.frozen_until && (
            <Typography.Text type="secondary">
              {' · '}
              {t('top_ups.frozen_until', { date: row.frozen_until.slice(0, 10) })}
            </Typography.Text>
          )}
        </>
      ),
    },
    {
      title: t('top_ups.receipt'),
      key: 'receipt',
      render: (_, row) =>
        isOpen(row) ? (
          <Button size="small" onClick={() => setUploading(row)}>
            {row.has_receipt ? t('top_ups.upload_again') : t('top_ups.upload')}
          </Button>
        ) : (
          row.has_receipt && t('top_ups.sent')
        ),
    },
  ];
  return (
    <Card>
      <Typography.Title level={4} className="global-page__title">
        {t('top_ups.title')}
      </Typography.Title>
      <PagedTable<TopUp>
        data-testid="global-top-ups-table"
        rowKey="id"
        columns={columns}
        dataSource={topUps.data.data}
        page={page}
        total={topUps.data.total_count}
        totalText={(count) => t('top_ups.total', { count })}
        loading={topUps.isFetching}
        onPage={setPage}
        scroll={{ x: 'max-content' }}
      />
      <Modal
        open={uploading !== null}
        onCancel={() => setUploading(null)}
        title={t('top_ups.details')}
        footer={null}
        destroyOnHidden
        width={560}
      >
        {uploading && (
          <>
            <TransferDetails topUp={uploading} />
            <ReceiptForm topUpId={uploading.id} onDone={() => setUploading(null)} />
          </>
        )}
      </Modal>
    </Card>
  );
}
