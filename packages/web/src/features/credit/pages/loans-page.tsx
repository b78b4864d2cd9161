import type { Loan } from '@mbo/contracts/calls/credit';
import { useTranslation } from 'react-i18next';
import { useLoans } from '../api/credit.ts';
import { moneyColumn, statusColumn } from '../components/credit-columns.tsx';
import { CreditList } from '../components/credit-list.tsx';

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
        moneyColumn('amount', t('column.loan_amount'), (row) => row.loan_amount),
        moneyColumn('owed', t('column.wait_settle_amount'), (row) => row.wait_settle_amount),
        { key: 'loan_account', title: t('column.loan_account_number'), dataIndex: 'loan_account_number' },
        { key: 'repayment', title: t('column.repayment_account_number'), dataIndex: 'repayment_account_number' },
        statusColumn(t('column.status')),
        { key: 'created', title: t('column.create_date_time'), dataIndex: 'create_date_time' },
      ]}
    />
  );
}
