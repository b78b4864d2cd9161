import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { users } from '@mbo/db/schema';
import { resellerBaseRates, resellerMemberRemovals, resellerMembers, resellers } from '@mbo/db/schema-resellers';
import type { ResellerSummary } from '@mbo/contracts/calls/resellers-console';
import type { RateRule } from '@mbo/contracts/resellers/rate-rules';
import { rateToPpm } from '@mbo/contracts/money';
import { RESELLER_TIME_ZONE } from '@mbo/contracts/calls/resellers-portfolio';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A reseller as the lists show it, with its members and sub-resellers counted. */
const summaries = (db: Database | Tx, where: SQL) =>
  db.execute<ResellerSummary & Record<string, unknown>>(sql`
    select r.id, r.code, r.level, r.name, r.business_number, r.email,
           (r.disabled_at is null) as is_active,
           to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as created_at,
           (select count(*)::int from reseller_members m where m.reseller_id = r.id) as member_count,
           (select count(*)::int from resellers s where s.parent_id = r.id) as sub_reseller_count
      from resellers r
     where ${where}
     order by r.id desc`);

/** Resellers, their members and base rates: the queries of the console's and a reseller's account screens. */
export function createResellerAccountsRepository(db: Database) {
  return {
    /** Level-1 resellers (parentId null) or one reseller's sub-resellers, newest first. */
    async list(parentId: number | null): Promise<ResellerSummary[]> {
      const where = parentId === null ? sql`r.level = 1` : sql`r.parent_id = ${parentId}`;
      return (await summaries(db, where)).rows;
    },

    async find(id: number, tx: Database | Tx = db): Promise<(ResellerSummary & { parent_id: number | null }) | null> {
      const [row] = (await summaries(tx, sql`r.id = ${id}`)).rows;
      if (!row) return null;
      const [parent] = await tx.select({ parentId: resellers.parentId }).from(resellers).where(eq(resellers.id, id));
      return { ...row, parent_id: parent?.parentId ?? null };
    },

    async members(resellerId: number) {
      const { rows } = await db.execute<{ user_id: number; name: string; email: string | null }>(sql`
        select u.id as user_id, u.name, u.email
          from reseller_members m join users u on u.id = m.user_id
         where m.reseller_id = ${resellerId}
         order by m.created_at, u.id`);
      return rows;
    },

    /** Who was removed from the reseller, by whom and when (Sydney time), newest first, at most `limit`. */
    async removals(resellerId: number, limit: number) {
      const { rows } = await db.execute<{
        user_id: number;
        name: string;
        email: string | null;
        removed_by_name: string;
        removed_time: string;
      }>(sql`
        select r.user_id, u.name, u.email, b.name as removed_by_name,
               to_char(r.removed_at at time zone ${RESELLER_TIME_ZONE}, 'YYYY-MM-DD HH24:MI:SS') as removed_time
          from reseller_member_removals r join users u on u.id = r.user_id join users b on b.id = r.removed_by
         where r.reseller_id = ${resellerId}
         order by r.removed_at desc, r.id desc
         limit ${limit}`);
      return rows;
    },

    findUserByEmail: (email: string) =>
      db.query.users.findFirst({ where: sql`lower(${users.email}) = ${email.toLowerCase()}` }),

    /** The new user, or undefined when the e-mail was taken meanwhile. */
    async insertUser(tx: Tx, values: typeof users.$inferInsert) {
      const [row] = await tx.insert(users).values(values).onConflictDoNothing().returning();
      return row;
    },

    async insertReseller(tx: Tx, values: typeof resellers.$inferInsert): Promise<{ id: number; code: string }> {
      const [row] = await tx.insert(resellers).values(values).returning({ id: resellers.id, code: resellers.code });
      return row!;
    },

    /** Makes a user a member; false when they already are one of a reseller (one reseller per user). */
    async insertMember(tx: Tx, userId: number, resellerId: number): Promise<boolean> {
      const rows = await tx
        .insert(resellerMembers)
        .values({ userId, resellerId })
        .onConflictDoNothing()
        .returning({ userId: resellerMembers.userId });
      return rows.length === 1;
    },

    /**
     * The reseller's members as they are inside a removal: the reseller's row locked first, so two removals in one
     * reseller run in turn (two members removing each other at once cannot leave it with none).
     */
    async lockedMembers(tx: Tx, resellerId: number) {
      await tx.execute(sql`select id from resellers where id = ${resellerId} for update`);
      const { rows } = await tx.execute<{ user_id: number; name: string; email: string | null; language: string }>(sql`
        select u.id as user_id, u.name, u.email, u.language
          from reseller_members m join users u on u.id = m.user_id
         where m.reseller_id = ${resellerId}`);
      return rows;
    },

    /** Takes a member out of the reseller, with who did it (the reseller's record of its people leaving). */
    async removeMember(tx: Tx, resellerId: number, userId: number, removedBy: number): Promise<void> {
      await tx
        .delete(resellerMembers)
        .where(sql`${resellerMembers.userId} = ${userId} and ${resellerMembers.resellerId} = ${resellerId}`);
      await tx.insert(resellerMemberRemovals).values({ resellerId, userId, removedBy });
    },

    /** Whether the user was once removed from the reseller (a repeated removal is answered, not refused). */
    async wasRemoved(tx: Tx, resellerId: number, userId: number): Promise<boolean> {
      const rows = await tx
        .select({ id: resellerMemberRemovals.id })
        .from(resellerMemberRemovals)
        .where(
          sql`${resellerMemberRemovals.resellerId} = ${resellerId} and ${resellerMemberRemovals.userId} = ${userId}`,
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Replaces a reseller's base rates with `rates` (already checked). */
    async replaceBaseRates(tx: Tx, resellerId: number, rates: readonly RateRule[]): Promise<void> {
      await tx.delete(resellerBaseRates).where(eq(resellerBaseRates.resellerId, resellerId));
      if (rates.length === 0) return;
      await tx.insert(resellerBaseRates).values(
        rates.map((rate) => ({
          resellerId,
          paymentChannelId: rate.payment_channel_id,
          disbursePeriodDays: rate.disburse_period_days,
          ratePpm: rateToPpm(rate.rate) ?? 0,
          flatFeeMinor: rate.flat_fee,
        })),
      );
    },

    /** Switches a reseller off or on; answers whether it changed (a repeated call changes nothing). */
    async setActive(tx: Tx, resellerId: number, isActive: boolean): Promise<boolean> {
      const { rows } = await tx.execute(sql`
        update resellers set disabled_at = ${isActive ? sql`null` : sql`now()`}
         where id = ${resellerId} and (disabled_at is null) = ${!isActive}
        returning id`);
      return rows.length === 1;
    },
  };
}
export type ResellerAccountsRepository = ReturnType<typeof createResellerAccountsRepository>;
