import { Button, Card, Flex, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { CallResponse } from '@mbo/contracts/calls/index';
import { PagedTable } from '../../../components/paged-table.tsx';
import { useMe } from '../api/get-me.ts';
import { useQueue } from '../api/get-queue.ts';
import { ReviewDrawer } from '../components/review-drawer.tsx';

type Row = CallResponse<'console/get_queue'>['page_data']['data'][number];

/** /console/queues/:queue: the waiting items, oldest first; Review opens one. */
export default function QueuePage() {
  const { t } = useTranslation('console');
  const queue = useParams().queue ?? '';
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useQueue(queue, page);
  const title = useMe(true).data?.queues.find((entry) => entry.key === queue)?.title ?? queue;
  const columns: TableProps<Row>['columns'] = [
    { title: t('queues.submitted_at'), dataIndex: 'submitted_at' },
    { title: t('queues.applicant'), dataIndex: 'applicant' },
    { title: t('queues.summary'), dataIndex: 'summary' },
    {
      key: 'review',
      render: (_, row) => <Button onClick={() => setOpenId(row.id)}>{t('queues.review')}</Button>,
    },
  ];
  return (
    <Card>
      <Flex justify="space-between" align="center">
        <Typography.Title level={2}>{title}</Typography.Title>
        <Link to="/console/queues">{t('queues.back')}</Link>
      </Flex>
      <PagedTable<Row>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.page_data.data ?? []}
        loading={list.isFetching}
        locale={{ emptyText: t('queues.empty') }}
        page={page}
        total={list.data?.page_data.total_count ?? 0}
        totalText={(count) => t('queues.total', { count })}
        onPage={setPage}
        data-testid="console-queue-table"
      />
      <ReviewDrawer queue={queue} id={openId} onClose={() => setOpenId(null)} />
    </Card>
  );
}
