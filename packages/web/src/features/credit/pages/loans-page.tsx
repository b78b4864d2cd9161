import type { Loan } from '@mbo/contracts/calls/credit';
import { useTranslation } from 'react-i18next';
import { useLoans } from '../api/credit.ts';
import { creditColumns } from '../components/credit-columns.tsx';
import { CreditList } from '../components/credit-list.tsx';

const FIELDS = [
  ...['id', 'finance_date', 'loan_amount', 'wait_settle_amount', 'loan_account_number'],
  ...['repayment_account_number', 'status', 'create_date_time'],
] as const satisfies readonly (keyof Loan)[];

/** /credit: the merchant's loans with what is still owed (only with credit opened; roles 1 and 2). */
export default function LoansPage() {
  const { t } = useTranslation('credit');
  return <CreditList<Loan> kind="loans" useRows={useLoans} columns={creditColumns<Loan>(FIELDS, t)} />;
}
