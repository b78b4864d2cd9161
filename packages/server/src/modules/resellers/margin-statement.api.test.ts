/**
 * The monthly margin statement (issue 15), checked by hand on a few payments: flat fees, T+0 and T+1 floors, the
 * month's edges in Australia/Sydney, unsettled payments and refunds left out, a reseller's margin on its
 * sub-reseller's merchant, sums past 2^53, isolation; and the XLSX and PDF in both languages.
 */
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { merchantChannelRates } from '@mbo/db/schema';
import { payments, refunds, settlements } from '@mbo/db/schema-money';
import { createReseller, signedInResellerMember } from '../../../test/kits/reseller-test-kit.ts';
import { createMerchant } from '../../../test/support/factories.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { pdfText } from '../../../test/support/pdf-text.ts';

const server = serverForThisFile();
const tokens = { top: '', sub: '', other: '', big: '' };
const names = { own: 'Harbour Tea Pty Ltd', subs: 'Wattle Bakery Pty Ltd' };
let settlementId = 0;
let refundedPaymentId = 0;

async function merchantWith(resellerId: number, name: string, rates: [number, number, number, number][]) {
  const merchant = await createMerchant(server.db, { resellerId, name });
  await server.db.delete(merchantChannelRates).where(eq(merchantChannelRates.merchantId, merchant.id));
  await server.db.insert(merchantChannelRates).values(
    rates.map(([channel, ppm, flat, period]) => ({
      merchantId: merchant.id,
      paymentChannelId: channel,
      onlineRatePpm: ppm,
      flatFeeMinor: flat,
      disbursePeriodDays: period,
    })),
  );
  return merchant;
}

