import { sql, type SQL } from 'drizzle-orm';
import { HISTORY_TYPE } from '@mbo/contracts/calls/global-account';
import type { Database } from '@mbo/db/client';
import type { TopUpRow } from './top-up.ts';
import type { WithdrawalRow } from './withdraw.ts';

export interface HistoryFilter {
  merchantId: number;
  timeZone: string;
  from: string;
  to: string;
  type: number | null;
  currencyId: number | null;
}

export interface HistoryRowData extends Record<string, unknown> {
  id: number;
  type: number;
  currency_id: number;
  amount_minor: number;
  created: string;
  reference: string | null;
  document_id: number | null;
}

const TIME = 'YYYY-MM-DD HH24:MI:SS';
/** The history types as SQL literals (a bound parameter would make the CASE text). */
const type = Object.fromEntries(
  Object.entries(HISTORY_TYPE).map(([name, id]) => [name, sql.raw(String(id))]),
) as Record<keyof typeof HISTORY_TYPE, SQL>;

/**
 * The history's movements: every journal entry that moved the merchant's global account (available or frozen), one
 * row per entry and currency, its amount what the account gained (credit positive for the merchant). The release of
 * a cash deposit (frozen → available) moves nothing in or out and is not shown. The type comes from the entry's kind;
 * a completed collection order (`collection`, issue 14 §5) reads as a top-up under the order's number; remittances
 * (a later part) post entries whose kind starts with "remittance"; a conversion (FX) is two rows, what
 * left the sell currency and what came into the buy currency, under the conversion's number.
 */
const movements = (merchantId: number, timeZone: string) => sql`
  select j.id, a.currency_id, -sum(p.amount_minor)::bigint as amount_minor, j.created_at, j.kind,
    split_part(j.idempotency_key, ':', 2) as document_key,
    case when j.kind in ('global_top_up', 'collection') then ${type.topUp}
      when j.kind = 'global_withdrawal' then ${type.withdraw}
      when j.kind like 'remittance%' then ${type.send}
      when j.kind = 'fx_conversion' then ${type.conversion}
      when j.kind = 'payout' then ${type.settlement}
      when j.kind = 'refund' then ${type.refund}
      else ${type.other} end as type,
    to_char(j.created_at at time zone ${timeZone}, ${TIME}) as created
  from ledger_accounts a
  join postings p on p.account_id = a.id
  join journal_entries j on j.id = p.entry_id
  where a.merchant_id = ${merchantId} and a.kind in ('global', 'global_frozen') and j.kind <> 'global_release'
  group by j.id, a.currency_id
  having sum(p.amount_minor) <> 0`;

/** The document number of a movement: the top-up's reference, the settlement's or refund's number. */
const documentOf = sql`
  case when m.kind = 'collection' then (select c.number from collection_orders c where c.id::text = m.document_key)
    else case m.type when ${type.topUp} then (select t.reference from global_account_top_ups t where t.id::text = m.document_key)
    when ${type.settlement} then (select s.number from settlements s where s.id::text = m.document_key)
    when ${type.refund} then (select r.number from refunds r where r.id::text = m.document_key)
    when ${type.withdraw} then 'W' || lpad(m.document_key, 8, '0')
    when ${type.conversion} then (select c.number from fx_conversions c where c.quote_id::text = m.document_key)
    else null end end`;

function filtered(filter: HistoryFilter): SQL {
  return sql`(${movements(filter.merchantId, filter.timeZone)}) m
    where m.created_at >= (${filter.from}::date)::timestamp at time zone ${filter.timeZone}
      and m.created_at < (${filter.to}::date + 1)::timestamp at time zone ${filter.timeZone}
      and (${filter.type}::int is null or m.type = ${filter.type}::int)
      and (${filter.currencyId}::int is null or m.currency_id = ${filter.currencyId}::int)`;
}

const rowColumns = sql`m.id::bigint as id, m.type::int as type, m.currency_id, m.amount_minor, m.created,
  ${documentOf} as reference,
  case when m.kind = 'collection' then null else nullif(m.document_key, '')::bigint end as document_id`;

