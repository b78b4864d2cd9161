/** Merchant applications reviewed in the provider's console; approval makes the live merchant the applicant uses. */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { translate } from '@mbo/contracts/i18n';
import { employeeRoles, merchantChannelRates, merchants, messages, stores } from '@mbo/db/schema';
import { merchantApplications } from '@mbo/db/schema-kyb';
import { applicantUser, australianApplication, submitApplication } from '../../../test/kits/kyb-test-kit.ts';
import { signedInStaff } from '../../../test/kits/review-queue-test-kit.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { settlementAccounts } from '@mbo/db/schema-settlement';

const server = serverForThisFile();
const queue = 'merchant_application';

async function applied() {
  const applicant = await applicantUser(server);
  const form = await australianApplication(server, applicant.token);
  const result = await submitApplication(server, applicant.token, form);
  expect(result.status, result.body.msg).toBe(200);
  return { ...applicant, form, id: result.body.data.id };
}

describe('the console’s merchant application queue', () => {
  it('lists the application oldest first, shows every field and its documents in the reviewer’s language', async () => {
    const staff = await signedInStaff(server, 'reviewer');
    const first = await applied();
    const second = await applied();
    const me = await server.call('console/get_me', {}, { token: staff.token });
    expect(me.body.queues).toContainEqual(expect.objectContaining({ key: queue, title: 'Merchant applications' }));
    const page = await server.call(
      'console/get_queue',
      { queue, page_index: 1, page_size: 100 },
      { token: staff.token },
    );
    const ids = page.body.page_data.data.map((item) => item.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));

    const zh = await server.call(
      'console/get_queue_item',
      { queue, id: first.id },
      { token: staff.token, language: 'zh-CN' },
    );
    expect(zh.status, zh.body.msg).toBe(200);
    expect(zh.body.item.status).toBe('waiting');
    expect(zh.body.item.fields).toContainEqual({ label: '公司类型', value: translate('zh_CN', 'kyb.company_type_3') });
    expect(zh.body.item.fields).toContainEqual({ label: 'ABN 或执照号', value: first.form.au_company_abn });
    expect(zh.body.item.files.map((file) => file.label)).toEqual([
      'ASIC 摘录或营业执照',
      '门店外景',
      '门店内景 1',
      '门店内景 2',
    ]);
    for (const file of zh.body.item.files) expect((await fetch(`${server.url}${file.url}`)).status).toBe(200);
    // State, city and industry are named by the database in both languages: the reviewer reads theirs.
    expect(zh.body.item.fields).toEqual(
      expect.arrayContaining([
        { label: '州或省', value: '新南威尔士州' },
        { label: '城市', value: '悉尼' },
        { label: '行业', value: '中餐' },
      ]),
    );
    const en = await server.call('console/get_queue_item', { queue, id: first.id }, { token: staff.token });
    expect(en.body.item.fields).toEqual(
      expect.arrayContaining([
        { label: 'State or province', value: 'New South Wales' },
        { label: 'City', value: 'Sydney' },
        { label: 'Industry', value: 'Chinese restaurant' },
      ]),
    );
  });

  it('approval makes the live merchant: the applicant switches to it as super admin and its calls answer', async () => {
    const staff = await signedInStaff(server, 'reviewer');
    const { user, token, id, form } = await applied();
    const approved = await server.call('console/approve', { queue, id }, { token: staff.token });
    expect(approved.status, approved.body.msg).toBe(200);

    const [application] = await server.db.select().from(merchantApplications).where(eq(merchantApplications.id, id));
    expect(application).toMatchObject({ isChecked: true, isCheckReject: false, reviewedBy: staff.user.id });
    const merchantId = application!.merchantId!;
    const [merchant] = await server.db.select().from(merchants).where(eq(merchants.id, merchantId));
    expect(merchant).toMatchObject({
      name: 'Bondi Dumplings Pty Ltd',
      shortName: 'Bondi Dumplings',
      isVerify: true,
      abn: form.au_company_abn,
      number: `M${300_000 + id}`,
      applicationStatus: 'approved',
    });
    expect(await server.db.select().from(stores).where(eq(stores.merchantId, merchantId))).toEqual([
      expect.objectContaining({ name: 'Bondi Dumplings', type: 1, feeType: 2, industryId: 101 }),
    ]);
    expect(
      await server.db.select().from(merchantChannelRates).where(eq(merchantChannelRates.merchantId, merchantId)),
    ).toEqual([expect.objectContaining({ paymentChannelId: 5, onlineRatePpm: 20_000, disbursePeriodDays: 3 })]);
    expect(
      await server.db.select().from(settlementAccounts).where(eq(settlementAccounts.merchantId, merchantId)),
    ).toEqual([expect.objectContaining({ currencyId: 1, bsb: '062000', accountNumber: '12345678' })]);
    const roles = await server.db
      .select()
      .from(employeeRoles)
      .where(and(eq(employeeRoles.merchantId, merchantId), eq(employeeRoles.userId, user.id)));
    expect(roles.map((role) => role.roleType)).toEqual([1]);

    const me = await server.call('tokenLogin', {}, { token });
    expect(me.body.data.merchants.map((each) => each.id)).toContain(merchantId);
    const chosen = await server.call('ChooseMerchantRequest', { merchantid: merchantId }, { token });
    expect(chosen.body).toMatchObject({
      success: true,
      employee: { roles: [{ type: 1, is_delete: false }] },
      merchant: { id: merchantId, is_verify: true },
    });
    const today = new Date().toISOString().slice(0, 10);
    const transactions = await server.call(
      'transactionlist_report',
      { merchant_id: merchantId, begin_time: today, end_time: today },
      { token },
    );
    expect(transactions.status, transactions.body.msg).toBe(200);
    expect(transactions.body.page_data.total_count).toBe(0);
    expect((await server.call('billDetail', { id }, { token })).body.data.status).toBe(1);
    const [told] = await server.db.select().from(messages).where(eq(messages.userId, user.id));
    expect(told?.content).toBe(translate('en', 'kyb.review_approved', { name: 'Bondi Dumplings Pty Ltd' }));
  });

  it('lets only one of two reviewers approving at once succeed, making one merchant', async () => {
    const [one, two] = await Promise.all([signedInStaff(server, 'reviewer'), signedInStaff(server, 'reviewer')]);
    const { id, form } = await applied();
    const results = await Promise.all([
      server.call('console/approve', { queue, id }, { token: one.token }),
      server.call('console/approve', { queue, id }, { token: two.token }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    expect(await server.db.select().from(merchants).where(eq(merchants.abn, form.au_company_abn))).toHaveLength(1);
  });

  it('rejects with both reasons; the applicant reads them, edits and resubmits, and it waits again', async () => {
    const staff = await signedInStaff(server, 'reviewer');
    const { token, id, form } = await applied();
    const missing = await server.call(
      'console/reject',
      { queue, id, reason_en: 'x', reason_zh: ' ' },
      { token: staff.token },
    );
    expect(missing.status).toBe(400);
    const rejected = await server.call(
      'console/reject',
      { queue, id, reason_en: 'The ASIC extract is unreadable.', reason_zh: 'ASIC 摘录无法辨认。' },
      { token: staff.token },
    );
    expect(rejected.status, rejected.body.msg).toBe(200);
    const detail = (await server.call('billDetail', { id }, { token })).body.data;
    expect(detail).toMatchObject({
      status: 2,
      en_objection: 'The ASIC extract is unreadable.',
      objection: 'ASIC 摘录无法辨认。',
    });
    const edited = await server.call('editBusiness', { class_number: '001', data: { ...form, id } }, { token });
    expect(edited.status, edited.body.msg).toBe(200);
    const page = await server.call(
      'console/get_queue',
      { queue, page_index: 1, page_size: 100 },
      { token: staff.token },
    );
    expect(page.body.page_data.data.map((item) => item.id)).toContain(id);
  });
});
