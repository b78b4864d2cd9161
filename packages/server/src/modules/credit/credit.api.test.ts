import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { addDays } from '@mbo/contracts/date-filter';
import { businessLoanApplications, businessLoans } from '@mbo/db/schema-credit';
import { memberWithRoles } from '../../../test/support/factories.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { localDateHour } from '../../lib/time.ts';

const server = serverForThisFile();
const ZONE = 'Australia/Sydney';
const today = () => localDateHour(new Date(), ZONE).date;
/** Midday in Sydney (12:00 or 13:00, daylight saving or not) `days` before today, as an instant. */
const daysAgo = (days: number) => new Date(`${addDays(today(), -days)}T02:00:00Z`);

/** A merchant opened for credit, its super admin signed in, with applications and loans made `days` ago. */
async function creditMerchant(opened = true) {
  const member = await memberWithRoles(server, [1], { isOpenedCredit: opened, timeZone: ZONE });
  const merchantId = member.merchant.id;
  const applications = await server.db
    .insert(businessLoanApplications)
    .values(
      [0, 1, 3, 6, 10, 40].map((days, index) => ({
        merchantId,
        loanAt: daysAgo(days - 2),
        loanAmountMinor: 1_000_000 + index * 100_000,
        currencyId: 1,
        feeRatePpm: 15_000,
        feeAmountMinor: 15_000 + index * 1_500,
        repaymentAccountNumber: '062000 12345678',
        status: index % 3,
        createdAt: daysAgo(days),
      })),
    )
    .returning({ id: businessLoanApplications.id });
  await server.db.insert(businessLoans).values(
    [0, 2, 5, 30].map((days, index) => ({
      merchantId,
      applicationId: applications[index]!.id,
      financeDate: addDays(today(), -days),
      loanAmountMinor: 2_500_000,
      waitSettleAmountMinor: index === 3 ? 0 : 2_500_000 - index * 500_000,
      currencyId: 1,
      loanAccountNumber: `LN00000${index + 1}`,
      repaymentAccountNumber: '062000 12345678',
      status: index === 3 ? 2 : 1,
      createdAt: daysAgo(days),
    })),
  );
  return member;
}

type Member = Awaited<ReturnType<typeof creditMerchant>>;
const call = (
  member: Member,
  name: Parameters<typeof server.call>[0],
  body: Record<string, unknown> = {},
  language?: 'zh-CN',
) => server.call(name, { merchant_id: member.merchant.id, ...body } as never, { token: member.token, language });

describe('businessloan/GetMerchantBusinessLoanApplyPage', () => {
  it('lists the last 7 days by default, newest first, with amounts, the fee rate and the status in words', async () => {
    const member = await creditMerchant();
    const result = await call(member, 'businessloan/GetMerchantBusinessLoanApplyPage');
    expect(result.status, result.body.msg).toBe(200);
    const { data, total_count } = result.body.page_data as { data: Record<string, unknown>[]; total_count: number };
    expect(total_count).toBe(4);
    expect(data.map((row) => row.loan_amount)).toEqual([10_000, 11_000, 12_000, 13_000]);
    expect(data[0]).toMatchObject({
      currency: 'AUD',
      fee_rate_str: '1.50%',
      fee_amount: 150,
      status: 0,
      status_name: 'Created',
      repayment_account_number: '062000 12345678',
    });
    expect(data[0]!.create_date_time).toMatch(new RegExp(`^${today()} 1[23]:00:00$`));
    expect(data[1]).toMatchObject({ status: 1, status_name: 'Borrowed' });
  });

  it('filters by dates and status, sorts oldest first and pages; words in Chinese', async () => {
    const member = await creditMerchant();
    const range = { create_begin_date_time: addDays(today(), -60), create_end_date_time: today() };
    const oldestFirst = await call(member, 'businessloan/GetMerchantBusinessLoanApplyPage', {
      ...range,
      sort_type: 1,
      page_size: 4,
      page_index: 2,
    });
    expect(
      (oldestFirst.body.page_data as { data: { loan_amount: number }[] }).data.map((row) => row.loan_amount),
    ).toEqual([11_000, 10_000]);
    const repaid = await call(
      member,
      'businessloan/GetMerchantBusinessLoanApplyPage',
      { ...range, status: 2 },
      'zh-CN',
    );
    const rows = (repaid.body.page_data as { data: { status_name: string; loan_amount: number }[] }).data;
    expect(rows.map((row) => [row.loan_amount, row.status_name])).toEqual([
      [12_000, '已还款'],
      [15_000, '已还款'],
    ]);
  });

  it('refuses dates in the wrong order, past tomorrow or over 365 days, and a status not on the list', async () => {
    const member = await creditMerchant();
    const cases: [Record<string, unknown>, string][] = [
      [
        { create_begin_date_time: today(), create_end_date_time: addDays(today(), -1) },
        'The start date must not be after the end date.',
      ],
      [
        { create_begin_date_time: today(), create_end_date_time: addDays(today(), 2) },
        'Dates after tomorrow cannot be chosen.',
      ],
      [
        { create_begin_date_time: addDays(today(), -400), create_end_date_time: today() },
        'The date range can span at most 365 days.',
      ],
      [{ status: 7 }, 'Please choose a status from the list.'],
      [{ create_begin_date_time: '2026-02-30' }, 'Please choose a valid date.'],
    ];
    for (const [body, message] of cases) {
      const result = await call(member, 'businessloan/GetMerchantBusinessLoanApplyPage', body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body.msg).toBe(message);
    }
  });
});

