import { Badge, Button, Card, Flex, Skeleton, Typography } from 'antd';
import type { MessageRow } from '@mbo/contracts/calls/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedTable } from '../../../components/paged-table.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { toastSuccess } from '../../../lib/notify.ts';
import { usePagedQuery } from '../../../lib/use-paged-query.ts';
import { merchantTimeZone, useSession } from '../../../lib/session.ts';
import { useMarkRead, useMessageList } from '../api/messages.ts';
import '../messages.css';

/** The spec's toast after marking (3 seconds). */
const MARKED_TOAST_SECONDS = 3;

/**
 * /message: the person's messages, 10 a page, newest first; an unread dot, checkboxes and "Mark as read" for the
 * checked ones (first document §2 "Messages"). A title opens the message, which reads it.
 */
export default function MessagesPage() {
  const { t } = useTranslation('messages');
  const { user, merchant } = useSession();
  const userId = user?.user.id ?? 0;
  const timeZone = merchantTimeZone(merchant);
  // The page is kept in the address (keepAlive): back from a message shows the same page.
  const { query, setPage } = usePagedQuery(() => ({ page: 1 }));
  const page = query.page;
  const [checked, setChecked] = useState<number[]>([]);
  const list = useMessageList(userId, page);
  const markRead = useMarkRead(userId);
  const rows = list.data?.data ?? [];

  const markChecked = () =>
    markRead.mutate(checked, {
      onSuccess: (marked) => {
        setChecked([]);
        toastSuccess(t('marked', { count: marked }), MARKED_TOAST_SECONDS);
      },
    });

  return (
    <Card className="messages-page">
      <Flex justify="space-between" align="center" wrap gap={12}>
        <div>
          <Typography.Title level={2} className="messages-page__title">
            {t('title')}
          </Typography.Title>
          {list.data ? (
            <Typography.Text type="secondary" data-testid="messages-unread">
              {t('unread_count', { count: list.data.unread_count })}
            </Typography.Text>
          ) : null}
        </div>
        <Button
          type="primary"
          onClick={markChecked}
          disabled={checked.length === 0}
          loading={markRead.isPending}
          data-testid="messages-mark-read"
        >
          {checked.length > 0 ? t('mark_checked', { count: checked.length }) : t('mark_read')}
        </Button>
      </Flex>
      {list.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} data-testid="messages-skeleton" />
      ) : (
        <PagedTable<MessageRow>
          data-testid="messages-table"
          rowKey="id"
          dataSource={rows}
          page={page}
          total={list.data?.total_count ?? 0}
          totalText={(count) => t('total', { count })}
          loading={list.isFetching}
          onPage={(next) => {
            setChecked([]);
            setPage(next);
          }}
          locale={{ emptyText: t('empty') }}
          rowSelection={{
            selectedRowKeys: checked,
            onChange: (keys) => setChecked(keys.map(Number)),
            getCheckboxProps: (row) => ({ 'aria-label': t('check', { title: row.title }) }),
          }}
          rowClassName={(row) => (row.is_read ? '' : 'messages-page__unread')}
          columns={[
            {
              key: 'state',
              width: 40,
              title: <span className="visually-hidden">{t('column.state')}</span>,
              render: (_, row) =>
                row.is_read ? null : (
                  <Badge status="processing" role="img" aria-label={t('unread')} title={t('unread')} />
                ),
            },
            {
              key: 'title',
              title: t('column.title'),
              render: (_, row) => (
                <Link to={`/messageDetail?id=${row.id}`} className="messages-page__link">
                  {row.title}
                </Link>
              ),
            },
            {
              key: 'time',
              width: 200,
              title: t('column.time'),
              render: (_, row) => formatInstant(row.create_date_time, timeZone),
            },
          ]}
        />
      )}
    </Card>
  );
}
