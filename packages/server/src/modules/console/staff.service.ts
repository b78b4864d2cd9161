import type { FastifyBaseLogger } from 'fastify';
import type { ParsedRequest } from '@mbo/contracts/calls/index';
import type { ProviderRole } from '@mbo/contracts/console-access';
import { LANGUAGES, type Language } from '@mbo/contracts/constants';
import { translate } from '@mbo/contracts/i18n';
import type { Database } from '@mbo/db/client';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { Notifier } from '../../notify/notifier.ts';
import type { Invitations } from '../auth/auth.public.ts';
import type { ConsoleRepository } from './console.repository.ts';
import type { Tx } from './review-queue.ts';
import type { StaffRepository, StaffRow } from './staff.repository.ts';

/** The operations admin making a change, as the console's calls know them. */
export interface StaffActor {
  userId: number;
  ip: string;
  log: FastifyBaseLogger;
}

/** The audit log's subject for staff changes (its `queue` column); the item is the staff member's user id. */
const STAFF_SUBJECT = 'staff';

const languageOf = (stored: string): Language =>
  (LANGUAGES as readonly string[]).includes(stored) ? (stored as Language) : 'en';
const isActiveAdmin = (row: StaffRow) => row.isActive && row.role === 'ops_admin';

/**
 * The console's staff accounts: who is staff, with which role, active or not. The rules: nobody changes or disables
 * themselves; one active operations admin always remains (checked under a lock on every active admin, so two
 * changes at once are judged one after the other); every change is in the audit log with the state before and after.
 */
export function createStaffService(deps: {
  db: Database;
  staff: StaffRepository;
  consoleRepository: ConsoleRepository;
  invitations: Invitations;
  notifier: Notifier;
  publicUrl: string;
}) {
  const { db, staff, consoleRepository, invitations, notifier } = deps;
  const consoleLogin = new URL('/console/login', deps.publicUrl).toString();

  /**
   * Runs a change of another staff member under the admins' lock: the target must exist, must not be the actor,
   * and `wouldRemoveAdmin` tells whether the change takes an active admin away (refused when they are the last).
   */
  async function change(
    actor: StaffActor,
    userId: number,
    apply: (
      tx: Tx,
      before: StaffRow,
    ) => Promise<{ after: StaffRow; action: 'staff_role_changed' | 'staff_disabled' | 'staff_enabled' } | null>,
  ): Promise<void> {
    if (userId === actor.userId) throw forbidden('console.staff_self');
    await db.transaction(async (tx) => {
      const admins = await staff.lockActiveAdmins(tx);
      const before = await staff.lockStaff(tx, userId);
      if (!before) throw notFound('console.staff_not_found');
      const outcome = await apply(tx, before);
      if (!outcome) return;
      if (isActiveAdmin(before) && !isActiveAdmin(outcome.after) && admins.length <= 1)
        throw conflict('console.last_admin');
      // Admitted before a change of their own committed (a colleague demoted them meanwhile): no longer allowed.
      if (!admins.includes(actor.userId)) throw forbidden('console.forbidden_area');
      await consoleRepository.insertAudit(tx, {
        actorUserId: actor.userId,
        action: outcome.action,
        queue: STAFF_SUBJECT,
        itemId: userId,
        before: { role: before.role, is_active: before.isActive },
        after: { role: outcome.after.role, is_active: outcome.after.isActive },
        ip: actor.ip,
      });
    });
  }

  async function tell(
    to: { email: string; language: Language; name: string },
    kind: 'invitation' | 'added',
    params: Record<string, string>,
    log: FastifyBaseLogger,
  ): Promise<void> {
    const prefix = kind === 'invitation' ? 'console.invitation' : 'console.added';
    try {
      await notifier.send({
        channel: 'email',
        recipient: to.email.toLowerCase(),
        subject: translate(to.language, `${prefix}_subject`),
        body: translate(to.language, `${prefix}_body`, { ...params, name: to.name, login: consoleLogin }),
      });
    } catch (error) {
      // The account stands; the admin sees the person in the list and can tell them another way.
      log.warn({ err: error }, 'console: the new staff member could not be told by e-mail');
    }
  }

  return {
    list: () => staff.list(),

    async add(actor: StaffActor, body: ParsedRequest<'console/add_staff'>) {
      const email = body.email.toLowerCase();
      const existing = await staff.findUserByEmail(email);
      // Hashed before the transaction: argon2 takes a while and holds no lock.
      const passwordHash = existing ? null : await invitations.unusablePasswordHash();
      const user = await db.transaction(async (tx) => {
        const row =
          existing ??
          (await staff.insertUser(tx, {
            name: body.name,
            email,
            passwordHash: passwordHash!,
            language: body.language,
          }));
        if (!row) throw conflict('console.staff_exists');
        if (!(await staff.insertStaff(tx, row.id, body.role))) throw conflict('console.staff_exists');
        await consoleRepository.insertAudit(tx, {
          actorUserId: actor.userId,
          action: 'staff_added',
          queue: STAFF_SUBJECT,
          itemId: row.id,
          before: null,
          after: { role: body.role, is_active: true, email, is_new_user: !existing },
          ip: actor.ip,
        });
        return row;
      });
      const language = existing ? languageOf(existing.language) : body.language;
      const params = {
        inviter: await consoleRepository.userName(actor.userId),
        role: translate(language, `console.role_${body.role}`),
      };
      const to = { email, language, name: user.name };
      if (existing) await tell(to, 'added', params, actor.log);
      else await tell(to, 'invitation', { ...params, link: invitations.link(user.id, language) }, actor.log);
      return { user_id: user.id, is_new_user: !existing };
    },

    setRole: (actor: StaffActor, userId: number, role: ProviderRole) =>
      change(actor, userId, async (tx, before) => {
        if (before.role === role) return null;
        await staff.setRole(tx, userId, role);
        return { after: { ...before, role }, action: 'staff_role_changed' };
      }),

    setActive: (actor: StaffActor, userId: number, isActive: boolean) =>
      change(actor, userId, async (tx, before) => {
        if (before.isActive === isActive) return null;
        await staff.setActive(tx, userId, isActive);
        if (!isActive) await staff.endSessions(tx, userId, 'staff_disabled');
        return { after: { ...before, isActive }, action: isActive ? 'staff_enabled' : 'staff_disabled' };
      }),
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
