import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { ACCOUNT_EVENT_KINDS, SECURITY_EVENT_KINDS, type SecurityEventKind } from '@mbo/contracts/calls/security-log';

export interface SecurityLogQuery {
  /** Null: every merchant's events and every account event (the provider console). */
  merchantId: number | null;
  timeZone: string;
  /** Merchant-local dates, both days included. */
  from: string;
  to: string;
  kinds: readonly SecurityEventKind[] | null;
  userId: number | null;
  limit: number;
  offset: number;
}

/** One audit entry with what the log names beside it (all read within the merchant: never another's rows). */
export type SecurityLogRow = {
  id: number;
  time: string;
  action: string;
  user_id: number | null;
  ip: string | null;
  detail: Record<string, unknown>;
  member_name: string | null;
  account_name: string | null;
  account_email: string | null;
  account_country_code: string | null;
  account_phone: string | null;
  subject_name: string | null;
  store_name: string | null;
  payment_number: string | null;
  payment_currency_id: number | null;
  /** The merchant the entry was written for (null: an account event). */
  merchant_id: number | null;
  merchant_name: string | null;
};

/** A jsonb number field as a bigint, or null when it is absent or not a number (entries are free-form jsonb). */
const detailId = (field: string): SQL =>
  sql`case when jsonb_typeof(a.detail -> ${field}) = 'number' then (a.detail ->> ${field})::bigint end`;

/**
 * The security log's queries. The events of a merchant are its own entries (merchant_id) and the account events,
 * written without a merchant, of the users who are members of it now (a live employee row with a live role): a
 * member's sign-ins concern everyone whose money that member can reach. Each branch reads its own index
 * (merchant, time) and (user, time). The provider console's all-merchants view is this query without the merchant
 * filter: every entry of a security kind, the merchant's or none (`merchantId` null).
 */
export function createSecurityLogRepository(db: Database) {
  function events(query: SecurityLogQuery): SQL {
    const { merchantId, timeZone, from, to } = query;
    const window = sql`a.created_at >= (${from}::date)::timestamp at time zone ${timeZone}
      and a.created_at < ((${to}::date + 1))::timestamp at time zone ${timeZone}`;
    const kinds = query.kinds === null ? sql`true` : sql`a.action = any(${sql.param([...query.kinds])}::text[])`;
    const actor = query.userId === null ? sql`true` : sql`a.user_id = ${query.userId}`;
    if (merchantId === null) {
      return sql`
        select a.* from audit_log a
        where a.action = any(${sql.param([...SECURITY_EVENT_KINDS])}::text[]) and ${window} and ${kinds} and ${actor}`;
    }
    return sql`
      select a.* from audit_log a
      where a.merchant_id = ${merchantId} and ${window} and ${kinds} and ${actor}
      union all
      select a.* from audit_log a
      where a.merchant_id is null and a.action = any(${sql.param([...ACCOUNT_EVENT_KINDS])}::text[])
        and a.user_id in (
          select e.user_id from employees e
          where e.merchant_id = ${merchantId} and not e.is_delete
            and exists (select 1 from employee_roles r where r.merchant_id = e.merchant_id and r.user_id = e.user_id and not r.is_delete))
        and ${window} and ${kinds} and ${actor}`;
  }

  return {
    async page(query: SecurityLogQuery): Promise<{ rows: SecurityLogRow[]; total: number }> {
      const { timeZone } = query;
      // Names are read within the entry's merchant: the one asked for, else the entry's own (all merchants).
      const merchantId = query.merchantId === null ? sql`a.merchant_id` : sql`${query.merchantId}::int`;
      const [page, count] = await Promise.all([
        db.execute<SecurityLogRow>(sql`
          select a.id::int as id, to_char(a.created_at at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI:SS') as time,
            a.action, a.user_id, a.ip, a.detail,
            e.name as member_name, u.name as account_name, u.email as account_email,
            u.country_code as account_country_code, u.phone as account_phone,
            coalesce(se.name, su.name) as subject_name, s.name as store_name,
            p.number as payment_number, p.currency_id::int as payment_currency_id,
            a.merchant_id, m.name as merchant_name
          from (${events(query)}) a
          left join merchants m on m.id = a.merchant_id
          left join users u on u.id = a.user_id
          left join employees e on e.merchant_id = ${merchantId} and e.user_id = a.user_id
          left join employees se on se.merchant_id = ${merchantId} and se.user_id = ${detailId('employee_user_id')}
          left join users su on su.id = se.user_id
          left join stores s on s.merchant_id = ${merchantId} and s.id = ${detailId('store_id')}
          left join payments p on p.merchant_id = ${merchantId} and p.id = ${detailId('paymentId')}
          order by a.created_at desc, a.id desc
          limit ${query.limit} offset ${query.offset}`),
        db.execute<{ total: number }>(sql`select count(*)::int as total from (${events(query)}) a`),
      ]);
      return { rows: page.rows, total: Number(count.rows[0]?.total ?? 0) };
    },

    /** The current members (live, with a live role), by the name the merchant knows them. */
    async members(merchantId: number): Promise<{ user_id: number; name: string }[]> {
      const { rows } = await db.execute<{ user_id: number; name: string }>(sql`
        select e.user_id, coalesce(nullif(e.name, ''), u.name) as name
        from employees e join users u on u.id = e.user_id
        where e.merchant_id = ${merchantId} and not e.is_delete
          and exists (select 1 from employee_roles r where r.merchant_id = e.merchant_id and r.user_id = e.user_id and not r.is_delete)
        order by name, e.user_id`);
      return rows;
    },
  };
}
export type SecurityLogRepository = ReturnType<typeof createSecurityLogRepository>;
