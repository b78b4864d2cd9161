import { sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { seal, unseal } from '../../lib/sealed-box.ts';
import { newTotpSecret, SECRET_PURPOSE, totpUri } from './totp.ts';

/**
 * The demo staff's authenticators (staff must use two-step verification): the seed turns one on for each with a
 * secret made for that database, and `npm start`'s banner and `scripts/staff-totp-secret.ts` read it back, so a person
 * can add it to an authenticator app and a test can compute the codes.
 */

/** A new secret, sealed for the user as enrolment seals it: what the seed stores in user_totp. */
export const sealedNewAuthenticator = (serverSecret: Buffer, userId: number): string =>
  seal(serverSecret, SECRET_PURPOSE, String(userId), newTotpSecret());

/** The authenticator secret (base32) and its otpauth:// URI of the user with this e-mail, when they have one on. */
export async function authenticatorOf(
  db: Database,
  serverSecret: Buffer,
  email: string,
): Promise<{ secret: string; uri: string } | null> {
  const { rows } = await db.execute<{ user_id: number; secret_sealed: string; email: string }>(sql`
    select t.user_id, t.secret_sealed, u.email from user_totp t join users u on u.id = t.user_id
    where lower(u.email) = ${email.toLowerCase()} and t.enabled_at is not null`);
  const row = rows[0];
  if (!row) return null;
  const secret = unseal(serverSecret, SECRET_PURPOSE, String(row.user_id), row.secret_sealed);
  return { secret, uri: totpUri(secret, row.email) };
}
