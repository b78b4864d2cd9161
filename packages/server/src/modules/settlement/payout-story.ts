import { sql } from 'drizzle-orm';
import type { PayoutRef, PayoutStory } from '@mbo/contracts/calls/payouts';
import type { TimelinePayout } from '@mbo/contracts/calls/payment-timeline';
import type { Language } from '@mbo/contracts/constants';
import type { Database } from '@mbo/db/client';
import { payoutAccount } from './payout-account.ts';

interface StoryRow {
  id: number;
  number: string;
  status: number;
  finance_date: string;
  plan_date: string;
  actual_date: string | null;
  kind: number;
  cleared_at: string;
  returned_at: string | null;
  rb_id: number | null;
  rb_number: string | null;
  rb_status: number | null;
  rb_plan: string | null;
  rb_actual: string | null;
}

const day = (column: string) => sql.raw(`to_char(${column}, 'YYYY-MM-DD')`);
const local = (column: string) => sql.raw(`to_char(${column} at time zone m.time_zone, 'YYYY-MM-DD HH24:MI:SS')`);

/** Settlements of a merchant by id, with when each was cleared and returned (merchant-local) and who repaid it. */
async function storyRows(db: Database, merchantId: number, ids: readonly number[]): Promise<StoryRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.execute<StoryRow & Record<string, unknown>>(sql`
    select s.id, s.number, s.status, ${day('s.finance_date')} as finance_date, ${day('s.plan_settle_date')} as plan_date,
      ${day('s.actual_settle_date')} as actual_date, s.kind,
      coalesce(${local('s.run_at')}, ${day('s.finance_date')}) as cleared_at, ${local('s.returned_at')} as returned_at,
      rb.id as rb_id, rb.number as rb_number, rb.status as rb_status, ${day('rb.plan_settle_date')} as rb_plan,
      ${day('rb.actual_settle_date')} as rb_actual
    from settlements s join merchants m on m.id = s.merchant_id
    left join settlements rb on rb.id = s.repaid_by_settlement_id and rb.merchant_id = s.merchant_id
    where s.merchant_id = ${merchantId} and s.id = any(${sql.param([...ids])}::bigint[])`);
  return rows;
}

/** A reference to a payout; its id and number left out for a member who may not open payouts. */
const refOf = (
  row: { id: number; number: string; status: number; plan: string; actual: string | null },
  canOpen: boolean,
): PayoutRef => ({
  id: canOpen ? Number(row.id) : null,
  settlement_id: canOpen ? row.number : null,
  status: Number(row.status),
  plan_settle_date: row.plan,
  actual_settle_date: row.actual,
});

const repaidByOf = (row: StoryRow, canOpen: boolean): PayoutRef | null =>
  row.rb_id === null
    ? null
    : refOf(
        {
          id: row.rb_id,
          number: row.rb_number ?? '',
          status: row.rb_status ?? 0,
          plan: row.rb_plan ?? '',
          actual: row.rb_actual,
        },
        canOpen,
      );

/**
 * The payouts of a payment's timeline, by settlement id: dates, status, T+1 or T+0, a return and its repayment, and
 * the account (payoutAccount). `canOpen` false (a member who may not open payouts: a cashier) leaves out what
 * identifies the payout and the account, and keeps what the payment's story needs: when it was paid.
 */
export async function timelinePayouts(
  db: Database,
  merchantId: number,
  ids: readonly number[],
  language: Language,
  canOpen: boolean,
): Promise<Map<number, TimelinePayout>> {
  const rows = await storyRows(db, merchantId, [...new Set(ids)]);
  const payouts = new Map<number, TimelinePayout>();
  for (const row of rows) {
    payouts.set(Number(row.id), {
      ...refOf(
        { id: row.id, number: row.number, status: row.status, plan: row.plan_date, actual: row.actual_date },
        canOpen,
      ),
      finance_date: row.finance_date,
      settlement_method: Number(row.kind),
      cleared_at: row.cleared_at,
      returned_at: row.returned_at,
      repaid_by: repaidByOf(row, canOpen),
      account: canOpen ? await payoutAccount(db, merchantId, Number(row.id), language) : null,
    });
  }
  return payouts;
}

/** A payout's own story: cleared when, returned when, paid again by which clearing, and which payouts it pays again. */
export async function payoutStory(db: Database, merchantId: number, settlementId: number): Promise<PayoutStory> {
  const [row] = await storyRows(db, merchantId, [settlementId]);
  const { rows: repays } = await db.execute<{
    id: number;
    number: string;
    status: number;
    plan: string;
    actual: string | null;
  }>(sql`
    select s.id, s.number, s.status, ${day('s.plan_settle_date')} as plan, ${day('s.actual_settle_date')} as actual
    from settlements s where s.merchant_id = ${merchantId} and s.repaid_by_settlement_id = ${settlementId}
    order by s.id`);
  return {
    cleared_at: row?.cleared_at ?? '',
    returned_at: row?.returned_at ?? null,
    repaid_by: row ? repaidByOf(row, true) : null,
    repays: repays.map((repaid) => refOf(repaid, true)),
  };
}
