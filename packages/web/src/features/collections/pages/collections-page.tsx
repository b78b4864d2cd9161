import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { CollectionOrder } from '@mbo/contracts/calls/collections';
import { COLLECTION_STATUS_FILTER } from '@mbo/contracts/remittance/order-flow';
import { PagedTable } from '../../../components/paged-table.tsx';
import { tShared } from '../../../i18n/i18n.ts';
import { formatAmount } from '../../../lib/format.ts';
import { parseId } from '../../../lib/list-links.ts';
import { useSession } from '../../../lib/session.ts';
import { usePagedQuery } from '../../../lib/use-paged-query.ts';
import { useCollectionOrders } from '../api/collections.ts';
import { CollectionDetail } from '../components/collection-detail.tsx';
import { CreateCollectionDialog } from '../components/create-collection-dialog.tsx';
import { StatusTag } from '../components/status-tag.tsx';
import { defaultCollectionQuery, type CollectionQuery } from '../lib/collection-query.ts';
import '../collections.css';

/**
 * /createCommodity: collection orders (issue 14 §5) — create a payment request, the list with the status filter of
 * 002 §4 (all, 3, 5, 10, 99; 10 a page, kept in the address), and an order's detail in a drawer (`?id=`).
 */
export default function CollectionsPage() {
  const { t, i18n } = useTranslation('collections');
  const merchantId = useSession().merchant?.id ?? 0;
  const { query, search, setPage } = usePagedQuery<CollectionQuery>(defaultCollectionQuery);
  const rows = useCollectionOrders(merchantId, query, i18n.language);
  const [params, setParams] = useSearchParams();
  const openId = parseId(params.get('id'));
  const [isCreating, setCreating] = useState(false);
  const show = (id: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete('id');
      else next.set('id', String(id));
      return next;
    });

  return (
    <div className="collections-page">
      <Card>
        <Flex justify="space-between" align="start" wrap gap={12}>
          <div>
            <Typography.Title level={2} className="collections-page__title">
              {t('page.title')}
            </Typography.Title>
            <Typography.Paragraph type="secondary">{t('page.intro')}</Typography.Paragraph>
          </div>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('page.create')}
          </Button>
        </Flex>
        <Flex align="center" gap={8} className="collections-page__filter" data-testid="collection-status-filter">
          <Typography.Text id="collection-status-filter">{t('page.filter_label')}</Typography.Text>
          <Segmented<number>
            aria-labelledby="collection-status-filter"
            value={query.status ?? 0}
            onChange={(value) => search({ status: value === 0 ? null : (value as CollectionQuery['status']), page: 1 })}
            options={[
              { value: 0, label: t('page.all') },
              ...COLLECTION_STATUS_FILTER.map((status) => ({
                value: status,
                label: tShared(`collections.status.${status}`),
              })),
            ]}
          />
        </Flex>
        <PagedTable<CollectionOrder>
          data-testid="collection-orders"
          rowKey="id"
          dataSource={rows.data?.data ?? []}
          page={query.page}
          total={rows.data?.total_count ?? 0}
          totalText={(count) => t('page.total', { count })}
          loading={rows.isFetching}
          onPage={setPage}
          locale={{ emptyText: t(query.status === null ? 'page.empty' : 'page.none_found') }}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              title: t('list.number'),
              dataIndex: 'number',
              render: (text: string, row) => (
                <Button type="link" className="collections-page__number" onClick={() => show(row.id)}>
                  {text}
                </Button>
              ),
            },
            { title: t('list.description'), dataIndex: 'description', ellipsis: true },
            {
              title: t('list.amount'),
              key: 'amount',
              align: 'right',
              render: (_value, row) => `${formatAmount(row.amount, row.currency_id)} ${row.currency}`,
            },
            { title: t('list.status'), key: 'status', render: (_value, row) => <StatusTag order={row} /> },
            { title: t('list.created'), dataIndex: 'create_date_time' },
            {
              title: t('list.actions'),
              key: 'actions',
              render: (_value, row) => (
                <Button type="link" onClick={() => show(row.id)} aria-label={`${t('page.view')} ${row.number}`}>
                  {t('page.view')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <CreateCollectionDialog
        merchantId={merchantId}
        open={isCreating}
        onClose={() => setCreating(false)}
        onCreated={(order) => {
          setCreating(false);
          show(order.id);
        }}
      />
      <CollectionDetail merchantId={merchantId} id={openId} onClose={() => show(null)} />
    </div>
  );
}
