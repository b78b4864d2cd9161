import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StoreDetail } from '@mbo/contracts/calls/store-schemas';
import { auditLog, storeChannelRates, stores } from '@mbo/db/schema';
import { addMember, createStore, createUser, memberWithRoles, signIn } from '../../../test/support/factories.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { newStoreBody, storeOwner } from '../../../test/kits/stores-test-kit.ts';

const server = serverForThisFile({ PUBLIC_URL: 'https://pay.example.test' });

type Detail = { branch: StoreDetail; limits: { max_rate: number; max_card_flat_fee: number } };
const detailOf = (body: unknown) => body as Detail;

async function addStore(owner: Awaited<ReturnType<typeof storeOwner>>, overrides: Record<string, unknown> = {}) {
  const result = await server.call('Branch/AddBranch', newStoreBody(owner.merchant.id, overrides), {
    token: owner.token,
  });
  expect(result.status, result.body.msg).toBe(200);
  return detailOf(result.body).branch;
}

describe('Branch/AddBranch', () => {
  it('adds a store with its number, fees, payment settings and payment link in one call', async () => {
    const owner = await storeOwner(server);
    const first = await addStore(owner);
    const second = await addStore(owner, { name: 'Second Kitchen', fee_type: 1 });
    expect(first).toMatchObject({
      number: 'S1001',
      name: 'Harbour Test Kitchen',
      fee_type: 3,
      industry_id: 101,
      industry_name_1st: 'Food and beverage',
      industry_name_2st: 'Chinese restaurant',
      support_currency_list: [1, 3],
      support_currency_list_number: ['AUD', 'CNY'],
      reqiure_message_type: 2,
      is_get_user_info: true,
      cardpay_rates: [{ currency: 1, currency_code: 'AUD', fee_rate: 0.015, flat_fee: 0.2 }],
    });
    expect(second.number).toBe('S1002');
    expect(second.rates).toEqual([]);
    // Every fee-editable channel is written; blank (left out) is 0; the other three rates copy online.
    expect(first.rates.map((rate) => [rate.payment_channel_id, rate.online_rate])).toEqual([
      [1, 0.01],
      [2, 0],
      [3, 0],
      [5, 0],
      [7, 0],
      [10, 0.0235],
      [99, 0],
    ]);
    expect(first.rates[5]).toEqual({
      payment_channel_id: 10,
      online_rate: 0.0235,
      offline_rate: 0.0235,
      b2b_rate: 0.0235,
      b2b2c_rate: 0.0235,
    });
    // The link carries the store's unguessable token, never its id.
    const [row] = await server.db.select().from(stores).where(eq(stores.id, first.id));
    expect(first.pay_url).toBe(`https://pay.example.test/pay/${row!.payToken}`);
    expect(row!.payToken).toMatch(/^[0-9a-f]{32}$/);
    expect(first.pay_url.split('/').at(-1)).not.toBe(String(first.id));
    expect(first.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(first.qr_code.split(',')[1]!, 'base64').toString()).toContain('<svg');
  });

  it("refuses a rate above 9 % naming the channel, in the caller's language, and writes nothing", async () => {
    const owner = await storeOwner(server);
    const body = newStoreBody(owner.merchant.id, {
      rates: [
        { payment_channel_id: 1, online_rate: 0.095 },
        { payment_channel_id: 3, online_rate: 0.1 },
      ],
    });
    const english = await server.call('Branch/AddBranch', body, { token: owner.token });
    expect(english.status).toBe(400);
    expect(english.body.msg).toBe('The fee rate cannot be above 9%: WeChat Pay, Alipay (online).');
    const chinese = await server.call('Branch/AddBranch', body, { token: owner.token, language: 'zh-CN' });
    expect(chinese.body.msg).toBe('费率不能超过 9%：微信支付、支付宝（线上）。');
    const nine = await server.call(
      'Branch/AddBranch',
      newStoreBody(owner.merchant.id, { rates: [{ payment_channel_id: 1, online_rate: 0.09 }] }),
      { token: owner.token },
    );
    expect(nine.status).toBe(200);
    expect(await server.db.select().from(stores).where(eq(stores.merchantId, owner.merchant.id))).toHaveLength(1);
  });

  it('refuses bad input with a clear message: more than 2 decimals in percent, a card flat fee over the cap, no currency, a foreign image', async () => {
    const owner = await storeOwner(server);
    const cases: [Record<string, unknown>, string][] = [
      [{ rates: [{ payment_channel_id: 1, online_rate: 0.01234 }] }, 'A rate is a percentage with at most 2 decimals.'],
      [
        { rates: [{ payment_channel_id: 4, online_rate: 0.01 }] },
        'Surcharges can be set for WeChat Pay, Alipay, UnionPay and card only.',
      ],
      [
        { cardpay_rates: [{ currency: 1, fee_rate: 0.01, flat_fee: 0.31 }] },
        'The card flat fee is over the maximum of AUD 0.30.',
      ],
      [{ support_currency_list: [] }, 'Choose at least one currency.'],
      [{ support_currency_list: [4] }, 'A store accepts AUD, USD or CNY.'],
      [{ name: '  ' }, 'Enter the store name (at most 100 characters).'],
      [{ industry_id: 231 }, 'Choose an industry of the second level.'],
      [{ reqiure_message_type: 4 }, "Choose whether the customer's note is optional, required or not asked for."],
      [{ qr_logo_url: '/media/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }, 'The image was not found; upload it again.'],
    ];
    for (const [overrides, message] of cases) {
      const result = await server.call('Branch/AddBranch', newStoreBody(owner.merchant.id, overrides), {
        token: owner.token,
      });
      expect([result.status, result.body.msg], JSON.stringify(overrides)).toEqual([400, message]);
    }
    expect(await server.db.select().from(stores).where(eq(stores.merchantId, owner.merchant.id))).toHaveLength(0);
  });

  it('numbers concurrent adds without a clash', async () => {
    const owner = await storeOwner(server);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        server.call('Branch/AddBranch', newStoreBody(owner.merchant.id), { token: owner.token }),
      ),
    );
    expect(results.map((result) => detailOf(result.body).branch.number).sort()).toEqual([
      'S1001',
      'S1002',
      'S1003',
      'S1004',
      'S1005',
    ]);
  });
});