async function pay(
  merchantId: number,
  channelId: number,
  grossMinor: number,
  feeMinor: number,
  paidAt: string,
  settled = true,
) {
  const [row] = await server.db
    .insert(payments)
    .values({
      merchantId,
      storeId: 1,
      number: `P${randomBytes(6).toString('hex')}`,
      channelId,
      sourceType: 1,
      currencyId: 1,
      orderMinor: grossMinor,
      grossMinor,
      feeMinor,
      netMinor: grossMinor - feeMinor,
      payCurrencyId: 1,
      payMinor: grossMinor,
      channelTxnId: randomBytes(8).toString('hex'),
      financeDate: paidAt.slice(0, 10),
      paidAt: new Date(paidAt),
      settlementId: settled ? settlementId : null,
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  const top = await createReseller(server.db, {
    name: 'Top Reseller Pty Ltd',
    baseRates: [
      { payment_channel_id: 1, disburse_period_days: 1, rate: 0.012, flat_fee: 0 },
      { payment_channel_id: 1, disburse_period_days: 0, rate: 0.015, flat_fee: 0 },
      { payment_channel_id: 10, disburse_period_days: 1, rate: 0.018, flat_fee: 20 },
    ],
  });
  const sub = await createReseller(server.db, {
    parentId: top.id,
    name: 'Sub Reseller Pty Ltd',
    baseRates: [
      { payment_channel_id: 1, disburse_period_days: 1, rate: 0.016, flat_fee: 0 },
      { payment_channel_id: 1, disburse_period_days: 0, rate: 0.019, flat_fee: 0 },
    ],
  });
  const other = await createReseller(server.db, { name: 'Other Reseller Pty Ltd' });
  const big = await createReseller(server.db, { name: 'Big Reseller Pty Ltd' });
  tokens.top = (await signedInResellerMember(server, top.id)).token;
  tokens.sub = (await signedInResellerMember(server, sub.id)).token;
  tokens.other = (await signedInResellerMember(server, other.id)).token;
  tokens.big = (await signedInResellerMember(server, big.id)).token;

  const own = await merchantWith(top.id, names.own, [
    [1, 20_000, 0, 1],
    [10, 25_000, 30, 1],
  ]);
  const subs = await merchantWith(sub.id, names.subs, [[1, 22_000, 0, 0]]);
  const [settlement] = await server.db
    .insert(settlements)
    .values({
      merchantId: own.id,
      currencyId: 1,
      financeDate: '2026-03-02',
      number: 'S1',
      planSettleDate: '2026-03-03',
    })
    .returning();
  settlementId = settlement!.id;

  // March 2026 in Sydney is AEDT (UTC+11): from 2026-02-28T13:00Z to 2026-03-31T13:00Z.
  refundedPaymentId = (await pay(own.id, 1, 10_000, 200, '2026-02-28T13:10:00Z')).id; // 1 March 00:10 in Sydney
  await pay(own.id, 1, 333, 7, '2026-03-15T02:00:00Z'); // 333 × 2 % = 6.66 → 7
  await pay(own.id, 10, 5_000, 155, '2026-03-20T02:00:00Z'); // 5,000 × 2.5 % + 30
  await pay(own.id, 1, 50_000, 1_000, '2026-03-21T02:00:00Z', false); // not in a settlement yet
  await pay(own.id, 1, 70_000, 1_400, '2026-03-31T13:30:00Z'); // 1 April 00:30 in Sydney
  await pay(own.id, 1, 80_000, 1_600, '2026-02-28T12:50:00Z'); // 28 February 23:50 in Sydney
  await pay(subs.id, 1, 10_000, 220, '2026-03-10T02:00:00Z'); // T+0 at 2.2 %
  // A settled refund of the first payment: refunds are not netted.
  await server.db.insert(refunds).values({
    merchantId: own.id,
    paymentId: refundedPaymentId,
    storeId: 1,
    number: 'R1',
    channelId: 1,
    currencyId: 1,
    amountMinor: 5_000,
    feeReturnedMinor: 100,
    realRefundMinor: 4_900,
    status: 2,
    idempotencyKey: 'r1',
    financeDate: '2026-03-05',
    settlementId,
  });

  // Sums past 2^53 minor units: two payments of 5 × 10^15 at 1.20 % base.
  const huge = await merchantWith(big.id, 'Huge Turnover Pty Ltd', [[1, 20_000, 0, 1]]);
  for (let index = 0; index < 2; index += 1) await pay(huge.id, 1, 5e15, 1e14, '2026-03-10T02:00:00Z');
});

const statement = (token: string, body: Record<string, unknown>, language?: 'zh-CN') =>
  server.call('reseller/margin_statement', body, { token, language });

describe('the margin arithmetic', () => {
  it('a reseller’s month: its own merchant (merchant fee − its base fee) and its sub-reseller’s (sub base − base)', async () => {
    const result = await statement(tokens.top, { month: '2026-03' });
    expect(result.status, result.body.msg).toBe(200);
    const shape = result.body.rows.map((row) => ({
      merchant: row.merchant_name,
      channel: row.payment_channel_id,
      period: row.disburse_period_days,
      count: row.payment_count,
      amount: row.amount,
      fee: row.merchant_fee,
      sub: row.sub_base_fee,
      base: row.base_fee,
      margin: row.margin,
    }));
    expect(shape).toEqual([
      // Base: 10,333 × 1.2 % = 123.996 → 124 (rounded once on the month's amount); fees 200 + 7.
      {
        merchant: names.own,
        channel: 1,
        period: 1,
        count: 2,
        amount: '10333',
        fee: '207',
        sub: null,
        base: '124',
        margin: '83',
      },
      // 5,000 × 1.8 % + 20 = 110.
      {
        merchant: names.own,
        channel: 10,
        period: 1,
        count: 1,
        amount: '5000',
        fee: '155',
        sub: null,
        base: '110',
        margin: '45',
      },
      // T+0: the sub's base 10,000 × 1.9 % = 190, the top's 10,000 × 1.5 % = 150.
      {
        merchant: names.subs,
        channel: 1,
        period: 0,
        count: 1,
        amount: '10000',
        fee: '220',
        sub: '190',
        base: '150',
        margin: '40',
      },
    ]);
    expect(result.body.totals).toEqual([
      {
        currency_id: 1,
        payment_count: 4,
        amount: '25333',
        merchant_fee: '582',
        base_fee: '384',
        margin: '168',
      },
    ]);
    expect(result.body.url).toBeNull();
  });

  it('the sub-reseller earns the merchant’s fee less its own base fee, and sees only its merchant', async () => {
    const result = await statement(tokens.sub, { month: '2026-03' });
    expect(result.body.rows).toEqual([
      expect.objectContaining({
        merchant_name: names.subs,
        merchant_fee: '220',
        sub_base_fee: null,
        base_fee: '190',
        margin: '30',
      }),
    ]);
  });

  it('the month is Sydney’s: the payment paid at 00:30 on 1 April is April’s, 23:50 on 28 February is February’s', async () => {
    const april = await statement(tokens.top, { month: '2026-04' });
    expect(april.body.totals).toEqual([expect.objectContaining({ payment_count: 1, amount: '70000', margin: '560' })]);
    const february = await statement(tokens.top, { month: '2026-02' });
    expect(february.body.totals).toEqual([expect.objectContaining({ payment_count: 1, amount: '80000' })]);
  });

  it('another reseller sees nothing of them; sums past 2^53 stay exact', async () => {
    expect((await statement(tokens.other, { month: '2026-03' })).body).toMatchObject({ rows: [], totals: [] });
    const big = await statement(tokens.big, { month: '2026-03' });
    // 2 × 5 × 10^15 = 10^16; base 2 × 6 × 10^13; margin 2 × 10^14 − 1.2 × 10^14.
    expect(big.body.totals).toEqual([
      {
        currency_id: 1,
        payment_count: 2,
        amount: '10000000000000000',
        merchant_fee: '200000000000000',
        base_fee: '120000000000000',
        margin: '80000000000000',
      },
    ]);
  });

  it('refuses a malformed month in the caller’s language', async () => {
    const result = await statement(tokens.top, { month: '2026-13' }, 'zh-CN');
    expect(result.status).toBe(400);
    expect(result.body.msg).toBe('请选择月份（YYYY-MM）。');
  });
});

async function download(url: string): Promise<Buffer> {
  const response = await fetch(`${server.url}${url}`);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe('the files', () => {
  it('XLSX in Chinese: headers, the rows with amounts as numbers, the totals', async () => {
    const result = await statement(tokens.top, { month: '2026-03', format: 'xlsx' }, 'zh-CN');
    expect(result.status, result.body.msg).toBe(200);
    expect(result.body.file_name).toMatch(/^margin-statement-R\d+-2026-03\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download(result.body.url!)).buffer as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('分润 2026-03');
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual([
      '商户',
      '商户编号',
      '代理商',
      '渠道',
      '结算周期',
      '币种',
      '笔数',
      '金额',
      '商户手续费',
      '下级代理商底价手续费',
      '底价手续费',
      '分润',
    ]);
    expect(rows[1]).toEqual([
      names.own,
      expect.any(String),
      'Top Reseller Pty Ltd',
      '微信支付',
      'T+1',
      'AUD',
      2,
      103.33,
      2.07,
      undefined,
      1.24,
      0.83,
    ]);
    expect(rows[3]!.slice(0, 5)).toEqual([names.subs, expect.any(String), 'Sub Reseller Pty Ltd', '微信支付', 'T+0']);
    expect(rows[3]!.slice(7)).toEqual([100, 2.2, 1.9, 1.5, 0.4]);
    expect(rows.at(-1)).toEqual([
      '合计',
      undefined,
      undefined,
      undefined,
      undefined,
      'AUD',
      4,
      253.33,
      5.82,
      undefined,
      3.84,
      1.68,
    ]);
  });

  it('PDF in both languages: the text in the embedded CJK font, with the totals', async () => {
    const zh = await statement(tokens.top, { month: '2026-03', format: 'pdf' }, 'zh-CN');
    const zhBytes = await download(zh.body.url!);
    expect(zhBytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(zhBytes.toString('latin1')).toContain('NotoSansSC');
    const zhText = pdfText(zhBytes);
    expect(zhText).toContain('分润对账单');
    expect(zhText).toContain('微信支付');
    expect(zhText).toContain('AUD 1.68');
    const en = await statement(tokens.top, { month: '2026-03', format: 'pdf' });
    const enText = pdfText(await download(en.body.url!));
    expect(enText).toContain('Margin statement');
    expect(enText).toContain(names.subs);
    expect(enText).toContain('AUD 253.33');
  });

  it('a reseller’s link stops working once its member is no longer a member', async () => {
    const member = await signedInResellerMember(server, (await createReseller(server.db)).id);
    const result = await statement(member.token, { month: '2026-03', format: 'xlsx' });
    expect((await fetch(`${server.url}${result.body.url}`)).status).toBe(200);
    // Moved to another reseller: the file was made for the first one.
    await server.db.execute(
      sql`update reseller_members set reseller_id = (select min(id) from resellers) where user_id = ${member.user.id}`,
    );
    expect((await fetch(`${server.url}${result.body.url}`)).status).toBe(404);
  });
});
