import { sql, type SQL } from 'drizzle-orm';
import { PRICE_BAND_LIMITS_MINOR } from '@mbo/contracts/lookups/price-bands';
import type { Database } from '@mbo/db/client';
import { pgIntArray } from './ledger/ledger.ts';
import { REFUND_STATUS, TOP_UP_STATUS } from '@mbo/contracts/statuses';
import { COLLECTION_STATUS } from '@mbo/contracts/remittance/order-flow';

/** The database or a transaction (a test checks inside one it then rolls back). */
type Queryable = Pick<Database, 'execute'>;

/** Violations found of each money invariant (all zero when the books are right). */
export interface InvariantReport {
  /** Journal entries whose postings do not sum to zero in a currency. */
  unbalancedEntries: number;
  /** Accounts whose cached balance (summed over slots) differs from the sum of their postings. */
  driftingAccounts: number;
  /** Payments refunded above their gross, or whose refunded amount is not the sum of their successful refunds. */
  overRefundedPayments: number;
  /** daily_stats / hourly_stats / band_stats buckets that differ from the payments and refunds they count. */
  driftingDailyStats: number;
  driftingHourlyStats: number;
  driftingBandStats: number;
  /** Settlements whose payment, refund, fee or net figures differ from the transactions assigned to them. */
  mismatchedSettlements: number;
  /** Transactions assigned to a settlement of another merchant or currency, or of a finance day before theirs. */
  misassignedTransactions: number;
  /**
   * Merchants and currencies whose funds in the ledger (unsettled + settlement due + paid out + global account, frozen too)
   * differ from their documents: payments' net − refunds' real amounts − settlement, T+0 and return fees.
   */
  driftingMerchantFunds: number;
  /** … whose fees account differs from payments' fees − fees given back + settlement, T+0 and return fees. */
  driftingFees: number;
  /**
   * The provider's FX position accounts (per pair and currency) whose balance differs from the conversions through
   * them: the sell amounts in (credit) and the buy amounts out (debit). Checked with the provider's accounts only.
   */
  driftingFxPositions: number;
  /** Conversions without their journal entry, or used conversion quotes without a conversion (nothing moved half-way). */
  unpostedConversions: number;
  /**
   * Transfer orders whose status says money moved without the journal entry of that step: paid (3, 4, 6, 7) without
   * `remittance:<id>`, delivered (4, 6) without `remittance_completed:<id>`, failed without `remittance_failed:<id>`,
   * returned without `remittance_returned:<id>` — or an entry whose order is not in a status that has it.
   */
  unpostedTransferOrders: number;
}

