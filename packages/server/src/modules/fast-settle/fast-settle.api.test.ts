/** T+0 change requests: the page's calls, their rules, and the console's review with its 04:00 rule and messages. */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { translate } from '@mbo/contracts/i18n';
import { merchants, messages } from '@mbo/db/schema';
import { fastSettleRequests } from '@mbo/db/schema-settlement';
import { providerAuditLog } from '@mbo/db/schema-console';
import { merchantApplications } from '@mbo/db/schema-kyb';
import { applicantUser, australianApplication, submitApplication } from '../../../test/kits/kyb-test-kit.ts';
import { signedInStaff } from '../../../test/kits/review-queue-test-kit.ts';
import { addMember, createMerchant, memberWithRoles } from '../../../test/support/factories.ts';
import { serverForThisFile, type TestServer } from '../../../test/support/harness.ts';
import { latestCode, otherCode, smsRecipient } from '../../../test/support/outbox.ts';
import { fastSettleEffectiveAt } from './effective-time.ts';
import { recordInitialFastSettle } from './initial-config.ts';

const server: TestServer = serverForThisFile();
const queue = 'fast_settle_request';
type Member = Awaited<ReturnType<typeof memberWithRoles>>;
type Change = { is_fast_settle: 1 | 2; fast_settlement_range: string[] };
const ON_BOTH: Change = { is_fast_settle: 1, fast_settlement_range: ['0', '1'] };

const owner = (overrides: Parameters<typeof memberWithRoles>[2] = {}) => memberWithRoles(server, [1], overrides);
const as = (member: Member, language?: 'zh-CN') => ({ token: member.token, language });

async function sendCode(member: Member, change: Change = ON_BOTH) {
  return server.call('Merchant/SendSettlementConfigCode', { merchant_id: member.merchant.id, ...change }, as(member));
}

async function submit(member: Member, change: Change = ON_BOTH, extra: Record<string, unknown> = {}, code?: string) {
  return server.call(
    'Merchant/AddMerchantSettlementConfigApple',
    {
      merchant_id: member.merchant.id,
      data: { ...change, ...extra },
      code: code ?? (await latestCode(server.db, smsRecipient(member.user))),
    } as never,
    as(member),
  );
}

/** A request under review for the member's merchant: code sent, submitted, its id. */
async function requested(member: Member, change: Change = ON_BOTH): Promise<number> {
  expect((await sendCode(member, change)).status).toBe(200);
  const result = await submit(member, change);
  expect(result.status, result.body.msg).toBe(200);
  return result.body.data.id;
}

const rowOf = async (id: number) =>
  (await server.db.select().from(fastSettleRequests).where(eq(fastSettleRequests.id, id)))[0]!;

describe('the T+0 page before any request', () => {
  it('shows "not enabled" with no configuration, the fee table, nothing pending or waiting; the old path still answers', async () => {
    const member = await owner();
    for (const path of ['Merchant/GetSettlementMerchantConfig', 'GetSettlementMerchantConfig'] as const) {
      const config = await server.call(
        path as 'Merchant/GetSettlementMerchantConfig',
        { merchant_id: member.merchant.id },
        as(member),
      );
      expect(config.body).toMatchObject({ success: true, data: { is_fast_settle: false, status: 1, config: null } });
    }
    const rules = await server.call(
      'Guests/GetMechantFeeRateRulesById',
      { merchant_id: member.merchant.id },
      as(member),
    );
    expect(rules.body.data).toEqual({ fast_fee_rate: 0.015, everyday_fee_rate: 0.02, is_gst_inclusive: true });
    const count = await server.call(
      'Merchant/GetMerchantSettlementConfigAppleCount',
      { merchant_id: member.merchant.id, is_check: true },
      as(member),
    );
    expect(count.body.count).toBe(0);
    const task = await server.call(
      'Merchant/GetSettlementConfigTaskByMerchantId',
      { merchant_id: member.merchant.id, merchant_number: member.merchant.number },
      as(member),
    );
    expect(task.body.data).toBeNull();
  });
});

