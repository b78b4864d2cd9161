import { Tag, Tooltip, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Attempt } from '@mbo/contracts/calls/transaction-finding';
import { ORDER_STATUS } from '@mbo/contracts/statuses';
import { PagedTable } from '../../../components/paged-table.tsx';
import { formatMoneyIn } from '../../../lib/format.ts';

interface AttemptsTableProps {
  rows: Attempt[];
  total: number;
  page: number;
  isLoading: boolean;
  onPage: (page: number) => void;
}

const STATUS_COLOR: Record<number, string> = {
  [ORDER_STATUS.failed]: 'red',
  [ORDER_STATUS.cancelled]: 'default',
  [ORDER_STATUS.expired]: 'orange',
};

/** Pay-page and API orders that ended without a payment, newest first, 10 a page. */
export function AttemptsTable({ rows, total, page, isLoading, onPage }: AttemptsTableProps) {
  const { t } = useTranslation('transactions');
  const columns: TableColumnsType<Attempt> = [
    { title: t('attempts.number'), dataIndex: 'number', width: 170, className: 'transactions-table__mono' },
    { title: t('attempts.out_trade_no'), dataIndex: 'out_trade_no', width: 170, ellipsis: true },
    { title: t('table.time'), dataIndex: 'created_at', width: 165 },
    { title: t('table.store'), dataIndex: 'branch_name', width: 170, ellipsis: true },
    { title: t('attempts.source'), dataIndex: 'source_name', width: 100 },
    {
      title: t('table.channel'),
      dataIndex: 'payment_channel',
      width: 140,
      render: (name: string | null) => name ?? '—',
    },
    {
      title: t('table.amount'),
      dataIndex: 'amount',
      align: 'right',
      width: 120,
      render: (amount: number, row) => formatMoneyIn(amount, row.currency_number),
    },
    {
      title: t('table.status'),
      dataIndex: 'status_name',
      width: 130,
      render: (name: string, row) => (
        <Tooltip title={row.failure_reason}>
          <Tag color={STATUS_COLOR[row.status]}>{name}</Tag>
        </Tooltip>
      ),
    },
  ];
  return (
    <PagedTable<Attempt>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={isLoading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('attempts.empty') }}
      page={page}
      total={total}
      totalText={(count) => t('attempts.total', { count })}
      onPage={onPage}
      data-testid="attempts-table"
    />
  );
}
