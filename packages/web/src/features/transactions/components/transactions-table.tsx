import { MessageOutlined } from '@ant-design/icons';
import { Button, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Transaction } from '@mbo/contracts/calls/transaction-schemas';
import { TURNOVER_TYPE } from '@mbo/contracts/lookups/turnover-types';
import { formatMoney } from '../../../lib/format.ts';
import { PagedTable } from '../../../components/paged-table.tsx';
import { RowMenu } from '../../../components/row-menu.tsx';
import { sortOrderOf, type SortType } from '../../../lib/paged-query.ts';
import { feeText } from '../lib/fee-text.ts';

interface TransactionsTableProps {
  rows: Transaction[];
  total: number;
  page: number;
  sortType: SortType;
  isLoading: boolean;
  onPage: (page: number) => void;
  onSort: (sortType: SortType) => void;
  onView: (row: Transaction) => void;
  onRefund: (row: Transaction) => void;
  onNote: (row: Transaction) => void;
  /** Column keys the user hid with the column chooser. */
  hidden: readonly string[];
}

/** The columns a user may hide (the number and the row menu always stay). */
export const HIDEABLE_COLUMNS = ['time', 'type', 'amount', 'fee', 'net', 'status', 'store', 'channel'] as const;

const isRefund = (row: Transaction) => row.turnover_type === TURNOVER_TYPE.refund;
/** Refund is offered for payments with something left to refund (gross − refunded above 0). */
export const canRefund = (row: Transaction) => row.turnover_type === TURNOVER_TYPE.pay && row.refundable_amount > 0;

/** The list: one page of 10 from the server, time sortable, a row menu (details, refund) and a note icon. */
export function TransactionsTable({
  rows,
  total,
  page,
  sortType,
  isLoading,
  onPage,
  onSort,
  onView,
  onRefund,
  onNote,
  hidden,
}: TransactionsTableProps) {
  const { t } = useTranslation('transactions');

  const columns: TableColumnsType<Transaction> = [
    {
      title: t('table.number'),
      dataIndex: 'transaction_number',
      key: 'number',
      width: 175,
      render: (number: string, row) => (
        <span className="transactions-table__number">
          <Button type="link" size="small" onClick={() => onView(row)} className="transactions-table__link">
            {number}
          </Button>
          {row.note && (
            <Tooltip title={t('table.note')}>
              <Button
                type="text"
                size="small"
                icon={<MessageOutlined />}
                aria-label={t('table.note_open', { number })}
                onClick={() => onNote(row)}
              />
            </Tooltip>
          )}
        </span>
      ),
    },
    {
      title: t('table.time'),
      dataIndex: 'transaction_datetime',
      key: 'time',
      width: 175,
      sorter: true,
      sortOrder: sortOrderOf(sortType),
      sortDirections: ['descend', 'ascend', 'descend'],
    },
    {
      title: t('table.type'),
      dataIndex: 'type',
      key: 'type',
      width: 85,
      render: (type: string, row) => <Tag color={isRefund(row) ? 'orange' : 'blue'}>{type}</Tag>,
    },
    {
      title: t('table.amount'),
      dataIndex: 'gross_amount',
      key: 'amount',
      align: 'right',
      width: 110,
      render: (amount: number, row) => (
        <span className={isRefund(row) ? 'transactions-table__out' : undefined}>
          {formatMoney(amount, row.currency, isRefund(row))}
        </span>
      ),
    },
    {
      title: t('table.fee'),
      dataIndex: 'merchant_fee_amount',
      key: 'fee',
      align: 'right',
      width: 120,
      render: (fee: number, row) => feeText(fee, row.currency, isRefund(row)),
    },
    {
      title: t('table.net'),
      dataIndex: 'clearing_amount',
      key: 'net',
      align: 'right',
      width: 110,
      render: (net: number, row) => formatMoney(net, row.currency, isRefund(row)),
    },
    { title: t('table.status'), dataIndex: 'status_name', key: 'status', width: 140, ellipsis: true },
    // Store and channel come after the money and the status: when the shown columns are wider than the card (at
    // 1366 px with the menu open), what scrolls out of sight is the store and channel, never the net or status.
    { title: t('table.store'), dataIndex: 'branch_name', key: 'store', width: 130, ellipsis: true },
    { title: t('table.channel'), dataIndex: 'payment_channel', key: 'channel', width: 115, ellipsis: true },
    {
      title: t('table.actions'),
      key: 'actions',
      width: 76,
      fixed: 'right',
      render: (_, row) => (
        <RowMenu
          label={t('table.more', { number: row.transaction_number })}
          testId="transaction-row-menu"
          items={[
            { key: 'view', label: t('table.view'), onClick: () => onView(row) },
            ...(canRefund(row) ? [{ key: 'refund', label: t('table.refund'), onClick: () => onRefund(row) }] : []),
          ]}
        />
      ),
    },
  ];

  const shown = columns.filter((column) => !hidden.includes(String(column.key)));
  // The table scrolls sideways only when the shown columns need more than the card.
  const width = shown.reduce((sum, column) => sum + Number(column.width ?? 0), 0);
  return (
    <PagedTable<Transaction>
      rowKey={(row) => `${row.turnover_type}:${row.transaction_id}`}
      columns={shown}
      dataSource={rows}
      loading={isLoading}
      scroll={{ x: width }}
      locale={{ emptyText: t('table.empty') }}
      page={page}
      total={total}
      totalText={(count) => t('table.total', { count })}
      onPage={onPage}
      onSort={onSort}
      data-testid="transactions-table"
    />
  );
}
