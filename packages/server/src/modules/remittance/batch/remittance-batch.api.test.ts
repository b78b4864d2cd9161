/**
 * Batch payment (issue 14 §4) over the real server and database: a file of mixed valid and invalid rows (each
 * error in the caller's language), the template, paying once under 20 concurrent calls, a short balance paying
 * nothing, expired pricing re-priced with QUOTE_EXPIRED, the ledger invariants after, roles 1 and 5 only, another
 * merchant's batch not found.
 */
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recipients, transferBatches, transferOrders } from '@mbo/db/schema-remittance';
import { checkMoneyInvariants, createLedger, violations } from '../../../money/money.public.ts';
import { memberWithRoles, setPerson } from '../../../../test/support/factories.ts';
import { serverForThisFile } from '../../../../test/support/harness.ts';
import { uploadFile } from '../../../../test/kits/kyc-test-kit.ts';
import { topUpGlobalAccount } from '../../global-account/global-account.public.ts';

const server = serverForThisFile();
const AUD = 1;
const CNY = 3;
const HEADER = 'recipient_id,amount,amount_side,reason,notify_email,reference,speed';
type Member = Awaited<ReturnType<typeof memberWithRoles>>;
const as = (member: Member, language: 'en-US' | 'zh-CN' = 'en-US') => ({ token: member.token, language });

async function merchantWithRecipients(roles = [1], fundsMinor = 0, verified = true) {
  const member = await memberWithRoles(server, roles);
  if (verified) await setPerson(server.db, member.user.id, 1);
  const add = async (currencyId: number, paymentNetwork: number, name: string) =>
    (
      await server.db
        .insert(recipients)
        .values({
          merchantId: member.merchant.id,
          type: 2,
          kind: 2,
          currencyId,
          paymentNetwork,
          name,
          companyName: name,
          accountNumber: '6222020200112233445',
        })
        .returning()
    )[0]!.id;
  const cny = await add(CNY, 1, 'Shenzhen Parts Ltd');
  const cnySwift = await add(CNY, 2, 'Guangzhou Swift Ltd');
  const aud = await add(AUD, 1, 'Sydney Supplies');
  if (fundsMinor > 0)
    await topUpGlobalAccount(server.db, createLedger(server.db), {
      merchantId: member.merchant.id,
      currencyId: AUD,
      amountMinor: fundsMinor,
      reference: 'batch-fund',
    });
  return { member, ids: { cny, cnySwift, aud } };
}

async function upload(member: Member, text: string, language: 'en-US' | 'zh-CN' = 'en-US') {
  const file = await uploadFile(server, {
    token: member.token,
    kind: 'spreadsheet',
    bytes: Buffer.from(`\uFEFF${text}`, 'utf8'),
    type: 'text/csv',
    fileName: 'batch.csv',
  });
  expect(file.body.success).toBe(true);
  return server.call(
    'Remittance/UploadBatch',
    { merchant_id: member.merchant.id, send_currency_id: AUD, file: file.body.file!, file_name: 'batch.csv' },
    as(member, language),
  );
}

const pay = (member: Member, batchId: number, key = `pay-${batchId}-key`) =>
  server.call(
    'Remittance/PayBatch',
    { merchant_id: member.merchant.id, batch_id: batchId, idempotency_key: key },
    as(member),
  );

const ordersOf = (batchId: number) =>
  server.db.select().from(transferOrders).where(eq(transferOrders.batchId, batchId));

/** N valid CNY rows of 100 CNY received each. */
const validRows = (recipientId: number, count: number) =>
  Array.from({ length: count }, (_, index) => `${recipientId},100,,6,pay${index}@example.test,Salary ${index},fast`);

