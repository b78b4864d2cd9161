import type { Language } from '@mbo/contracts/constants';
import type { Database } from '@mbo/db/client';
import { sealLoginLink } from './login-links.ts';
import { createUsersRepository } from './users.repository.ts';

/** How long a link made by `scripts/login-link.ts` stays usable: long enough to paste, short enough to be harmless. */
export const LOGIN_LINK_TTL_MS = 15 * 60_000;

/** The web's automatic-login URL: `/login?u_id=…&u_key=…&language=…` (the login screen posts them to autoLogin). */
export function loginLinkUrl(publicUrl: string, link: { u_id: string; u_key: string }, language: Language): string {
  const url = new URL('/login', publicUrl);
  url.searchParams.set('u_id', link.u_id);
  url.searchParams.set('u_key', link.u_key);
  url.searchParams.set('language', language);
  return url.toString();
}

/** A one-time sign-in URL for the user with this e-mail, or null when there is none. */
export async function issueLoginLink(
  db: Database,
  secret: Buffer,
  input: { email: string; publicUrl: string; language?: Language; ttlMs?: number },
): Promise<string | null> {
  const user = await createUsersRepository(db).findByAccount({
    type: 'email',
    email: input.email.trim().toLowerCase(),
  });
  if (!user) return null;
  const link = sealLoginLink(secret, user.id, input.ttlMs ?? LOGIN_LINK_TTL_MS);
  return loginLinkUrl(input.publicUrl, link, input.language ?? 'en');
}
