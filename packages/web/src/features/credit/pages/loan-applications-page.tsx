import type { LoanApplication } from '@mbo/contracts/calls/credit';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/format.ts';
import { useLoanApplications } from '../api/credit.ts';
import { CreditList } from '../components/credit-list.tsx';
import { CreditStatus } from '../components/credit-status.tsx';

/** /creditLine: the merchant's loan applications (only with credit opened; roles 1 and 2). */
export default function LoanApplicationsPage() {
  const { t } = useTranslation('credit');
  return (
    <CreditList<LoanApplication>
      kind="applications"
      useRows={useLoanApplications}
      columns={[
        { key: 'id', title: t('column.id'), dataIndex: 'id' },
        { key: 'loan', title: t('column.loan_date_time'), dataIndex: 'loan_date_time' },
        {
          key: 'amount',
          title: t('column.loan_amount'),
          align: 'right',
          render: (_, row) => `${row.currency} ${formatAmount(row.loan_amount, row.currency_id)}`,
        },
        { key: 'rate', title: t('column.fee_rate'), dataIndex: 'fee_rate_str', align: 'right' },
        {
          key: 'fee',
          title: t('column.fee_amount'),
          align: 'right',
          render: (_, row) => `${row.currency} ${formatAmount(row.fee_amount, row.currency_id)}`,
        },
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
