/**
 * The reseller's portfolio (issue 15): who sees which merchants and applications (two resellers; a reseller and its
 * sub-reseller; a sub-reseller alone), the filters and paging, and the rates against the floor.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { merchantChannelRates } from '@mbo/db/schema';
import { merchantApplications } from '@mbo/db/schema-kyb';
import { translate } from '@mbo/contracts/i18n';
import { createReseller, signedInResellerMember } from '../../../test/kits/reseller-test-kit.ts';
import { createMerchant, createUser } from '../../../test/support/factories.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';

const server = serverForThisFile();

const world = {
  tokens: { top: '', sub: '', other: '' },
  ids: { top: 0, sub: 0, other: 0, topMerchant: 0, subMerchant: 0, otherMerchant: 0, topApp: 0, subApp: 0 },
  names: { top: '', sub: '' },
};

async function application(resellerId: number, name: string, state: 'review' | 'rejected' | 'approved') {
  const owner = await createUser(server.db);
  const approvedMerchant = state === 'approved' ? await createMerchant(server.db, { resellerId, name }) : null;
  const [row] = await server.db
    .insert(merchantApplications)
    .values({
      ownerUserId: owner.id,
      countryId: 1,
      businessNumber: `BN-${Math.random().toString(36).slice(2)}`,
      merchantName: name,
      form: {},
      resellerId,
      isChecked: state === 'approved',
      isCheckReject: state === 'rejected',
      merchantId: approvedMerchant?.id ?? null,
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  const top = await createReseller(server.db, { name: 'Top Reseller Pty Ltd' });
  // The sub-reseller's floor for WeChat Pay T+1 is above its superior's.
  const sub = await createReseller(server.db, {
    parentId: top.id,
    name: 'Sub Reseller Pty Ltd',
    baseRates: [{ payment_channel_id: 1, disburse_period_days: 1, rate: 0.013, flat_fee: 0 }],
  });
  const other = await createReseller(server.db, { name: 'Other Reseller Pty Ltd' });
  world.ids.top = top.id;
  world.ids.sub = sub.id;
  world.ids.other = other.id;
  world.names = { top: top.name, sub: sub.name };
  world.tokens.top = (await signedInResellerMember(server, top.id)).token;
  world.tokens.sub = (await signedInResellerMember(server, sub.id)).token;
  world.tokens.other = (await signedInResellerMember(server, other.id)).token;
  // The top's own merchant: WeChat Pay T+1 at 1.50 % (the factory's) and Alipay in store T+0 at 2.00 %.
  const topMerchant = await createMerchant(server.db, { resellerId: top.id, name: 'Harbour Tea Pty Ltd' });
  await server.db
    .insert(merchantChannelRates)
    .values({ merchantId: topMerchant.id, paymentChannelId: 2, onlineRatePpm: 20_000, disbursePeriodDays: 0 });
  const subMerchant = await createMerchant(server.db, {
    resellerId: sub.id,
    name: 'Wattle Bakery Pty Ltd',
    isVerify: false,
  });
  const otherMerchant = await createMerchant(server.db, { resellerId: other.id, name: 'Elsewhere Pty Ltd' });
  world.ids.topMerchant = topMerchant.id;
  world.ids.subMerchant = subMerchant.id;
  world.ids.otherMerchant = otherMerchant.id;
  world.ids.topApp = (await application(top.id, 'Pending Noodles Pty Ltd', 'review')).id;
  world.ids.subApp = (await application(sub.id, 'Turned Down Pty Ltd', 'rejected')).id;
  await application(top.id, 'Approved Already Pty Ltd', 'approved');
  await application(other.id, 'Other Pending Pty Ltd', 'review');
});

const portfolio = (token: string, body: Record<string, unknown> = {}, language?: 'zh-CN') =>
  server.call('reseller/portfolio', body, { token, language });
const keys = (data: { kind: string; id: number }[]) => data.map((entry) => `${entry.kind}:${entry.id}`).sort();

describe('who sees what', () => {
  it('a reseller sees its own and its sub-reseller’s merchants and open applications, never another’s', async () => {
    const result = await portfolio(world.tokens.top);
    expect(result.status, result.body.msg).toBe(200);
    const { ids } = world;
    const approved = result.body.page_data.data.find((entry) => entry.name === 'Approved Already Pty Ltd');
    expect(approved?.kind).toBe('merchant');
    expect(keys(result.body.page_data.data)).toEqual(
      [
        `merchant:${ids.topMerchant}`,
        `merchant:${ids.subMerchant}`,
        `merchant:${approved!.id}`,
        `application:${ids.topApp}`,
        `application:${ids.subApp}`,
      ].sort(),
    );
    expect(result.body.page_data.total_count).toBe(5);
    expect(result.body.resellers.map((entry) => [entry.id, entry.is_own])).toEqual([
      [ids.top, true],
      [ids.sub, false],
    ]);
    const sub = result.body.page_data.data.find((entry) => entry.id === ids.subMerchant && entry.kind === 'merchant')!;
    expect(sub).toMatchObject({ reseller_name: world.names.sub, is_own: false, status: 3, is_verified: false });
    const rejected = result.body.page_data.data.find(
      (entry) => entry.kind === 'application' && entry.id === ids.subApp,
    )!;
    expect(rejected).toMatchObject({ status: 2, is_verified: null, rates: [] });
    expect(rejected.created_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('a sub-reseller sees only its own, and asking for its superior’s is "not found"', async () => {
    const result = await portfolio(world.tokens.sub);
    expect(keys(result.body.page_data.data)).toEqual(
      [`merchant:${world.ids.subMerchant}`, `application:${world.ids.subApp}`].sort(),
    );
    expect(result.body.resellers).toEqual([{ id: world.ids.sub, name: world.names.sub, is_own: true }]);
    const refused = await portfolio(world.tokens.sub, { reseller_id: world.ids.top }, 'zh-CN');
    expect(refused.status).toBe(404);
    expect(refused.body.msg).toBe(translate('zh_CN', 'resellers.not_found'));
  });

  it('another reseller sees none of them, and cannot filter by them', async () => {
    const result = await portfolio(world.tokens.other);
    expect(result.body.page_data.total_count).toBe(2);
    expect(result.body.page_data.data.every((entry) => entry.reseller_id === world.ids.other)).toBe(true);
    expect((await portfolio(world.tokens.other, { reseller_id: world.ids.sub })).status).toBe(404);
    expect((await portfolio(world.tokens.top, { reseller_id: world.ids.other })).status).toBe(404);
  });
});

describe('filters and paging', () => {
  it('filters by sub-reseller, status and a keyword on name or number', async () => {
    const bySub = await portfolio(world.tokens.top, { reseller_id: world.ids.sub });
    expect(keys(bySub.body.page_data.data)).toEqual(
      [`merchant:${world.ids.subMerchant}`, `application:${world.ids.subApp}`].sort(),
    );
    const underReview = await portfolio(world.tokens.top, { status: 1 });
    expect(keys(underReview.body.page_data.data)).toEqual([`application:${world.ids.topApp}`]);
    const rejected = await portfolio(world.tokens.top, { status: 2 });
    expect(keys(rejected.body.page_data.data)).toEqual([`application:${world.ids.subApp}`]);
    const byName = await portfolio(world.tokens.top, { keyword: 'wattle' });
    expect(keys(byName.body.page_data.data)).toEqual([`merchant:${world.ids.subMerchant}`]);
    const number = bySub.body.page_data.data.find((entry) => entry.kind === 'application')!.number;
    const byNumber = await portfolio(world.tokens.top, { keyword: number });
    expect(keys(byNumber.body.page_data.data)).toEqual([`application:${world.ids.subApp}`]);
    // A keyword's % is a character, not a wildcard.
    expect((await portfolio(world.tokens.top, { keyword: '%' })).body.page_data.total_count).toBe(0);
  });

  it('pages newest first, with the count of the whole filter on every page, past the end too', async () => {
    const first = await portfolio(world.tokens.top, { page_size: 2 });
    const second = await portfolio(world.tokens.top, { page_size: 2, page_index: 2 });
    const third = await portfolio(world.tokens.top, { page_size: 2, page_index: 3 });
    const beyond = await portfolio(world.tokens.top, { page_size: 2, page_index: 9 });
    expect([first, second, third, beyond].map((page) => page.body.page_data.total_count)).toEqual([5, 5, 5, 5]);
    const all = [first, second, third].flatMap((page) => page.body.page_data.data);
    expect(all).toHaveLength(5);
    expect(new Set(keys(all)).size).toBe(5);
    const times = all.map((entry) => entry.created_time);
    expect([...times].sort().reverse()).toEqual(times);
    expect(beyond.body.page_data.data).toEqual([]);
  });

  it('refuses an unknown status in the caller’s language', async () => {
    const result = await portfolio(world.tokens.top, { status: 7 }, 'zh-CN');
    expect(result.status).toBe(400);
    expect(result.body.msg).toBe('请从列表中选择状态。');
  });
});

describe('rates against the floor', () => {
  it('shows each channel’s rate, its reseller’s base rate for the same channel and period, and the margin', async () => {
    const result = await portfolio(world.tokens.top, { keyword: 'Harbour Tea' });
    const [merchant] = result.body.page_data.data;
    // TEST_BASE_RATES: WeChat Pay T+1 1.20 %, Alipay in store T+0 1.50 %.
    expect(merchant!.rates).toEqual([
      {
        payment_channel_id: 1,
        disburse_period_days: 1,
        rate: 0.015,
        flat_fee: 0,
        floor_rate: 0.012,
        floor_flat_fee: 0,
        margin_rate: 0.003,
      },
      {
        payment_channel_id: 2,
        disburse_period_days: 0,
        rate: 0.02,
        flat_fee: 0,
        floor_rate: 0.015,
        floor_flat_fee: 0,
        margin_rate: 0.005,
      },
    ]);
  });

  it('a sub-reseller’s merchant is held against the sub-reseller’s floor, not its superior’s', async () => {
    const result = await portfolio(world.tokens.top, { keyword: 'Wattle' });
    const [merchant] = result.body.page_data.data;
    expect(merchant!.rates).toEqual([
      expect.objectContaining({ payment_channel_id: 1, rate: 0.015, floor_rate: 0.013, margin_rate: 0.002 }),
    ]);
  });
});
