/**
 * What approving a reseller's merchant application adds to the live merchant (issue 15, "The merchant admin"), inside
 * the console's transaction: the merchant joins the reseller's portfolio, and — an application a reseller added — the
 * merchant admin it named becomes the merchant's super admin (role 1). An unknown phone or e-mail becomes a new user
 * with no usable password, invited by a one-time link to set one; a known user is bound and told. Messages leave
 * after the commit (the console sends the notices this answers), so a failed approval sends nothing.
 */
import { eq, sql } from 'drizzle-orm';
import { ROLE } from '@mbo/contracts/access';
import { ACCOUNT_TYPE, LANGUAGES, type Language } from '@mbo/contracts/constants';
import { translate } from '@mbo/contracts/i18n';
import { employeeRoles, employees, merchants, users } from '@mbo/db/schema';
import { resellers } from '@mbo/db/schema-resellers';
import { badRequest } from '../../lib/app-error.ts';
import { escapeMarkup } from '../../lib/markup.ts';
import type { Notification } from '../../notify/notifier.ts';
import { parseAccount, recipientOf, type AccountRef, type Invitations } from '../auth/auth.public.ts';
import type { Tx } from '../console/console.public.ts';
import { publishMessage } from '../messages/messages.public.ts';
import { merchantAdminOf, type MerchantAdminContact } from './reseller-terms.ts';

export interface ResellerApprovalDeps {
  invitations: Pick<Invitations, 'link' | 'unusablePasswordHash'>;
  publicUrl: string;
}

/** The application as approval knows it (kyb's row). */
export interface BroughtApplication {
  ownerUserId: number;
  resellerId: number | null;
  addedByResellerId: number | null;
  merchantName: string;
  form: unknown;
}

const languageOf = (stored: string | undefined): Language =>
  (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : 'en';

/** The admin's accounts as named, e-mail first; refused when neither is given or valid (nothing is approved). */
function accountsOf(contact: MerchantAdminContact): AccountRef[] {
  const accounts: AccountRef[] = [];
  try {
    if (contact.email) accounts.push(parseAccount(ACCOUNT_TYPE.email, contact.email, ''));
    if (contact.phone) accounts.push(parseAccount(ACCOUNT_TYPE.phone, contact.phone, contact.phoneRegion ?? '+61'));
  } catch {
    throw badRequest('resellers_signup.admin_missing');
  }
  if (accounts.length === 0) throw badRequest('resellers_signup.admin_missing');
  return accounts;
}

async function findUser(tx: Tx, account: AccountRef) {
  const where =
    account.type === 'email'
      ? sql`lower(${users.email}) = ${account.email}`
      : sql`${users.countryCode} = ${account.countryCode} and ${users.phone} = ${account.phone}`;
  const [row] = await tx.select({ id: users.id, name: users.name, language: users.language }).from(users).where(where);
  return row;
}

/** The named admin: a user with that e-mail or phone, or a new one (no usable password) in `language`. */
async function adminUser(tx: Tx, contact: MerchantAdminContact, language: Language, deps: ResellerApprovalDeps) {
  const accounts = accountsOf(contact);
  for (const account of accounts) {
    const known = await findUser(tx, account);
    if (known) return { ...known, isNew: false, account };
  }
  const email = accounts.find((account) => account.type === 'email');
  const phone = accounts.find((account) => account.type === 'phone');
  const [created] = await tx
    .insert(users)
    .values({
      // The invited person has given no name yet: the form's, else the account they are known by.
      name: contact.name ?? email?.email ?? `${phone!.countryCode} ${phone!.phone}`,
      email: email?.email ?? null,
      countryCode: phone?.countryCode ?? null,
      phone: phone?.phone ?? null,
      passwordHash: await deps.invitations.unusablePasswordHash(),
      language,
    })
    .returning({ id: users.id, name: users.name, language: users.language });
  return { ...created!, isNew: true, account: accounts[0]! };
}

async function bindSuperAdmin(tx: Tx, merchantId: number, userId: number): Promise<void> {
  await tx.insert(employees).values({ merchantId, userId }).onConflictDoNothing();
  await tx.insert(employeeRoles).values({ merchantId, userId, roleType: ROLE.superAdmin }).onConflictDoNothing();
}

/**
 * Puts the new merchant in the application's reseller's portfolio and, for an application a reseller added, binds
 * its merchant admin. Answers the messages to send once the approval has committed.
 */
export async function joinReseller(
  tx: Tx,
  application: BroughtApplication,
  merchantId: number,
  deps: ResellerApprovalDeps,
): Promise<Notification[]> {
  if (application.resellerId !== null)
    await tx.update(merchants).set({ resellerId: application.resellerId }).where(eq(merchants.id, merchantId));
  if (application.addedByResellerId === null) return [];
  const [submitter] = await tx
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, application.ownerUserId));
  const [reseller] = await tx
    .select({ name: resellers.name })
    .from(resellers)
    .where(eq(resellers.id, application.addedByResellerId));
  // Our decision: a new admin's account and invitation take the language of the reseller's member who submitted.
  const admin = await adminUser(tx, merchantAdminOf(application.form), languageOf(submitter?.language), deps);
  await bindSuperAdmin(tx, merchantId, admin.id);
  const language = languageOf(admin.language);
  const params = { merchant: application.merchantName, reseller: reseller?.name ?? '', name: admin.name };
  const to = recipientOf(admin.account);
  if (admin.isNew) {
    const link = deps.invitations.link(admin.id, language, '/welcome', { m_id: String(merchantId) });
    return [
      {
        ...to,
        subject: translate(language, 'resellers_signup.invitation_subject', params),
        body: translate(language, 'resellers_signup.invitation_body', { ...params, link }),
      },
    ];
  }
  const login = new URL('/login', deps.publicUrl).toString();
  // The in-product message is HTML: the names go in as text.
  const htmlParams = Object.fromEntries(Object.entries({ ...params, login }).map(([k, v]) => [k, escapeMarkup(v)]));
  const both = (key: 'resellers_signup.added_subject' | 'resellers_signup.added_body') => ({
    en: translate('en', key, htmlParams),
    zh_CN: translate('zh_CN', key, htmlParams),
  });
  await publishMessage(
    tx,
    { kind: 'user', userId: admin.id },
    {
      title: both('resellers_signup.added_subject'),
      content: both('resellers_signup.added_body'),
    },
  );
  return [
    {
      ...to,
      subject: translate(language, 'resellers_signup.added_subject', params),
      body: translate(language, 'resellers_signup.added_body', { ...params, login }),
    },
  ];
}
