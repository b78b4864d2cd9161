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
     where ${inReachOf(caller)}
     order by id = ${caller.id} desc, name, id`);
  return rows;
}

/** The condition on `resellers` of the caller's reach. */
const inReachOf = (caller: ResellerScope) =>
  caller.level === 1 ? sql`(id = ${caller.id} or parent_id = ${caller.id})` : sql`id = ${caller.id}`;

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
  kind: 'merchant' | 'application';
  id: number;
  payment_channel_id: number;
  disburse_period_days: number;
  rate_ppm: number;
  flat_fee_minor: string;
  floor_ppm: number | null;
  floor_flat_minor: string | null;
};

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * The rates of the page's merchants (merchant_channel_rates) and applications (the form's `rates`, as the
 * add-merchant form keeps them: channel, period, rate as a fraction, flat fee), each against the base rate of its
 * reseller for the same channel and period. Keyed `merchant:<id>` and `application:<id>`.
 */
async function ratesOf(db: Database, merchantIds: number[], applicationIds: number[]) {
  const byEntry = new Map<string, PortfolioRate[]>();
  const parts = [
    ...(merchantIds.length
      ? [
          sql`select 'merchant' as kind, r.merchant_id as id, m.reseller_id, r.payment_channel_id,
                     r.disburse_period_days::int, r.online_rate_ppm as rate_ppm, r.flat_fee_minor
                from merchant_channel_rates r join merchants m on m.id = r.merchant_id
               where r.merchant_id in (${idList(merchantIds)})`,
        ]
      : []),
    ...(applicationIds.length
      ? [
          // Only well-formed entries: a draft's form may hold anything (CASE keeps every cast to numbers).
          sql`select 'application' as kind, a.id, a.reseller_id, v.channel::int as payment_channel_id,
                     v.period::int as disburse_period_days, round(v.rate * 1000000)::int as rate_ppm,
                     v.flat::bigint as flat_fee_minor
                from merchant_applications a
                cross join lateral jsonb_array_elements(
                  case when jsonb_typeof(a.form -> 'rates') = 'array' then a.form -> 'rates' else '[]'::jsonb end) x
                cross join lateral (
                  select case when jsonb_typeof(x -> 'payment_channel_id') = 'number'
                              then (x ->> 'payment_channel_id')::numeric end as channel,
                         case when x -> 'disburse_period_days' is null then 1
                              when jsonb_typeof(x -> 'disburse_period_days') = 'number'
                              then (x ->> 'disburse_period_days')::numeric end as period,
                         case when jsonb_typeof(x -> 'rate') = 'number' then (x ->> 'rate')::numeric end as rate,
                         case when x -> 'flat_fee' is null then 0
                              when jsonb_typeof(x -> 'flat_fee') = 'number' then (x ->> 'flat_fee')::numeric end as flat
                   where jsonb_typeof(x) = 'object') v
               where a.id in (${idList(applicationIds)}) and v.channel between 0 and 1000
                 and v.period between 0 and 10 and v.rate between 0 and 1 and v.flat between 0 and 1000000`,
        ]
      : []),
  ];
  if (parts.length === 0) return byEntry;
  const { rows } = await db.execute<RateRow>(sql`
    select e.kind, e.id, e.payment_channel_id, e.disburse_period_days, e.rate_ppm, e.flat_fee_minor::text,
           b.rate_ppm as floor_ppm, b.flat_fee_minor::text as floor_flat_minor
      from (${sql.join(parts, sql` union all `)}) e
      left join reseller_base_rates b on b.reseller_id = e.reseller_id and b.payment_channel_id = e.payment_channel_id
                                     and b.disburse_period_days = e.disburse_period_days
     order by e.kind, e.id, e.payment_channel_id, e.disburse_period_days`);
  for (const row of rows) {
    const key = `${row.kind}:${row.id}`;
    const list = byEntry.get(key) ?? [];
    list.push({
      payment_channel_id: row.payment_channel_id,
      disburse_period_days: row.disburse_period_days,
      rate: ppmToRate(row.rate_ppm),
      flat_fee: Number(row.flat_fee_minor),
      floor_rate: row.floor_ppm === null ? null : ppmToRate(row.floor_ppm),
      floor_flat_fee: row.floor_flat_minor === null ? null : Number(row.floor_flat_minor),
      margin_rate: row.floor_ppm === null ? null : ppmToRate(row.rate_ppm - row.floor_ppm),
    });
    byEntry.set(key, list);
  }
  return byEntry;
}

/** A page of the caller's portfolio and the count of the whole filter. */
export async function portfolioPage(db: Database, caller: ResellerScope, filter: PortfolioFilter) {
  // The reach is read beside the page (one round trip fewer): the page's own condition holds the reach too.
  const reachIds = sql`select id from resellers where ${inReachOf(caller)}`;
  const inReach = (column: SQL) =>
    filter.resellerId === undefined
      ? sql`${column} in (${reachIds})`
      : sql`${column} = ${filter.resellerId} and ${column} in (${reachIds})`;
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
  const [reach, { rows }, counted] = await Promise.all([
    resellersInReach(db, caller),
    db.execute<EntryRow>(sql`
      ${entries}
      select kind, id, name, number, reseller_id, status, is_verified,
             to_char(created_at at time zone ${RESELLER_TIME_ZONE}, 'YYYY-MM-DD HH24:MI:SS') as created_time
        from (select * from entries order by created_at desc, kind desc, id desc
              limit ${filter.pageSize} offset ${(filter.pageIndex - 1) * filter.pageSize}) page
       order by created_at desc, kind desc, id desc`),
    db.execute<{ total: number }>(sql`${entries} select count(*)::int as total from entries`),
  ]);
  if (filter.resellerId !== undefined && !reach.some((entry) => entry.id === filter.resellerId))
    throw notFound('resellers.not_found');
  const total = counted.rows[0]?.total ?? 0;
  const idsOf = (kind: EntryRow['kind']) => rows.filter((row) => row.kind === kind).map((row) => row.id);
  const rates = await ratesOf(db, idsOf('merchant'), idsOf('application'));
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
    rates: rates.get(`${row.kind}:${row.id}`) ?? [],
  }));
  return { page_data: { data, total_count: total }, resellers: reach };
}
