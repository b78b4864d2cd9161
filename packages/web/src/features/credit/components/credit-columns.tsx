import type { ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../../lib/format.ts';
import { CreditStatus } from './credit-status.tsx';

interface CreditRow {
  currency: string;
  currency_id: number;
  status: number;
  status_name: string;
}

/** Amounts in the row's currency, right-aligned: "AUD 50,000.00". */
const MONEY_FIELDS = new Set(['loan_amount', 'fee_amount', 'wait_settle_amount']);

/**
 * The loan lists' columns by the wire's field names, in the order given: amounts with their currency, the fee rate
 * right-aligned, the status in the server's words, the rest as sent. Titles are `credit:column.<field>`.
 */
export function creditColumns<Row extends CreditRow>(fields: readonly (keyof Row & string)[], t: TFunction) {
  return fields.map((field): ColumnType<Row> => {
    const title = t(`column.${field === 'fee_rate_str' ? 'fee_rate' : field}`);
    if (MONEY_FIELDS.has(field))
      return {
        key: field,
        title,
        align: 'right',
        render: (_, row) => formatMoney(row[field] as number, row.currency_id),
      };
    if (field === 'status')
      return { key: field, title, render: (_, row) => <CreditStatus status={row.status} name={row.status_name} /> };
    return { key: field, title, dataIndex: field, align: field === 'fee_rate_str' ? 'right' : undefined };
  });
}
