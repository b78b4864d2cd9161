import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';

/** A list's filter, checked: the merchant, a closed range of merchant-local creation dates, a status or all. */
export interface CreditFilter {
  merchantId: number;
  timeZone: string;
  from: string;
  to: string;
  status: number | null;
}
export interface CreditPage {
  index: number;
  size: number;
  newestFirst: boolean;
}

export type LoanApplicationRow = {
  id: number;
  loan_at: string;
  loan_amount_minor: number;
  currency_id: number;
  fee_rate_ppm: number;
  fee_amount_minor: number;
  repayment_account_number: string;
  status: number;
  created: string;
};
export type LoanRow = {
  id: number;
  finance_date: string;
  loan_amount_minor: number;
  wait_settle_amount_minor: number;
  currency_id: number;
  loan_account_number: string;
  repayment_account_number: string;
  status: number;
  created: string;
};

const TIME = 'YYYY-MM-DD HH24:MI:SS';

/** The two tables share their filter: creation inside the merchant's days [from, to], and the status. */
function where(table: SQL, filter: CreditFilter): SQL {
  return sql`${table}.merchant_id = ${filter.merchantId}
    and ${table}.created_at >= (${filter.from}::date)::timestamp at time zone ${filter.timeZone}
    and ${table}.created_at < (${filter.to}::date + 1)::timestamp at time zone ${filter.timeZone}
    and (${filter.status}::smallint is null or ${table}.status = ${filter.status}::smallint)`;
}

const order = (table: SQL, newestFirst: boolean) =>
  newestFirst
    ? sql`order by ${table}.created_at desc, ${table}.id desc`
    : sql`order by ${table}.created_at, ${table}.id`;

const limit = (page: CreditPage | null) =>
  page ? sql`limit ${page.size} offset ${(page.index - 1) * page.size}` : sql``;

/** Business loans and loan applications of a merchant (the console writes them; the merchant reads). */
export function createCreditRepository(db: Database) {
  const applications = sql.raw('a');
  const loans = sql.raw('l');

  async function count(from: SQL, alias: SQL, filter: CreditFilter): Promise<number> {
    const { rows } = await db.execute<{ total: number }>(
      sql`select count(*)::int as total from ${from} ${alias} where ${where(alias, filter)}`,
    );
    return rows[0]?.total ?? 0;
  }

  return {
    async merchant(merchantId: number): Promise<{ timeZone: string; isOpenedCredit: boolean }> {
      const { rows } = await db.execute<{ time_zone: string; is_opened_credit: boolean }>(
        sql`select time_zone, is_opened_credit from merchants where id = ${merchantId}`,
      );
      return { timeZone: rows[0]!.time_zone, isOpenedCredit: rows[0]!.is_opened_credit };
    },

    countApplications: (filter: CreditFilter) => count(sql`business_loan_applications`, applications, filter),
    countLoans: (filter: CreditFilter) => count(sql`business_loans`, loans, filter),

    async applications(filter: CreditFilter, page: CreditPage | null): Promise<LoanApplicationRow[]> {
      const { rows } = await db.execute<LoanApplicationRow>(sql`
        select a.id, to_char(a.loan_at at time zone ${filter.timeZone}, ${TIME}) as loan_at, a.loan_amount_minor,
          a.currency_id, a.fee_rate_ppm, a.fee_amount_minor, a.repayment_account_number, a.status,
          to_char(a.created_at at time zone ${filter.timeZone}, ${TIME}) as created
        from business_loan_applications a
        where ${where(applications, filter)}
        ${order(applications, page?.newestFirst ?? true)} ${limit(page)}`);
      return rows;
    },

    async loans(filter: CreditFilter, page: CreditPage | null): Promise<LoanRow[]> {
      const { rows } = await db.execute<LoanRow>(sql`
        select l.id, l.finance_date::text as finance_date, l.loan_amount_minor, l.wait_settle_amount_minor,
          l.currency_id, l.loan_account_number, l.repayment_account_number, l.status,
          to_char(l.created_at at time zone ${filter.timeZone}, ${TIME}) as created
        from business_loans l
        where ${where(loans, filter)}
        ${order(loans, page?.newestFirst ?? true)} ${limit(page)}`);
      return rows;
    },
  };
}
export type CreditRepository = ReturnType<typeof createCreditRepository>;
