import { Button, Card, Descriptions, Drawer, Skeleton, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryRow } from '@mbo/contracts/calls/global-account';
import { PagedTable } from '../../../components/paged-table.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { merchantTimeZone, useSession } from '../../../lib/session.ts';
import { usePagedQuery } from '../../../lib/use-paged-query.ts';
import { useHistory, useHistoryDetail } from '../api/global-account.ts';
import { defaultHistoryQuery } from '../lib/history-query.ts';
import { HistoryFilters } from './history-filters.tsx';

/** A signed amount: money in green with "+", money out with "−". */
export function SignedAmount({ amount, currencyId }: { amount: number; currencyId: number }) {
  return (
    <span className={`global-amount${amount > 0 ? ' global-amount--in' : ''}`}>
      {amount > 0 ? '+' : ''}
      {formatMoney(Math.abs(amount), currencyId, amount < 0)}
    </span>
  );
}

function HistoryDetail({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('global-account');
  const { merchant } = useSession();
  const detail = useHistoryDetail(merchant?.id ?? 0, id, i18n.language);
  const item = detail.data;
  return (
    <Drawer open={id !== null} onClose={onClose} title={t('history.detail_title')} width={480} destroyOnHidden>
      {!item ? (
        <Skeleton active />
      ) : (
        <Descriptions column={1} bordered size="small" data-testid="global-history-detail">
          <Descriptions.Item label={t('history.type')}>{item.type_name}</Descriptions.Item>
          <Descriptions.Item label={t('history.amount')}>
            <SignedAmount amount={item.amount} currencyId={item.currency_id} />
          </Descriptions.Item>
          <Descriptions.Item label={t('history.time')}>{item.create_date_time}</Descriptions.Item>
          <Descriptions.Item label={t('history.reference')}>{item.reference || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('history.status')}>{item.status_name}</Descriptions.Item>
          {item.is_cash && <Descriptions.Item label={t('history.cash')}>{t('history.yes')}</Descriptions.Item>}
          {item.fee > 0 && (
            <Descriptions.Item label={t('history.fee')}>{formatMoney(item.fee, item.currency_id)}</Descriptions.Item>
          )}
          {item.frozen_until && (
            <Descriptions.Item label={t('history.frozen_until')}>{item.frozen_until}</Descriptions.Item>
          )}
          {item.bank_account && (
            <Descriptions.Item label={t('history.bank_account')}>{item.bank_account}</Descriptions.Item>
          )}
        </Descriptions>
      )}
    </Drawer>
  );
}

/** The account's movements (types 1 top-up, 2 withdraw, 4 send; settlement credits and refunds), 10 a page, a detail. */
export function HistoryCard() {
  const { t, i18n } = useTranslation('global-account');
  const { merchant } = useSession();
  const { query, search, reset, setPage } = usePagedQuery(() => defaultHistoryQuery(merchantTimeZone(merchant)));
  const history = useHistory(merchant?.id ?? 0, query, i18n.language);
  const [openId, setOpenId] = useState<number | null>(null);
  const columns: ColumnsType<HistoryRow> = [
    { title: t('history.time'), dataIndex: 'create_date_time', key: 'time' },
    { title: t('history.type'), dataIndex: 'type_name', key: 'type' },
    { title: t('history.currency'), dataIndex: 'currency', key: 'currency' },
    {
      title: t('history.amount'),
      key: 'amount',
      align: 'right',
      render: (_, row) => <SignedAmount amount={row.amount} currencyId={row.currency_id} />,
    },
    { title: t('history.reference'), dataIndex: 'reference', key: 'reference' },
    {
      title: '',
      key: 'detail',
      render: (_, row) => (
        <Button type="link" onClick={() => setOpenId(row.id)}>
          {t('history.detail')}
        </Button>
      ),
    },
  ];
  return (
    <Card>
      <Typography.Title level={4} className="global-page__title">
        {t('history.title')}
      </Typography.Title>
      <HistoryFilters query={query} onSearch={search} onReset={reset} />
      {history.isPending ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : (
        <PagedTable<HistoryRow>
          data-testid="global-history-table"
          rowKey="id"
          columns={columns}
          dataSource={history.data?.page_data.data ?? []}
          page={query.page}
          total={history.data?.page_data.total_count ?? 0}
          totalText={(count) => t('history.total', { count })}
          loading={history.isFetching}
          onPage={setPage}
          locale={{ emptyText: t('history.empty') }}
          scroll={{ x: 'max-content' }}
        />
      )}
      <HistoryDetail id={openId} onClose={() => setOpenId(null)} />
    </Card>
  );
}
