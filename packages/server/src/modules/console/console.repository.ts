import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { ConsoleAction } from '@mbo/contracts/calls/console';
import type { ProviderRole } from '@mbo/contracts/console-access';
import type { Database } from '@mbo/db/client';
import { messages, users } from '@mbo/db/schema';
import { providerAuditLog, providerStaff } from '@mbo/db/schema-console';
import type { Tx } from './review-queue.ts';

export interface AuditQuery {
  actorUserId: number | null;
  action: string | null;
  /** UTC dates, both days included. */
  from: string;
  to: string;
  limit: number;
  offset: number;
}

export interface AuditEntryInput {
  actorUserId: number;
  action: ConsoleAction;
  /** What the action was about: a review queue's key, or 'staff' (the item is then the staff member's user id). */
  queue: string;
  itemId: number;
  before: unknown;
  after: unknown;
  ip: string;
}

const utcTime = (column: SQL | typeof providerAuditLog.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')`;

/** The console's queries: staff, its audit log, and the applicant's in-product message. */
export function createConsoleRepository(db: Database) {
  function auditWhere(query: AuditQuery): SQL | undefined {
    return and(
      gte(providerAuditLog.createdAt, sql`(${query.from}::date)::timestamp at time zone 'UTC'`),
      lt(providerAuditLog.createdAt, sql`((${query.to}::date + 1))::timestamp at time zone 'UTC'`),
      query.actorUserId === null ? undefined : eq(providerAuditLog.actorUserId, query.actorUserId),
      query.action === null ? undefined : eq(providerAuditLog.action, query.action),
    );
  }

  return {
    /** The user's console role and whether their account is active; null: not staff. */
    async staffOf(userId: number): Promise<{ role: ProviderRole; isActive: boolean } | null> {
      const [row] = await db
        .select({ role: providerStaff.role, disabledAt: providerStaff.disabledAt })
        .from(providerStaff)
        .where(eq(providerStaff.userId, userId));
      return row ? { role: row.role as ProviderRole, isActive: row.disabledAt === null } : null;
    },

    async userName(userId: number): Promise<string> {
      const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
      return row?.name ?? '';
    },

    /** Whom to tell, and in which language. */
    async applicant(tx: Tx, userId: number) {
      const [row] = await tx
        .select({ language: users.language, email: users.email, countryCode: users.countryCode, phone: users.phone })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    async insertAudit(tx: Tx, entry: AuditEntryInput): Promise<void> {
      await tx.insert(providerAuditLog).values(entry);
    },

    async insertMessage(tx: Tx, message: { userId: number; title: string; content: string }): Promise<void> {
      await tx.insert(messages).values(message);
    },

    async auditPage(query: AuditQuery) {
      const where = auditWhere(query);
      const [rows, [count]] = await Promise.all([
        db
          .select({
            id: providerAuditLog.id,
            time: utcTime(providerAuditLog.createdAt),
            actor_user_id: providerAuditLog.actorUserId,
            actor: users.name,
            action: providerAuditLog.action,
            queue: providerAuditLog.queue,
            item_id: providerAuditLog.itemId,
            before: providerAuditLog.before,
            after: providerAuditLog.after,
            ip: providerAuditLog.ip,
          })
          .from(providerAuditLog)
          .innerJoin(users, eq(users.id, providerAuditLog.actorUserId))
          .where(where)
          .orderBy(desc(providerAuditLog.createdAt), desc(providerAuditLog.id))
          .limit(query.limit)
          .offset(query.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(providerAuditLog)
          .where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    /** The provider's staff, for the audit log's actor filter. */
    async actors(): Promise<{ user_id: number; name: string }[]> {
      return db
        .select({ user_id: providerStaff.userId, name: users.name })
        .from(providerStaff)
        .innerJoin(users, eq(users.id, providerStaff.userId))
        .orderBy(users.name, providerStaff.userId);
    },
  };
}
export type ConsoleRepository = ReturnType<typeof createConsoleRepository>;
