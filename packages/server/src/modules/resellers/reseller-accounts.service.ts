import type { FastifyBaseLogger } from 'fastify';
import type { ParsedRequest } from '@mbo/contracts/calls/index';
import { MEMBER_REMOVALS_SHOWN } from '@mbo/contracts/calls/sub-resellers';
import { LANGUAGES, type Language } from '@mbo/contracts/constants';
import { translate } from '@mbo/contracts/i18n';
import { normalizeBusinessNumber } from '@mbo/contracts/kyb/business-number';
import { rateProblems, type RateRule } from '@mbo/contracts/resellers/rate-rules';
import type { Database } from '@mbo/db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { Notifier } from '../../notify/notifier.ts';
import type { Invitations } from '../auth/auth.public.ts';
import { recordConsoleAction } from '../console/console.public.ts';
import { baseRatesOf } from './base-rates.ts';
import type { ResellerAccountsRepository, Tx } from './reseller-accounts.repository.ts';

/** Who makes a change: a console user, or a member of the superior reseller (a sub-reseller's creation). */
export interface ResellerActor {
  userId: number;
  ip: string;
  language: Language;
  log: FastifyBaseLogger;
}

/** The console's audit subject for resellers (its `queue` column); the item is the reseller's id. */
const SUBJECT = 'resellers';
/**
 * Where an invited member sets their password: the product's welcome page, as a merchant admin a reseller named
 * (accept_invitation signs them in; a member with no merchant lands in the reseller workspace).
 */
export const RESELLER_WELCOME_PATH = '/welcome';

const languageOf = (stored: string): Language =>
  (LANGUAGES as readonly string[]).includes(stored) ? (stored as Language) : 'en';

/** Refuses a list of rates with its first problem, in the caller's language (the form shows them all beforehand). */
function assertRates(rates: readonly RateRule[], floors: readonly RateRule[] | null, language: Language): void {
  const [problem] = rateProblems(rates, { floors, language });
  if (problem) throw badRequest(problem.key, problem.params);
}

/**
 * Resellers' accounts: the console creates resellers (level 1), a reseller its sub-resellers (level 2), each with a
 * first member (an existing user of no reseller, or a new user invited by a one-time link) and base rates no lower
 * than the superior's. The console's changes go to its audit log in the same transaction.
 */
