import { sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import type { Handlers, ResellerScope } from '../../http/call-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { baseRatesOf } from './base-rates.ts';

/**
 * Whether `resellerId` is the caller's reseller or (a level-1 caller) one of its sub-resellers: what a reseller may
 * see. Anything else is "not found", so a reseller learns nothing of another's.
 */
export async function isWithinReach(db: Database, caller: ResellerScope, resellerId: number): Promise<boolean> {
  if (resellerId === caller.id) return true;
  if (caller.level !== 1) return false;
  const { rows } = await db.execute(sql`select 1 from resellers where id = ${resellerId} and parent_id = ${caller.id}`);
  return rows.length > 0;
}

export function createResellerHandlers(db: Database): Handlers<'reseller/profile' | 'GetMechantFeeRateRules'> {
  return {
    async 'reseller/profile'(ctx) {
      const { rows } = await db.execute<{
        id: number;
        code: string;
        level: number;
        name: string;
        parent_name: string | null;
        member_name: string;
      }>(sql`
        select r.id, r.code, r.level, r.name, p.name as parent_name, u.name as member_name
          from resellers r left join resellers p on p.id = r.parent_id
          join users u on u.id = ${ctx.session.userId}
         where r.id = ${ctx.reseller.id}`);
      const row = rows[0];
      if (!row) throw notFound('resellers.not_found');
      return row;
    },
    async GetMechantFeeRateRules(ctx, body) {
      const resellerId = body.reseller_id ?? ctx.reseller.id;
      if (!(await isWithinReach(db, ctx.reseller, resellerId))) throw notFound('resellers.not_found');
      return { data: await baseRatesOf(db, resellerId) };
    },
  };
}
