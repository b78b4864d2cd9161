import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { translate } from '@mbo/contracts/i18n';
import { providerAuditLog } from '@mbo/db/schema-console';
import { consoleServerForThisFile, signedInStaff } from '../../../test/kits/review-queue-test-kit.ts';
import { createReseller, signedInResellerMember } from '../../../test/kits/reseller-test-kit.ts';
import { createUser, signIn } from '../../../test/support/factories.ts';
import { outboxOf } from '../../../test/support/outbox.ts';

const { server, staff: admin } = consoleServerForThisFile('ops_admin');

let serial = 0;
const newEmail = () => `reseller-member-${Date.now()}-${(serial += 1)}@example.test`;
const as = (token: string, language: 'en-US' | 'zh-CN' = 'en-US') => ({ token, language });
const newReseller = (memberEmail: string, extra: Record<string, unknown> = {}) => ({
  name: `Harbour Resellers ${(serial += 1)} Pty Ltd`,
  business_number: '51 824 753 556',
  email: 'office@harbour-resellers.example.test',
  member_email: memberEmail,
  member_name: 'Mia Chen',
  language: 'en',
  ...extra,
});
const resellerAudit = (resellerId: number) =>
  server.db
    .select()
    .from(providerAuditLog)
    .where(and(eq(providerAuditLog.queue, 'resellers'), eq(providerAuditLog.itemId, resellerId)))
    .orderBy(providerAuditLog.id);

/** The invitation link's query in the newest e-mail to a recipient. */
async function invitationOf(email: string) {
  const [mail] = await outboxOf(server.db, email);
  const link = new URL(/https?:\/\/\S+\/welcome\?\S+/.exec(mail?.body ?? '')![0]);
  return { mail: mail!, u_id: link.searchParams.get('u_id')!, u_key: link.searchParams.get('u_key')!, link };
}

