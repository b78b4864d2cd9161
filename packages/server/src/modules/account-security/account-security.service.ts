import { ACCOUNT_TYPE, MSG_TYPE, type Language } from '@mbo/contracts/constants';
import { maskedEmail, maskedPhone } from '@mbo/contracts/contact-mask';
import { translate, type MessageKey } from '@mbo/contracts/i18n';
import type { Database } from '@mbo/db/client';
import type { ActiveSession } from '../../http/call-context.ts';
import { badRequest, conflict, forbidden, invalidToken } from '../../lib/app-error.ts';
import type { Notifier } from '../../notify/notifier.ts';
import type { AuditRepository } from '../audit/audit.public.ts';
import {
  accountKey,
  guesserKey,
  recipientOf,
  type AccountRef,
  type CodesService,
  type SessionsService,
  type UsersRepository,
} from '../auth/auth.public.ts';
import { publishMessage } from '../messages/messages.public.ts';
import type { AccountSecurityRepository } from './account-security.repository.ts';
import type { BindProofs } from './bind-proof.ts';
import type { Captcha } from './captcha.ts';

type UserRow = NonNullable<Awaited<ReturnType<UsersRepository['findById']>>>;
type Contact = 'phone' | 'email';

export interface AccountSecurityDeps {
  db: Database;
  repository: AccountSecurityRepository;
  users: UsersRepository;
  codes: CodesService;
  sessions: SessionsService;
  audit: AuditRepository;
  notifier: Notifier;
  captcha: Captcha;
  proofs: BindProofs;
}

/** Which contact a MsgType concerns and whether it is step 1 (the current one) or step 2 (the new one). */
const PURPOSES: Record<number, { contact: Contact; step: 1 | 2 }> = {
  [MSG_TYPE.verifyOldPhone]: { contact: 'phone', step: 1 },
  [MSG_TYPE.bindPhone]: { contact: 'phone', step: 2 },
  [MSG_TYPE.verifyOldEmail]: { contact: 'email', step: 1 },
  [MSG_TYPE.bindEmail]: { contact: 'email', step: 2 },
};
const contactOfType = (accountType: number): Contact => (accountType === ACCOUNT_TYPE.phone ? 'phone' : 'email');

/** The user's current phone or e-mail as an account, or undefined when they have none. */
function currentOf(user: UserRow, contact: Contact): AccountRef | undefined {
  if (contact === 'email') return user.email ? { type: 'email', email: user.email.toLowerCase() } : undefined;
  return user.phone && user.countryCode
    ? { type: 'phone', countryCode: user.countryCode, phone: user.phone }
    : undefined;
}
const masked = (account: AccountRef) =>
  account.type === 'email' ? maskedEmail(account.email) : maskedPhone(account.countryCode, account.phone);
/** Codes of the wizard are bound to the user as well as to purpose and account: nobody else can spend them. */
const bindingOf = (userId: number) => `user:${userId}`;
const bothLanguages = (key: MessageKey, values: Record<string, string>) => ({
  en: translate('en', key, values),
  zh_CN: translate('zh_CN', key, values),
});

/**
 * The bind wizard of the security settings (ARCHITECTURE.md "Security settings: the bind wizard"). Step 1: a code
 * to the user's current phone or e-mail, checked for a proof (bind-proof.ts). Step 2: with that proof, a code to the
 * new value (a new phone also needs a captcha), then the bind. Every rule is checked here, whatever the screens do.
 */
