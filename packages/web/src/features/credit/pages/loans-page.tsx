import type { Loan } from '@mbo/contracts/calls/credit';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/format.ts';
import { useLoans } from '../api/credit.ts';
import { CreditList } from '../components/credit-list.tsx';
import { CreditStatus } from '../components/credit-status.tsx';

/** /credit: the merchant's loans with what is still owed (only with credit opened; roles 1 and 2). */
export default function LoansPage() {
  const { t } = useTranslation('credit');
  return (
    <CreditList<Loan>
      kind="loans"
      useRows={useLoans}
      columns={[
        { key: 'id', title: t('column.id'), dataIndex: 'id' },
        { key: 'finance', title: t('column.finance_date'), dataIndex: 'finance_date' },
        {
          key: 'amount',
          title: t('column.loan_amount'),
          align: 'right',
          render: (_, row) => `${row.currency} ${formatAmount(row.loan_amount, row.currency_id)}`,
        },
        {
          key: 'owed',
          title: t('column.wait_settle_amount'),
          align: 'right',
          render: (_, row) => `${row.currency} ${formatAmount(row.wait_settle_amount, row.currency_id)}`,
        },
        { key: 'loan_account', title: t('column.loan_account_number'), dataIndex: 'loan_account_number' },
        { key: 'repayment', title: t('column.repayment_account_number'), dataIndex: 'repayment_account_number' },
        {
          key: 'status',
          title: t('column.status'),
          render: (_, row) => <CreditStatus status={row.status} name={row.status_name} />,
        },
        { key: 'created', title: t('column.create_date_time'), dataIndex: 'create_date_time' },
      ]}
    />
  );
}
