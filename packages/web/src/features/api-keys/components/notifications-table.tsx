import { Button, Card, Flex, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DELIVERY_ERROR, WEBHOOK_STATUS, type Notification } from '@mbo/contracts/calls/webhooks';
import { PAGE_SIZE } from '@mbo/contracts/constants';
import { useAttempts, useNotifications } from '../api/get-notifications.ts';

const ERROR_CODES: readonly string[] = Object.values(DELIVERY_ERROR);

/** An attempt's result: the HTTP status it got, or why it got none (rows logged before the codes keep their text). */
function useResultText() {
  const { t } = useTranslation('api-keys');
  return (error: string | null, httpStatus: number | null) =>
    error !== null
      ? ERROR_CODES.includes(error)
        ? t(`log.error_${error}`)
        : error
      : httpStatus === null
        ? '—'
        : `HTTP ${httpStatus}`;
}

const STATUS_COLOR: Record<number, string> = {
  [WEBHOOK_STATUS.pending]: 'processing',
  [WEBHOOK_STATUS.delivered]: 'success',
  [WEBHOOK_STATUS.failed]: 'error',
};

function Attempts({ merchantId, eventId }: { merchantId: number; eventId: string }) {
  const { t } = useTranslation('api-keys');
  const attempts = useAttempts(merchantId, eventId);
  const resultText = useResultText();
  return (
    <Table
      size="small"
      rowKey="attempt"
      loading={attempts.isPending}
      dataSource={attempts.data ?? []}
      pagination={false}
      aria-label={t('log.attempts_of', { id: eventId })}
      columns={[
        { title: t('log.attempt'), dataIndex: 'attempt', width: 90 },
        { title: t('log.at'), dataIndex: 'at' },
        { title: t('log.result'), key: 'result', render: (_, row) => resultText(row.error, row.http_status) },
        { title: t('log.duration'), dataIndex: 'duration_ms', render: (value: number) => t('log.ms', { value }) },
      ]}
    />
  );
}

/** The delivery log: every notification, its status and last result; a row expands to its attempts. */
export function NotificationsTable({ merchantId }: { merchantId: number }) {
  const { t } = useTranslation('api-keys');
  const filterId = useId();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<number | undefined>(undefined);
  const list = useNotifications(merchantId, page, status);
  const resultText = useResultText();

  const columns: TableColumnsType<Notification> = [
    {
      title: t('log.event_id'),
      dataIndex: 'event_id',
      render: (value: string) => <Typography.Text code>{value}</Typography.Text>,
    },
    { title: t('log.type'), dataIndex: 'type' },
    {
      title: t('log.status'),
      dataIndex: 'status',
      render: (value: number) => <Tag color={STATUS_COLOR[value]}>{t(`log.status_${value}`)}</Tag>,
    },
    { title: t('log.attempts'), dataIndex: 'attempts', width: 100 },
    {
      title: t('log.last_result'),
      key: 'last',
      render: (_, row) => resultText(row.last_error, row.last_http_status),
    },
    { title: t('log.created'), dataIndex: 'created_at' },
    {
      title: t('log.delivered'),
      dataIndex: 'delivered_at',
      render: (value: string | null, row) =>
        value ?? (row.next_attempt_at ? t('log.next', { at: row.next_attempt_at }) : '—'),
    },
  ];

  return (
    <Card
      title={
        <Typography.Title level={2} className="developer-page__title">
          {t('log.title')}
        </Typography.Title>
      }
      extra={
        <Flex gap={8} align="center">
          <label htmlFor={filterId}>{t('log.filter')}</label>
          <Select<number>
            id={filterId}
            allowClear
            placeholder={t('log.all')}
            value={status}
            onChange={(value) => {
              setStatus(value);
              setPage(1);
            }}
            options={[WEBHOOK_STATUS.pending, WEBHOOK_STATUS.delivered, WEBHOOK_STATUS.failed].map((value) => ({
              value,
              label: t(`log.status_${value}`),
            }))}
            style={{ width: 140 }}
          />
          <Button onClick={() => void list.refetch()} loading={list.isFetching}>
            {t('log.refresh')}
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">{t('log.intro')}</Typography.Paragraph>
      <Table<Notification>
        rowKey="event_id"
        data-testid="notification-log"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('log.empty') }}
        expandable={{ expandedRowRender: (row) => <Attempts merchantId={merchantId} eventId={row.event_id} /> }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total_count ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </Card>
  );
}
