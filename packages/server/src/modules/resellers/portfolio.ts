/**
 * The reseller's portfolio (issue 15; ARCHITECTURE.md "Resellers: portfolio and margin"): the live merchants and the
 * not yet approved applications whose reseller_id is in the caller's reach (its own reseller; a level-1 also its
 * sub-resellers), newest first. One query answers a page and the count: both sides walk the partial reseller
 * indexes (merchants_reseller_idx, merchant_applications_reseller_idx) of the few resellers in reach, and the page's
 * rates are read for its ten merchants only.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { ppmToRate } from '@mbo/contracts/money';
import {
  RESELLER_TIME_ZONE,
  type PortfolioEntry,
  type PortfolioRate,
  type PortfolioStatus,
} from '@mbo/contracts/calls/resellers-portfolio';
import type { ResellerScope } from '../../http/call-context.ts';
import { notFound } from '../../lib/app-error.ts';

export interface PortfolioFilter {
  pageIndex: number;
  pageSize: number;
  status?: PortfolioStatus;
  resellerId?: number;
  keyword?: string;
}

export type ReachEntry = {
  id: number;
  name: string;
  is_own: boolean;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The resellers whose merchants the caller sees: its own, then (a level-1) its sub-resellers by name. */
export async function resellersInReach(db: Database, caller: ResellerScope): Promise<ReachEntry[]> {
  const { rows } = await db.execute<ReachEntry>(sql`
    select id, name, id = ${caller.id} as is_own from resellers
     where id = ${caller.id} ${caller.level === 1 ? sql`or parent_id = ${caller.id}` : sql``}
     order by id = ${caller.id} desc, name, id`);
  return rows;
}

type EntryRow = {
  kind: 'merchant' | 'application';
  id: number;
  name: string;
  number: string;
  reseller_id: number;
  status: number;
  is_verified: boolean | null;
  created_time: string;
};

type RateRow = {
  merchant_id: number;
  payment_channel_id: number;
  disburse_period_days: number;
  rate_ppm: number;
  flat_fee_minor: string;
  floor_ppm: number | null;
  floor_flat_minor: string | null;
};

/** Its merchants' channel rates against the base rate of each merchant's reseller for the same channel and period. */
async function ratesOf(db: Database, merchantIds: number[]): Promise<Map<number, PortfolioRate[]>> {
  const byMerchant = new Map<number, PortfolioRate[]>();
  if (merchantIds.length === 0) return byMerchant;
  const { rows } = await db.execute<RateRow>(sql`
    select r.merchant_id, r.payment_channel_id, r.disburse_period_days, r.online_rate_ppm as rate_ppm,
           r.flat_fee_minor::text, b.rate_ppm as floor_ppm, b.flat_fee_minor::text as floor_flat_minor
      from merchant_channel_rates r
      join merchants m on m.id = r.merchant_id
      left join reseller_base_rates b on b.reseller_id = m.reseller_id and b.payment_channel_id = r.payment_channel_id
                                     and b.disburse_period_days = r.disburse_period_days
     where r.merchant_id in (${sql.join(
       merchantIds.map((id) => sql`${id}`),
       sql`, `,
     )})
     order by r.merchant_id, r.payment_channel_id`);
  for (const row of rows) {
    const list = byMerchant.get(row.merchant_id) ?? [];
    list.push({
      payment_channel_id: row.payment_channel_id,
      disburse_period_days: row.disburse_period_days,
      rate: ppmToRate(row.rate_ppm),
      flat_fee: Number(row.flat_fee_minor),
      floor_rate: row.floor_ppm === null ? null : ppmToRate(row.floor_ppm),
      floor_flat_fee: row.floor_flat_minor === null ? null : Number(row.floor_flat_minor),
      margin_rate: row.floor_ppm === null ? null : ppmToRate(row.rate_ppm - row.floor_ppm),
    });
    byMerchant.set(row.merchant_id, list);
  }
  return byMerchant;
}

/** A page of the caller's portfolio and the count of the whole filter. */
export async function portfolioPage(db: Database, caller: ResellerScope, filter: PortfolioFilter) {
  const reach = await resellersInReach(db, caller);
  if (filter.resellerId !== undefined && !reach.some((entry) => entry.id === filter.resellerId))
    throw notFound('resellers.not_found');
  const ids = filter.resellerId === undefined ? reach.map((entry) => entry.id) : [filter.resellerId];
  const inReach = (column: SQL) =>
    sql`${column} in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`;
  const keyword = filter.keyword ? `%${escapeLike(filter.keyword)}%` : null;
  const merchantMatch = keyword ? sql`and (m.name ilike ${keyword} or m.number ilike ${keyword})` : sql``;
  const applicationMatch = keyword ? sql`and (a.merchant_name ilike ${keyword} or a.bill_no ilike ${keyword})` : sql``;
  // A live merchant is approved unless it is an unverified one whose (re)application is open or was turned down.
  const merchantStatus = sql`case m.application_status when 'rejected' then 2 when 'approved' then 3 else 1 end`;
  const applicationStatus = sql`case when a.is_check_reject then 2 else 1 end`;
  const wanted = (status: SQL) => (filter.status === undefined ? sql`` : sql`and ${status} = ${filter.status}`);
  // Applications only while no merchant stands for them: an approved one is its merchant's row.
  const entries = sql`
    with entries as (
      select 'merchant' as kind, m.id, m.name, m.number, m.reseller_id, ${merchantStatus} as status,
             m.is_verify as is_verified, m.created_at
        from merchants m
       where ${inReach(sql`m.reseller_id`)} and not m.is_delete ${merchantMatch} ${wanted(merchantStatus)}
      union all
      select 'application', a.id, a.merchant_name, a.bill_no, a.reseller_id, ${applicationStatus}, null, a.created_at
        from merchant_applications a
       where ${inReach(sql`a.reseller_id`)} and not a.is_checked and a.merchant_id is null
             ${applicationMatch} ${wanted(applicationStatus)}
    )`;
  // The page and the count at once: the page sorts the filter's rows by time and formats only its own ten.
  const [{ rows }, counted] = await Promise.all([
    db.execute<EntryRow>(sql`
      ${entries}
      select kind, id, name, number, reseller_id, status, is_verified,
             to_char(created_at at time zone ${RESELLER_TIME_ZONE}, 'YYYY-MM-DD HH24:MI:SS') as created_time
        from (select * from entries order by created_at desc, kind desc, id desc
              limit ${filter.pageSize} offset ${(filter.pageIndex - 1) * filter.pageSize}) page
       order by created_at desc, kind desc, id desc`),
    db.execute<{ total: number }>(sql`${entries} select count(*)::int as total from entries`),
  ]);
  const total = counted.rows[0]?.total ?? 0;
  const rates = await ratesOf(
    db,
    rows.filter((row) => row.kind === 'merchant').map((row) => row.id),
  );
  const names = new Map(reach.map((entry) => [entry.id, entry]));
  const data: PortfolioEntry[] = rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    name: row.name,
    number: row.number,
    reseller_id: row.reseller_id,
    reseller_name: names.get(row.reseller_id)?.name ?? '',
    is_own: row.reseller_id === caller.id,
    status: row.status,
    is_verified: row.is_verified,
    created_time: row.created_time,
    rates: row.kind === 'merchant' ? (rates.get(row.id) ?? []) : [],
  }));
  return { page_data: { data, total_count: total }, resellers: reach };
}