describe('resellers in the console', () => {
  it('creates a reseller with a new member invited in their language; the link sets a password once', async () => {
    const email = newEmail();
    const body = newReseller(email, { language: 'zh_CN' });
    const created = await server.call('console/create_reseller', body as never, as(admin.token));
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ code: expect.stringMatching(/^R\d+$/), member: { is_new_user: true } });

    const invitation = await invitationOf(email);
    expect(invitation.mail.subject).toBe(
      translate('zh_CN', 'resellers_console.invitation_subject', { reseller: body.name }),
    );
    expect(invitation.link.searchParams.get('language')).toBe('zh_CN');
    const accepted = await server.call('accept_invitation', {
      u_id: invitation.u_id,
      u_key: invitation.u_key,
      new_password: 'Welcome-aboard-42',
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toHaveProperty('token');
    const again = await server.call('accept_invitation', {
      u_id: invitation.u_id,
      u_key: invitation.u_key,
      new_password: 'Another-one-43',
    });
    expect(again.status).toBe(400);

    const token = await signIn(server, email, 'Welcome-aboard-42');
    expect((await server.call('tokenLogin', {}, as(token))).body).toMatchObject({ is_reseller_member: true });
    const profile = await server.call('reseller/profile', {}, as(token));
    expect(profile.body).toMatchObject({ id: created.body.id, level: 1, name: body.name, member_name: 'Mia Chen' });

    const list = await server.call('console/resellers', {}, as(admin.token));
    expect(list.body.data).toContainEqual(
      expect.objectContaining({
        id: created.body.id,
        business_number: '51824753556',
        member_count: 1,
        is_active: true,
      }),
    );
    const detail = await server.call('console/reseller', { reseller_id: created.body.id }, as(admin.token));
    expect(detail.body.members).toEqual([{ user_id: created.body.member.user_id, name: 'Mia Chen', email }]);
    const [audit] = await resellerAudit(created.body.id);
    expect(audit).toMatchObject({ actorUserId: admin.user.id, action: 'reseller_created', before: null });
  });

  it('makes an existing user the member, told by e-mail; a member of another reseller is refused, nothing created', async () => {
    const user = await createUser(server.db);
    const created = await server.call('console/create_reseller', newReseller(user.email!) as never, as(admin.token));
    expect(created.body).toMatchObject({ member: { user_id: user.id, is_new_user: false } });
    const [mail] = await outboxOf(server.db, user.email!.toLowerCase());
    expect(mail?.body).toContain(translate('en', 'resellers_console.added_subject', { reseller: '' }).slice(0, 10));

    const body = newReseller(user.email!);
    const taken = await server.call('console/create_reseller', body as never, as(admin.token, 'zh-CN'));
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe(translate('zh_CN', 'resellers_console.member_taken'));
    const list = await server.call('console/resellers', {}, as(admin.token));
    expect(list.body.data.some((row) => row.name === body.name)).toBe(false);
  });

  it('refuses a bad business number in the caller’s language; reviewers read but do not create', async () => {
    const bad = await server.call(
      'console/create_reseller',
      newReseller(newEmail(), { business_number: '51 824 753 557' }) as never,
      as(admin.token, 'zh-CN'),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe(translate('zh_CN', 'resellers_console.business_number_invalid'));

    const reviewer = await signedInStaff(server, 'reviewer');
    expect((await server.call('console/resellers', {}, as(reviewer.token))).status).toBe(200);
    const refused = await server.call('console/create_reseller', newReseller(newEmail()) as never, as(reviewer.token));
    expect(refused.status).toBe(403);
  });

  it('sets base rates (checked, audited) and switches a reseller off and on, its sub-resellers with it', async () => {
    const reseller = await createReseller(server.db);
    const sub = await createReseller(server.db, { parentId: reseller.id });
    const member = await signedInResellerMember(server, reseller.id);
    const subMember = await signedInResellerMember(server, sub.id);
    const rates = [
      { payment_channel_id: 1, disburse_period_days: 1, rate: 0.011, flat_fee: 0 },
      { payment_channel_id: 10, disburse_period_days: 1, rate: 0.017, flat_fee: 25 },
    ];
    const set = await server.call('console/set_reseller_rates', { reseller_id: reseller.id, rates }, as(admin.token));
    expect(set.status).toBe(200);
    const own = await server.call('GetMechantFeeRateRules', {}, as(member.token));
    expect(own.body.data).toEqual(rates);

    const twice = await server.call(
      'console/set_reseller_rates',
      { reseller_id: reseller.id, rates: [...rates, rates[0]] },
      as(admin.token),
    );
    expect(twice.status).toBe(400);
    expect(twice.body.msg).toBe(translate('en', 'resellers.channel_twice', { channel: 'WeChat Pay', period: 'T+1' }));
    expect((await resellerAudit(reseller.id)).map((row) => row.action)).toEqual(['reseller_rates_set']);

    const off = { reseller_id: reseller.id, is_active: false };
    expect((await server.call('console/set_reseller_active', off, as(admin.token))).status).toBe(200);
    expect((await server.call('reseller/profile', {}, as(member.token))).body.msg).toBe(
      translate('en', 'resellers.disabled'),
    );
    expect((await server.call('reseller/profile', {}, as(subMember.token))).status).toBe(403);
    const on = { reseller_id: reseller.id, is_active: true };
    expect((await server.call('console/set_reseller_active', on, as(admin.token))).status).toBe(200);
    expect((await server.call('reseller/profile', {}, as(subMember.token))).status).toBe(200);
  });

  it("sets a sub-reseller's base rates no lower than its reseller's (at and under the edge), audited; reviewers read only", async () => {
    const reseller = await createReseller(server.db);
    const sub = await createReseller(server.db, { parentId: reseller.id });
    const subMember = await signedInResellerMember(server, sub.id);
    // The reseller's floors (TEST_BASE_RATES): WeChat Pay T+1 1.20 %, the card online T+1 1.80 % + AUD 0.20.
    const atFloor = [
      { payment_channel_id: 1, disburse_period_days: 1, rate: 0.012, flat_fee: 0 },
      { payment_channel_id: 10, disburse_period_days: 1, rate: 0.018, flat_fee: 20 },
    ];
    const setSub = (rates: unknown[], token = admin.token, language: 'en-US' | 'zh-CN' = 'en-US') =>
      server.call('console/set_reseller_rates', { reseller_id: sub.id, rates } as never, as(token, language));

    const under = await setSub([{ ...atFloor[0], rate: 0.0119 }, atFloor[1]], admin.token, 'zh-CN');
    expect(under.status).toBe(400);
    expect(under.body.msg).toBe(
      translate('zh_CN', 'resellers.rate_below_floor', { channel: '微信支付', period: 'T+1', floor: '1.20' }),
    );
    const feeUnder = await setSub([atFloor[0], { ...atFloor[1], flat_fee: 19 }]);
    expect(feeUnder.status).toBe(400);
    expect(feeUnder.body.msg).toMatch(/\(T\+1\): the fixed fee cannot be below AUD 0\.20\.$/);
    const noFloor = await setSub([{ payment_channel_id: 3, disburse_period_days: 1, rate: 0.02, flat_fee: 0 }]);
    expect(noFloor.status).toBe(400);
    expect((await resellerAudit(sub.id)).length).toBe(0);

    const reviewer = await signedInStaff(server, 'reviewer');
    expect((await setSub(atFloor, reviewer.token)).status).toBe(403);
    const detail = await server.call('console/reseller', { reseller_id: reseller.id }, as(reviewer.token));
    expect(detail.body.sub_resellers).toEqual([expect.objectContaining({ id: sub.id })]);

    const before = (await server.call('GetMechantFeeRateRules', {}, as(subMember.token))).body.data;
    const atEdge = await setSub(atFloor);
    expect(atEdge.status, atEdge.body.msg).toBe(200);
    expect((await server.call('GetMechantFeeRateRules', {}, as(subMember.token))).body.data).toEqual(atFloor);
    const after = await server.call('console/reseller', { reseller_id: reseller.id }, as(admin.token));
    expect(after.body.sub_resellers[0]?.base_rates).toEqual(atFloor);
    expect(await resellerAudit(sub.id)).toEqual([
      expect.objectContaining({
        actorUserId: admin.user.id,
        action: 'reseller_rates_set',
        before: { rates: before },
        after: { rates: atFloor },
      }),
    ]);
  });
});

describe("a reseller's people", () => {
  it('a member adds a new person (invited, joins by the link), an existing user, never a member of another reseller; a sub-reseller its own', async () => {
    const reseller = await createReseller(server.db);
    const sub = await createReseller(server.db, { parentId: reseller.id });
    const member = await signedInResellerMember(server, reseller.id);
    const subMember = await signedInResellerMember(server, sub.id);

    const email = newEmail();
    const added = await server.call(
      'reseller/add_member',
      { member_email: email, member_name: 'Wen Li', language: 'zh_CN' },
      as(member.token),
    );
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ is_new_user: true });
    const invitation = await invitationOf(email);
    expect(invitation.link.searchParams.get('language')).toBe('zh_CN');
    const joined = await server.call('accept_invitation', {
      u_id: invitation.u_id,
      u_key: invitation.u_key,
      new_password: 'Welcome-aboard-44',
    });
    expect(joined.body.data).toHaveProperty('token');
    const profile = await server.call('reseller/profile', {}, as(joined.body.data.token as string));
    expect(profile.body).toMatchObject({ id: reseller.id, member_name: 'Wen Li' });

    const existing = await createUser(server.db);
    expect(
      (
        await server.call(
          'reseller/add_member',
          { member_email: existing.email!, member_name: 'Ignored', language: 'en' },
          as(member.token),
        )
      ).body,
    ).toMatchObject({ is_new_user: false, user_id: existing.id });
    const list = await server.call('reseller/members', {}, as(member.token));
    expect(list.body.data.map((person) => person.email)).toEqual([member.user.email, email, existing.email]);

    // A member of a reseller (here the sub-reseller's) cannot join another: refused, in the caller's language.
    const taken = await server.call(
      'reseller/add_member',
      { member_email: subMember.user.email!, member_name: 'Taken', language: 'en' },
      as(member.token, 'zh-CN'),
    );
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe(translate('zh_CN', 'resellers_console.member_taken'));

    // A sub-reseller adds to itself only, and sees only its own people.
    const subEmail = newEmail();
    await server.call(
      'reseller/add_member',
      { member_email: subEmail, member_name: 'Sam Ho', language: 'en' },
      as(subMember.token),
    );
    const subList = await server.call('reseller/members', {}, as(subMember.token));
    expect(subList.body.data.map((person) => person.email)).toEqual([subMember.user.email, subEmail]);
  });
});