const count = async (db: Queryable, query: SQL): Promise<number> => {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from (${query}) as violations`);
  return rows[0]?.n ?? 0;
};

/**
 * Checks the money invariants with set-based queries over the whole books, or one merchant's (the provider's
 * shared accounts are checked only without a merchant). Used by the property tests, the demo-history test and
 * the benchmark after its refunds; cheap enough for millions of rows (a few grouped scans).
 */
export async function checkMoneyInvariants(db: Queryable, merchantId?: number): Promise<InvariantReport> {
  const mine = (column: SQL) => (merchantId === undefined ? sql`true` : sql`${column} = ${merchantId}`);
  const bands = pgIntArray(PRICE_BAND_LIMITS_MINOR);
  const succeeded = REFUND_STATUS.succeeded;
  return {
    unbalancedEntries: await count(
      db,
      sql`
      select p.entry_id from postings p join journal_entries j on j.id = p.entry_id
      where ${mine(sql`j.merchant_id`)} group by p.entry_id, p.currency_id having sum(p.amount_minor) <> 0`,
    ),
    driftingAccounts: await count(
      db,
      sql`
      select a.id from ledger_accounts a
      left join (select account_id, sum(amount_minor) as total from postings group by account_id) p on p.account_id = a.id
      left join (select account_id, sum(balance_minor) as total from ledger_balances group by account_id) b on b.account_id = a.id
      where ${mine(sql`a.merchant_id`)} and coalesce(p.total, 0) <> coalesce(b.total, 0)`,
    ),
    overRefundedPayments: await count(
      db,
      sql`
      select p.id from payments p
      left join (select payment_id, sum(amount_minor) as total from refunds where status = ${succeeded} group by payment_id) r on r.payment_id = p.id
      where ${mine(sql`p.merchant_id`)} and (p.refunded_minor > p.gross_minor or p.refunded_minor <> coalesce(r.total, 0))`,
    ),
    driftingDailyStats: await count(
      db,
      sql`
      with moves as (
        select merchant_id, currency_id, finance_date as day, store_id, channel_id,
          1 as payment_count, gross_minor as payment_minor, 0 as refund_count, 0::bigint as refund_minor, fee_minor
        from payments where ${mine(sql`merchant_id`)}
        union all
        select merchant_id, currency_id, finance_date, store_id, channel_id, 0, 0, 1, amount_minor, -fee_returned_minor
        from refunds where status = ${succeeded} and ${mine(sql`merchant_id`)}),
      expected as (
        select merchant_id, currency_id, day, store_id, channel_id, sum(payment_count) as pc, sum(payment_minor) as pm,
          sum(refund_count) as rc, sum(refund_minor) as rm, sum(fee_minor) as fm
        from moves group by 1, 2, 3, 4, 5),
      stored as (
        select merchant_id, currency_id, day, store_id, channel_id, sum(payment_count) as pc, sum(payment_minor) as pm,
          sum(refund_count) as rc, sum(refund_minor) as rm, sum(fee_minor) as fm
        from daily_stats where ${mine(sql`merchant_id`)} group by 1, 2, 3, 4, 5)
      select 1 from expected e full join stored s using (merchant_id, currency_id, day, store_id, channel_id)
      where (e.pc, e.pm, e.rc, e.rm, e.fm) is distinct from (s.pc, s.pm, s.rc, s.rm, s.fm)`,
    ),
    driftingHourlyStats: await count(
      db,
      sql`
      with expected as (
        select p.merchant_id, p.currency_id, p.finance_date as day, extract(hour from p.paid_at at time zone m.time_zone)::int as hour,
          p.store_id, count(*) as pc, sum(p.gross_minor) as pm
        from payments p join merchants m on m.id = p.merchant_id where ${mine(sql`p.merchant_id`)} group by 1, 2, 3, 4, 5),
      stored as (
        select merchant_id, currency_id, day, hour::int as hour, store_id, sum(payment_count) as pc, sum(payment_minor) as pm
        from hourly_stats where ${mine(sql`merchant_id`)} group by 1, 2, 3, 4, 5)
      select 1 from expected e full join stored s using (merchant_id, currency_id, day, hour, store_id)
      where (e.pc, e.pm) is distinct from (s.pc, s.pm)`,
    ),
    driftingBandStats: await count(
      db,
      sql`
      with expected as (
        select merchant_id, currency_id, finance_date as day,
          (select count(*) from unnest(${bands}::bigint[]) as limit_minor where gross_minor > limit_minor)::int as band,
          store_id, count(*) as pc
        from payments where ${mine(sql`merchant_id`)} group by 1, 2, 3, 4, 5),
      stored as (
        select merchant_id, currency_id, day, band::int as band, store_id, sum(payment_count) as pc
        from band_stats where ${mine(sql`merchant_id`)} group by 1, 2, 3, 4, 5)
      select 1 from expected e full join stored s using (merchant_id, currency_id, day, band, store_id)
      where e.pc is distinct from s.pc`,
    ),
    mismatchedSettlements: await count(
      db,
      sql`
      select s.id from settlements s
      left join (select settlement_id, sum(gross_minor) as gross, sum(fee_minor) as fee from payments
        where settlement_id is not null and ${mine(sql`merchant_id`)} group by settlement_id) p on p.settlement_id = s.id
      left join (select settlement_id, sum(amount_minor) as amount, sum(fee_returned_minor) as fee_back from refunds
        where settlement_id is not null and ${mine(sql`merchant_id`)} group by settlement_id) r on r.settlement_id = s.id
      where ${mine(sql`s.merchant_id`)} and (
        s.payment_minor <> coalesce(p.gross, 0) or s.refund_minor <> coalesce(r.amount, 0)
        or s.fee_minor <> coalesce(p.fee, 0) - coalesce(r.fee_back, 0)
        or s.net_minor <> s.payment_minor - s.refund_minor - s.fee_minor)`,
    ),
    misassignedTransactions: await count(
      db,
      sql`
      select t.id from (
        select id, merchant_id, currency_id, finance_date, settlement_id from payments where settlement_id is not null and ${mine(sql`merchant_id`)}
        union all
        select id, merchant_id, currency_id, finance_date, settlement_id from refunds where settlement_id is not null and ${mine(sql`merchant_id`)}) t
      left join settlements s on s.id = t.settlement_id
      where s.id is null or s.merchant_id <> t.merchant_id or s.currency_id <> t.currency_id or s.finance_date < t.finance_date`,
    ),
    driftingMerchantFunds: await count(db, documentsVersusLedger(mine, 'funds')),
    driftingFees: await count(db, documentsVersusLedger(mine, 'fees')),
    driftingFxPositions: merchantId === undefined ? await count(db, fxPositionsVersusConversions()) : 0,
    unpostedConversions: await count(
      db,
      sql`
      select c.id from fx_conversions c
      left join journal_entries j on j.merchant_id = c.merchant_id and j.idempotency_key = 'fx_conversion:' || c.quote_id
      where ${mine(sql`c.merchant_id`)} and j.id is null
      union all
      select q.id from fx_quotes q left join fx_conversions c on c.quote_id = q.id
      where ${mine(sql`q.merchant_id`)} and q.purpose = 1 and q.used_at is not null and c.id is null`,
    ),
    unpostedTransferOrders: await count(
      db,
      sql`
      with steps(step, statuses) as (values ('remittance', array[3, 4, 6, 7]), ('remittance_completed', array[4, 6]),
        ('remittance_failed', array[7]), ('remittance_returned', array[6]))
      select o.id from transfer_orders o cross join steps s
      left join journal_entries j on j.merchant_id = o.merchant_id and j.idempotency_key = s.step || ':' || o.id
      where ${mine(sql`o.merchant_id`)} and (o.status = any(s.statuses)) <> (j.id is not null)`,
    ),
  };
}

/**
 * Per merchant and currency: what the documents say against what the ledger holds. Funds: the net of payments, less
 * what refunds took from the merchant, less settlement fees (bank, T+0, returned payout), plus credited global-account top-ups less their banknote charge (withdrawals move funds from global to payouts), is owed or paid to the
 * merchant (credit: negative).
 * Completed collection orders count like credited top-ups (their amount less the collection fee; the fee is the provider's).
 * Fees: payments' fees, less fees given back, plus those settlement fees and cash top-ups' banknote charges, are the provider's.
 */
function documentsVersusLedger(mine: (column: SQL) => SQL, what: 'funds' | 'fees'): SQL {
  const kinds =
    what === 'funds'
      ? sql`('unsettled', 'settlement_due', 'payouts', 'global', 'global_frozen', 'remittance_in_flight', 'remittances')`
      : sql`('fees')`;
  const paymentSide = what === 'funds' ? sql`net_minor` : sql`fee_minor`;
  const refundSide = what === 'funds' ? sql`real_refund_minor` : sql`fee_returned_minor`;
  const feeSign = what === 'funds' ? sql`-1` : sql`1`;
  return sql`
    with documents as (
      select merchant_id, currency_id, sum(amount) as total from (
        select merchant_id, currency_id, ${paymentSide} as amount from payments where ${mine(sql`merchant_id`)}
        union all
        select merchant_id, currency_id, -${refundSide} from refunds where status = ${REFUND_STATUS.succeeded} and ${mine(sql`merchant_id`)}
        union all
        select merchant_id, currency_id, ${feeSign} * (settle_fee_minor + fast_fee_minor + return_fee_minor) from settlements where ${mine(sql`merchant_id`)}
        union all
        select merchant_id, currency_id, ${what === 'funds' ? sql`amount_minor - fee_minor` : sql`fee_minor`}
        from global_account_top_ups where status = ${TOP_UP_STATUS.credited} and ${mine(sql`merchant_id`)}
        union all
        select merchant_id, currency_id, ${what === 'funds' ? sql`amount_minor - fee_minor` : sql`fee_minor`}
        from collection_orders where status = ${COLLECTION_STATUS.completed} and ${mine(sql`merchant_id`)}
        union all
        select merchant_id, sell_currency_id, ${what === 'funds' ? sql`-(sell_minor + fee_minor)` : sql`0`} from fx_conversions where ${mine(sql`merchant_id`)}
        union all
        select merchant_id, buy_currency_id, ${what === 'funds' ? sql`buy_minor` : sql`0`} from fx_conversions where ${mine(sql`merchant_id`)}
        union all
        ${transferOrderMoves(mine, what)}) moves
      group by 1, 2),
    books as (
      select a.merchant_id, a.currency_id, -sum(b.balance_minor) as total
      from ledger_accounts a join ledger_balances b on b.account_id = a.id
      where a.kind in ${kinds} and a.merchant_id <> 0 and ${mine(sql`a.merchant_id`)}
      group by 1, 2)
    select 1 from documents d full join books l using (merchant_id, currency_id)
    where coalesce(d.total, 0) <> coalesce(l.total, 0)`;
}

/**
 * What transfer orders (modules/remittance, order-postings.ts) did to a merchant's funds and fees, per currency:
 * money paid from outside (POLi, bank transfer) came in (send + fee); a cross-currency order converted its send
 * amount into its receive amount; the fee is the provider's unless the order failed; a returned order lost the
 * abnormal-handling fee; a product user's order moved its receive amount to the recipient's merchant. Paid orders
 * are those in processing, completed, refunded or failed (3, 4, 6, 7). The remittance accounts (in flight,
 * delivered) count as the merchant's funds, like payouts.
 */
function transferOrderMoves(mine: (column: SQL) => SQL, what: 'funds' | 'fees'): SQL {
  const paid = sql`status in (3, 4, 6, 7)`;
  const charged = sql`status in (3, 4, 6)`;
  if (what === 'fees')
    return sql`
      select merchant_id, send_currency_id, fee_minor from transfer_orders where ${charged} and ${mine(sql`merchant_id`)}
      union all
      select merchant_id, receive_currency_id, abnormal_fee_minor from transfer_orders where status = 6 and ${mine(sql`merchant_id`)}`;
  return sql`
    select merchant_id, send_currency_id, send_minor + fee_minor from transfer_orders
      where ${paid} and payment_method in (2, 3) and ${mine(sql`merchant_id`)}
    union all
    select merchant_id, send_currency_id, -send_minor from transfer_orders
      where ${paid} and send_currency_id <> receive_currency_id and ${mine(sql`merchant_id`)}
    union all
    select merchant_id, receive_currency_id, receive_minor from transfer_orders
      where ${paid} and send_currency_id <> receive_currency_id and ${mine(sql`merchant_id`)}
    union all
    select merchant_id, send_currency_id, -fee_minor from transfer_orders where ${charged} and ${mine(sql`merchant_id`)}
    union all
    select merchant_id, receive_currency_id, -abnormal_fee_minor from transfer_orders where status = 6 and ${mine(sql`merchant_id`)}
    union all
    select merchant_id, receive_currency_id, -receive_minor from transfer_orders
      where status = 4 and recipient_merchant_id is not null and ${mine(sql`merchant_id`)}
    union all
    select recipient_merchant_id, receive_currency_id, receive_minor from transfer_orders
      where status = 4 and recipient_merchant_id is not null and ${mine(sql`recipient_merchant_id`)}`;
}

/**
 * Per FX position account (pair and currency): the ledger balance against the conversions of the pair — each one
 * credits the position with what the merchant sold and debits it with what the merchant bought — and the
 * cross-currency transfer orders paid (the same, at the order's rate).
 */
function fxPositionsVersusConversions(): SQL {
  return sql`
    with moves as (
      select 'fx_position_' || least(sell_currency_id, buy_currency_id) || '_' || greatest(sell_currency_id, buy_currency_id) as kind,
        sell_currency_id as currency_id, -(sell_minor + fee_minor) as amount from fx_conversions
      union all
      select 'fx_position_' || least(sell_currency_id, buy_currency_id) || '_' || greatest(sell_currency_id, buy_currency_id),
        buy_currency_id, buy_minor from fx_conversions
      union all
      select 'fx_position_' || least(send_currency_id, receive_currency_id) || '_' || greatest(send_currency_id, receive_currency_id),
        send_currency_id, -send_minor from transfer_orders
      where status in (3, 4, 6, 7) and send_currency_id <> receive_currency_id
      union all
      select 'fx_position_' || least(send_currency_id, receive_currency_id) || '_' || greatest(send_currency_id, receive_currency_id),
        receive_currency_id, receive_minor from transfer_orders
      where status in (3, 4, 6, 7) and send_currency_id <> receive_currency_id),
    documents as (select kind, currency_id, sum(amount) as total from moves group by 1, 2),
    books as (
      select a.kind, a.currency_id, sum(b.balance_minor) as total
      from ledger_accounts a join ledger_balances b on b.account_id = a.id
      where a.merchant_id = 0 and a.kind like 'fx\_position\_%'
      group by 1, 2)
    select 1 from documents d full join books l using (kind, currency_id)
    where coalesce(d.total, 0) <> coalesce(l.total, 0)`;
}

/** The report with only its violations (an empty object when the books are right), for test messages. */
export function violations(report: InvariantReport): Partial<InvariantReport> {
  return Object.fromEntries(Object.entries(report).filter(([, value]) => value !== 0));
}
