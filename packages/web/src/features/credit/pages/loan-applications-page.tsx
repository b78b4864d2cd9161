import type { LoanApplication } from '@mbo/contracts/calls/credit';
import { useTranslation } from 'react-i18next';
import { useLoanApplications } from '../api/credit.ts';
import { moneyColumn, statusColumn } from '../components/credit-columns.tsx';
import { CreditList } from '../components/credit-list.tsx';

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
        moneyColumn('amount', t('column.loan_amount'), (row) => row.loan_amount),
        { key: 'rate', title: t('column.fee_rate'), dataIndex: 'fee_rate_str', align: 'right' },
        moneyColumn('fee', t('column.fee_amount'), (row) => row.fee_amount),
        { key: 'repayment', title: t('column.repayment_account_number'), dataIndex: 'repayment_account_number' },
        statusColumn(t('column.status')),
        { key: 'created', title: t('column.create_date_time'), dataIndex: 'create_date_time' },
      ]}
    />
  );
}