describe('Branch/SetRate', () => {
  it('replaces the surcharges; fee types 1 and 2 keep none', async () => {
    const owner = await storeOwner(server);
    const store = await addStore(owner);
    const set = await server.call(
      'Branch/SetRate',
      {
        merchant_id: owner.merchant.id,
        id: store.id,
        fee_type: 3,
        rates: [{ payment_channel_id: 5, online_rate: 0.0125 }],
        cardpay_rates: [],
      },
      { token: owner.token },
    );
    expect(set.status).toBe(200);
    const branch = detailOf(set.body).branch;
    expect(
      branch.rates.filter((rate) => rate.online_rate > 0).map((rate) => [rate.payment_channel_id, rate.online_rate]),
    ).toEqual([[5, 0.0125]]);
    expect(branch.cardpay_rates).toEqual([]);
    await server.call(
      'Branch/SetRate',
      { merchant_id: owner.merchant.id, id: store.id, fee_type: 2 },
      { token: owner.token },
    );
    expect(await server.db.select().from(storeChannelRates).where(eq(storeChannelRates.storeId, store.id))).toEqual([]);
    const [row] = await server.db.select().from(stores).where(eq(stores.id, store.id));
    expect(row!.feeType).toBe(2);
    const entries = await server.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.merchantId, owner.merchant.id))
      .orderBy(auditLog.id);
    expect(entries.map((entry) => [entry.action, entry.userId])).toEqual([
      ['store_added', owner.user.id],
      ['store_fee_changed', owner.user.id],
      ['store_fee_changed', owner.user.id],
    ]);
    expect(entries[1]!.detail).toMatchObject({
      store_id: store.id,
      fee_type: 3,
      rates: [{ payment_channel_id: 5, online_rate: 0.0125 }],
    });
  });

  it('refuses 9.5 % naming the channel and keeps the old rates; refuses a duplicate channel', async () => {
    const owner = await storeOwner(server);
    const store = await addStore(owner);
    const result = await server.call(
      'Branch/SetRate',
      {
        merchant_id: owner.merchant.id,
        id: store.id,
        fee_type: 3,
        rates: [{ payment_channel_id: 99, online_rate: 0.095 }],
      },
      { token: owner.token },
    );
    expect(result.body.msg).toBe('The fee rate cannot be above 9%: Card (store surcharge).');
    const card = await server.call(
      'Branch/SetRate',
      {
        merchant_id: owner.merchant.id,
        id: store.id,
        fee_type: 3,
        cardpay_rates: [{ currency: 2, fee_rate: 0.1, flat_fee: 0 }],
      },
      { token: owner.token },
    );
    expect(card.body.msg).toBe('The fee rate cannot be above 9%: Card (store surcharge) USD.');
    const twice = await server.call(
      'Branch/SetRate',
      {
        merchant_id: owner.merchant.id,
        id: store.id,
        fee_type: 3,
        rates: [
          { payment_channel_id: 1, online_rate: 0.01 },
          { payment_channel_id: 1, online_rate: 0.02 },
        ],
      },
      { token: owner.token },
    );
    expect(twice.body.msg).toBe('Each channel and card currency may appear once.');
    const after = await server.call(
      'Branch/GetBranchDetail',
      { merchant_id: owner.merchant.id, id: store.id },
      { token: owner.token },
    );
    expect(detailOf(after.body).branch.rates).toEqual(store.rates);
  });

  it('allows a card flat fee up to the cap, and none at all when the merchant has no channel-10 flat fee', async () => {
    const owner = await storeOwner(server);
    const store = await addStore(owner, { cardpay_rates: [] });
    const page = await server.call('Branch/GetBranchPage', { merchant_id: owner.merchant.id }, { token: owner.token });
    expect(page.body.limits).toEqual({ max_rate: 0.09, max_card_flat_fee: 0.3 });
    const atCap = await server.call(
      'Branch/SetRate',
      {
        merchant_id: owner.merchant.id,
        id: store.id,
        fee_type: 3,
        cardpay_rates: [{ currency: 1, fee_rate: 0.01, flat_fee: 0.3 }],
      },
      { token: owner.token },
    );
    expect(atCap.status).toBe(200);

    const noCard = await memberWithRoles(server, [1]);
    const plain = await server.call(
      'Branch/AddBranch',
      newStoreBody(noCard.merchant.id, { cardpay_rates: [{ currency: 1, fee_rate: 0.01, flat_fee: 0.01 }] }),
      { token: noCard.token },
    );
    expect(plain.body.msg).toBe('The card flat fee is over the maximum of AUD 0.00.');
    const zero = await server.call(
      'Branch/AddBranch',
      newStoreBody(noCard.merchant.id, { cardpay_rates: [{ currency: 1, fee_rate: 0.01, flat_fee: 0 }] }),
      { token: noCard.token },
    );
    expect(zero.status).toBe(200);
  });
});

