import { Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DailySummaryRow } from '@mbo/contracts/calls/payouts';
import { currencyById } from '@mbo/contracts/lookups/currencies';
import { PagedTable } from '../../../components/paged-table.tsx';
import { formatMoney } from '../../../lib/format.ts';

type Totals = Omit<DailySummaryRow, 'transaction_datetime'>;

interface DailySummaryTableProps {
  rows: DailySummaryRow[];
  totals: Totals | undefined;
  currencyId: number;
  total: number;
  page: number;
  isLoading: boolean;
  onPage: (page: number) => void;
  onOpenDay: (date: string) => void;
}

/**
 * One row per day with transactions (newest first); a click opens that day's payments and refunds in the row's
 * currency (every filter that defines the row). The footer sums the range.
 */
export function DailySummaryTable({
  rows,
  totals,
  currencyId,
  total,
  page,
  isLoading,
  onPage,
  onOpenDay,
}: DailySummaryTableProps) {
  const { t } = useTranslation('payouts');
  const money = (value: number) => formatMoney(value, currencyId);
  const columns: TableProps<DailySummaryRow>['columns'] = [
    { title: t('daily.date'), dataIndex: 'transaction_datetime' },
    { title: t('daily.payment_count'), dataIndex: 'payment_count', align: 'right' },
    { title: t('daily.refund_count'), dataIndex: 'refund_count', align: 'right' },
    { title: t('daily.payment'), dataIndex: 'payment_amount', align: 'right', render: money },
    { title: t('daily.refund'), dataIndex: 'refund_amount', align: 'right', render: money },
    { title: t('daily.fee'), dataIndex: 'merchant_fee_amount', align: 'right', render: money },
    { title: t('daily.net'), dataIndex: 'receivable_amount', align: 'right', render: money },
  ];

  return (
    <PagedTable<DailySummaryRow>
      className="daily-summary-table"
      rowKey="transaction_datetime"
      columns={columns}
      dataSource={rows}
      loading={isLoading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('daily.empty') }}
      onRow={(row) => ({
        onClick: () => onOpenDay(row.transaction_datetime),
        onKeyDown: (event) => {
          if (event.key === 'Enter') onOpenDay(row.transaction_datetime);
        },
        tabIndex: 0,
        title: t('daily.open_hint', { date: row.transaction_datetime, currency: currencyById(currencyId)?.code ?? '' }),
        'data-testid': `daily-row-${row.transaction_datetime}`,
      })}
      summary={() =>
        totals && rows.length > 0 ? (
          <Table.Summary.Row data-testid="daily-total">
            <Table.Summary.Cell index={0}>{t('daily.total_row')}</Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              {totals.payment_count}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              {totals.refund_count}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              {money(totals.payment_amount)}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={4} align="right">
              {money(totals.refund_amount)}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={5} align="right">
              {money(totals.merchant_fee_amount)}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={6} align="right">
              {money(totals.receivable_amount)}
            </Table.Summary.Cell>
          </Table.Summary.Row>
        ) : null
      }
      page={page}
      total={total}
      totalText={(count) => t('daily.total', { count })}
      onPage={onPage}
    />
  );
}
