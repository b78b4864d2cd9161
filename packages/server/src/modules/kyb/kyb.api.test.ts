/** The merchant application's calls (issue 11 §3): rules, messages, ownership, drafts, uniqueness. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { translate } from '@mbo/contracts/i18n';
import { merchantApplications } from '@mbo/db/schema-kyb';
import { applicantUser, australianApplication, freshAbn, submitApplication } from '../../../test/kits/kyb-test-kit.ts';
import { createMerchant } from '../../../test/support/factories.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';

const server = serverForThisFile();

const rowsOf = (userId: number) =>
  server.db.select().from(merchantApplications).where(eq(merchantApplications.ownerUserId, userId));

describe('verifyABN and verifySystemABN', () => {
  // Australia (1): at least 8 characters, then the official mod-89 checksum. China (2): a unified social credit
  // code, 18 characters and its check character.
  const table: [country: 1 | 2, number: string, isValid: boolean][] = [
    [1, '51824753556', true],
    [1, '51 824 753 556', true],
    [1, '48 123 123 124', true],
    [1, '33 051 775 556', true],
    [1, '53004085616', true],
    [1, '51824753557', false],
    [1, '15824753556', false],
    [1, '5182475', false],
    [1, '5182475355', false],
    [1, '518247535561', false],
    [1, '5182475355a', false],
    [1, '01234567890', false],
    [1, '', false],
    [2, '91350100M000100Y43', true],
    [2, '91440300708461136T', true],
    [2, '914403001922038216', true],
    [2, '91350100m000100y43', true],
    [2, '91350100M000100Y44', false],
    [2, '91440300708461136', false],
    [2, '91440300708461136TX', false],
    [2, '91440300708461136I', false],
    [2, '', false],
  ];

  it('checks an ABN by its checksum, and a Chinese unified social credit code by its check character', async () => {
    const { token } = await applicantUser(server);
    for (const [country, number, isValid] of table) {
      const result = await server.call('verifyABN', { abn_number: number, country_id: country }, { token });
      expect([country, number, result.body.valid]).toEqual([country, number, isValid]);
    }
  });

  it('says a number is taken once a live application holds it, and free again after its rejection', async () => {
    const { token } = await applicantUser(server);
    const abn = freshAbn();
    expect((await server.call('verifySystemABN', { abn_number: abn }, { token })).body.available).toBe(true);
    const submitted = await submitApplication(server, token, await australianApplication(server, token, abn));
    expect(submitted.status, submitted.body.msg).toBe(200);
    const spaced = `${abn.slice(0, 2)} ${abn.slice(2)}`;
    expect((await server.call('verifySystemABN', { abn_number: spaced }, { token })).body.available).toBe(false);
    await server.db
      .update(merchantApplications)
      .set({ isCheckReject: true })
      .where(eq(merchantApplications.id, submitted.body.data.id));
    expect((await server.call('verifySystemABN', { abn_number: abn }, { token })).body.available).toBe(true);
  });

  it('needs a signed-in user', async () => {
    expect((await server.call('verifyABN', { abn_number: '51824753556' })).status).toBe(401);
  });
});

describe('setBusiness', () => {
  it('takes a complete application: under review in the list, every field and document in the detail', async () => {
    const { user, token } = await applicantUser(server);
    await server.call('upData', { class_number: '001', data: { merchant_name: 'half typed' } }, { token });
    const application = await australianApplication(server, token);
    const result = await submitApplication(server, token, {
      ...application,
      au_company_abn: ` ${application.au_company_abn} `,
    });
    expect(result.body, result.body.msg).toMatchObject({ success: true, data: { id: expect.any(Number) } });
    const { id } = result.body.data;

    const list = await server.call('billList', { class_number: '001', page_index: 1, page_size: 10 }, { token });
    expect(list.body.total_count).toBe(1);
    expect(list.body.data[0]).toMatchObject({ id, status: 0, merchant_name: 'Bondi Dumplings Pty Ltd', country_id: 1 });
    expect(list.body.data[0]!.bill_no).toMatch(/^MA\d{8}$/);

    const detail = (await server.call('billDetail', { class_number: '001', id }, { token })).body.data;
    expect(detail).toMatchObject({ status: 0, is_checked: 0, is_check_reject: 0, province_name: 'New South Wales' });
    expect(detail.form).toMatchObject({ au_company_abn: application.au_company_abn, industry_id: 101 });
    expect(Object.keys(detail.files).sort()).toEqual([
      'au_attachment_asic_extract_url',
      'store_photo_url2',
      'store_url',
      'store_url1',
    ]);
    for (const file of Object.values(detail.files)) expect((await fetch(`${server.url}${file.url}`)).status).toBe(200);

    // The draft is cleared by the submission.
    expect((await server.call('findData', {}, { token })).body.data).toEqual([]);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it('names the country, state and city in the caller’s language, in the detail and the list', async () => {
    const { token } = await applicantUser(server);
    const { id } = (await submitApplication(server, token, await australianApplication(server, token))).body.data;
    const named = async (language: 'en-US' | 'zh-CN') => {
      const detail = (await server.call('billDetail', { class_number: '001', id }, { token, language })).body.data;
      const list = await server.call(
        'billList',
        { class_number: '001', page_index: 1, page_size: 10 },
        { token, language },
      );
      return [detail.country_name, detail.province_name, detail.city_name, list.body.data[0]!.country_name];
    };
    expect(await named('en-US')).toEqual(['Australia', 'New South Wales', 'Sydney', 'Australia']);
    expect(await named('zh-CN')).toEqual(['澳大利亚', '新南威尔士州', '悉尼', '澳大利亚']);
  });

  it('needs personal verification passed or under review, with the spec’s messages', async () => {
    for (const [status, key] of [
      [null, 'kyb.person_missing'],
      [2, 'kyb.person_rejected'],
    ] as const) {
      const { user, token } = await applicantUser(server, status);
      const result = await server.call(
        'setBusiness',
        { class_number: '001', data: await australianApplication(server, token) },
        { token, language: 'zh-CN' },
      );
      expect([result.status, result.body.msg]).toEqual([400, translate('zh_CN', key)]);
      expect(await rowsOf(user.id)).toHaveLength(0);
    }
    const underReview = await applicantUser(server, 0);
    const result = await submitApplication(
      server,
      underReview.token,
      await australianApplication(server, underReview.token),
    );
    expect(result.status, result.body.msg).toBe(200);
  });

  it('names the step that is incomplete, and the ABN or licence number that is wrong, changing nothing', async () => {
    const { user, token } = await applicantUser(server);
    const valid = await australianApplication(server, token);
    const cases: [Record<string, unknown>, string][] = [
      [{ merchant_name: '' }, 'Please complete the company basic info.'],
      [{ position_type: 7 }, 'Please complete the company basic info.'],
      [{ au_company_abn: '' }, 'Please complete the company basic info.'],
      [{ au_company_abn: '5182475' }, 'ABN: wrong format.'],
      [{ au_company_abn: '51824753557' }, 'Invalid ABN.'],
      [{ country_id: 2, business_license_number: '91350100M000100Y44' }, 'Invalid business register number.'],
      [{ street_address_one: ' ' }, 'Please complete the contact info.'],
      [{ store_type: 2, web_site: '' }, 'Please complete the contact info.'],
      [{ email: 'not-an-email' }, 'Business e-mail: wrong format.'],
      [{ au_attachment_asic_extract_url: '' }, 'Please complete the document info.'],
      [{ store_url1: '' }, 'Please complete the document info.'],
      [{ au_bank_bsb_number: '' }, 'Please upload the settlement info.'],
      [{ is_fast_settle: 1, fast_settlement_range: [] }, 'Please upload the settlement info.'],
      [{ industry_id: 231 }, 'Choose an industry under one of the categories.'],
      [{ company_type_id: 99 }, 'Choose a company type from the list.'],
      [{ city_id: 1106, province_id: 1001 }, 'The state or province and the city must belong to the chosen country.'],
      [{ store_url: 'someone-elses-token-000000000' }, translate('en', 'kyb.file_missing')],
    ];
    for (const [change, message] of cases) {
      const result = await submitApplication(server, token, { ...valid, ...change } as never);
      expect([JSON.stringify(change), result.status, result.body.msg]).toEqual([JSON.stringify(change), 400, message]);
    }
    const zh = await submitApplication(server, token, { ...valid, au_company_abn: '51824753557' });
    expect(zh.status).toBe(400);
    const zhResult = await server.call(
      'setBusiness',
      { class_number: '001', data: { ...valid, merchant_name: '' } },
      { token, language: 'zh-CN' },
    );
    expect(zhResult.body.msg).toBe('请完善公司基本信息。');
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it('refuses an ABN a merchant holds', async () => {
    const { token } = await applicantUser(server);
    const abn = freshAbn();
    await createMerchant(server.db, { abn: `${abn.slice(0, 2)} ${abn.slice(2)}` });
    const taken = await submitApplication(server, token, await australianApplication(server, token, abn));
    expect([taken.status, taken.body.msg]).toEqual([409, 'The ABN is already in use.']);
  });

  it('lets the database decide between two submits of one ABN at once: one wins, the other is told it is in use', async () => {
    const abn = freshAbn();
    const [a, b] = await Promise.all([applicantUser(server), applicantUser(server)]);
    const [formA, formB] = await Promise.all([
      australianApplication(server, a.token, abn),
      australianApplication(server, b.token, abn),
    ]);
    // Past the service's check for both (nothing holds the number yet), so only the unique index can refuse one.
    const results = await Promise.all([
      submitApplication(server, a.token, formA),
      submitApplication(server, b.token, formB),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    expect(results.find((result) => result.status === 409)!.body.msg).toBe('The ABN is already in use.');
    const live = await server.db
      .select()
      .from(merchantApplications)
      .where(eq(merchantApplications.businessNumber, abn));
    expect(live).toHaveLength(1);
    // The database itself refuses a second live row, whatever code writes it.
    await expect(
      server.db.insert(merchantApplications).values({ ...live[0]!, id: undefined, billNo: undefined }),
    ).rejects.toThrow();
  });
});

describe('findData and upData', () => {
  it('round-trips a draft (the last save wins), and empty data clears it', async () => {
    const { token } = await applicantUser(server);
    expect((await server.call('findData', {}, { token })).body.data).toEqual([]);
    await server.call('upData', { class_number: '001', data: { step: 1, merchant_name: 'Bondi' } }, { token });
    await server.call(
      'upData',
      { class_number: '001', data: { step: 2, merchant_name: 'Bondi Dumplings' } },
      { token },
    );
    const found = (await server.call('findData', {}, { token })).body.data;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ class_number: '001', data: { step: 2, merchant_name: 'Bondi Dumplings' } });
    // Another user sees none of it.
    const other = await applicantUser(server);
    expect((await server.call('findData', {}, { token: other.token })).body.data).toEqual([]);
    await server.call('upData', { class_number: '001', data: {} }, { token });
    expect((await server.call('findData', {}, { token })).body.data).toEqual([]);
  });

  it('refuses another class number and an oversized draft, keeping the saved one', async () => {
    const { token } = await applicantUser(server);
    await server.call('upData', { class_number: '001', data: { merchant_name: 'kept' } }, { token });
    expect((await server.call('upData', { class_number: '002', data: { a: 1 } }, { token })).status).toBe(400);
    const huge = await server.call('upData', { class_number: '001', data: { text: 'x'.repeat(70_000) } }, { token });
    expect([huge.status, huge.body.msg]).toEqual([400, 'The draft is too large to be saved.']);
    expect((await server.call('findData', {}, { token })).body.data[0]!.data).toEqual({ merchant_name: 'kept' });
  });
});

describe('editBusiness, billList and billDetail belong to the owner', () => {
  it('resubmits only a rejected application, which is under review again', async () => {
    const { token } = await applicantUser(server);
    const form = await australianApplication(server, token);
    const { id } = (await submitApplication(server, token, form)).body.data;
    const early = await server.call('editBusiness', { class_number: '001', data: { ...form, id } }, { token });
    expect([early.status, early.body.msg]).toEqual([409, 'Only a rejected application can be edited and resubmitted.']);

    await server.db
      .update(merchantApplications)
      .set({ isCheckReject: true, objection: '照片模糊', enObjection: 'blurred photo' })
      .where(eq(merchantApplications.id, id));
    const rejected = (await server.call('billDetail', { id }, { token })).body.data;
    expect(rejected).toMatchObject({ status: 2, en_objection: 'blurred photo', objection: '照片模糊' });

    const edited = await server.call(
      'editBusiness',
      { class_number: '001', data: { ...form, id, merchant_name: 'Bondi Dumplings Two Pty Ltd' } },
      { token },
    );
    expect(edited.body, edited.body.msg).toMatchObject({ success: true, data: { id } });
    const detail = (await server.call('billDetail', { id }, { token })).body.data;
    expect(detail).toMatchObject({ status: 0, objection: null, merchant_name: 'Bondi Dumplings Two Pty Ltd' });
  });

  it('gives another user nothing of someone’s application', async () => {
    const owner = await applicantUser(server);
    const form = await australianApplication(server, owner.token);
    const { id } = (await submitApplication(server, owner.token, form)).body.data;
    await server.db.update(merchantApplications).set({ isCheckReject: true }).where(eq(merchantApplications.id, id));

    const stranger = await applicantUser(server);
    const detail = await server.call('billDetail', { id }, { token: stranger.token });
    expect([detail.status, detail.body.msg]).toEqual([404, 'This application was not found.']);
    const list = await server.call('billList', { page_index: 1 }, { token: stranger.token });
    expect(list.body).toMatchObject({ data: [], total_count: 0 });
    const strangerForm = await australianApplication(server, stranger.token, form.au_company_abn);
    const edit = await server.call(
      'editBusiness',
      { class_number: '001', data: { ...strangerForm, id } },
      { token: stranger.token },
    );
    expect(edit.status).toBe(404);
    const [row] = await server.db.select().from(merchantApplications).where(eq(merchantApplications.id, id));
    expect(row).toMatchObject({ ownerUserId: owner.user.id, isCheckReject: true });
  });

  it('pages the list 10 at a time, newest first', async () => {
    const { user, token } = await applicantUser(server);
    await server.db.insert(merchantApplications).values(
      Array.from({ length: 12 }, (_, index) => ({
        ownerUserId: user.id,
        countryId: 1,
        businessNumber: `PAGING-${user.id}-${index}`,
        merchantName: `Company ${index}`,
        form: {},
        isCheckReject: true,
      })),
    );
    const first = await server.call('billList', { page_index: 1, page_size: 10 }, { token });
    expect(first.body.total_count).toBe(12);
    expect(first.body.data).toHaveLength(10);
    expect(first.body.data[0]!.merchant_name).toBe('Company 11');
    const second = await server.call('billList', { page_index: 2, page_size: 10 }, { token });
    expect(second.body.data.map((row) => row.merchant_name)).toEqual(['Company 1', 'Company 0']);
  });
});

describe('the application’s lookups', () => {
  it('lists the spec’s industry categories, the industries under one, names one, and the company types and roles', async () => {
    const { token } = await applicantUser(server, null);
    const levels = (await server.call('getIndustryListByLevel', { level: 1 }, { token })).body.industrys;
    expect(levels.map((industry) => industry.id)).toEqual([0, 153, 219, 224, 231, 318]);
    const restaurants = (await server.call('getIndustryListByParent', { parent_id: 231 }, { token })).body.industrys;
    expect(restaurants.map((industry) => industry.id)).toEqual([101, 102, 103, 104, 105]);
    expect((await server.call('getIndustry', { industry_id: 103 }, { token })).body.industry).toEqual({
      name: '咖啡与茶饮',
      en_name: 'Cafe and tea',
    });
    expect((await server.call('getIndustry', { industry_id: 99_999 }, { token })).body.industry).toBeNull();
    const types = await server.call('arrayCompanyType', {}, { token, language: 'zh-CN' });
    expect(types.body.datas).toContainEqual({ id: 3, value: '私人有限公司' });
    const roles = await server.call('arrayCompanyRole', {}, { token });
    expect(roles.body.datas).toEqual([
      { id: 0, value: 'Shareholder or owner' },
      { id: 1, value: 'Director or legal person' },
      { id: 2, value: 'Other' },
    ]);
  });
});