describe('uploading a batch', () => {
  it('validates every row, keeps each error in the caller’s language naming its column, and prices the valid ones', async () => {
    const { member, ids } = await merchantWithRecipients();
    const text = [
      HEADER,
      `${ids.cny},100,,6,a@example.test,Invoice 1,fast`,
      `${ids.cnySwift},50,send,8,b@example.test,Invoice 2,`,
      `999999,10,,6,c@example.test,Invoice 3,fast`,
      `${ids.aud},10,,6,d@example.test,Invoice 4,fast`,
      `${ids.cny},10.123,,13,not-an-email,Way too long reference!!,slow`,
      `${ids.cny},9000,send,6,e@example.test,Big one,fast`,
    ].join('\n');
    const zh = await upload(member, text, 'zh-CN');
    expect(zh.body.success).toBe(true);
    const { batch } = zh.body;
    expect(batch).toMatchObject({ row_count: 6, valid_count: 2, invalid_count: 4, send_currency: 'AUD', status: 1 });
    expect(batch.rows.map((row) => row.ok)).toEqual([true, true, false, false, false, false]);
    expect(batch.rows[0]).toMatchObject({
      line: 2,
      receive_amount: 100,
      receive_currency: 'CNY',
      fee_amount: 6,
      speed_id: 1,
    });
    expect(batch.rows[1]).toMatchObject({ send_amount: 50, fee_amount: 20, speed_id: 2, speed_switched: true });
    expect(batch.rows[2]!.errors.map((error) => error.message)).toEqual([
      '收款人编号：您的收款人中没有编号为 999999 的收款人。',
    ]);
    expect(batch.rows[3]!.errors.map((error) => error.message)).toEqual(['收款人编号：澳元不支持汇款']);
    expect(batch.rows[4]!.errors.map((error) => error.column)).toEqual([
      'speed',
      'reason',
      'notify_email',
      'reference',
      'amount',
    ]);
    expect(batch.rows[5]!.errors[0]!.message).toMatch(/^金额：单笔快速汇款最多 CNY 35,000\.00/);
    expect(batch.pricing).toHaveLength(1);
    expect(batch.pricing[0]).toMatchObject({ receive_currency: 'CNY', count: 2 });
    expect(batch.total_fee).toBe(26);
    expect(batch.total_amount).toBeCloseTo(batch.total_send + 26, 2);
    expect(batch.expires_in_seconds).toBeGreaterThan(50);

    // The same batch in English: the errors follow the viewer's language.
    const en = await server.call(
      'Remittance/GetBatch',
      { merchant_id: member.merchant.id, batch_id: batch.id },
      as(member),
    );
    expect(en.body.batch.rows[2]!.errors[0]!.message).toBe(
      'Recipient ID: There is no recipient 999999 among your recipients.',
    );
    expect(en.body.batch.rows[3]!.errors[0]!.message).toBe('Recipient ID: AUD does not support send money');
    expect(en.body.batch.rows[4]!.errors.map((error) => error.message)).toEqual([
      'Speed (fast/advanced): Enter fast or advanced (empty means fast).',
      'Reason (0-12): The remittance reason cannot be empty.',
      'Notification e-mail: Please enter the correct email address.',
      'Reference: The reference must be 1 to 18 letters, digits or spaces.',
      'Amount: Please enter an amount above 0 with at most 2 decimals.',
    ]);
  });

  it('refuses a file without the required columns, a file that is not the caller’s, and a renamed image', async () => {
    const { member } = await merchantWithRecipients();
    const missing = await upload(member, 'recipient_id,amount\n1,2\n', 'zh-CN');
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('文件缺少列：汇款原因（0-12）、通知邮箱、附言。请使用模板。');
    const other = await merchantWithRecipients();
    const file = await uploadFile(server, {
      token: other.member.token,
      kind: 'spreadsheet',
      bytes: Buffer.from(`${HEADER}\n`),
      type: 'text/csv',
    });
    const notMine = await server.call(
      'Remittance/UploadBatch',
      { merchant_id: member.merchant.id, send_currency_id: AUD, file: file.body.file! },
      as(member),
    );
    expect(notMine.body.msg).toBe('The file was not found. Please upload it again.');
    const binary = await uploadFile(server, {
      token: member.token,
      kind: 'spreadsheet',
      bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 0xff]),
    });
    expect(binary.body.success).toBe(false);
    expect(binary.body.msg).toMatch(/Only XLSX files or CSV files in UTF-8/);
  });

  it('gives a template in the user’s language listing the merchant’s recipients', async () => {
    const { member, ids } = await merchantWithRecipients();
    const result = await server.call(
      'Remittance/GetBatchTemplate',
      { merchant_id: member.merchant.id },
      as(member, 'zh-CN'),
    );
    expect(result.body.success).toBe(true);
    const response = await fetch(`${server.url}${result.body.filepath}`);
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['付款', '收款人', '汇款原因']);
    expect(workbook.worksheets[0]!.getRow(1).getCell(1).value).toBe('收款人编号');
    expect(workbook.worksheets[1]!.getColumn(1).values.slice(2)).toEqual([ids.cny, ids.cnySwift, ids.aud]);

    // The template as it comes (Chinese titles, its example row) is a valid batch file: XLSX read back.
    const file = await uploadFile(server, {
      token: member.token,
      kind: 'spreadsheet',
      bytes: Buffer.from(await workbook.xlsx.writeBuffer()),
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      fileName: 'template.xlsx',
    });
    expect(file.body.success).toBe(true);
    const batch = await server.call(
      'Remittance/UploadBatch',
      { merchant_id: member.merchant.id, send_currency_id: AUD, file: file.body.file! },
      as(member),
    );
    expect(batch.body.batch).toMatchObject({ row_count: 1, valid_count: 1 });
    expect(batch.body.batch.rows[0]).toMatchObject({ recipient_id: String(ids.cny), receive_amount: 100, reason: '8' });
  });
});

