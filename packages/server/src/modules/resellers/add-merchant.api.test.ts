/**
 * The reseller's add-merchant application (issue 15): for whom, the rates against the floors, the 25 % rule, the
 * merchant admin, drafts, resubmit, and isolation of the list and the detail across resellers and sub-resellers.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { merchantApplications } from '@mbo/db/schema-kyb';
import { resellerBaseRates, resellers } from '@mbo/db/schema-resellers';
import { australianApplication, freshAbn, submitApplication } from '../../../test/kits/kyb-test-kit.ts';
import { REGION } from '../../../test/kits/kyc-test-kit.ts';
import { createReseller, setBaseRates, signedInResellerMember } from '../../../test/kits/reseller-test-kit.ts';
import {
  RESELLER_CLASS,
  resellerApplication,
  submitResellerApplication,
  uploadResellerDocument,
} from '../../../test/kits/reseller-application-test-kit.ts';
import { signedInStaff } from '../../../test/kits/review-queue-test-kit.ts';
import { setPerson } from '../../../test/support/factories.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';

const server = serverForThisFile();

const rowOf = async (id: number) =>
  (await server.db.select().from(merchantApplications).where(eq(merchantApplications.id, id)))[0]!;

/** A level-1 reseller with one sub-reseller, a member of each signed in. */
async function family() {
  const reseller = await createReseller(server.db);
  const sub = await createReseller(server.db, { parentId: reseller.id });
  return {
    reseller,
    sub,
    member: await signedInResellerMember(server, reseller.id),
    subMember: await signedInResellerMember(server, sub.id),
  };
}

async function addFor(token: string, changes: Record<string, unknown> = {}) {
  const form = await resellerApplication(server, token);
  return submitResellerApplication(server, token, { ...form, ...changes });
}

const wechat = (rate: number, period = 1) => ({
  payment_channel_id: 1,
  disburse_period_days: period,
  rate,
  flat_fee: 0,
});