describe('businessloan/GetBusinessLoanPage', () => {
  it('lists loans with what is still owed', async () => {
    const member = await creditMerchant();
    const result = await call(member, 'businessloan/GetBusinessLoanPage');
    const { data, total_count } = result.body.page_data as { data: Record<string, unknown>[]; total_count: number };
    expect(total_count).toBe(3);
    expect(data[0]).toMatchObject({
      finance_date: today(),
      loan_amount: 25_000,
      wait_settle_amount: 25_000,
      loan_account_number: 'LN000001',
      status_name: 'Borrowed',
    });
    expect(data.map((row) => row.wait_settle_amount)).toEqual([25_000, 20_000, 15_000]);
  });
});

describe('credit not opened, other merchants, roles', () => {
  it('refuses a merchant not opened for credit, in the caller’s language', async () => {
    const member = await creditMerchant(false);
    for (const name of ['businessloan/GetBusinessLoanPage', 'businessloan/ExportBusinessLoan'] as const) {
      const refused = await call(member, name, {}, 'zh-CN');
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toBe('该商户尚未开通商户贷款，请联系我们申请。');
    }
  });

  it('shows a merchant only its own loans', async () => {
    const mine = await creditMerchant();
    await creditMerchant();
    const result = await call(mine, 'businessloan/GetBusinessLoanPage', {
      create_begin_date_time: addDays(today(), -60),
      create_end_date_time: today(),
    });
    expect((result.body.page_data as { total_count: number }).total_count).toBe(4);
  });

  it('opens the lists to finance (role 2), not to the cashier or the merchant administrator', async () => {
    const finance = await memberWithRoles(server, [2], { isOpenedCredit: true });
    expect((await call(finance, 'businessloan/GetBusinessLoanPage')).status).toBe(200);
    for (const roles of [[3], [4], [5]]) {
      const member = await memberWithRoles(server, roles, { isOpenedCredit: true });
      expect((await call(member, 'businessloan/GetBusinessLoanPage')).status, String(roles)).toBe(403);
    }
  });
});

/** Exports, downloads the file and reads it back with exceljs's reader. */
async function exported(
  member: Member,
  name: 'businessloan/ExportMerchantBusinessLoanApply' | 'businessloan/ExportBusinessLoan',
  body: Record<string, unknown>,
  language?: 'zh-CN',
) {
  const result = await call(member, name, body, language);
  expect(result.status, result.body.msg).toBe(200);
  const { url, row_count: rowCount } = result.body as { url: string; row_count: number };
  const response = await fetch(`${server.url}${url}`);
  expect(response.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { rows, rowCount, sheetName: workbook.worksheets[0]!.name };
}

describe('exports', () => {
  it('exports the whole filter (not one page) with headers and statuses in the caller’s language', async () => {
    const member = await creditMerchant();
    const range = { create_begin_date_time: addDays(today(), -60), create_end_date_time: today() };
    const applications = await exported(member, 'businessloan/ExportMerchantBusinessLoanApply', range, 'zh-CN');
    expect(applications.rowCount).toBe(6);
    expect(applications.sheetName).toBe('贷款申请');
    expect(applications.rows[0]).toEqual([
      '编号',
      '贷款日期',
      '贷款金额',
      '币种',
      '费率',
      '手续费',
      '还款账户',
      '状态',
      '创建时间',
    ]);
    expect(applications.rows).toHaveLength(7);
    expect(applications.rows[1]!.slice(2, 6)).toEqual([10_000, 'AUD', '1.50%', 150]);
    expect(applications.rows[1]![7]).toBe('已创建');

    const loans = await exported(member, 'businessloan/ExportBusinessLoan', { ...range, status: 2 });
    expect(loans.rowCount).toBe(1);
    expect(loans.rows[0]![1]).toBe('Finance date');
    expect(loans.rows[1]!.slice(2, 5)).toEqual([25_000, 0, 'AUD']);
    expect(loans.rows[1]![7]).toBe('Repaid');
  });
});
