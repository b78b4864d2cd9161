// The reseller figures (issue 15, "Tests and figures"): a reseller with 10,000 merchants (9,000 its own, 1,000 its
// sub-reseller's) and 500 applications under review — the portfolio's first page over HTTP; and 1,000,000 settled
// payments of one month over those merchants — the month's margin statement (on screen, then as XLSX). Seeded with
// generate_series, one statement per table.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { DEMO_PASSWORD } from '@mbo/db/seed/demo-accounts';
import { hashPassword } from '../../packages/server/src/modules/auth/passwords.ts';
import type { Figure } from './report-calls.ts';
import { formatTiming, timeCalls } from './timing.ts';

type Post = (
  name: string,
  body: Record<string, unknown>,
) => Promise<{ success: boolean; msg?: string } & Record<string, unknown>>;

const MERCHANTS = Number(process.env.BENCH_RESELLER_MERCHANTS ?? 10_000);
const PAYMENTS = Number(process.env.BENCH_RESELLER_PAYMENTS ?? 1_000_000);
const MONTH = '2026-03';

/** The reseller, its sub-reseller, their merchants, applications and a month of settled payments; its member's e-mail. */
async function seed(db: Database): Promise<{ email: string; seedSeconds: number }> {
  const start = performance.now();
  const tag = randomBytes(3).toString('hex');
  const email = `reseller-bench-${tag}@example.test`;
  const { rows: users } = await db.execute<{ id: number }>(sql`
    insert into users (name, email, password_hash) values ('Reseller Bench', ${email}, ${await hashPassword(DEMO_PASSWORD)})
    returning id`);
  const userId = users[0]!.id;
  const { rows: made } = await db.execute<{ id: number }>(sql`
    insert into resellers (level, name, business_number, email, created_by)
    values (1, ${`Bench Reseller ${tag} Pty Ltd`}, '51824753556', ${email}, ${userId}) returning id`);
  const top = made[0]!.id;
  const { rows: subs } = await db.execute<{ id: number }>(sql`
    insert into resellers (level, parent_id, name, business_number, email, created_by)
    values (2, ${top}, ${`Bench Sub-reseller ${tag} Pty Ltd`}, '51824753556', ${email}, ${userId}) returning id`);
  const sub = subs[0]!.id;
  await db.execute(sql`insert into reseller_members (user_id, reseller_id) values (${userId}, ${top})`);
  await db.execute(sql`
    insert into reseller_base_rates (reseller_id, payment_channel_id, disburse_period_days, rate_ppm, flat_fee_minor)
    select r, c, p, case when r = ${top}::int then 12000 else 14000 end + p * 3000, 0
      from unnest(array[${top}::int, ${sub}::int]) r, unnest(array[1, 2]) c, unnest(array[0, 1]) p`);
  // Every tenth merchant is the sub-reseller's; channel 1 at T+1, channel 2 at T+0.
  await db.execute(sql`
    insert into merchants (number, name, short_name, is_verify, reseller_id, created_at)
    select ${`RB${tag}-`} || g, ${`Reseller Bench Merchant ${tag} `} || g || ' Pty Ltd', 'Bench ' || g, g % 7 <> 0,
           case when g % 10 = 0 then ${sub}::int else ${top}::int end, now() - (g || ' minutes')::interval
      from generate_series(1, ${MERCHANTS}::int) g`);
  await db.execute(sql`
    insert into merchant_channel_rates (merchant_id, payment_channel_id, online_rate_ppm, disburse_period_days)
    select m.id, c, 20000 + c * 1000, 2 - c from merchants m, unnest(array[1, 2]) c
     where m.number like ${`RB${tag}-%`}`);
  await db.execute(sql`
    insert into merchant_applications (owner_user_id, country_id, business_number, merchant_name, form, reseller_id,
                                       is_check_reject)
    select ${userId}::int, 1, ${`RB${tag}-A`} || g, 'Reseller Bench Applicant ' || g, '{}'::jsonb,
           case when g % 10 = 0 then ${sub}::int else ${top}::int end, g % 5 = 0
      from generate_series(1, 500) g`);
  const { rows: settlement } = await db.execute<{ id: number }>(sql`
    insert into settlements (merchant_id, currency_id, finance_date, number, plan_settle_date)
    values (0, 1, '2026-03-31', ${`RB${tag}`}, '2026-04-01') returning id`);
  // The month's payments, spread over every merchant and both channels, 2 % or 3 % of 10.00–109.99.
  await db.execute(sql`
    with ms as (select id, row_number() over (order by id) - 1 as n from merchants where number like ${`RB${tag}-%`})
    insert into payments (merchant_id, store_id, number, channel_id, source_type, currency_id, order_minor,
                          gross_minor, fee_rate_ppm, fee_minor, net_minor, pay_currency_id, pay_minor, channel_txn_id,
                          finance_date, settlement_id, paid_at)
    select ms.id, 0, ${`RB${tag}-`} || g, 1 + g % 2, 1, 1, 1000 + g % 10000, 1000 + g % 10000, 20000 + (1 + g % 2) * 1000,
           ((1000 + g % 10000) * (20000 + (1 + g % 2) * 1000) + 500000) / 1000000,
           (1000 + g % 10000) - ((1000 + g % 10000) * (20000 + (1 + g % 2) * 1000) + 500000) / 1000000,
           1, 1000 + g % 10000, ${`rb${tag}-`} || g, date '2026-03-01' + (g % 31), ${settlement[0]!.id}::bigint,
           (timestamp '2026-03-01 00:00' + ((g % 31) || ' days')::interval + ((g % 86000) || ' seconds')::interval)
             at time zone 'Australia/Sydney'
      from generate_series(1, ${PAYMENTS}::int) g join ms on ms.n = g % ${MERCHANTS}::int`);
  await db.execute(
    sql`analyze merchants; analyze merchant_applications; analyze payments; analyze merchant_channel_rates`,
  );
  return { email, seedSeconds: (performance.now() - start) / 1000 };
}