describe('reseller/setBusiness', () => {
  it('adds a merchant for the reseller itself: an application under review, whose and by whom, draft cleared', async () => {
    const { reseller, member } = await family();
    const { token, user } = member;
    await server.call('reseller/upData', { class_number: RESELLER_CLASS, data: { merchant_name: 'half' } }, { token });
    const result = await addFor(token);
    expect(result.body, result.body.msg).toMatchObject({ success: true, data: { id: expect.any(Number) } });
    const row = await rowOf(result.body.data.id);
    expect(row).toMatchObject({
      classNumber: '002',
      ownerUserId: user.id,
      resellerId: reseller.id,
      addedByResellerId: reseller.id,
      isChecked: false,
      isCheckReject: false,
      merchantName: 'Manly Noodles Pty Ltd',
    });
    expect(row.form).toMatchObject({ merchant_admin: { email: 'owner@manlynoodles.example' }, rates: [wechat(0.02)] });
    expect((await server.call('reseller/findData', {}, { token })).body.data).toEqual([]);
  });

  it('needs no personal verification of the member, and keeps the business number unique', async () => {
    const { member } = await family();
    const abn = freshAbn();
    const form = await resellerApplication(server, member.token, abn);
    expect((await submitResellerApplication(server, member.token, form)).status).toBe(200);
    const again = await submitResellerApplication(server, member.token, form);
    expect(again.status).toBe(409);
    expect(again.body.msg).toContain('ABN');
  });

  it('refuses a rate under the floor, naming the channel, the period and the floor (in both languages)', async () => {
    const { member } = await family();
    const form = await resellerApplication(server, member.token);
    const under = await submitResellerApplication(server, member.token, { ...form, rates: [wechat(0.0119)] });
    expect(under.status).toBe(400);
    expect(under.body.msg).toBe('WeChat Pay (T+1): the rate cannot be below 1.20%.');
    const zh = await server.call(
      'reseller/setBusiness',
      { class_number: RESELLER_CLASS, data: { ...form, rates: [wechat(0.0119)] } } as never,
      { token: member.token, language: 'zh-CN' },
    );
    expect(zh.body.msg).toContain('1.20%');
    expect(zh.body.msg).toContain('T+1');
    // At the edge: exactly the floor is allowed.
    const atFloor = await submitResellerApplication(server, member.token, { ...form, rates: [wechat(0.012)] });
    expect(atFloor.status, atFloor.body.msg).toBe(200);
  });

  it('refuses the same channel twice, a channel without a floor, card fees for CNY pricing, T+0 without a day', async () => {
    const { member } = await family();
    const form = await resellerApplication(server, member.token);
    const twice = await submitResellerApplication(server, member.token, {
      ...form,
      rates: [wechat(0.02), wechat(0.03)],
    });
    expect(twice.body.msg).toBe('WeChat Pay (T+1) is added twice. Each channel can be added once.');
    const noFloor = await submitResellerApplication(server, member.token, {
      ...form,
      rates: [{ payment_channel_id: 7, disburse_period_days: 1, rate: 0.02, flat_fee: 0 }],
    });
    expect(noFloor.status).toBe(400);
    expect(noFloor.body.msg).toContain('has no base rate');
    const china = {
      ...form,
      country_id: 2,
      time_zone: 'Asia/Shanghai',
      au_company_abn: '',
      business_license_number: '91350100M000100Y43',
      province_id: REGION.beijingProvince,
      city_id: REGION.beijing,
      post_code: '100000',
      rates: [{ payment_channel_id: 10, disburse_period_days: 1, rate: 0.02, flat_fee: 20 }],
    };
    const card = await submitResellerApplication(server, member.token, china);
    expect(card.body.msg).toBe('Card fees are not offered for pricing in CNY.');
    const fast = await submitResellerApplication(server, member.token, { ...form, is_fast_settle: 1 });
    expect(fast.status).toBe(400);
    expect(fast.body.msg).toBe('Please upload the settlement info.');
    expect(
      await server.db.select().from(merchantApplications).where(eq(merchantApplications.ownerUserId, member.user.id)),
    ).toEqual([]);
  });

  it('asks IDs of the legal person and every holder of 25 % or more, over several share splits', async () => {
    const { member } = await family();
    const { token } = member;
    const id = () => uploadResellerDocument(server, token);
    const withId = async (name: string, share: number, position = 0) => ({
      name,
      share_percent: share,
      position_type: position,
      id_type: 2,
      id_front_url: await id(),
      id_back_url: await id(),
    });
    const withoutId = (name: string, share: number, position = 0) => ({
      name,
      share_percent: share,
      position_type: position,
    });
    const splits: [shareholders: unknown[], accepted: boolean][] = [
      // The legal person holds nothing; a holder at exactly 25 % needs an ID.
      [[await withId('Legal', 0, 1), withoutId('Quarter', 25)], false],
      [[await withId('Legal', 0, 1), await withId('Quarter', 25), withoutId('Just under', 24.99)], true],
      // Four holders at 25 %: all four give IDs.
      [[await withId('A', 25, 1), await withId('B', 25), await withId('C', 25), withoutId('D', 25)], false],
      [[await withId('A', 25, 1), await withId('B', 25), await withId('C', 25), await withId('D', 25)], true],
      // The legal person without an ID is refused whatever the shares.
      [[withoutId('Legal', 10, 1), await withId('Big', 90)], false],
      // More than 100 % in all.
      [[await withId('Legal', 60, 1), await withId('Big', 40.01)], false],
    ];
    for (const [shareholders, accepted] of splits) {
      const result = await addFor(token, { shareholders });
      expect([result.status, result.body.msg]).toEqual(accepted ? [200, undefined] : [400, expect.any(String)]);
    }
    const missing = await addFor(token, { shareholders: splits[0]![0] });
    expect(missing.body.msg).toBe('Upload the ID of the legal person and of every holder of 25% or more.');
  });

  it("refuses files that are not the caller's own uploads, and a selfie that is a PDF", async () => {
    const { member } = await family();
    const other = await family();
    const stranger = await uploadResellerDocument(server, other.member.token);
    const form = await resellerApplication(server, member.token);
    const notMine = await submitResellerApplication(server, member.token, {
      ...form,
      legal_person_selfie_url: stranger,
    });
    expect(notMine.status).toBe(400);
    const pdf = await uploadResellerDocument(server, member.token, Buffer.from('%PDF-1.4\n%%EOF\n'));
    const pdfSelfie = await submitResellerApplication(server, member.token, { ...form, legal_person_selfie_url: pdf });
    expect(pdfSelfie.status).toBe(400);
  });

  it("needs the merchant admin's phone or e-mail", async () => {
    const { member } = await family();
    const result = await addFor(member.token, { merchant_admin: {} });
    expect(result.body.msg).toBe("Enter the merchant admin's phone or e-mail.");
    const phone = await addFor(member.token, { merchant_admin: { phone_region: '+61', phone: '412000111' } });
    expect(phone.status, phone.body.msg).toBe(200);
  });
});