describe('paying a batch', () => {
  it('pays a batch of 20 once under 20 concurrent calls, one order per valid row, the invalid row skipped', async () => {
    const { member, ids } = await merchantWithRecipients([1], 10_000_00);
    const uploaded = await upload(
      member,
      [HEADER, ...validRows(ids.cny, 20), `${ids.aud},1,,6,x@example.test,Bad,fast`].join('\n'),
    );
    const { batch } = uploaded.body;
    expect(batch.valid_count).toBe(20);
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(member, batch.id)));
    for (const answer of answers) {
      expect(answer.body.success).toBe(true);
      expect(answer.body.batch.status).toBe(2);
    }
    const orders = await ordersOf(batch.id);
    expect(orders).toHaveLength(20);
    const paid = answers[0]!.body.batch;
    expect(paid.rows.filter((row) => row.order_number !== null)).toHaveLength(20);
    expect(paid.rows[20]!.order_id).toBeNull();
    expect(orders.reduce((sum, order) => sum + order.sendMinor + order.feeMinor, 0)).toBe(
      Math.round(batch.total_amount * 100),
    );
    // Another key for a paid batch pays nothing more.
    const again = await pay(member, batch.id, 'another-key-123');
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('This batch has already been paid.');
    expect(await ordersOf(batch.id)).toHaveLength(20);
    expect(violations(await checkMoneyInvariants(server.db))).toEqual({});
  });

  it('pays a product user free and at once, into their own merchant’s global account', async () => {
    const { member, ids } = await merchantWithRecipients([1], 1_000_00);
    const payee = await memberWithRoles(server, [1]);
    const [productUser] = await server.db
      .insert(recipients)
      .values({
        merchantId: member.merchant.id,
        type: 1,
        kind: 1,
        currencyId: CNY,
        userId: payee.user.id,
        userAccount: '+61 ******5678',
        name: 'T*** U***',
      })
      .returning();
    const { batch } = (
      await upload(
        member,
        [HEADER, `${productUser!.id},88,,6,p@example.test,Gift,fast`, ...validRows(ids.cny, 1)].join('\n'),
      )
    ).body;
    expect(batch.rows[0]).toMatchObject({ ok: true, fee_amount: 0, receive_amount: 88 });
    expect((await pay(member, batch.id)).body.success).toBe(true);
    const orders = await ordersOf(batch.id);
    expect(orders.map((order) => [order.status, order.recipientMerchantId]).sort()).toEqual(
      [
        [3, null],
        [4, payee.merchant.id],
      ].sort(),
    );
    const received = await createLedger(server.db).balance({
      merchantId: payee.merchant.id,
      currencyId: CNY,
      kind: 'global',
    });
    expect(-received).toBe(88_00);
    expect(violations(await checkMoneyInvariants(server.db))).toEqual({});
  });

  it('creates nothing when the balance is short of send + fees, and says by how much', async () => {
    const { member, ids } = await merchantWithRecipients([5], 50_00);
    const { batch } = (await upload(member, [HEADER, ...validRows(ids.cny, 3)].join('\n'))).body;
    const short = await pay(member, batch.id);
    expect(short.status).toBe(409);
    expect(short.body.return_code).toBe('INSUFFICIENT_BALANCE');
    const shortfall = (Math.round(batch.total_amount * 100) - 50_00) / 100;
    expect(short.body.msg).toContain(`is ${shortfall.toFixed(2)} AUD short`);
    expect(await ordersOf(batch.id)).toHaveLength(0);
    const [row] = await server.db.select().from(transferBatches).where(eq(transferBatches.id, batch.id));
    expect(row!.status).toBe(1);
  });

  it('re-prices expired pricing and answers QUOTE_EXPIRED with the new batch, then pays at the new price', async () => {
    const { member, ids } = await merchantWithRecipients([1], 1_000_00);
    const { batch } = (await upload(member, [HEADER, ...validRows(ids.cny, 2)].join('\n'))).body;
    await server.db.execute(
      sql`update transfer_batches set expires_at = now() - interval '1 second' where id = ${batch.id}`,
    );
    const expired = await pay(member, batch.id);
    expect(expired.status).toBe(409);
    expect(expired.body.return_code).toBe('QUOTE_EXPIRED');
    const fresh = (expired.body as unknown as { batch: typeof batch }).batch;
    expect(fresh.id).toBe(batch.id);
    expect(fresh.expires_in_seconds).toBeGreaterThan(50);
    expect(await ordersOf(batch.id)).toHaveLength(0);
    const paid = await pay(member, batch.id);
    expect(paid.body.success).toBe(true);
    expect(await ordersOf(batch.id)).toHaveLength(2);
    expect(violations(await checkMoneyInvariants(server.db))).toEqual({});
  });

  it('is the merchant’s own: another merchant’s batch is not found; roles other than 1 and 5 are refused', async () => {
    const { member, ids } = await merchantWithRecipients([1], 1_000_00);
    const { batch } = (await upload(member, [HEADER, ...validRows(ids.cny, 1)].join('\n'))).body;
    const stranger = await merchantWithRecipients([1]);
    const seen = await server.call(
      'Remittance/GetBatch',
      { merchant_id: stranger.member.merchant.id, batch_id: batch.id },
      as(stranger.member),
    );
    expect(seen.status).toBe(404);
    expect(seen.body.msg).toBe('The batch was not found.');
    expect((await pay(stranger.member, batch.id)).status).toBe(404);
    const cashier = await merchantWithRecipients([2]);
    const refused = await server.call(
      'Remittance/GetBatchTemplate',
      { merchant_id: cashier.member.merchant.id },
      as(cashier.member),
    );
    expect(refused.status).toBe(403);
    expect(await ordersOf(batch.id)).toHaveLength(0);
  });

  it('needs what sending money needs: a user whose personal verification has not passed is told so', async () => {
    const { member, ids } = await merchantWithRecipients([1], 0, false);
    const refused = await upload(member, [HEADER, ...validRows(ids.cny, 1)].join('\n'), 'zh-CN');
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('请先完成个人认证');
  });
});