describe('submitting a request', () => {
  it('records it under review as the merchant and the signed-in user, whatever the body says; lists and details it', async () => {
    const member = await owner();
    expect(await sendCode(member)).toMatchObject({
      status: 200,
      body: { sent_to: expect.stringMatching(/^\+61 \*+\d{4}$/) },
    });
    const result = await submit(member, ON_BOTH, {
      source: 'provider',
      source_user_id: 999_999,
      source_user_name: 'Someone Else',
      merchant_name: 'Another Name',
      work_fee_rate: 0.015,
    });
    expect(result.status, result.body.msg).toBe(200);
    expect(result.body.data.bill_no).toMatch(/^FS\d{8}\d{6,}$/);
    const row = await rowOf(result.body.data.id);
    expect(row).toMatchObject({
      merchantId: member.merchant.id,
      isFastSettle: 1,
      rangeWorkday: true,
      rangeHoliday: true,
      workFeeRatePpm: 15_000,
      everyFeeRatePpm: 20_000,
      source: 'merchant',
      sourceUserId: member.user.id,
      sourceUserName: member.user.name,
      status: 3,
      effectiveAt: null,
    });

    const list = await server.call(
      'Merchant/GetMerchantSettlementConfigAppleList',
      { merchant_id: member.merchant.id, page_index: 1, page_size: 10 },
      as(member, 'zh-CN'),
    );
    expect(list.body.total_count).toBe(1);
    expect(list.body.data[0]).toMatchObject({
      bill_no: result.body.data.bill_no,
      is_fast_settle: 1,
      fast_settlement_range_list: ['0', '1'],
      bill_status: 3,
      bill_status_name: '审核中',
      reason: null,
      active_time: null,
      source: 'merchant',
    });
    const filtered = await server.call(
      'Merchant/GetMerchantSettlementConfigAppleList',
      { merchant_id: member.merchant.id, bill_no: 'FS-none', other_conditions: { source: 'merchant' } },
      as(member),
    );
    expect(filtered.body.total_count).toBe(0);
    const detail = await server.call(
      'Merchant/GetMerchantSettlementConfigApple',
      { merchant_id: member.merchant.id, id: result.body.data.id },
      as(member),
    );
    expect(detail.body.data).toMatchObject({ id: result.body.data.id, bill_status_name: 'Under review' });
    const count = await server.call(
      'Merchant/GetMerchantSettlementConfigAppleCount',
      { merchant_id: member.merchant.id },
      as(member),
    );
    expect(count.body.count).toBe(1);
  });

  it('takes the range as the spec’s comma string too, and keeps no range when off', async () => {
    const member = await owner();
    expect((await sendCode(member, { is_fast_settle: 1, fast_settlement_range: '1' as never })).status).toBe(200);
    const on = await submit(member, { is_fast_settle: 1, fast_settlement_range: '1' as never });
    expect(on.status, on.body.msg).toBe(200);
    expect(await rowOf(on.body.data.id)).toMatchObject({ rangeWorkday: false, rangeHoliday: true });
    await server.db.update(fastSettleRequests).set({ status: 2 }).where(eq(fastSettleRequests.id, on.body.data.id));
    const off: Change = { is_fast_settle: 2, fast_settlement_range: ['0'] };
    const id = await requested(member, off);
    expect(await rowOf(id)).toMatchObject({ isFastSettle: 2, rangeWorkday: false, rangeHoliday: false });
  });

  it('refuses "on" without a range, a bad range, and rates other than the provider’s, in both languages; nothing written', async () => {
    const member = await owner();
    const none = await sendCode(member, { is_fast_settle: 1, fast_settlement_range: [] });
    expect([none.status, none.body.msg]).toEqual([400, translate('en', 'fast_settle.range_required')]);
    const bad = await server.call(
      'Merchant/SendSettlementConfigCode',
      { merchant_id: member.merchant.id, is_fast_settle: 1, fast_settlement_range: ['2'] } as never,
      as(member, 'zh-CN'),
    );
    expect([bad.status, bad.body.msg]).toEqual([400, translate('zh_CN', 'fast_settle.range_invalid')]);
    expect((await sendCode(member)).status).toBe(200);
    const noRange = await submit(member, { is_fast_settle: 1, fast_settlement_range: [] });
    expect([noRange.status, noRange.body.msg]).toEqual([400, translate('en', 'fast_settle.range_required')]);
    for (const rates of [{ work_fee_rate: 0.01 }, { every_fee_rate: 0.015 }]) {
      const cheaper = await submit(member, ON_BOTH, rates);
      expect([cheaper.status, cheaper.body.msg]).toEqual([400, translate('en', 'fast_settle.rate_not_offered')]);
    }
    const zh = await submit(member, ON_BOTH, { work_fee_rate: 0 }, undefined);
    expect(zh.status).toBe(400);
    expect(
      await server.db.select().from(fastSettleRequests).where(eq(fastSettleRequests.merchantId, member.merchant.id)),
    ).toHaveLength(0);
    // The code was not spent on the refusals.
    expect((await submit(member)).status).toBe(200);
  });

  it('needs the code sent for this merchant and this change: none, a wrong one, another change’s, another purpose’s', async () => {
    const member = await owner();
    const missing = await server.call(
      'Merchant/AddMerchantSettlementConfigApple',
      { merchant_id: member.merchant.id, data: ON_BOTH, code: '' } as never,
      as(member),
    );
    expect([missing.status, missing.body.msg]).toEqual([400, translate('en', 'auth.code_required')]);
    expect((await sendCode(member, { is_fast_settle: 1, fast_settlement_range: ['0'] })).status).toBe(200);
    const code = await latestCode(server.db, smsRecipient(member.user));
    const wrong = await submit(member, { is_fast_settle: 1, fast_settlement_range: ['0'] }, {}, otherCode(code));
    expect([wrong.status, wrong.body.msg]).toEqual([400, translate('en', 'auth.code_wrong')]);
    // The code approves the workday-only change it was sent for, not another one.
    const other = await submit(member, ON_BOTH, {}, code);
    expect([other.status, other.body.msg]).toEqual([400, translate('en', 'auth.code_wrong')]);
    // The same person owning a second merchant: the code of the first does not submit for the second.
    const second = await createMerchant(server.db);
    await addMember(server.db, second.id, member.user.id, [1]);
    const elsewhere = await server.call(
      'Merchant/AddMerchantSettlementConfigApple',
      { merchant_id: second.id, data: { is_fast_settle: 1, fast_settlement_range: ['0'] }, code },
      as(member),
    );
    expect([elsewhere.status, elsewhere.body.msg]).toEqual([400, translate('en', 'auth.code_wrong')]);
    const ok = await submit(member, { is_fast_settle: 1, fast_settlement_range: ['0'] }, {}, code);
    expect(ok.status, ok.body.msg).toBe(200);
  });

  it('allows one request under review per merchant, also when several are submitted at once', async () => {
    const member = await owner();
    expect((await sendCode(member)).status).toBe(200);
    const code = await latestCode(server.db, smsRecipient(member.user));
    const results = await Promise.all(Array.from({ length: 5 }, () => submit(member, ON_BOTH, {}, code)));
    const statuses = results.map((result) => result.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    const pending = await server.db
      .select()
      .from(fastSettleRequests)
      .where(and(eq(fastSettleRequests.merchantId, member.merchant.id), eq(fastSettleRequests.status, 3)));
    expect(pending).toHaveLength(1);
    // Concurrent submits with fresh codes race to the database's index, which answers with the spec's message.
    const second = await owner();
    const codes: string[] = [];
    for (const change of [ON_BOTH, { is_fast_settle: 1, fast_settlement_range: ['0'] } as Change]) {
      expect((await sendCode(second, change)).status).toBe(200);
      codes.push(await latestCode(server.db, smsRecipient(second.user)));
    }
    const raced = await Promise.all([
      submit(second, ON_BOTH, {}, codes[0]),
      submit(second, { is_fast_settle: 1, fast_settlement_range: ['0'] }, {}, codes[1]),
    ]);
    expect(raced.map((result) => result.status).sort()).toEqual([200, 409]);
    expect(raced.find((result) => result.status === 409)?.body.msg).toBe(translate('en', 'fast_settle.pending'));

    // Afterwards: no code, no submit, the spec's message in both languages.
    const blocked = await sendCode(member);
    expect([blocked.status, blocked.body.msg]).toEqual([409, translate('en', 'fast_settle.pending')]);
    const zh = await server.call(
      'Merchant/AddMerchantSettlementConfigApple',
      { merchant_id: member.merchant.id, data: ON_BOTH, code } as never,
      as(member, 'zh-CN'),
    );
    expect([zh.status, zh.body.msg]).toEqual([409, translate('zh_CN', 'fast_settle.pending')]);
  });
});

describe('access', () => {
  it('opens the calls to role 1 only, and to its own merchant only', async () => {
    const member = await owner();
    const id = await requested(member);
    const stranger = await owner();
    const calls = [
      ['Merchant/GetSettlementMerchantConfig', {}],
      ['Merchant/GetSettlementConfigTaskByMerchantId', {}],
      ['Merchant/GetMerchantSettlementConfigAppleCount', {}],
      ['Guests/GetMechantFeeRateRulesById', {}],
      ['Merchant/SendSettlementConfigCode', ON_BOTH],
      ['Merchant/AddMerchantSettlementConfigApple', { data: ON_BOTH, code: '123456' }],
      ['Merchant/GetMerchantSettlementConfigAppleList', {}],
      ['Merchant/GetMerchantSettlementConfigApple', { id }],
    ] as const;
    for (const roles of [[2], [3], [4], [5]]) {
      const other = await memberWithRoles(server, roles);
      for (const [name, body] of calls) {
        const result = await server.call(name, { merchant_id: other.merchant.id, ...body } as never, as(other));
        expect([name, roles, result.status]).toEqual([name, roles, 403]);
      }
    }
    for (const [name, body] of calls) {
      const result = await server.call(name, { merchant_id: member.merchant.id, ...body } as never, as(stranger));
      expect([name, result.status]).toEqual([name, 403]);
    }
    // Its own merchant in the body, another's inside: refused; another merchant's request by id: not found.
    const inside = await server.call(
      'Merchant/AddMerchantSettlementConfigApple',
      { merchant_id: stranger.merchant.id, data: { ...ON_BOTH, merchant_id: member.merchant.id }, code: '123456' },
      as(stranger),
    );
    expect(inside.status).toBe(403);
    const byId = await server.call(
      'Merchant/GetMerchantSettlementConfigApple',
      { merchant_id: stranger.merchant.id, id },
      as(stranger),
    );
    expect([byId.status, byId.body.msg]).toEqual([404, translate('en', 'fast_settle.not_found')]);
    const task = await server.call(
      'Merchant/GetSettlementConfigTaskByMerchantId',
      { merchant_id: stranger.merchant.id, merchant_number: member.merchant.number },
      as(stranger),
    );
    expect(task.status).toBe(403);
  });
});

describe('the console’s review', () => {
  it('lists the request; approving completes it at the 04:00 rule, opens the page, tells the requester, audits', async () => {
    const staff = await signedInStaff(server, 'reviewer');
    const member = await owner({ timeZone: 'Australia/Sydney' });
    const id = await requested(member);
    const page = await server.call(
      'console/get_queue',
      { queue, page_index: 1, page_size: 100 },
      { token: staff.token },
    );
    expect(page.body.page_data.data.map((item) => item.id)).toContain(id);
    const zh = await server.call('console/get_queue_item', { queue, id }, { token: staff.token, language: 'zh-CN' });
    expect(zh.body.item.fields).toEqual(
      expect.arrayContaining([
        { label: 'T+0 结算', value: '开启' },
        { label: '结算范围', value: '工作日' },
        { label: '结算范围', value: '节假日' },
        { label: '当前生效', value: '无（仅 T+1）' },
      ]),
    );

    const approved = await server.call('console/approve', { queue, id }, { token: staff.token });
    expect(approved.status, approved.body.msg).toBe(200);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 1, reviewedByStaffId: staff.user.id });
    expect(row.effectiveAt).toEqual(fastSettleEffectiveAt(row.reviewedAt!, 'Australia/Sydney'));
    expect(row.effectiveAt!.getTime()).toBeGreaterThan(row.reviewedAt!.getTime());
    const [merchant] = await server.db.select().from(merchants).where(eq(merchants.id, member.merchant.id));
    expect(merchant!.isFastSettle).toBe(true);

    // Not in force before its 04:00: the page is enabled, the change waits.
    const config = await server.call(
      'Merchant/GetSettlementMerchantConfig',
      { merchant_id: member.merchant.id },
      as(member),
    );
    expect(config.body.data).toMatchObject({ is_fast_settle: true, status: 2, config: null });
    const task = await server.call(
      'Merchant/GetSettlementConfigTaskByMerchantId',
      { merchant_id: member.merchant.id },
      as(member),
    );
    expect(task.body.data).toMatchObject({ id, bill_status: 1, active_time: expect.stringMatching(/ 04:00:00$/) });
    // Once its 04:00 has come, it is the configuration in force.
    await server.db
      .update(fastSettleRequests)
      .set({ effectiveAt: new Date(Date.now() - 60_000) })
      .where(eq(fastSettleRequests.id, id));
    const inForce = await server.call(
      'Merchant/GetSettlementMerchantConfig',
      { merchant_id: member.merchant.id },
      as(member),
    );
    expect(inForce.body.data.config).toMatchObject({
      is_fast_settle: 1,
      fast_settlement_range: ['0', '1'],
      workday: { fee_rate: 0.015 },
      everyday: { fee_rate: 0.02 },
    });

    const [message] = await server.db.select().from(messages).where(eq(messages.userId, member.user.id));
    expect(message!.content).toContain(row.billNo);
    expect(message!.content).toContain('04:00 (Australia/Sydney)');
    const audit = await server.db
      .select()
      .from(providerAuditLog)
      .where(and(eq(providerAuditLog.queue, queue), eq(providerAuditLog.itemId, id)));
    expect(audit).toHaveLength(1);

    // A second decision on it is refused.
    const again = await server.call(
      'console/reject',
      { queue, id, reason_en: 'x', reason_zh: '某' },
      { token: staff.token },
    );
    expect([again.status, again.body.msg]).toEqual([409, translate('en', 'fast_settle.not_under_review')]);
  });

  it('rejecting keeps both reasons; the merchant reads its own language’s, the message says why', async () => {
    const staff = await signedInStaff(server, 'reviewer');
    const member = await owner();
    const id = await requested(member);
    const rejected = await server.call(
      'console/reject',
      { queue, id, reason_en: 'settlement account not verified', reason_zh: '结算账户未验证' },
      { token: staff.token },
    );
    expect(rejected.status, rejected.body.msg).toBe(200);
    expect(await rowOf(id)).toMatchObject({
      status: 2,
      reasonEn: 'settlement account not verified',
      reasonZh: '结算账户未验证',
      effectiveAt: null,
    });
    const en = await server.call(
      'Merchant/GetMerchantSettlementConfigApple',
      { merchant_id: member.merchant.id, id },
      as(member),
    );
    const zh = await server.call(
      'Merchant/GetMerchantSettlementConfigApple',
      { merchant_id: member.merchant.id, id },
      as(member, 'zh-CN'),
    );
    expect([en.body.data.reason, en.body.data.bill_status_name]).toEqual([
      'settlement account not verified',
      'Rejected',
    ]);
    expect([zh.body.data.reason, zh.body.data.bill_status_name]).toEqual(['结算账户未验证', '已驳回']);
    const [message] = await server.db.select().from(messages).where(eq(messages.userId, member.user.id));
    expect(message!.content).toContain('settlement account not verified');
    const [merchant] = await server.db.select().from(merchants).where(eq(merchants.id, member.merchant.id));
    expect(merchant!.isFastSettle).toBe(false);
    // A new request may follow (another change: the same one's code is still within its 60 s resend window).
    expect(await requested(member, { is_fast_settle: 1, fast_settlement_range: ['0'] })).toBeGreaterThan(id);
  });

  it('a request turning T+0 off keeps the page enabled; a merchant reviewer cannot use the console', async () => {
    const staff = await signedInStaff(server, 'ops_admin');
    const member = await owner({ isFastSettle: true });
    const id = await requested(member, { is_fast_settle: 2, fast_settlement_range: [] });
    expect((await server.call('console/approve', { queue, id }, { token: staff.token })).status).toBe(200);
    const [merchant] = await server.db.select().from(merchants).where(eq(merchants.id, member.merchant.id));
    expect(merchant!.isFastSettle).toBe(true);
    const refused = await server.call('console/get_queue', { queue, page_index: 1, page_size: 10 }, as(member));
    expect(refused.status).toBe(403);
  });
});