describe('adding for a sub-reseller', () => {
  it("adds for its own sub-reseller against that sub-reseller's floors, with the power of attorney", async () => {
    const { reseller, sub, member } = await family();
    await server.db.delete(resellerBaseRates).where(eq(resellerBaseRates.resellerId, sub.id));
    await setBaseRates(server.db, sub.id, [wechat(0.014)]);
    const poa = await uploadResellerDocument(server, member.token, Buffer.from('%PDF-1.4\n%%EOF\n'));
    const forSub = { for: 2, sub_reseller_id: sub.id, power_of_attorney_url: poa };
    const noPoa = await addFor(member.token, { ...forSub, power_of_attorney_url: '' });
    expect(noPoa.body.msg).toBe('Upload the power of attorney.');
    // Above the reseller's own floor (1.20 %), under the sub-reseller's (1.40 %).
    const under = await addFor(member.token, { ...forSub, rates: [wechat(0.013)] });
    expect(under.body.msg).toBe('WeChat Pay (T+1): the rate cannot be below 1.40%.');
    const result = await addFor(member.token, { ...forSub, rates: [wechat(0.014)] });
    expect(result.status, result.body.msg).toBe(200);
    expect(await rowOf(result.body.data.id)).toMatchObject({ resellerId: sub.id, addedByResellerId: reseller.id });
  });

  it("refuses another reseller's sub-reseller as not found, and a sub-reseller adding for another", async () => {
    const mine = await family();
    const theirs = await family();
    const foreign = await addFor(mine.member.token, {
      for: 2,
      sub_reseller_id: theirs.sub.id,
      power_of_attorney_url: 'x'.repeat(20),
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe('The sub-reseller was not found among yours.');
    const itself = await addFor(mine.member.token, {
      for: 2,
      sub_reseller_id: mine.reseller.id,
      power_of_attorney_url: 'x'.repeat(20),
    });
    expect(itself.status).toBe(404);
    await server.db.update(resellers).set({ disabledAt: new Date() }).where(eq(resellers.id, mine.sub.id));
    const switchedOff = await addFor(mine.member.token, {
      for: 2,
      sub_reseller_id: mine.sub.id,
      power_of_attorney_url: 'x'.repeat(20),
    });
    expect(switchedOff.body.msg).toBe('This sub-reseller is switched off: no merchant can be added for it.');
    await server.db.update(resellers).set({ disabledAt: null }).where(eq(resellers.id, mine.sub.id));
    const bySub = await addFor(mine.subMember.token, {
      for: 2,
      sub_reseller_id: mine.sub.id,
      power_of_attorney_url: 'x'.repeat(20),
    });
    expect(bySub.status).toBe(403);
  });

  it('lets a sub-reseller member add for itself only', async () => {
    const { sub, subMember } = await family();
    const result = await addFor(subMember.token);
    expect(result.status, result.body.msg).toBe(200);
    expect(await rowOf(result.body.data.id)).toMatchObject({ resellerId: sub.id, addedByResellerId: sub.id });
  });
});

describe('reseller/billList and reseller/billDetail', () => {
  it('shows a reseller its own and its sub-resellers’, a sub-reseller only its own, nobody another reseller’s', async () => {
    const a = await family();
    const b = await family();
    const aSelf = (await addFor(a.member.token)).body.data.id;
    const poa = await uploadResellerDocument(server, a.member.token);
    const aForSub = (await addFor(a.member.token, { for: 2, sub_reseller_id: a.sub.id, power_of_attorney_url: poa }))
      .body.data.id;
    const subOwn = (await addFor(a.subMember.token)).body.data.id;
    const bSelf = (await addFor(b.member.token)).body.data.id;
    const ids = async (token: string, filter: Record<string, unknown> = {}) =>
      ((await server.call('reseller/billList', filter as never, { token })).body.data ?? []).map((row) => row.id);

    expect(await ids(a.member.token)).toEqual([subOwn, aForSub, aSelf]);
    expect(await ids(a.subMember.token)).toEqual([subOwn, aForSub]);
    expect(await ids(b.member.token)).toEqual([bSelf]);
    expect(await ids(a.member.token, { sub_reseller_id: a.sub.id })).toEqual([subOwn, aForSub]);
    expect(await ids(a.member.token, { sub_reseller_id: b.sub.id })).toEqual([]);
    expect(await ids(a.member.token, { for: 1 })).toEqual([subOwn, aSelf]);
    expect(await ids(a.member.token, { status: 2 })).toEqual([]);
    expect(await ids(a.member.token, { status: 0 })).toHaveLength(3);

    const list = await server.call('reseller/billList', {}, { token: a.member.token });
    expect(list.body.total_count).toBe(3);
    expect(list.body.data[1]).toMatchObject({
      id: aForSub,
      merchant_name: 'Manly Noodles Pty Ltd',
      country_name: 'Australia',
      status: 0,
      for: 2,
      reseller_id: a.sub.id,
      reseller_name: a.sub.name,
      added_by_reseller_name: a.reseller.name,
    });

    expect((await server.call('reseller/billDetail', { id: aSelf }, { token: b.member.token })).status).toBe(404);
    expect((await server.call('reseller/billDetail', { id: aSelf }, { token: a.subMember.token })).status).toBe(404);
    expect((await server.call('reseller/billDetail', { id: bSelf }, { token: a.member.token })).status).toBe(404);
    const detail = await server.call('reseller/billDetail', { id: aForSub }, { token: a.subMember.token });
    expect(detail.body.data).toMatchObject({
      id: aForSub,
      for: 2,
      province_name: 'New South Wales',
      city_name: 'Sydney',
    });
    expect(Object.keys(detail.body.data.files).sort()).toEqual([
      'au_attachment_asic_extract_url',
      'legal_person_selfie_url',
      'power_of_attorney_url',
    ]);
    expect(detail.body.data.shareholder_ids).toEqual([
      { index: 0, front: expect.objectContaining({ url: expect.any(String) }), back: null },
    ]);
    expect((await fetch(`${server.url}${detail.body.data.files.power_of_attorney_url!.url}`)).status).toBe(200);
  });

  it("keeps a member's reseller applications out of the merchant's own list (kyb billList and billDetail)", async () => {
    const { member } = await family();
    const added = (await addFor(member.token)).body.data.id;
    await setPerson(server.db, member.user.id, 1);
    const own = await submitApplication(server, member.token, await australianApplication(server, member.token));
    expect(own.status, own.body.msg).toBe(200);
    const list = await server.call('billList', {}, { token: member.token });
    expect(list.body.data.map((row) => row.id)).toEqual([own.body.data.id]);
    expect((await server.call('billDetail', { id: added }, { token: member.token })).status).toBe(404);
  });
});

describe('reseller/editBusiness', () => {
  it('resubmits a rejected application its reseller added; refuses one under review and another reseller', async () => {
    const { member, reseller } = await family();
    const other = await family();
    const form = await resellerApplication(server, member.token);
    const id = (await submitResellerApplication(server, member.token, form)).body.data.id;
    const edit = (token: string, changes: Record<string, unknown> = {}) =>
      server.call(
        'reseller/editBusiness',
        { class_number: RESELLER_CLASS, data: { ...form, ...changes, id } } as never,
        { token },
      );
    expect((await edit(member.token)).status).toBe(409);
    await server.db
      .update(merchantApplications)
      .set({ isCheckReject: true, enObjection: 'blurry' })
      .where(eq(merchantApplications.id, id));
    expect((await edit(other.member.token)).status).toBe(404);
    // Another member of the same reseller may resubmit, the files the application held included; their draft of a
    // merchant being added stays.
    const colleague = await signedInResellerMember(server, reseller.id);
    const draft = { merchant_name: 'Next Merchant Pty Ltd', for: 1 };
    await server.call('reseller/upData', { class_number: RESELLER_CLASS, data: draft }, { token: colleague.token });
    const result = await edit(colleague.token, { merchant_name: 'Manly Noodles Group Pty Ltd' });
    expect(result.status, result.body.msg).toBe(200);
    expect((await server.call('reseller/findData', {}, { token: colleague.token })).body.data[0]?.data).toEqual(draft);
    expect(await rowOf(id)).toMatchObject({
      isCheckReject: false,
      merchantName: 'Manly Noodles Group Pty Ltd',
      enObjection: null,
    });
  });

  it('resubmits what a reseller added for its sub-reseller, by the sub-reseller or the reseller; nobody else', async () => {
    const { reseller, sub, member, subMember } = await family();
    const other = await family();
    const sibling = await createReseller(server.db, { parentId: reseller.id });
    const siblingMember = await signedInResellerMember(server, sibling.id);
    await server.db.delete(resellerBaseRates).where(eq(resellerBaseRates.resellerId, sub.id));
    await setBaseRates(server.db, sub.id, [wechat(0.014)]);
    const poa = await uploadResellerDocument(server, member.token, Buffer.from('%PDF-1.4\n%%EOF\n'));
    const form = {
      ...(await resellerApplication(server, member.token)),
      for: 2,
      sub_reseller_id: sub.id,
      power_of_attorney_url: poa,
      rates: [wechat(0.014)],
    };
    const id = (await submitResellerApplication(server, member.token, form)).body.data.id;
    const reject = () =>
      server.db
        .update(merchantApplications)
        .set({ isCheckReject: true, enObjection: 'blurry' })
        .where(eq(merchantApplications.id, id));
    const edit = (token: string, changes: Record<string, unknown> = {}, language: 'en-US' | 'zh-CN' = 'en-US') =>
      server.call(
        'reseller/editBusiness',
        { class_number: RESELLER_CLASS, data: { ...form, ...changes, id } } as never,
        { token, language },
      );
    await reject();

    // The sub-reseller opens it and resubmits it, as the web form sends it (for itself, its own id) or as "self".
    expect((await server.call('reseller/billDetail', { id }, { token: subMember.token })).status).toBe(200);
    // Its floors are its own base rates (set by its reseller): 1.40 %, above the reseller's own 1.20 %.
    const under = await edit(subMember.token, { rates: [wechat(0.013)] }, 'zh-CN');
    expect(under.status).toBe(400);
    expect(under.body.msg).toBe('微信支付（T+1）：费率不能低于 1.40%。');
    const bySub = await edit(subMember.token, { merchant_name: 'Sub Resubmitted Pty Ltd', rates: [wechat(0.014)] });
    expect(bySub.status, bySub.body.msg).toBe(200);
    expect(await rowOf(id)).toMatchObject({
      isCheckReject: false,
      merchantName: 'Sub Resubmitted Pty Ltd',
      resellerId: sub.id,
      addedByResellerId: reseller.id,
      form: expect.objectContaining({ for: 2, sub_reseller_id: sub.id, power_of_attorney_url: poa }),
    });
    await reject();
    // Sent as "for itself" (as a sub-reseller adds), it stays its reseller's application for it.
    const asSelf = await edit(subMember.token, { for: 1, sub_reseller_id: null });
    expect(asSelf.status, asSelf.body.msg).toBe(200);
    expect(await rowOf(id)).toMatchObject({
      resellerId: sub.id,
      addedByResellerId: reseller.id,
      form: expect.objectContaining({ for: 2, sub_reseller_id: sub.id }),
    });

    // The reseller that added it still resubmits it.
    await reject();
    const byParent = await edit(member.token, { merchant_name: 'Parent Resubmitted Pty Ltd' });
    expect(byParent.status, byParent.body.msg).toBe(200);
    expect(await rowOf(id)).toMatchObject({ merchantName: 'Parent Resubmitted Pty Ltd', resellerId: sub.id });

    // An unrelated reseller, its sub-reseller, and a sibling sub-reseller: not found, nothing changes.
    await reject();
    for (const token of [other.member.token, other.subMember.token, siblingMember.token])
      expect((await edit(token, { merchant_name: 'Not Theirs Pty Ltd' })).status).toBe(404);
    expect(await rowOf(id)).toMatchObject({ isCheckReject: true, merchantName: 'Parent Resubmitted Pty Ltd' });
  });

  it('a reseller does not resubmit what its sub-reseller added for itself (it reads it only)', async () => {
    const { member, subMember } = await family();
    const form = await resellerApplication(server, subMember.token);
    const id = (await submitResellerApplication(server, subMember.token, form)).body.data.id;
    await server.db.update(merchantApplications).set({ isCheckReject: true }).where(eq(merchantApplications.id, id));
    expect((await server.call('reseller/billDetail', { id }, { token: member.token })).status).toBe(200);
    const edit = await server.call(
      'reseller/editBusiness',
      { class_number: RESELLER_CLASS, data: { ...form, id } } as never,
      { token: member.token },
    );
    expect(edit.status).toBe(404);
    const own = await server.call(
      'reseller/editBusiness',
      { class_number: RESELLER_CLASS, data: { ...form, id } } as never,
      { token: subMember.token },
    );
    expect(own.status, own.body.msg).toBe(200);
  });
});

describe('reseller/findData and reseller/upData', () => {
  it("keeps one draft per member, apart from the merchant's own application draft, and clears it", async () => {
    const { reseller, member } = await family();
    const colleague = await signedInResellerMember(server, reseller.id);
    const save = (token: string, data: Record<string, unknown>) =>
      server.call('reseller/upData', { class_number: RESELLER_CLASS, data }, { token });
    expect((await save(member.token, { merchant_name: 'Draft Co', for: 2 })).status).toBe(200);
    await server.call('upData', { class_number: '001', data: { merchant_name: 'My own' } }, { token: member.token });
    const draft = await server.call('reseller/findData', {}, { token: member.token });
    expect(draft.body.data).toEqual([
      { class_number: '002', data: { merchant_name: 'Draft Co', for: 2 }, save_time: expect.any(String) },
    ]);
    expect((await server.call('reseller/findData', {}, { token: colleague.token })).body.data).toEqual([]);
    expect((await server.call('findData', {}, { token: member.token })).body.data[0]?.data).toEqual({
      merchant_name: 'My own',
    });
    expect(
      (await server.call('reseller/upData', { class_number: '001', data: {} } as never, { token: member.token }))
        .status,
    ).toBe(400);
    await save(member.token, {});
    expect((await server.call('reseller/findData', {}, { token: member.token })).body.data).toEqual([]);
    expect((await server.call('findData', {}, { token: member.token })).body.data).toHaveLength(1);
  });
});

describe("the console's merchant-application queue", () => {
  it('shows a reseller-added application with its parts in the reviewer’s language, and approves it', async () => {
    const { reseller, sub, member } = await family();
    const staff = await signedInStaff(server, 'reviewer');
    const poa = await uploadResellerDocument(server, member.token, Buffer.from('%PDF-1.4\n%%EOF\n'));
    const back = await uploadResellerDocument(server, member.token);
    const form = await resellerApplication(server, member.token);
    const legal = { ...form.shareholders[0]!, share_percent: 60, id_type: 1, id_back_url: back };
    const partner = { name: 'Leo Wang', share_percent: 40, position_type: 0, id_type: 3, id_front_url: back };
    const id = (
      await submitResellerApplication(server, member.token, {
        ...form,
        for: 2,
        sub_reseller_id: sub.id,
        power_of_attorney_url: poa,
        shareholders: [legal, partner],
        merchant_admin: { phone_region: '+61', phone: '412000222', email: 'admin@manly.example' },
        rates: [wechat(0.02), wechat(0.025, 0)],
      })
    ).body.data.id;
    const item = async (language: 'en-US' | 'zh-CN') =>
      (
        await server.call(
          'console/get_queue_item',
          { queue: 'merchant_application', id },
          { token: staff.token, language },
        )
      ).body.item;
    const en = await item('en-US');
    expect(en.fields).toEqual(
      expect.arrayContaining([
        { label: 'Added by reseller', value: `${reseller.name} (${reseller.code})` },
        { label: 'Added for', value: 'A sub-reseller' },
        { label: 'Joins reseller', value: `${sub.name} (${sub.code})` },
        { label: 'Merchant admin', value: '+61 412000222, admin@manly.example' },
        { label: 'Person (share)', value: 'Mia Chen, 60%' },
        { label: 'Person (share)', value: 'Leo Wang, 40%' },
        { label: 'ID document', value: 'Australian driver licence' },
        { label: 'ID document', value: 'Passport' },
        { label: 'Merchant rate (against the floor)', value: 'WeChat Pay T+1: 2.00% (floor 1.20%)' },
        { label: 'Merchant rate (against the floor)', value: 'WeChat Pay T+0: 2.50% (floor 1.50%)' },
      ]),
    );
    expect(en.fields.map((field) => field.label)).not.toContain('Role');
    expect(en.files.map((file) => file.label)).toEqual([
      'ASIC extract or business licence',
      'ID front (or passport first page)',
      'ID back',
      'ID front (or passport first page)',
      "Legal person's selfie holding the ID",
      'Power of attorney',
    ]);
    for (const file of en.files) expect((await fetch(`${server.url}${file.url}`)).status).toBe(200);
    const zh = await item('zh-CN');
    expect(zh.fields).toEqual(
      expect.arrayContaining([
        { label: '添加对象', value: '二级代理商' },
        { label: '证件类型', value: '澳大利亚驾照' },
        { label: '商户费率（对比底价）', value: '微信支付 T+1：2.00%（底价 1.20%）' },
      ]),
    );
    const approved = await server.call(
      'console/approve',
      { queue: 'merchant_application', id },
      { token: staff.token },
    );
    expect(approved.status, approved.body.msg).toBe(200);
    const list = await server.call('reseller/billList', { status: 1 }, { token: member.token });
    expect(list.body.data.map((row) => row.id)).toEqual([id]);
  });
});