/** The global account's reads: balances, movements, top-ups and withdrawals, each scoped by the merchant. */
export function createGlobalAccountRepository(db: Database) {
  return {
    /** Available (global) and frozen (global_frozen) per currency, minor units owed to the merchant. */
    async balances(merchantId: number): Promise<{ currencyId: number; available: number; frozen: number }[]> {
      const { rows } = await db.execute<{ currency_id: number; available: string; frozen: string }>(sql`
        select a.currency_id,
          -coalesce(sum(b.balance_minor) filter (where a.kind = 'global'), 0) as available,
          -coalesce(sum(b.balance_minor) filter (where a.kind = 'global_frozen'), 0) as frozen
        from ledger_accounts a join ledger_balances b on b.account_id = a.id
        where a.merchant_id = ${merchantId} and a.kind in ('global', 'global_frozen')
        group by a.currency_id`);
      return rows.map((row) => ({
        currencyId: row.currency_id,
        available: Number(row.available),
        frozen: Number(row.frozen),
      }));
    },

    /** Whether the account was ever used: a movement, or a top-up opened. */
    async isUsed(merchantId: number): Promise<boolean> {
      const { rows } = await db.execute<{ used: boolean }>(sql`
        select exists (select 1 from global_account_top_ups where merchant_id = ${merchantId})
          or exists (select 1 from ledger_accounts a join postings p on p.account_id = a.id
            where a.merchant_id = ${merchantId} and a.kind in ('global', 'global_frozen')) as used`);
      return rows[0]?.used ?? false;
    },

    async countHistory(filter: HistoryFilter): Promise<number> {
      const { rows } = await db.execute<{ total: number }>(sql`select count(*)::int as total from ${filtered(filter)}`);
      return rows[0]?.total ?? 0;
    },

    async history(filter: HistoryFilter, page: { index: number; size: number }): Promise<HistoryRowData[]> {
      const { rows } = await db.execute<HistoryRowData>(sql`
        select ${rowColumns} from ${filtered(filter)}
        order by m.created_at desc, m.id desc limit ${page.size} offset ${(page.index - 1) * page.size}`);
      return rows.map((row) => ({ ...row, id: Number(row.id), amount_minor: Number(row.amount_minor) }));
    },

    async movement(merchantId: number, timeZone: string, entryId: number): Promise<HistoryRowData | undefined> {
      const { rows } = await db.execute<HistoryRowData>(sql`
        select ${rowColumns} from (${movements(merchantId, timeZone)}) m where m.id = ${entryId} limit 1`);
      const row = rows[0];
      return row && { ...row, id: Number(row.id), amount_minor: Number(row.amount_minor) };
    },

    async topUp(merchantId: number, id: number): Promise<TopUpRow | undefined> {
      const { rows } = await db.execute<TopUpRow>(
        sql`select * from global_account_top_ups where id = ${id} and merchant_id = ${merchantId}`,
      );
      return rows[0];
    },

    async countTopUps(merchantId: number): Promise<number> {
      const { rows } = await db.execute<{ total: number }>(
        sql`select count(*)::int as total from global_account_top_ups where merchant_id = ${merchantId}`,
      );
      return rows[0]?.total ?? 0;
    },

    /** Top-ups waiting on someone (a receipt, a review) first, then the newest. */
    async topUps(merchantId: number, page: { index: number; size: number }): Promise<TopUpRow[]> {
      const { rows } = await db.execute<TopUpRow>(sql`
        select * from global_account_top_ups where merchant_id = ${merchantId}
        order by (status in (1, 2)) desc, created_at desc, id desc
        limit ${page.size} offset ${(page.index - 1) * page.size}`);
      return rows;
    },

    async withdrawal(merchantId: number, id: number): Promise<WithdrawalRow | undefined> {
      const { rows } = await db.execute<WithdrawalRow>(
        sql`select * from global_account_withdrawals where id = ${id} and merchant_id = ${merchantId}`,
      );
      return rows[0];
    },

    async withdrawalByRequest(merchantId: number, requestId: string): Promise<WithdrawalRow | undefined> {
      const { rows } = await db.execute<WithdrawalRow>(
        sql`select * from global_account_withdrawals where merchant_id = ${merchantId} and request_id = ${requestId}`,
      );
      return rows[0];
    },

    /** An uploaded receipt of the user: its type and size (null when the token is not the user's file). */
    async receiptFile(userId: number, token: string) {
      const { rows } = await db.execute<{ content_type: string; size_bytes: number | null }>(sql`
        select content_type, size_bytes from uploaded_files
        where token = ${token} and owner_user_id = ${userId} and merchant_id is null`);
      return rows[0] ?? null;
    },
  };
}
export type GlobalAccountRepository = ReturnType<typeof createGlobalAccountRepository>;
