import { and, eq, isNull, sql } from 'drizzle-orm';
import type { StaffMember } from '@mbo/contracts/calls/console-staff';
import type { ProviderRole } from '@mbo/contracts/console-access';
import type { Database } from '@mbo/db/client';
import { sessions, users } from '@mbo/db/schema';
import { providerStaff } from '@mbo/db/schema-console';
import type { Tx } from './review-queue.ts';

export interface StaffRow {
  userId: number;
  role: ProviderRole;
  isActive: boolean;
}

/** The staff accounts' queries; the changes run inside the service's transaction. */
export function createStaffRepository(db: Database) {
  return {
    /** Every staff account, active first, then by name. */
    async list(): Promise<StaffMember[]> {
      const { rows } = await db.execute<StaffMember>(sql`
        select s.user_id, u.name, u.email, s.role, s.disabled_at is null as is_active,
          exists (select 1 from user_totp t where t.user_id = s.user_id and t.enabled_at is not null) as is_two_factor_on,
          (select to_char(max(x.created_at) at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') from sessions x
            where x.user_id = s.user_id) as last_sign_in_at
        from provider_staff s join users u on u.id = s.user_id
        order by s.disabled_at is not null, u.name, s.user_id`);
      return rows;
    },

    findUserByEmail: (email: string) =>
      db.query.users.findFirst({ where: sql`lower(${users.email}) = ${email.toLowerCase()}` }),

    /** The new user, or undefined when the e-mail was taken meanwhile. */
    async insertUser(tx: Tx, values: typeof users.$inferInsert) {
      const [row] = await tx.insert(users).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** Makes a user staff; false when they already are. */
    async insertStaff(tx: Tx, userId: number, role: ProviderRole): Promise<boolean> {
      const rows = await tx
        .insert(providerStaff)
        .values({ userId, role })
        .onConflictDoNothing()
        .returning({ userId: providerStaff.userId });
      return rows.length === 1;
    },

    /**
     * Locks every active operations admin (in user-id order, so two changes always lock alike) and answers their
     * ids. A change that waited for another reads the admins as that one left them (READ COMMITTED re-checks a
     * locked row): two admins demoting each other at once cannot leave none.
     */
    async lockActiveAdmins(tx: Tx): Promise<number[]> {
      const { rows } = await tx.execute<{ user_id: number }>(sql`
        select user_id from provider_staff where role = 'ops_admin' and disabled_at is null
        order by user_id for update`);
      return rows.map((row) => row.user_id);
    },

    async lockStaff(tx: Tx, userId: number): Promise<StaffRow | undefined> {
      const { rows } = await tx.execute<{ user_id: number; role: ProviderRole; is_active: boolean }>(sql`
        select user_id, role, disabled_at is null as is_active from provider_staff where user_id = ${userId}
        for update`);
      const row = rows[0];
      return row && { userId: row.user_id, role: row.role, isActive: row.is_active };
    },

    async setRole(tx: Tx, userId: number, role: ProviderRole): Promise<void> {
      await tx.update(providerStaff).set({ role }).where(eq(providerStaff.userId, userId));
    },

    async setActive(tx: Tx, userId: number, isActive: boolean): Promise<void> {
      await tx
        .update(providerStaff)
        .set({ disabledAt: isActive ? null : sql`now()` })
        .where(eq(providerStaff.userId, userId));
    },

    /** Ends every live session of the user, in the same transaction as the change that calls for it. */
    async endSessions(tx: Tx, userId: number, reason: string): Promise<void> {
      await tx
        .update(sessions)
        .set({ revokedAt: sql`now()`, revokedReason: reason })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },
  };
}
export type StaffRepository = ReturnType<typeof createStaffRepository>;
