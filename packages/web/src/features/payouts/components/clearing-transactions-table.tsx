import { Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '@mbo/contracts/constants';
import type { ClearingTransaction } from '@mbo/contracts/calls/payouts';
import { Link } from 'react-router';
import { transactionDetailPath } from '../../../lib/detail-paths.ts';
import { formatMoney } from '../../../lib/format.ts';

interface ClearingTransactionsTableProps {
  rows: ClearingTransaction[];
  currencyId: number;
  total: number;
  page: number;
  isLoading: boolean;
  onPage: (page: number) => void;
}

/** A payout's payments and refunds (refunds negative, so the column of clear amounts adds up to the net). */
export function ClearingTransactionsTable({
  rows,
  currencyId,
  total,
  page,
  isLoading,
  onPage,
}: ClearingTransactionsTableProps) {
  const { t } = useTranslation('payouts');
  const amount = (value: number) => (
    <span className={value < 0 ? 'payouts-amount--out' : undefined}>{formatMoney(value, currencyId)}</span>
  );
  const columns: TableProps<ClearingTransaction>['columns'] = [
    {
      title: t('detail.transaction_number'),
      dataIndex: 'transaction_number',
      className: 'payouts-table__number',
      // Each payment and refund opens its own detail (and its timeline, which links back here).
      render: (number: string, row) => (
        <Link to={transactionDetailPath(row.transaction_id, row.turnover_type)} data-testid="clearing-transaction-link">
          {number}
        </Link>
      ),
    },
    { title: t('detail.time'), dataIndex: 'transaction_datetime' },
    {
      title: t('detail.turnover_type'),
      dataIndex: 'turnover_type',
      render: (type: number) => t(`detail.type_${type}`),
    },
    { title: t('detail.amount'), dataIndex: 'amount', align: 'right', render: amount },
    { title: t('detail.fee'), dataIndex: 'merchant_fee_amount', align: 'right', render: amount },
    { title: t('detail.clear'), dataIndex: 'clear_amount', align: 'right', render: amount },
    { title: t('detail.channel'), dataIndex: 'payment_channel' },
    { title: t('detail.store'), dataIndex: 'branch_name' },
  ];

  return (
    <Table<ClearingTransaction>
      rowKey={(row) => `${row.turnover_type}-${row.transaction_id}`}
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={isLoading}
      scroll={{ x: 'max-content' }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total,
        showSizeChanger: false,
        showTotal: (count) => t('detail.total', { count }),
        onChange: onPage,
      }}
    />
  );
}
