/**
 * Two-step verification (TOTP, hardening issue 9): a user's authenticator secret, their one-time recovery codes,
 * and the pending second step of a sign-in whose first factor was right. The merchant's requirement for role 1 is
 * a column of `merchants` (schema.ts).
 */
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A user's authenticator. `secret_sealed` is the base32 secret sealed with AES-256-GCM under the server secret (bound
 * to the user id). Until `enabled_at` is set the row is an enrolment in progress and signs nobody in; `last_step`
 * is the TOTP time step last accepted, so a code is never accepted twice.
 */
export const userTotp = pgTable('user_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  secretSealed: text('secret_sealed').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** One-time recovery codes, stored as HMAC-SHA256 digests under the server secret; `used_at` spends one. */
export const totpRecoveryCodes = pgTable(
  'totp_recovery_codes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

/**
 * The second step of a sign-in: handed out (as a random token, stored as its SHA-256) when the first factor was
 * right and the user has TOTP on. Short-lived, single use, bound to the user and to how the first step was proved.
 */
export const totpChallenges = pgTable(
  'totp_challenges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The first factor: password, code or link (the security log's sign-in method). */
    method: text('method').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('totp_challenges_token_uq').on(t.tokenHash), index('totp_challenges_user_idx').on(t.userId)],
);
