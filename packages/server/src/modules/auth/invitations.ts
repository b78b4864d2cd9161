import { randomBytes } from 'node:crypto';
import type { Language } from '@mbo/contracts/constants';
import type { MessageKey } from '@mbo/contracts/i18n';
import type { AuditRepository } from '../audit/audit.public.ts';
import { badRequest } from '../../lib/app-error.ts';
import { openLoginLink, sealLoginLink } from './login-links.ts';
import { assertNewPassword, hashPassword } from './passwords.ts';
import type { SessionsService } from './sessions.service.ts';
import type { UsersRepository } from './users.repository.ts';

/** How long an invitation to set a password stays usable: a person may read it after a weekend. */
export const INVITATION_TTL_MS = 72 * 60 * 60_000;

export interface InvitationDeps {
  users: UsersRepository;
  sessions: SessionsService;
  audit: AuditRepository;
  secret: Buffer;
  markLinkUsed: (jti: string) => Promise<boolean>;
  publicUrl: string;
  now?: () => number;
}

/**
 * Invitations of a person given an account they did not make (console staff; a merchant admin a reseller named): the
 * one-time link machinery of sign-in links (login-links.ts: sealed claims, an expiry, the jti spent once) under the
 * purpose 'invitation', opening a page that sets their first password. The account is created with a random password
 * nobody knows until then.
 */
export function createInvitations(deps: InvitationDeps) {
  const now = deps.now ?? Date.now;
  return {
    /** A password hash no one can match: the invited account cannot be signed in to before the link is used. */
    unusablePasswordHash: () => hashPassword(randomBytes(32).toString('base64url')),

    /**
     * The invitation URL: /console/welcome?u_id=…&u_key=…&language=… (`page`: where the person sets the password, the
     * console's for staff, the reseller workspace's for a reseller's member, the product's /welcome for a merchant
     * admin; `query`: more, e.g. the merchant's m_id).
     */
    link(userId: number, language: Language, page = '/console/welcome', query: Record<string, string> = {}): string {
      const link = sealLoginLink(deps.secret, userId, INVITATION_TTL_MS, now(), 'invitation');
      const url = new URL(page, deps.publicUrl);
      url.searchParams.set('u_id', link.u_id);
      url.searchParams.set('u_key', link.u_key);
      url.searchParams.set('language', language);
      for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
      return url.toString();
    },

    /**
     * Sets the first password with an invitation: genuine, unexpired, unused. The password rules come before the
     * link is spent, so a refused password leaves the link usable; every session of the user ends. Answers the user's
     * id; a link not genuine, expired or used is refused with `invalidKey` (the console's words or the product's).
     */
    async accept(
      uId: string,
      uKey: string,
      password: string,
      ip: string,
      invalidKey: MessageKey = 'console.invitation_invalid',
    ): Promise<number> {
      const claims = openLoginLink(deps.secret, uId, uKey, now(), 'invitation');
      const user = claims ? await deps.users.findById(claims.uid) : undefined;
      if (!claims || !user) throw badRequest(invalidKey);
      assertNewPassword(password, user);
      if (!(await deps.markLinkUsed(claims.jti))) throw badRequest(invalidKey);
      await deps.users.setPasswordHash(user.id, await hashPassword(password));
      await deps.sessions.endAllOfUser(user.id, 'password_reset');
      await deps.audit.record({ action: 'password_reset', userId: user.id, ip });
      return user.id;
    },
  };
}
export type Invitations = ReturnType<typeof createInvitations>;
