/**
 * The provider's review console (issue 11 §4): who of the provider's own staff may use it, and the append-only
 * record of everything done in it. Staff sign in as users (`users`, the same sessions, lock-out and two-step code);
 * a row here is what makes a user staff, and staff have no merchant.
 */
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const providerStaff = pgTable(
  'provider_staff',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    /** One of PROVIDER_ROLES (contracts/console-access.ts). */
    role: text('role').notNull(),
    createdAt: createdAt(),
    /** Set while the account is disabled: the console refuses them, and they are no longer held to two-step set-up. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [check('provider_staff_role_ck', sql`${t.role} in ('reviewer', 'ops_admin')`)],
);

/**
 * Every console action: who, what, when, the state before and after. Append-only: a trigger (in the migration)
 * refuses UPDATE, DELETE and TRUNCATE, so not even the application's own role can rewrite it.
 */
export const providerAuditLog = pgTable(
  'provider_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: createdAt(),
    actorUserId: integer('actor_user_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    queue: text('queue'),
    itemId: integer('item_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
  },
  (t) => [
    index('provider_audit_log_time_idx').on(t.createdAt),
    index('provider_audit_log_actor_idx').on(t.actorUserId, t.createdAt),
  ],
);
