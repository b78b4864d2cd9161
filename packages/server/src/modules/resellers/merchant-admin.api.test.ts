/**
 * Approving a merchant application a reseller added (issue 15, "The merchant admin"): the merchant joins the
 * reseller's portfolio with the form's rates, and the merchant admin it named becomes super admin — an unknown e-mail
 * or phone registered and invited by a one-time link in the submitter's language, a known user bound and told.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { translate } from '@mbo/contracts/i18n';
import { employeeRoles, merchantChannelRates, merchants, messages, users } from '@mbo/db/schema';
import { merchantApplications } from '@mbo/db/schema-kyb';
import { australianApplication } from '../../../test/kits/kyb-test-kit.ts';
import {
  resellerApplication as resellerForm,
  submitResellerApplication,
} from '../../../test/kits/reseller-application-test-kit.ts';
import { createReseller, signedInResellerMember } from '../../../test/kits/reseller-test-kit.ts';
import { signedInStaff } from '../../../test/kits/review-queue-test-kit.ts';
import { createUser, setPerson, signIn } from '../../../test/support/factories.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { outboxOf } from '../../../test/support/outbox.ts';
import { merchantApplicationQueue } from '../kyb/kyb.public.ts';

const server = serverForThisFile();
const queue = 'merchant_application';
const PASSWORD = 'Banksia2026q';

let counter = 0;
const freshEmail = () => `admin-${Date.now()}-${counter++}@example.test`;
const freshPhone = () => `04${String(Date.now() + counter++).slice(-8)}`;

/** The form's rates: WeChat Pay at T+1 and T+0 (the merchant settles T+1: its rate is the T+1 one), card online. */
const RATES = [
  { payment_channel_id: 1, disburse_period_days: 1, rate: 0.0135, flat_fee: 0 },
  { payment_channel_id: 1, disburse_period_days: 0, rate: 0.016, flat_fee: 0 },
  { payment_channel_id: 10, disburse_period_days: 1, rate: 0.02, flat_fee: 30 },
];

/** An application a reseller's member added (written as the reseller form stores it), waiting for review. */
async function resellerApplication(
  admin: Record<string, string>,
  options: { memberLanguage?: string; isForSubReseller?: boolean } = {},
) {
  const reseller = await createReseller(server.db);
  const portfolio = options.isForSubReseller ? await createReseller(server.db, { parentId: reseller.id }) : reseller;
  const member = await signedInResellerMember(server, reseller.id);
  if (options.memberLanguage)
    await server.db.update(users).set({ language: options.memberLanguage }).where(eq(users.id, member.user.id));
  const form = { ...(await australianApplication(server, member.token)), merchant_admin: admin, rates: RATES };
  const [row] = await server.db
    .insert(merchantApplications)
    .values({
      ownerUserId: member.user.id,
      countryId: 1,
      businessNumber: form.au_company_abn,
      merchantName: form.merchant_name,
      form,
      resellerId: portfolio.id,
      addedByResellerId: reseller.id,
    })
    .returning();
  return { reseller, portfolio, member, form, id: row!.id };
}

async function approveInConsole(id: number) {
  const staff = await signedInStaff(server, 'reviewer');
  return server.call('console/approve', { queue, id }, { token: staff.token });
}

const merchantOf = async (id: number) => {
  const [row] = await server.db.select().from(merchantApplications).where(eq(merchantApplications.id, id));
  return row!.merchantId!;
};
const rolesOf = async (merchantId: number, userId: number) =>
  (
    await server.db
      .select()
      .from(employeeRoles)
      .where(and(eq(employeeRoles.merchantId, merchantId), eq(employeeRoles.userId, userId)))
  ).map((role) => role.roleType);

/** The invitation link's query in the newest message to a recipient. */
async function invitationOf(recipient: string) {
  const [message] = await outboxOf(server.db, recipient);
  const found = /https?:\/\/\S+\/welcome\?\S+/.exec(message?.body ?? '');
  if (!found) throw new Error(`no invitation for ${recipient}`);
  const link = new URL(found[0]);
  return { message: message!, link, u_id: link.searchParams.get('u_id')!, u_key: link.searchParams.get('u_key')! };
}