export async function benchResellerPortfolio(db: Database, post: Post): Promise<Figure[]> {
  const { email, seedSeconds } = await seed(db);
  const login = await post('login', { AccountType: 1, Account: email, Password: DEMO_PASSWORD });
  if (!login.success) throw new Error(`login ${email} failed: ${login.msg}`);
  const token = (login.data as { token: string }).token;
  const mustPost = async (name: string, body: Record<string, unknown>) => {
    const json = await post(name, { ...body, token });
    if (!json.success) throw new Error(`${name} failed: ${json.msg}`);
    return json;
  };
  const firstPage = await timeCalls(50, async () => void (await mustPost('reseller/portfolio', { page_index: 1 })));
  const filtered = await timeCalls(
    50,
    async () => void (await mustPost('reseller/portfolio', { page_index: 1, status: 3, keyword: 'Merchant' })),
  );
  const statementTimes: number[] = [];
  let rows = 0;
  for (let run = 0; run < 3; run += 1) {
    const start = performance.now();
    const json = await mustPost('reseller/margin_statement', { month: MONTH });
    statementTimes.push(performance.now() - start);
    rows = (json.rows as unknown[]).length;
  }
  const xlsxStart = performance.now();
  await mustPost('reseller/margin_statement', { month: MONTH, format: 'xlsx' });
  const xlsxSeconds = (performance.now() - xlsxStart) / 1000;
  const median = [...statementTimes].sort((a, b) => a - b)[1]!;
  const merchants = MERCHANTS.toLocaleString('en-AU');
  const payments = PAYMENTS.toLocaleString('en-AU');
  return [
    {
      figure: `reseller bench seed: ${merchants} merchants, 500 applications, ${payments} settled payments (generate_series)`,
      value: `${seedSeconds.toFixed(1)} s`,
      target: '—',
    },
    {
      figure: `reseller portfolio, first page of ${merchants} merchants + 500 applications (median / p99 over 50)`,
      value: formatTiming(firstPage),
      target: '≤ 50 ms',
    },
    {
      figure: 'reseller portfolio, status + keyword filter, first page (median / p99 over 50)',
      value: formatTiming(filtered),
      target: '≤ 50 ms',
    },
    {
      figure: `margin statement, a month of ${payments} settled payments (${rows.toLocaleString('en-AU')} rows; median of 3)`,
      value: `${(median / 1000).toFixed(2)} s`,
      target: '≤ 5 s',
    },
    { figure: 'margin statement as XLSX, the same month', value: `${xlsxSeconds.toFixed(2)} s`, target: '≤ 5 s' },
  ];
}
