import { Table, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '@mbo/contracts/constants';
import type { CallResponse } from '@mbo/contracts/calls/index';

type OutboxMessage = CallResponse<'dev/outbox'>['messages'][number];

/** The outbox messages, newest first (the order the server gives, kept as the time column's default sort). */
export function OutboxTable({ messages, isLoading }: { messages: OutboxMessage[]; isLoading: boolean }) {
  const { t } = useTranslation('outbox');
  const columns: TableColumnsType<OutboxMessage> = [
    {
      title: t('outbox.time'),
      dataIndex: 'created_at',
      width: 180,
      defaultSortOrder: 'descend',
      sorter: (a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id,
      render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm:ss'),
    },
    {
      title: t('outbox.channel'),
      dataIndex: 'channel',
      width: 100,
      render: (channel: OutboxMessage['channel']) => (
        <Tag color={channel === 'sms' ? 'green' : 'blue'}>
          {t(channel === 'sms' ? 'outbox.channel_sms' : 'outbox.channel_email')}
        </Tag>
      ),
    },
    { title: t('outbox.recipient'), dataIndex: 'recipient', width: 220 },
    { title: t('outbox.subject'), dataIndex: 'subject', width: 220 },
    {
      title: t('outbox.body'),
      dataIndex: 'body',
      render: (body: string) => <span style={{ whiteSpace: 'pre-wrap' }}>{body}</span>,
    },
  ];
  return (
    <Table<OutboxMessage>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={messages}
      loading={isLoading}
      pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true }}
      locale={{ emptyText: t('outbox.empty') }}
      scroll={{ x: 900 }}
    />
  );
}