export function createResellerAccountsService(deps: {
  db: Database;
  repository: ResellerAccountsRepository;
  invitations: Invitations;
  notifier: Notifier;
  publicUrl: string;
}) {
  const { db, repository, invitations, notifier } = deps;
  const signInUrl = new URL('/login', deps.publicUrl).toString();

  /**
   * An e-mail to a person about their membership, in their language: invited (a new user: the link sets a password),
   * added (an existing user), removed. A failed e-mail leaves the change standing; they can be told another way.
   */
  async function tell(
    to: { email: string; language: Language; name: string },
    kind: 'invitation' | 'added' | 'removed',
    params: Record<string, string>,
    log: FastifyBaseLogger,
  ): Promise<void> {
    const prefix = `resellers_console.${kind}` as const;
    try {
      await notifier.send({
        channel: 'email',
        recipient: to.email.toLowerCase(),
        subject: translate(to.language, `${prefix}_subject`, params),
        body: translate(to.language, `${prefix}_body`, { ...params, name: to.name, login: signInUrl }),
      });
    } catch (error) {
      log.warn({ err: error, kind }, 'resellers: a member could not be told by e-mail');
    }
  }

  type NewMember = Pick<ParsedRequest<'reseller/add_member'>, 'member_email' | 'member_name' | 'language'>;

  /** A person about to join a reseller: the user the e-mail names, or (none) an unusable password for a new one. */
  async function newMemberOf(body: NewMember) {
    const email = body.member_email.toLowerCase();
    const existing = await repository.findUserByEmail(email);
    // Hashed before the transaction: argon2 takes a while and holds no lock.
    const passwordHash = existing ? null : await invitations.unusablePasswordHash();
    return { ...body, email, existing, passwordHash };
  }

  /** Makes the person a member of the reseller (a new user first): refused (409) when they are one of a reseller. */
  async function bindMember(tx: Tx, member: Awaited<ReturnType<typeof newMemberOf>>, resellerId: number) {
    const user =
      member.existing ??
      (await repository.insertUser(tx, {
        name: member.member_name,
        email: member.email,
        passwordHash: member.passwordHash!,
        language: member.language,
      }));
    if (!user) throw conflict('resellers_console.member_taken');
    if (!(await repository.insertMember(tx, user.id, resellerId))) throw conflict('resellers_console.member_taken');
    return user;
  }

  /** Tells the new member, after the commit: a new user gets the invitation, an existing one a note. */
  async function welcome(
    member: Awaited<ReturnType<typeof newMemberOf>>,
    user: { id: number; name: string },
    resellerName: string,
    log: FastifyBaseLogger,
  ) {
    const language = member.existing ? languageOf(member.existing.language) : member.language;
    const link = member.existing ? null : invitations.link(user.id, language, RESELLER_WELCOME_PATH);
    const to = { email: member.email, language, name: user.name };
    await tell(to, link ? 'invitation' : 'added', { reseller: resellerName, link: link ?? '' }, log);
  }

  /**
   * Creates a reseller (parent null: level 1, by the console) or a sub-reseller of `parent`, with its member and base
   * rates. A sub-reseller's rates are checked against the parent's base rates (the floors).
   */
  async function create(
    actor: ResellerActor,
    body: ParsedRequest<'console/create_reseller'>,
    parent: { id: number } | null,
  ) {
    const floors = parent ? await baseRatesOf(db, parent.id) : null;
    assertRates(body.base_rates, floors, actor.language);
    if (parent && body.base_rates.length === 0) throw badRequest('resellers_console.rates_required');
    const member = await newMemberOf(body);
    const created = await db.transaction(async (tx: Tx) => {
      const reseller = await repository.insertReseller(tx, {
        level: parent ? 2 : 1,
        parentId: parent?.id ?? null,
        name: body.name,
        businessNumber: normalizeBusinessNumber(body.business_number),
        email: body.email.toLowerCase(),
        createdBy: actor.userId,
      });
      const user = await bindMember(tx, member, reseller.id);
      await repository.replaceBaseRates(tx, reseller.id, body.base_rates);
      if (!parent)
        await recordConsoleAction(tx, {
          actorUserId: actor.userId,
          action: 'reseller_created',
          queue: SUBJECT,
          itemId: reseller.id,
          before: null,
          after: { code: reseller.code, name: body.name, member_email: member.email, is_new_user: !member.existing },
          ip: actor.ip,
        });
      return { reseller, user };
    });
    await welcome(member, created.user, body.name, actor.log);
    return {
      id: created.reseller.id,
      code: created.reseller.code,
      member: { user_id: created.user.id, is_new_user: !member.existing },
    };
  }

  /** A reseller with its base rates, for the lists that show them (a reseller's sub-resellers). */
  const withRates = async <T extends { id: number }>(rows: T[]) =>
    Promise.all(rows.map(async (row) => ({ ...row, base_rates: await baseRatesOf(db, row.id) })));

  return {
    create,

    /** Adds a person to a reseller (the caller's own), as its first member was named. */
    async addMember(actor: ResellerActor, resellerId: number, body: NewMember) {
      const reseller = await repository.find(resellerId);
      if (!reseller) throw notFound('resellers.not_found');
      const member = await newMemberOf(body);
      const user = await db.transaction((tx: Tx) => bindMember(tx, member, resellerId));
      await welcome(member, user, reseller.name, actor.log);
      return { user_id: user.id, is_new_user: !member.existing };
    },
    members: (resellerId: number) => repository.members(resellerId),
    /** Who was removed from the reseller (its People page's record), newest first. */
    removals: (resellerId: number) => repository.removals(resellerId, MEMBER_REMOVALS_SHOWN),
    /**
     * Removes a member of the caller's reseller (issue 15, left open in session 12). Refused: someone not of it (not
     * found, as another reseller's member), the last member, oneself (another member removes you: nobody locks
     * themselves out by a slip). Someone already removed from it answers `removed: false`. The removed person's
     * next call is refused by the per-call membership read; they are told by e-mail in their language after the
     * commit.
     */
    async removeMember(actor: ResellerActor, resellerId: number, userId: number) {
      const reseller = await repository.find(resellerId);
      if (!reseller) throw notFound('resellers.not_found');
      const removed = await db.transaction(async (tx: Tx) => {
        const members = await repository.lockedMembers(tx, resellerId);
        const by = members.find((member) => member.user_id === actor.userId);
        // Removed meanwhile by another member (the removals of one reseller run in turn).
        if (!by) throw forbidden('resellers.not_member');
        const target = members.find((member) => member.user_id === userId);
        if (!target) {
          if (await repository.wasRemoved(tx, resellerId, userId)) return null;
          throw notFound('resellers.member_not_found');
        }
        if (members.length === 1) throw conflict('resellers.last_member', { name: target.name });
        if (target.user_id === actor.userId) throw conflict('resellers.remove_self');
        await repository.removeMember(tx, resellerId, userId, actor.userId);
        return { target, by };
      });
      if (!removed) return { removed: false };
      const { target, by } = removed;
      if (target.email) {
        const to = { email: target.email, language: languageOf(target.language), name: target.name };
        await tell(to, 'removed', { reseller: reseller.name, by: by.name }, actor.log);
      }
      return { removed: true };
    },

    list: (parentId: number | null) => repository.list(parentId),
    listWithRates: async (parentId: number) => withRates(await repository.list(parentId)),

    async detail(resellerId: number) {
      const reseller = await repository.find(resellerId);
      if (!reseller) throw notFound('resellers.not_found');
      const { parent_id: _parentId, ...summary } = reseller;
      const [members, baseRates, subResellers] = await Promise.all([
        repository.members(resellerId),
        baseRatesOf(db, resellerId),
        repository.list(resellerId).then(withRates),
      ]);
      return { reseller: summary, members, base_rates: baseRates, sub_resellers: subResellers };
    },

    /** The console sets a reseller's base rates: a sub-reseller's no lower than its superior's. */
    async setRates(actor: ResellerActor, resellerId: number, rates: readonly RateRule[]) {
      const reseller = await repository.find(resellerId);
      if (!reseller) throw notFound('resellers.not_found');
      const floors = reseller.parent_id === null ? null : await baseRatesOf(db, reseller.parent_id);
      assertRates(rates, floors, actor.language);
      const before = await baseRatesOf(db, resellerId);
      await db.transaction(async (tx: Tx) => {
        await repository.replaceBaseRates(tx, resellerId, rates);
        await recordConsoleAction(tx, {
          actorUserId: actor.userId,
          action: 'reseller_rates_set',
          queue: SUBJECT,
          itemId: resellerId,
          before: { rates: before },
          after: { rates },
          ip: actor.ip,
        });
      });
    },

    async setActive(actor: ResellerActor, resellerId: number, isActive: boolean) {
      if (!(await repository.find(resellerId))) throw notFound('resellers.not_found');
      await db.transaction(async (tx: Tx) => {
        if (!(await repository.setActive(tx, resellerId, isActive))) return;
        await recordConsoleAction(tx, {
          actorUserId: actor.userId,
          action: isActive ? 'reseller_enabled' : 'reseller_disabled',
          queue: SUBJECT,
          itemId: resellerId,
          before: { is_active: !isActive },
          after: { is_active: isActive },
          ip: actor.ip,
        });
      });
    },
  };
}
export type ResellerAccountsService = ReturnType<typeof createResellerAccountsService>;