describe('the first configuration of a merchant approved with T+0', () => {
  it('is a completed request by the provider, in force from the approval', async () => {
    const member = await owner();
    const at = new Date(Date.now() - 1_000);
    await server.db.transaction((tx) => recordInitialFastSettle(tx, member.merchant.id, ['0'], at));
    const config = await server.call(
      'Merchant/GetSettlementMerchantConfig',
      { merchant_id: member.merchant.id },
      as(member),
    );
    expect(config.body.data).toMatchObject({
      is_fast_settle: true,
      status: 2,
      config: { is_fast_settle: 1, fast_settlement_range: ['0'] },
    });
    const list = await server.call(
      'Merchant/GetMerchantSettlementConfigAppleList',
      { merchant_id: member.merchant.id },
      as(member),
    );
    expect(list.body.data[0]).toMatchObject({ source: 'provider', bill_status: 1, active_time: expect.any(String) });
  });

  it('is made when the console approves an application that asked for T+0', async () => {
    const staff = await signedInStaff(server, 'reviewer');
    const applicant = await applicantUser(server);
    const form = await australianApplication(server, applicant.token);
    const submitted = await submitApplication(server, applicant.token, {
      ...form,
      is_fast_settle: 1,
      fast_settlement_range: ['1'],
    });
    expect(submitted.status, submitted.body.msg).toBe(200);
    const id = submitted.body.data.id;
    const approved = await server.call(
      'console/approve',
      { queue: 'merchant_application', id },
      { token: staff.token },
    );
    expect(approved.status, approved.body.msg).toBe(200);
    const [application] = await server.db.select().from(merchantApplications).where(eq(merchantApplications.id, id));
    const rows = await server.db
      .select()
      .from(fastSettleRequests)
      .where(eq(fastSettleRequests.merchantId, application!.merchantId!));
    expect(rows).toEqual([
      expect.objectContaining({
        source: 'provider',
        status: 1,
        isFastSettle: 1,
        rangeWorkday: false,
        rangeHoliday: true,
        workFeeRatePpm: 15_000,
        everyFeeRatePpm: 20_000,
      }),
    ]);
    expect(rows[0]!.effectiveAt).toEqual(rows[0]!.reviewedAt);
  });
});
