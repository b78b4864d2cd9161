import type { ColumnType } from 'antd/es/table';
import { formatAmount } from '../../../lib/format.ts';
import { CreditStatus } from './credit-status.tsx';

interface CreditRow {
  currency: string;
  currency_id: number;
  status: number;
  status_name: string;
}

/** An amount in the row's currency, right-aligned: "AUD 50,000.00". */
export const moneyColumn = <Row extends CreditRow>(
  key: string,
  title: string,
  amount: (row: Row) => number,
): ColumnType<Row> => ({
  key,
  title,
  align: 'right',
  render: (_, row) => `${row.currency} ${formatAmount(amount(row), row.currency_id)}`,
});

/** The status in the server's words, coloured by its id. */
export const statusColumn = <Row extends CreditRow>(title: string): ColumnType<Row> => ({
  key: 'status',
  title,
  render: (_, row) => <CreditStatus status={row.status} name={row.status_name} />,
});
