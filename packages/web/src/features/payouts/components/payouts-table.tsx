import { Button, Tooltip, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { SETTLEMENT_METHOD, type Settlement } from '@mbo/contracts/calls/payouts';
import { PagedTable } from '../../../components/paged-table.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { sortOrderOf, type SortType } from '../../../lib/paged-query.ts';
import { SettlementStatus } from './settlement-status.tsx';

interface PayoutsTableProps {
  rows: Settlement[];
  total: number;
  page: number;
  sortType: SortType;
  isLoading: boolean;
  onPage: (page: number) => void;
  onSort: (sortType: SortType) => void;
  onView: (row: Settlement) => void;
}

/** The payouts list: 10 a page, ordered by finance date (the column's sorter flips the order on the server). */
export function PayoutsTable({ rows, total, page, sortType, isLoading, onPage, onSort, onView }: PayoutsTableProps) {
  const { t } = useTranslation('payouts');
  const columns: TableProps<Settlement>['columns'] = [
    {
      title: t('table.number'),
      dataIndex: 'settlement_id',
      render: (number: string, row) => (
        <Button type="link" className="payouts-table__link" onClick={() => onView(row)}>
          {number}
        </Button>
      ),
    },
    {
      title: t('table.finance_date'),
      dataIndex: 'finance_date',
      sorter: true,
      sortOrder: sortOrderOf(sortType),
      sortDirections: ['descend', 'ascend', 'descend'],
    },
    { title: t('table.planned_date'), dataIndex: 'plan_settle_date' },
    { title: t('table.actual_date'), dataIndex: 'actual_settle_date', render: (date: string | null) => date ?? '—' },
    { title: t('table.currency'), dataIndex: 'currency' },
    {
      title: t('table.cycle'),
      dataIndex: 'settlement_method',
      render: (method: number) => <span data-testid="payout-cycle">{t(`cycle.${method}`)}</span>,
    },
    {
      title: t('table.net'),
      key: 'net',
      align: 'right',
      render: (_, row) => <span data-testid="payout-net">{formatMoney(row.clear_amount, row.currency_id)}</span>,
    },
    {
      title: <Tooltip title={t('table.settlement_fee_hint')}>{t('table.settlement_fee')}</Tooltip>,
      key: 'settlement-fee',
      align: 'right',
      render: (_, row) => (
        <span data-testid="payout-settlement-fee">
          {row.disburse_fee_amount ? formatMoney(row.disburse_fee_amount, row.currency_id) : '—'}
        </span>
      ),
    },
    {
      title: t('table.fast_fee'),
      key: 'fast-fee',
      align: 'right',
      render: (_, row) =>
        row.settlement_method === SETTLEMENT_METHOD.fast ? formatMoney(row.fast_fee_amount, row.currency_id) : '—',
    },
    {
      // One figure whatever the status: what is (to be) paid out, after the settlement fee and the T+0 fee.
      title: <Tooltip title={t('table.payout_hint')}>{t('table.payout_amount')}</Tooltip>,
      key: 'amount',
      align: 'right',
      render: (_, row) => <span data-testid="payout-amount">{formatMoney(row.settle_amount, row.currency_id)}</span>,
    },
    { title: t('table.status'), dataIndex: 'status', render: (status: number) => <SettlementStatus status={status} /> },
    { title: t('table.transactions'), dataIndex: 'transaction_count', align: 'right' },
    {
      title: t('table.action'),
      key: 'action',
      render: (_, row) => (
        <Button type="link" onClick={() => onView(row)}>
          {t('table.view')}
        </Button>
      ),
    },
  ];

  return (
    <PagedTable<Settlement>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={isLoading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('table.empty') }}
      page={page}
      total={total}
      totalText={(count) => t('table.total', { count })}
      onPage={onPage}
      onSort={onSort}
    />
  );
}
