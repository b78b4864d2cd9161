import type { TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SecurityEvent } from '@mbo/contracts/calls/security-log';
import { PagedTable } from '../../../components/paged-table.tsx';
import { detailText, kindLabel } from '../lib/event-text.ts';

interface SecurityLogTableProps {
  rows: SecurityEvent[];
  total: number;
  page: number;
  isLoading: boolean;
  onPage: (page: number) => void;
}

/** The events, newest first, 10 a page: time (merchant time zone), who, event, address, detail. */
export function SecurityLogTable({ rows, total, page, isLoading, onPage }: SecurityLogTableProps) {
  const { t } = useTranslation('security-log');
  const columns: TableProps<SecurityEvent>['columns'] = [
    { title: t('table.time'), dataIndex: 'time', className: 'security-log-table__time' },
    {
      title: t('table.who'),
      key: 'who',
      render: (_, row) => row.who ?? (row.detail.source === 'api' ? t('table.api') : t('table.unknown')),
    },
    {
      title: t('table.event'),
      dataIndex: 'kind',
      render: (kind: string) => <span data-testid="security-event-kind">{kindLabel(t, kind)}</span>,
    },
    { title: t('table.ip'), dataIndex: 'ip', render: (ip: string | null) => ip ?? t('table.unknown') },
    { title: t('table.detail'), key: 'detail', render: (_, row) => detailText(t, row) || t('table.unknown') },
  ];

  return (
    <PagedTable<SecurityEvent>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={isLoading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('table.empty') }}
      data-testid="security-log-table"
      page={page}
      total={total}
      totalText={(count) => t('table.total', { count })}
      onPage={onPage}
    />
  );
}