describe('Branch/GetPayConfig and Branch/SavePayConfig', () => {
  it('read and save the payment settings', async () => {
    const owner = await storeOwner(server);
    const store = await addStore(owner);
    const saved = await server.call(
      'Branch/SavePayConfig',
      {
        merchant_id: owner.merchant.id,
        id: store.id,
        support_currency_list: [2, 1, 2],
        reqiure_message_type: 3,
        is_get_user_info: false,
        qr_logo_url: null,
        pay_logo_url: '',
      },
      { token: owner.token },
    );
    expect(saved.status, saved.body.msg).toBe(200);
    const read = await server.call(
      'Branch/GetPayConfig',
      { merchant_id: owner.merchant.id, id: store.id },
      { token: owner.token },
    );
    expect(read.body.branchConfig).toEqual({
      id: store.id,
      support_currency_list: [1, 2],
      support_currency_list_number: ['AUD', 'USD'],
      reqiure_message_type: 3,
      is_get_user_info: false,
      qr_logo_url: null,
      pay_logo_url: null,
    });
    const none = await server.call(
      'Branch/SavePayConfig',
      {
        merchant_id: owner.merchant.id,
        id: store.id,
        support_currency_list: [],
        reqiure_message_type: 1,
        is_get_user_info: false,
      },
      { token: owner.token, language: 'zh-CN' },
    );
    expect([none.status, none.body.msg]).toEqual([400, '请至少选择一种币种。']);
  });
});

describe('Branch/GetBranchPage and Branch/GetBranchDetail', () => {
  it("list the merchant's own stores, 10 a page, by number", async () => {
    const owner = await storeOwner(server);
    for (let index = 0; index < 11; index += 1) await addStore(owner, { fee_type: 1 });
    const first = await server.call('Branch/GetBranchPage', { merchant_id: owner.merchant.id }, { token: owner.token });
    const page = first.body.page_data;
    expect(page.total_count).toBe(11);
    expect(page.data.map((row) => row.number)).toEqual(Array.from({ length: 10 }, (_, index) => `S${1001 + index}`));
    const second = await server.call(
      'Branch/GetBranchPage',
      { merchant_id: owner.merchant.id, page_index: 2 },
      { token: owner.token },
    );
    expect(second.body.page_data.data).toHaveLength(1);
  });

  it('names the industries in Chinese for a Chinese caller', async () => {
    const owner = await storeOwner(server);
    const store = await addStore(owner);
    const result = await server.call(
      'Branch/GetBranchDetail',
      { merchant_id: owner.merchant.id, id: store.id },
      { token: owner.token, language: 'zh-CN' },
    );
    expect(detailOf(result.body).branch).toMatchObject({ industry_name_1st: '餐饮', industry_name_2st: '中餐' });
  });
});

