import type { consoleCreditCalls } from '@mbo/contracts/calls/console-credit';
import { CREDIT_STATUS } from '@mbo/contracts/calls/credit';
import { currencyById } from '@mbo/contracts/lookups/currencies';
import { feeAt, percentToPpm, toMajor, toMinor } from '@mbo/contracts/money';
import { sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import type { Handlers, ProviderContext } from '../../http/call-context.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { localDateHour } from '../../lib/time.ts';
import { recordConsoleAction, type Tx } from '../console/console.public.ts';
import type { CreditRepository } from './credit.repository.ts';
import { applicationView, loanView } from './credit.service.ts';

/** The console's newest records of one merchant it shows (a merchant has a handful; the merchant's lists page all). */
const CONSOLE_LIST_MAX = 200;
const SUBJECT = 'credit';

interface MerchantRow extends Record<string, unknown> {
  id: number;
  number: string;
  name: string;
  time_zone: string;
  is_opened_credit: boolean;
}

/**
 * Business loans on the provider's side (operations admins): open a merchant for credit, record its applications,
 * lend one, record repayments. Each change and its audit row are one transaction; lending and repaying change a row
 * only from the state the admin saw (a conditional UPDATE), so a retried or concurrent call records nothing twice.
 */
export function createCreditConsoleHandlers(
  db: Database,
  repository: CreditRepository,
): Handlers<keyof typeof consoleCreditCalls> {
  async function merchantOf(number: string, tx: Database | Tx = db): Promise<MerchantRow> {
    const { rows } = await tx.execute<MerchantRow>(
      sql`select id, number, name, time_zone, is_opened_credit from merchants where upper(number) = upper(${number})`,
    );
    if (!rows[0]) throw notFound('console.message_merchant_unknown');
    return rows[0];
  }
  const actorOf = (ctx: ProviderContext) => ({ actorUserId: ctx.session.userId, ip: ctx.ip, queue: SUBJECT });
  const minorOf = (amount: string, currencyId: number) => {
    const minor = toMinor(amount, currencyId);
    if (minor === null || minor <= 0) throw badRequest('console.credit_amount_invalid');
    return minor;
  };

  return {
    async 'console/get_merchant_credit'(ctx, body) {
      const merchant = await merchantOf(body.merchant_number);
      const filter = {
        merchantId: merchant.id,
        timeZone: merchant.time_zone,
        from: '1900-01-01',
        to: '9999-12-30',
        status: null,
      };
      const page = { index: 1, size: CONSOLE_LIST_MAX, newestFirst: true };
      const [applications, loans] = await Promise.all([
        repository.applications(filter, page),
        repository.loans(filter, page),
      ]);
      return {
        merchant: {
          id: merchant.id,
          number: merchant.number,
          name: merchant.name,
          is_opened_credit: merchant.is_opened_credit,
        },
        applications: applications.map((row) => applicationView(row, ctx.language)),
        loans: loans.map((row) => loanView(row, ctx.language)),
      };
    },

    async 'console/set_credit_opened'(ctx, body) {
      await db.transaction(async (tx) => {
        const merchant = await merchantOf(body.merchant_number, tx);
        if (merchant.is_opened_credit === body.is_opened) return;
        await tx.execute(sql`update merchants set is_opened_credit = ${body.is_opened} where id = ${merchant.id}`);
        await recordConsoleAction(tx, {
          ...actorOf(ctx),
          action: body.is_opened ? 'credit_opened' : 'credit_closed',
          itemId: merchant.id,
          before: { is_opened_credit: merchant.is_opened_credit },
          after: { is_opened_credit: body.is_opened },
        });
      });
      return {};
    },

    async 'console/record_loan_application'(ctx, body) {
      if (!currencyById(body.currency_id)) throw badRequest('console.credit_currency_invalid');
      const amountMinor = minorOf(body.amount, body.currency_id);
      const ratePpm = percentToPpm(body.fee_rate_percent);
      if (ratePpm === null) throw badRequest('console.credit_rate_invalid');
      const id = await db.transaction(async (tx) => {
        const merchant = await merchantOf(body.merchant_number, tx);
        if (!merchant.is_opened_credit) throw conflict('console.credit_not_opened');
        const { rows } = await tx.execute<{ id: number }>(sql`
          insert into business_loan_applications
            (merchant_id, loan_at, loan_amount_minor, currency_id, fee_rate_ppm, fee_amount_minor, repayment_account_number)
          values (${merchant.id}, (${body.loan_date}::date)::timestamp at time zone ${merchant.time_zone}, ${amountMinor},
            ${body.currency_id}, ${ratePpm}, ${feeAt(amountMinor, ratePpm)}, ${body.repayment_account_number})
          returning id`);
        const created = rows[0]!.id;
        await recordConsoleAction(tx, {
          ...actorOf(ctx),
          action: 'loan_application_recorded',
          itemId: created,
          before: null,
          after: {
            merchant_id: merchant.id,
            amount_minor: amountMinor,
            currency_id: body.currency_id,
            fee_rate_ppm: ratePpm,
          },
        });
        return created;
      });
      return { id };
    },

    async 'console/lend_loan_application'(ctx, body) {
      const loanId = await db.transaction(async (tx) => {
        const { rows } = await tx.execute<{
          merchant_id: number;
          loan_amount_minor: number;
          currency_id: number;
          repayment_account_number: string;
          time_zone: string;
        }>(sql`
          update business_loan_applications a set status = ${CREDIT_STATUS.borrowed}
          from merchants m
          where a.id = ${body.application_id} and a.status = ${CREDIT_STATUS.created} and m.id = a.merchant_id
          returning a.merchant_id, a.loan_amount_minor, a.currency_id, a.repayment_account_number, m.time_zone`);
        const lent = rows[0];
        if (!lent) {
          const { rows: found } = await tx.execute(
            sql`select 1 from business_loan_applications where id = ${body.application_id}`,
          );
          throw found[0] ? conflict('console.credit_not_created') : notFound('console.credit_record_unknown');
        }
        const financeDate = localDateHour(new Date(), lent.time_zone).date;
        const { rows: loans } = await tx.execute<{ id: number }>(sql`
          insert into business_loans (merchant_id, application_id, finance_date, loan_amount_minor,
            wait_settle_amount_minor, currency_id, loan_account_number, repayment_account_number, status)
          values (${lent.merchant_id}, ${body.application_id}, ${financeDate}, ${lent.loan_amount_minor},
            ${lent.loan_amount_minor}, ${lent.currency_id},
            ${`LN${financeDate.replaceAll('-', '')}${String(body.application_id).padStart(6, '0')}`},
            ${lent.repayment_account_number}, ${CREDIT_STATUS.borrowed})
          returning id`);
        await recordConsoleAction(tx, {
          ...actorOf(ctx),
          action: 'loan_lent',
          itemId: body.application_id,
          before: { status: CREDIT_STATUS.created },
          after: { status: CREDIT_STATUS.borrowed, loan_id: loans[0]!.id, amount_minor: lent.loan_amount_minor },
        });
        return loans[0]!.id;
      });
      return { loan_id: loanId };
    },

    async 'console/record_repayment'(ctx, body) {
      const { rows: found } = await db.execute<{
        currency_id: number;
        status: number;
        wait_settle_amount_minor: number;
      }>(sql`select currency_id, status, wait_settle_amount_minor from business_loans where id = ${body.loan_id}`);
      const loan = found[0];
      if (!loan) throw notFound('console.credit_record_unknown');
      const amountMinor = minorOf(body.amount, loan.currency_id);
      const expected = toMinor(body.outstanding, loan.currency_id);
      if (loan.status !== CREDIT_STATUS.borrowed) throw conflict('console.credit_not_borrowed');
      if (expected !== loan.wait_settle_amount_minor) throw conflict('console.credit_changed');
      if (amountMinor > expected) throw badRequest('console.credit_over_outstanding');
      const left = expected - amountMinor;
      const status = left === 0 ? CREDIT_STATUS.repaid : CREDIT_STATUS.borrowed;
      await db.transaction(async (tx) => {
        const { rows } = await tx.execute<{ application_id: number | null }>(sql`
          update business_loans set wait_settle_amount_minor = ${left}, status = ${status}
          where id = ${body.loan_id} and status = ${CREDIT_STATUS.borrowed} and wait_settle_amount_minor = ${expected}
          returning application_id`);
        // Changed between the read and this update (another repayment, or this one sent twice): nothing recorded.
        if (!rows[0]) throw conflict('console.credit_changed');
        if (status === CREDIT_STATUS.repaid && rows[0].application_id !== null)
          await tx.execute(
            sql`update business_loan_applications set status = ${CREDIT_STATUS.repaid} where id = ${rows[0].application_id}`,
          );
        await recordConsoleAction(tx, {
          ...actorOf(ctx),
          action: 'loan_repayment_recorded',
          itemId: body.loan_id,
          before: { wait_settle_amount_minor: expected, status: CREDIT_STATUS.borrowed },
          after: { wait_settle_amount_minor: left, status, repaid_minor: amountMinor },
        });
      });
      return { wait_settle_amount: toMajor(left, loan.currency_id), status };
    },
  };
}