export function createAccountSecurityService(deps: AccountSecurityDeps) {
  const { repository, users, codes, proofs } = deps;

  async function userOf(session: ActiveSession): Promise<UserRow> {
    const user = await users.findById(session.userId);
    if (!user) throw invalidToken();
    return user;
  }

  const subjectOf = (session: ActiveSession, user: UserRow) => ({
    userId: user.id,
    sessionId: session.id,
    contacts: { email: user.email, countryCode: user.countryCode, phone: user.phone },
  });

  /** The purpose of a MsgType, refused when it does not name the kind of account given. */
  function purposeOf(msgType: number, accountType: number | undefined) {
    const purpose = PURPOSES[msgType]!;
    if (accountType !== undefined && contactOfType(accountType) !== purpose.contact)
      throw badRequest('account_security.account_type_mismatch');
    return purpose;
  }

  /** Step 1's account: the user's current phone or e-mail, which must exist. */
  function stepOneAccount(user: UserRow, contact: Contact): AccountRef {
    const account = currentOf(user, contact);
    if (!account)
      throw badRequest(contact === 'phone' ? 'account_security.no_current_phone' : 'account_security.no_current_email');
    return account;
  }

  /** Step 2's rules before any code or bind: the proof of step 1, a new value, nobody else's. */
  async function checkNewValue(session: ActiveSession, user: UserRow, account: AccountRef, proof?: string) {
    if (!proofs.isValid(proof, subjectOf(session, user))) throw forbidden('account_security.proof_required');
    const current = currentOf(user, account.type);
    if (current && accountKey(current) === accountKey(account)) throw badRequest('account_security.same_as_current');
    if ((await repository.holderOf(account, user.id)) !== undefined) throw conflict('account_security.account_taken');
  }

  /** The notices of a change: to the old address (if there was one) and to the new, in the user's language. */
  async function sendNotices(user: UserRow, old: AccountRef | undefined, now: AccountRef): Promise<void> {
    const language = user.language as Language;
    const subject = translate(language, 'account_security.notice_subject');
    const sends = [
      deps.notifier.send({
        ...recipientOf(now),
        subject,
        body: translate(language, `account_security.notice_new.${now.type}`),
      }),
    ];
    if (old)
      sends.push(
        deps.notifier.send({
          ...recipientOf(old),
          subject,
          body: translate(language, `account_security.notice_old.${now.type}`, { value: masked(now) }),
        }),
      );
    // The bind is done by now: a provider that is down must not turn it into an error the user would retry.
    await Promise.allSettled(sends);
  }

  return {
    challenge: () => deps.captcha.challenge(),

    async sendCode(
      session: ActiveSession,
      language: Language,
      request: {
        msgType: number;
        account: AccountRef | undefined;
        accountType: number;
        captcha?: string;
        proof?: string;
      },
    ): Promise<{ sent_to: string }> {
      const user = await userOf(session);
      const purpose = purposeOf(request.msgType, request.accountType);
      let target: AccountRef;
      if (purpose.step === 1) {
        target = stepOneAccount(user, purpose.contact);
      } else {
        if (!request.account) throw badRequest('validation.account_required');
        target = request.account;
        await checkNewValue(session, user, target, request.proof);
        if (target.type === 'phone') await deps.captcha.redeem(request.captcha);
      }
      await codes.send(
        request.msgType,
        { account: accountKey(target), ...recipientOf(target) },
        language,
        bindingOf(user.id),
      );
      return { sent_to: masked(target) };
    },

    async verifyStepOne(
      session: ActiveSession,
      request: { msgType: number; accountType?: number; code: string },
    ): Promise<{ proof: string; expires_in_s: number }> {
      const user = await userOf(session);
      const purpose = purposeOf(request.msgType, request.accountType);
      const account = stepOneAccount(user, purpose.contact);
      await codes.verify(request.msgType, accountKey(account), request.code, {
        guesser: guesserKey(user.id),
        binding: bindingOf(user.id),
      });
      const { proof, expiresInS } = proofs.issue(subjectOf(session, user));
      return { proof, expires_in_s: expiresInS };
    },

    isTaken: async (account: AccountRef) => (await repository.holderOf(account)) !== undefined,

    async bind(
      session: ActiveSession,
      ip: string,
      request: { account: AccountRef; code: string; proof: string },
    ): Promise<UserRow> {
      const user = await userOf(session);
      const { account } = request;
      await checkNewValue(session, user, account, request.proof);
      const purpose = account.type === 'phone' ? MSG_TYPE.bindPhone : MSG_TYPE.bindEmail;
      await codes.verify(purpose, accountKey(account), request.code, {
        guesser: guesserKey(user.id),
        binding: bindingOf(user.id),
      });
      const value = masked(account);
      await deps.db.transaction(async (tx) => {
        if (!(await repository.setContact(tx, user.id, account))) throw conflict('account_security.account_taken');
        await publishMessage(
          tx,
          { kind: 'user', userId: user.id },
          {
            title: bothLanguages(`account_security.message_title.${account.type}`, {}),
            content: bothLanguages(`account_security.message_body.${account.type}`, { value }),
          },
        );
      });
      await deps.sessions.endAllOfUser(user.id, 'contact_changed', session.id);
      await deps.audit.record({ action: 'contact_changed', userId: user.id, ip, detail: { contact: account.type } });
      await sendNotices(user, currentOf(user, account.type), account);
      return (await users.findById(user.id))!;
    },
  };
}
export type AccountSecurityService = ReturnType<typeof createAccountSecurityService>;
