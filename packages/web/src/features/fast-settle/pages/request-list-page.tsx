import { Button, Card, Skeleton, Typography } from 'antd';
import type { FastSettleRequestView } from '@mbo/contracts/calls/fast-settle';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedTable } from '../../../components/paged-table.tsx';
import { SettlementTabs } from '../../../components/settlement-tabs.tsx';
import { useSession } from '../../../lib/session.ts';
import { usePagedQuery } from '../../../lib/use-paged-query.ts';
import { useRequests } from '../api/fast-settle.ts';
import { RequestStatus } from '../components/request-status.tsx';
import { onOffText, rangeText } from '../lib/fast-settle-text.ts';
import '../fast-settle.css';

/** /settlementList: the merchant's T+0 change requests, newest first, 10 a page (the page kept in the address). */
export default function RequestListPage() {
  const { t, i18n } = useTranslation('fast-settle');
  const merchantId = useSession().merchant?.id ?? 0;
  // The page is kept in the address (keepAlive): back from a request shows the same page.
  const { query, setPage } = usePagedQuery(() => ({ page: 1 }));
  const page = query.page;
  const rows = useRequests(merchantId, page, i18n.language);

  return (
    <div className="fast-settle-page">
      <SettlementTabs />
      <Card>
        <Typography.Title level={2} className="fast-settle-page__title">
          {t('list.title')}
        </Typography.Title>
        <Link to="/settlementSet">
          <Button type="link">{t('list.back')}</Button>
        </Link>
        {rows.isPending ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : (
          <PagedTable<FastSettleRequestView>
            data-testid="fast-settle-requests"
            rowKey="id"
            dataSource={rows.data?.data ?? []}
            page={page}
            total={rows.data?.total_count ?? 0}
            totalText={(count) => t('list.total', { count })}
            loading={rows.isFetching}
            onPage={setPage}
            locale={{ emptyText: t('list.empty') }}
            scroll={{ x: 'max-content' }}
            columns={[
              {
                title: t('list.bill_no'),
                dataIndex: 'bill_no',
                render: (billNo: string, row) => <Link to={`/settlementListDetail?id=${row.id}`}>{billNo}</Link>,
              },
              { title: t('list.on_off'), dataIndex: 'is_fast_settle', render: (value: number) => onOffText(t, value) },
              {
                title: t('list.range'),
                dataIndex: 'fast_settlement_range_list',
                render: (range: string[]) => rangeText(t, range),
              },
              {
                title: t('list.status'),
                dataIndex: 'bill_status',
                render: (status: number, row) => <RequestStatus status={status} name={row.bill_status_name} />,
              },
              { title: t('list.created'), dataIndex: 'create_date' },
            ]}
          />
        )}
      </Card>
    </div>
  );
}