describe("another merchant's store gets nothing", () => {
  it('is 404 on every store call, and changes nothing', async () => {
    const owner = await storeOwner(server);
    const other = await storeOwner(server);
    const theirs = await createStore(server.db, other.merchant.id);
    const me = owner.merchant.id;
    const calls = [
      ['Branch/GetBranchDetail', { merchant_id: me, id: theirs.id }],
      ['Branch/SetRate', { merchant_id: me, id: theirs.id, fee_type: 1 }],
      ['Branch/GetPayConfig', { merchant_id: me, id: theirs.id }],
      [
        'Branch/SavePayConfig',
        {
          merchant_id: me,
          id: theirs.id,
          support_currency_list: [1],
          reqiure_message_type: 1,
          is_get_user_info: false,
        },
      ],
      ['Branch/GetQrPoster', { merchant_id: me, id: theirs.id }],
    ] as const;
    for (const [name, body] of calls) {
      const result = await server.call(name, body, { token: owner.token });
      expect([result.status, result.body.msg], name).toEqual([404, 'Store not found.']);
    }
    const [row] = await server.db.select().from(stores).where(eq(stores.id, theirs.id));
    expect(row!.feeType).toBe(1);
    const list = await server.call('Branch/GetBranchPage', { merchant_id: me }, { token: owner.token });
    expect(list.body.page_data.total_count).toBe(0);
  });
});

describe('roles', () => {
  it('refuses roles 2, 3, 4 and 5 the store calls; roles 1 and 4 get the industry list', async () => {
    const owner = await storeOwner(server);
    const store = await addStore(owner);
    for (const role of [2, 3, 4, 5]) {
      const user = await createUser(server.db);
      await addMember(server.db, owner.merchant.id, user.id, [role], role === 3 ? store.id : null);
      const token = await signIn(server, user.email!);
      for (const name of [
        'Branch/GetBranchPage',
        'Branch/GetBranchDetail',
        'Branch/AddBranch',
        'Branch/SetRate',
        'Branch/GetPayConfig',
        'Branch/SavePayConfig',
        'Branch/GetQrPoster',
      ] as const) {
        const result = await server.call(name, { ...newStoreBody(owner.merchant.id), id: store.id }, { token });
        expect(result.status, `${name} role ${role}`).toBe(403);
      }
      const industries = await server.call(
        'Industry/GetIndustryList',
        { merchant_id: owner.merchant.id, level: 1 },
        { token },
      );
      expect(industries.status, `industries role ${role}`).toBe(role === 4 ? 200 : 403);
    }
  });
});

describe('Industry/GetIndustryList', () => {
  it('lists level 1, and level 2 under a parent', async () => {
    const owner = await storeOwner(server);
    const top = await server.call(
      'Industry/GetIndustryList',
      { merchant_id: owner.merchant.id, level: 1 },
      { token: owner.token },
    );
    // The spec's category ids (second document, section 9).
    expect(top.body.industrys.map((entry) => entry.id)).toEqual([0, 153, 219, 224, 231, 318]);
    expect(top.body.industrys.find((entry) => entry.id === 231)).toMatchObject({
      name: '餐饮',
      en_name: 'Food and beverage',
    });
    const food = await server.call(
      'Industry/GetIndustryList',
      { merchant_id: owner.merchant.id, level: 2, parent_id: 231 },
      { token: owner.token },
    );
    expect(food.body.industrys.map((entry) => entry.id)).toEqual([101, 102, 103, 104, 105]);
    const bad = await server.call(
      'Industry/GetIndustryList',
      { merchant_id: owner.merchant.id, level: 3 },
      { token: owner.token },
    );
    expect(bad.status).toBe(400);
  });
});

describe('Branch/GetQrPoster', () => {
  it("writes an A5 PDF with the store name in the caller's language and answers a download link", async () => {
    const owner = await storeOwner(server);
    const store = await addStore(owner);
    const result = await server.call(
      'Branch/GetQrPoster',
      { merchant_id: owner.merchant.id, id: store.id },
      { token: owner.token, language: 'zh-CN' },
    );
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ file_name: 'qr-poster-S1001.pdf' });
    const file = await fetch(`${server.url}${result.body.filepath}`);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await file.arrayBuffer()).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toMatch(/\/MediaBox \[0 0 419\.53\d* 595\.28\d*\]/);
    expect(pdf).toContain('/FontFile2');
  });
});