describe('approving a reseller’s application', () => {
  it('registers an unknown e-mail, binds it as super admin, writes the rates and the portfolio; the invitation works once', async () => {
    const email = freshEmail();
    const added = await resellerApplication({ email }, { memberLanguage: 'zh_CN', isForSubReseller: true });
    const approved = await approveInConsole(added.id);
    expect(approved.status, approved.body.msg).toBe(200);
    const merchantId = await merchantOf(added.id);

    const [merchant] = await server.db.select().from(merchants).where(eq(merchants.id, merchantId));
    // The sub-reseller's portfolio, though its superior added it.
    expect(merchant!.resellerId).toBe(added.portfolio.id);
    expect(
      await server.db
        .select()
        .from(merchantChannelRates)
        .where(eq(merchantChannelRates.merchantId, merchantId))
        .orderBy(merchantChannelRates.paymentChannelId),
    ).toEqual([
      { merchantId, paymentChannelId: 1, onlineRatePpm: 13_500, flatFeeMinor: 0, disbursePeriodDays: 1 },
      { merchantId, paymentChannelId: 10, onlineRatePpm: 20_000, flatFeeMinor: 30, disbursePeriodDays: 1 },
    ]);

    const [admin] = await server.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    expect(admin).toMatchObject({ language: 'zh_CN', phone: null });
    expect(await rolesOf(merchantId, admin!.id)).toEqual([1]);
    // The reseller's member who submitted is not the merchant's.
    expect(await rolesOf(merchantId, added.member.user.id)).toEqual([]);
    // Nobody can sign in before the link is used.
    expect((await server.call('login', { AccountType: 1, Account: email, Password: PASSWORD })).status).toBe(400);

    // In the language of the reseller's member who submitted (Chinese here).
    const invitation = await invitationOf(email);
    expect(invitation.message.subject).toBe(
      translate('zh_CN', 'resellers_signup.invitation_subject', { merchant: added.form.merchant_name }),
    );
    expect(invitation.message.body).toContain(added.reseller.name);
    expect(invitation.link.pathname).toBe('/welcome');
    expect(invitation.link.searchParams.get('language')).toBe('zh_CN');
    expect(invitation.link.searchParams.get('m_id')).toBe(String(merchantId));

    const accepted = await server.call('accept_invitation', {
      u_id: invitation.u_id,
      u_key: invitation.u_key,
      new_password: PASSWORD,
    });
    expect(accepted.status, accepted.body.msg).toBe(200);
    const token = accepted.body.data.token!;
    const me = await server.call('tokenLogin', {}, { token });
    expect(me.body.data.merchants.map((each) => each.id)).toEqual([merchantId]);
    const chosen = await server.call('ChooseMerchantRequest', { merchantid: merchantId }, { token });
    expect(chosen.body).toMatchObject({
      employee: { roles: [{ type: 1 }] },
      merchant: { id: merchantId, is_verify: true },
    });

    const again = await server.call(
      'accept_invitation',
      { u_id: invitation.u_id, u_key: invitation.u_key, new_password: 'Another-one-43' },
      { language: 'zh-CN' },
    );
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe(translate('zh_CN', 'resellers_signup.invitation_invalid'));
    expect((await server.call('login', { AccountType: 1, Account: email, Password: PASSWORD })).status).toBe(200);
  });

  it('registers an unknown phone and invites it by SMS, in English when the submitter reads English', async () => {
    const phone = freshPhone();
    const added = await resellerApplication({ phone_region: '+61', phone: phone.slice(1) });
    expect((await approveInConsole(added.id)).status).toBe(200);
    const merchantId = await merchantOf(added.id);
    const [admin] = await server.db
      .select()
      .from(users)
      .where(and(eq(users.countryCode, '+61'), eq(users.phone, phone)));
    expect(admin).toMatchObject({ email: null, language: 'en' });
    expect(await rolesOf(merchantId, admin!.id)).toEqual([1]);
    const invitation = await invitationOf(`+61 ${phone}`);
    expect(invitation.message.channel).toBe('sms');
    expect(invitation.link.searchParams.get('language')).toBe('en');
    const weak = await server.call('accept_invitation', {
      u_id: invitation.u_id,
      u_key: invitation.u_key,
      new_password: 'short',
    });
    expect(weak.status).toBe(400);
    // A refused password leaves the link usable.
    const accepted = await server.call('accept_invitation', {
      u_id: invitation.u_id,
      u_key: invitation.u_key,
      new_password: PASSWORD,
    });
    expect(accepted.status, accepted.body.msg).toBe(200);
  });

  it('binds a known user without a new account and tells them in the product and by e-mail', async () => {
    const known = await createUser(server.db, { language: 'zh_CN' });
    const added = await resellerApplication({ email: known.email!.toUpperCase() });
    expect((await approveInConsole(added.id)).status).toBe(200);
    const merchantId = await merchantOf(added.id);
    expect(
      await server.db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${known.email}`),
    ).toHaveLength(1);
    expect(await rolesOf(merchantId, known.id)).toEqual([1]);
    const [told] = await server.db.select().from(messages).where(eq(messages.userId, known.id));
    expect(told?.title).toBe(
      translate('zh_CN', 'resellers_signup.added_subject', { merchant: added.form.merchant_name }),
    );
    const [mail] = await outboxOf(server.db, known.email!);
    expect(mail?.body).toContain(added.form.merchant_name);
    expect(mail?.body).not.toContain('/welcome?');
    const token = await signIn(server, known.email!);
    const me = await server.call('tokenLogin', {}, { token });
    expect(me.body.data.merchants.map((each) => each.id)).toContain(merchantId);
  });

  it('approves what the reseller’s own form stored: the admin it named is invited, the rates written', async () => {
    const reseller = await createReseller(server.db);
    const member = await signedInResellerMember(server, reseller.id);
    const email = freshEmail();
    const form = { ...(await resellerForm(server, member.token)), merchant_admin: { email } };
    const submitted = await submitResellerApplication(server, member.token, form);
    expect(submitted.status, submitted.body.msg).toBe(200);
    const { id } = (submitted.body as unknown as { data: { id: number } }).data;
    expect((await approveInConsole(id)).status).toBe(200);
    const merchantId = await merchantOf(id);
    const [merchant] = await server.db.select().from(merchants).where(eq(merchants.id, merchantId));
    expect(merchant!.resellerId).toBe(reseller.id);
    expect(
      await server.db.select().from(merchantChannelRates).where(eq(merchantChannelRates.merchantId, merchantId)),
    ).toEqual([expect.objectContaining({ paymentChannelId: 1, onlineRatePpm: 20_000, disbursePeriodDays: 1 })]);
    const [admin] = await server.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    expect(await rolesOf(merchantId, admin!.id)).toEqual([1]);
    expect(await rolesOf(merchantId, member.user.id)).toEqual([]);
    expect((await invitationOf(email)).link.searchParams.get('m_id')).toBe(String(merchantId));
  });

  it('refuses an application naming no admin, leaving nothing behind (no merchant, still waiting)', async () => {
    const added = await resellerApplication({ email: 'not an e-mail' });
    const refused = await approveInConsole(added.id);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(translate('en', 'resellers_signup.admin_missing'));
    expect(await server.db.select().from(merchants).where(eq(merchants.abn, added.form.au_company_abn))).toEqual([]);
    const [row] = await server.db.select().from(merchantApplications).where(eq(merchantApplications.id, added.id));
    expect(row).toMatchObject({ isChecked: false, isCheckReject: false, merchantId: null });
  });

  it('rolls everything back when the approval fails after the admin was registered', async () => {
    const email = freshEmail();
    const added = await resellerApplication({ email });
    const deps = {
      invitations: { link: () => 'https://example.test/welcome', unusablePasswordHash: async () => 'x' },
      publicUrl: 'https://example.test',
    };
    await expect(
      server.db.transaction(async (tx) => {
        // The queue's approval as the console runs it (its document links are not needed to approve).
        await merchantApplicationQueue(undefined as never, deps).approve(tx, added.id, { userId: 1 }, []);
        throw new Error('the console failed after the approval');
      }),
    ).rejects.toThrow('the console failed');
    expect(
      await server.db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`),
    ).toEqual([]);
    expect(await server.db.select().from(merchants).where(eq(merchants.abn, added.form.au_company_abn))).toEqual([]);
    expect(await outboxOf(server.db, email)).toEqual([]);
    // The application waits still, and approves afterwards.
    expect((await approveInConsole(added.id)).status).toBe(200);
  });

  it('puts a merchant who came by a sign-up link in the reseller’s portfolio; the applicant stays super admin', async () => {
    const reseller = await createReseller(server.db);
    const applicant = await createUser(server.db, { referredResellerId: reseller.id });
    await setPerson(server.db, applicant.id, 1);
    const token = await signIn(server, applicant.email!);
    const form = await australianApplication(server, token);
    const submitted = await server.call('setBusiness', { class_number: '001', data: form }, { token });
    expect(submitted.status, submitted.body.msg).toBe(200);
    const [row] = await server.db
      .select()
      .from(merchantApplications)
      .where(eq(merchantApplications.id, submitted.body.data.id));
    expect(row).toMatchObject({ resellerId: reseller.id, addedByResellerId: null });
    expect((await approveInConsole(row!.id)).status).toBe(200);
    const merchantId = await merchantOf(row!.id);
    const [merchant] = await server.db.select().from(merchants).where(eq(merchants.id, merchantId));
    expect(merchant!.resellerId).toBe(reseller.id);
    expect(await rolesOf(merchantId, applicant.id)).toEqual([1]);
    expect(
      await server.db.select().from(merchantChannelRates).where(eq(merchantChannelRates.merchantId, merchantId)),
    ).toEqual([expect.objectContaining({ paymentChannelId: 5, onlineRatePpm: 20_000 })]);
  });
});
