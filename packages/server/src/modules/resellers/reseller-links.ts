import { sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { notFound } from '../../lib/app-error.ts';

export type LinkedReseller = {
  id: number;
  code: string;
  name: string;
};

/**
 * The reseller whose sign-up link carries this number (`/register?resellerid=R100001`), when it takes sign-ups: it
 * exists and neither it nor its superior is switched off. The number is matched whatever its letter case.
 */
export async function activeResellerByCode(db: Database, code: string): Promise<LinkedReseller | null> {
  const { rows } = await db.execute<LinkedReseller>(sql`
    select r.id, r.code, r.name
      from resellers r
      left join resellers p on p.id = r.parent_id
     where r.code = ${code.trim().toUpperCase()} and r.disabled_at is null and p.disabled_at is null`);
  return rows[0] ?? null;
}

/** The same, refusing a link that signs nobody up with the message the register page shows. */
export async function linkedReseller(db: Database, code: string): Promise<LinkedReseller> {
  const found = await activeResellerByCode(db, code);
  if (!found) throw notFound('resellers_signup.link_invalid');
  return found;
}
