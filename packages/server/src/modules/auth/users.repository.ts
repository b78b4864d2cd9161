import { eq, sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { persons, users } from '@mbo/db/schema';
import type { AccountRef } from './account.ts';

export type UserRow = typeof users.$inferSelect;

export function createUsersRepository(db: Database) {
  return {
    async findByAccount(account: AccountRef): Promise<UserRow | undefined> {
      if (account.type === 'email') {
        return db.query.users.findFirst({ where: sql`lower(${users.email}) = ${account.email}` });
      }
      return db.query.users.findFirst({
        where: sql`${users.countryCode} = ${account.countryCode} and ${users.phone} = ${account.phone}`,
      });
    },
    findById: (id: number) => db.query.users.findFirst({ where: eq(users.id, id) }),
    /** The new user, or undefined when the e-mail or phone is already taken (two sign-ups racing). */
    async insert(values: typeof users.$inferInsert): Promise<UserRow | undefined> {
      const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
      return row;
    },
    async setPasswordHash(id: number, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, id));
    },
    findPerson: (userId: number) => db.query.persons.findFirst({ where: eq(persons.userId, userId) }),
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
