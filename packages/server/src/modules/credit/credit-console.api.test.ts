import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { providerAuditLog } from '@mbo/db/schema-console';
import { consoleServerForThisFile, signedInStaff } from '../../../test/kits/review-queue-test-kit.ts';
import { addMember, createMerchant, createUser, signIn } from '../../../test/support/factories.ts';
import type { TestServer } from '../../../test/support/harness.ts';

const { server, staff: admin } = consoleServerForThisFile('ops_admin');

const as = (token: string, language: 'en-US' | 'zh-CN' = 'en-US') => ({ token, language });
const consoleCall = (name: Parameters<TestServer['call']>[0], body: Record<string, unknown>, language?: 'zh-CN') =>
  server.call(name, body as never, as(admin.token, language));

/** A merchant with its owner signed in (to read the merchant's own lists). */
async function merchantWithOwner(isOpenedCredit = false) {
  const merchant = await createMerchant(server.db, { isOpenedCredit, timeZone: 'Australia/Sydney' });
  const owner = await createUser(server.db);
  await addMember(server.db, merchant.id, owner.id, [1]);
  return { merchant, token: await signIn(server, owner.email!) };
}
const application = (merchantNumber: string, extra: Record<string, unknown> = {}) => ({
  merchant_number: merchantNumber,
  loan_date: '2026-12-01',
  amount: '20000.00',
  currency_id: 1,
  fee_rate_percent: '1.5',
  repayment_account_number: '062-000 1234 5678',
  ...extra,
});

describe('business loans in the console', () => {
  it('opens credit, records an application, lends it, takes repayments to zero; the merchant reads every step', async () => {
    const { merchant, token } = await merchantWithOwner();
    const refused = await consoleCall('console/record_loan_application', application(merchant.number), 'zh-CN');
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('该商户尚未开通贷款，请先开通。');

    expect(
      (await consoleCall('console/set_credit_opened', { merchant_number: merchant.number, is_opened: true })).status,
    ).toBe(200);
    const recorded = await consoleCall('console/record_loan_application', application(merchant.number));
    expect(recorded.status, recorded.body.msg).toBe(200);
    const applicationId = (recorded.body as { id: number }).id;

    // The merchant's own list (the last 7 days by default) shows it as recorded.
    const merchantList = await server.call(
      'businessloan/GetMerchantBusinessLoanApplyPage',
      { merchant_id: merchant.id },
      { token },
    );
    expect(merchantList.body.page_data.data).toEqual([
      expect.objectContaining({
        id: applicationId,
        loan_amount: 20_000,
        fee_rate_str: '1.50%',
        fee_amount: 300,
        status: 0,
      }),
    ]);

    const lent = await consoleCall('console/lend_loan_application', { application_id: applicationId });
    expect(lent.status, lent.body.msg).toBe(200);
    const loanId = (lent.body as { loan_id: number }).loan_id;
    const again = await consoleCall('console/lend_loan_application', { application_id: applicationId });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('This application has already been lent.');

    const first = await consoleCall('console/record_repayment', {
      loan_id: loanId,
      amount: '5000.50',
      outstanding: '20000.00',
    });
    expect(first.body).toMatchObject({ wait_settle_amount: 14_999.5, status: 1 });
    // The same request again (a retry): the loan moved on, nothing is recorded twice.
    const retried = await consoleCall('console/record_repayment', {
      loan_id: loanId,
      amount: '5000.50',
      outstanding: '20000.00',
    });
    expect(retried.status).toBe(409);
    const tooMuch = await consoleCall('console/record_repayment', {
      loan_id: loanId,
      amount: '15000',
      outstanding: '14999.50',
    });
    expect(tooMuch.status).toBe(400);
    const last = await consoleCall('console/record_repayment', {
      loan_id: loanId,
      amount: '14999.50',
      outstanding: '14999.50',
    });
    expect(last.body).toMatchObject({ wait_settle_amount: 0, status: 2 });

    const overview = await consoleCall('console/get_merchant_credit', { merchant_number: merchant.number });
    expect(overview.body).toMatchObject({
      merchant: { id: merchant.id, is_opened_credit: true },
      applications: [expect.objectContaining({ id: applicationId, status: 2, status_name: 'Repaid' })],
      loans: [expect.objectContaining({ id: loanId, wait_settle_amount: 0, status: 2 })],
    });
    const actions = (await server.db.select().from(providerAuditLog).where(eq(providerAuditLog.queue, 'credit')))
      .filter((row) => row.actorUserId === admin.user.id)
      .map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining(['credit_opened', 'loan_application_recorded', 'loan_lent', 'loan_repayment_recorded']),
    );
  });

  it('two repayments sent at once from the same outstanding: one is recorded, the other refused', async () => {
    const { merchant } = await merchantWithOwner(true);
    const recorded = await consoleCall(
      'console/record_loan_application',
      application(merchant.number, { amount: '1000' }),
    );
    const { loan_id: loanId } = (
      await consoleCall('console/lend_loan_application', { application_id: (recorded.body as { id: number }).id })
    ).body as { loan_id: number };
    const results = await Promise.all(
      [1, 2].map(() =>
        consoleCall('console/record_repayment', { loan_id: loanId, amount: '400', outstanding: '1000' }),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const overview = await consoleCall('console/get_merchant_credit', { merchant_number: merchant.number });
    expect((overview.body as { loans: { wait_settle_amount: number }[] }).loans[0]!.wait_settle_amount).toBe(600);
  });

  it('refuses bad input in the caller’s language and records nothing; reviewers have no access', async () => {
    const { merchant } = await merchantWithOwner(true);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ amount: '-5' }, 400, '请输入大于零且最多两位小数的金额。'],
      [{ amount: '10.123' }, 400, '请输入大于零且最多两位小数的金额。'],
      [{ amount: '0' }, 400, '请输入大于零且最多两位小数的金额。'],
      [{ fee_rate_percent: 'abc' }, 400, '请以百分比输入费率，例如 1.5。'],
      [{ currency_id: 999 }, 400, '请从列表中选择币种。'],
      [{ merchant_number: 'M0000000' }, 404, '没有该编号的商户。'],
    ];
    for (const [extra, status, message] of cases) {
      const result = await consoleCall('console/record_loan_application', application(merchant.number, extra), 'zh-CN');
      expect(result.status, JSON.stringify(extra)).toBe(status);
      expect(result.body.msg).toBe(message);
    }
    const overview = await consoleCall('console/get_merchant_credit', { merchant_number: merchant.number });
    expect((overview.body as { applications: unknown[] }).applications).toEqual([]);
    const reviewer = await signedInStaff(server, 'reviewer');
    expect(
      (await server.call('console/get_merchant_credit', { merchant_number: merchant.number }, as(reviewer.token)))
        .status,
    ).toBe(403);
  });
});
