import { and, count, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@mbo/db/client';
import { merchantApplications } from '@mbo/db/schema-kyb';
import { resellers } from '@mbo/db/schema-resellers';
import type { ResellerScope } from '../../http/call-context.ts';
import type { ApplicationRow } from '../kyb/kyb.public.ts';

export interface ResellerApplicationFilter {
  /** 0 under review, 1 approved, 2 rejected. */
  status?: number | null;
  subResellerId?: number | null;
  /** 1 for the adding reseller itself, 2 for a sub-reseller. */
  for?: number | null;
}

export interface ResellerApplicationRow {
  row: ApplicationRow;
  resellerName: string;
  addedByResellerName: string;
}

const joined = alias(resellers, 'joined_reseller');
const adder = alias(resellers, 'adding_reseller');

/**
 * What a reseller sees of the applications resellers added: those whose merchant joins the caller's reseller or
 * (a level-1 caller) one of its sub-resellers. A sub-reseller so sees those its reseller added for it, never its
 * sibling's; nobody sees another reseller's.
 */
function withinReach(caller: ResellerScope): SQL {
  const joinsCaller =
    caller.level === 1
      ? sql`(${merchantApplications.resellerId} = ${caller.id}
          or ${merchantApplications.resellerId} in (select id from resellers where parent_id = ${caller.id}))`
      : sql`${merchantApplications.resellerId} = ${caller.id}`;
  return and(isNotNull(merchantApplications.addedByResellerId), joinsCaller)!;
}

function filtered(filter: ResellerApplicationFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.status === 0)
    conditions.push(and(eq(merchantApplications.isChecked, false), eq(merchantApplications.isCheckReject, false))!);
  if (filter.status === 1) conditions.push(eq(merchantApplications.isChecked, true));
  if (filter.status === 2) conditions.push(eq(merchantApplications.isCheckReject, true));
  if (filter.subResellerId) conditions.push(eq(merchantApplications.resellerId, filter.subResellerId));
  if (filter.for === 1)
    conditions.push(sql`${merchantApplications.resellerId} = ${merchantApplications.addedByResellerId}`);
  if (filter.for === 2)
    conditions.push(sql`${merchantApplications.resellerId} <> ${merchantApplications.addedByResellerId}`);
  return conditions;
}

/** The reseller's view of the application record (the record itself is kyb's; see kyb.public.ts). */
export function createAddMerchantRepository(db: Database) {
  const select = () =>
    db
      .select({ row: merchantApplications, resellerName: joined.name, addedByResellerName: adder.name })
      .from(merchantApplications)
      .innerJoin(joined, eq(joined.id, merchantApplications.resellerId))
      .innerJoin(adder, eq(adder.id, merchantApplications.addedByResellerId));

  return {
    async page(
      caller: ResellerScope,
      filter: ResellerApplicationFilter,
      page: { index: number; size: number },
    ): Promise<{ rows: ResellerApplicationRow[]; total: number }> {
      const where = and(withinReach(caller), ...filtered(filter));
      const [rows, [total]] = await Promise.all([
        select()
          .where(where)
          .orderBy(desc(merchantApplications.id))
          .limit(page.size)
          .offset((page.index - 1) * page.size),
        db.select({ total: count() }).from(merchantApplications).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    /** Whether the reseller is switched off (no merchant is added for it then). */
    async isSwitchedOff(resellerId: number): Promise<boolean> {
      const [row] = await db
        .select({ disabledAt: resellers.disabledAt })
        .from(resellers)
        .where(eq(resellers.id, resellerId));
      return row?.disabledAt != null;
    },

    /** One application the caller may see, or undefined (another reseller's is as absent as a missing one). */
    async visible(caller: ResellerScope, id: number): Promise<ResellerApplicationRow | undefined> {
      const [found] = await select().where(and(eq(merchantApplications.id, id), withinReach(caller)));
      return found;
    },
  };
}
export type AddMerchantRepository = ReturnType<typeof createAddMerchantRepository>;
