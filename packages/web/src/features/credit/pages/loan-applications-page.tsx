import type { LoanApplication } from '@mbo/contracts/calls/credit';
import { useTranslation } from 'react-i18next';
import { useLoanApplications } from '../api/credit.ts';
import { creditColumns } from '../components/credit-columns.tsx';
import { CreditList } from '../components/credit-list.tsx';

const FIELDS = [
  ...['id', 'loan_date_time', 'loan_amount', 'fee_rate_str', 'fee_amount'],
  ...['repayment_account_number', 'status', 'create_date_time'],
] as const satisfies readonly (keyof LoanApplication)[];

/** /creditLine: the merchant's loan applications (only with credit opened; roles 1 and 2). */
export default function LoanApplicationsPage() {
  const { t } = useTranslation('credit');
  return (
    <CreditList<LoanApplication>
      kind="applications"
      useRows={useLoanApplications}
      columns={creditColumns<LoanApplication>(FIELDS, t)}
    />
  );
}
