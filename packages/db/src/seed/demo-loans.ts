import { businessLoanApplications, businessLoans } from '../schema-credit.ts';
import type { Database } from '../client.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const AUD = 1;
const DAY_MS = 86_400_000;
const REPAYMENT_ACCOUNT = '062-000 1234 5678';

/** Days before the seed's moment at which Harbour Noodle House applied, how much (cents) and where each stands. */
const APPLICATIONS = [
  { daysAgo: 2, amountMinor: 2_000_000, status: 0 },
  { daysAgo: 5, amountMinor: 5_000_000, status: 1 },
  { daysAgo: 48, amountMinor: 3_000_000, status: 2 },
] as const;
/** 1.5 % of the loan, the demo's loan fee. */
const FEE_RATE_PPM = 15_000;

/**
 * Harbour Noodle House (opened for credit) has a few loan applications and loans (issue 12 §5): one just applied
 * for, one lent last week and still owed, one lent and repaid — dated from the seed's moment, so the lists' default
 * (the last 7 days) shows the newest and a wider range the rest.
 */
export async function insertDemoLoans(tx: Transaction, merchantId: number, now = new Date()): Promise<void> {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  const applications = await tx
    .insert(businessLoanApplications)
    .values(
      APPLICATIONS.map((application) => ({
        merchantId,
        loanAt: at(application.daysAgo - 1),
        loanAmountMinor: application.amountMinor,
        currencyId: AUD,
        feeRatePpm: FEE_RATE_PPM,
        feeAmountMinor: (application.amountMinor * FEE_RATE_PPM) / 1_000_000,
        repaymentAccountNumber: REPAYMENT_ACCOUNT,
        status: application.status,
        createdAt: at(application.daysAgo),
      })),
    )
    .returning({ id: businessLoanApplications.id });
  const financeDate = (daysAgo: number) => at(daysAgo).toISOString().slice(0, 10);
  await tx.insert(businessLoans).values([
    {
      merchantId,
      applicationId: applications[1]!.id,
      financeDate: financeDate(4),
      loanAmountMinor: 5_000_000,
      waitSettleAmountMinor: 4_250_000,
      currencyId: AUD,
      loanAccountNumber: 'LN20261101',
      repaymentAccountNumber: REPAYMENT_ACCOUNT,
      status: 1,
      createdAt: at(4),
    },
    {
      merchantId,
      applicationId: applications[2]!.id,
      financeDate: financeDate(47),
      loanAmountMinor: 3_000_000,
      waitSettleAmountMinor: 0,
      currencyId: AUD,
      loanAccountNumber: 'LN20261002',
      repaymentAccountNumber: REPAYMENT_ACCOUNT,
      status: 2,
      createdAt: at(47),
    },
  ]);
}
