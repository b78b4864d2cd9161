import { eq } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { users } from '@mbo/db/schema';
import { notFound } from '../../lib/app-error.ts';
import { codeAccountOf, type AccountRef } from './account.ts';

/** Where a code for this signed-in user goes (their phone, else their e-mail); not found when they have neither. */
export async function userCodeAccount(db: Database, userId: number): Promise<AccountRef> {
  const [contact] = await db
    .select({ countryCode: users.countryCode, phone: users.phone, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  const account = contact && codeAccountOf(contact);
  if (!account) throw notFound();
  return account;
}
