/**
 * The payment side of transfer orders (issue 14 §4): the POLi sandbox bank page, the bank-transfer receipt and its
 * console queue "Transfer payments to confirm", and the PDF receipt of a completed order — over the real server and
 * database, orders made and paid through the remittance calls.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { translate } from '@mbo/contracts/i18n';
import { CURRENCY_ID } from '@mbo/contracts/lookups/currencies';
import { REMITTANCE_STATUS, SEND_PAYMENT_METHOD } from '@mbo/contracts/remittance/order-flow';
import { messages } from '@mbo/db/schema';
import { journalEntries } from '@mbo/db/schema-money';
import { providerAuditLog } from '@mbo/db/schema-console';
import { recipients, transferOrders } from '@mbo/db/schema-remittance';
import { checkMoneyInvariants, createLedger, violations } from '../../money/money.public.ts';
import { topUpGlobalAccount } from '../global-account/global-account.public.ts';
import { uploadFile } from '../../../test/kits/kyc-test-kit.ts';
import { remittancePass } from '../../../test/kits/remittance-test-kit.ts';
import { signedInStaff } from '../../../test/kits/review-queue-test-kit.ts';
import { smallPdf } from '../../../test/kits/global-account-test-kit.ts';
import { addMember, createMerchant, createUser, setPerson, signIn } from '../../../test/support/factories.ts';
import { serverForThisFile, type TestServer } from '../../../test/support/harness.ts';
import { pdfText } from '../../../test/support/pdf-text.ts';
import { REMITTANCE_PAYMENT_QUEUE } from './payment-queue.ts';

const server = serverForThisFile({ SANDBOX_CHANNELS: '1' });
const production = serverForThisFile({ SANDBOX_CHANNELS: '0' });

type Language = 'en-US' | 'zh-CN';

/** A merchant whose signed-in super admin may send money (personal verification passed, company submitted). */
async function sender(target: TestServer = server, language: 'en' | 'zh_CN' = 'en') {
  const merchant = await createMerchant(target.db);
  const user = await createUser(target.db, { language });
  await addMember(target.db, merchant.id, user.id, [1]);
  await setPerson(target.db, user.id, 1);
  const token = await signIn(target, user.email!);
  const [bank] = await target.db
    .insert(recipients)
    .values({
      merchantId: merchant.id,
      type: 1,
      kind: 2,
      currencyId: CURRENCY_ID.CNY,
      paymentNetwork: 1,
      name: 'Li Wei',
      firstName: 'Wei',
      lastName: 'Li',
      bankName: 'Bank of China',
      accountNumber: '6216610200016587010',
    })
    .returning();
  const call = (
    name: Parameters<TestServer['call']>[0],
    body: Record<string, unknown> = {},
    lang: Language = 'en-US',
  ) => target.call(name, { merchant_id: merchant.id, ...body }, { token, language: lang });
  return {
    merchant,
    user,
    token,
    call,
    /** An unpaid CNY order to the bank recipient. */
    async order(amount = '1000') {
      const created = await call('Remittance/CreateOrder', {
        recipient_id: bank!.id,
        send_currency_id: CURRENCY_ID.CNY,
        send_amount: amount,
        speed: 2,
        reason: 6,
        notify_email: 'finance@example.test',
        reference: 'Invoice 1042',
        idempotency_key: randomUUID(),
      });
      expect(created.status, created.body.msg).toBe(200);
      return (created.body as unknown as { order: { id: number; number: string; total_amount: number } }).order;
    },
    async pay(orderId: number, method: number) {
      const paid = await call('Remittance/PayOrder', { order_id: orderId, payment_method: method });
      expect(paid.status, paid.body.msg).toBe(200);
      return paid.body as unknown as { order: { status: number }; redirect_url: string | null };
    },
    async status(orderId: number) {
      const [row] = await target.db.select().from(transferOrders).where(eq(transferOrders.id, orderId));
      return row!;
    },
  };
}
type Sender = Awaited<ReturnType<typeof sender>>;

const tokenOf = (redirect: string) => new URL(redirect).searchParams.get('token')!;
const poliForm = (target: TestServer, token: string, action: string) =>
  fetch(`${target.url}/sandbox/poli`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, action, lang: 'en' }).toString(),
    redirect: 'manual',
  });

async function books(merchantId: number) {
  expect(violations(await checkMoneyInvariants(server.db, merchantId))).toEqual({});
}

describe('the POLi sandbox bank', () => {
  it('shows the merchant, amount and currency in both languages; Pay confirms the order and goes back paid', async () => {
    const s = await sender();
    const order = await s.order();
    const paying = await s.pay(order.id, SEND_PAYMENT_METHOD.poli);
    expect(paying.order.status).toBe(REMITTANCE_STATUS.paying);
    expect(paying.redirect_url).toMatch(/\/sandbox\/poli\?token=[\w-]+/);
    const token = tokenOf(paying.redirect_url!);

    const english = await fetch(`${server.url}/sandbox/poli?token=${token}&lang=en`);
    expect(english.status).toBe(200);
    const englishPage = await english.text();
    expect(englishPage).toContain(s.merchant.name);
    expect(englishPage).toContain('CNY');
    expect(englishPage).toContain('>Pay<');
    expect(englishPage).toContain(order.number);
    const chinese = await (await fetch(`${server.url}/sandbox/poli?token=${token}&lang=zh_CN`)).text();
    expect(chinese).toContain('POLi 沙箱银行');
    expect(chinese).toContain('>支付<');

    const paid = await poliForm(server, token, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/paymentSuccessful?id=${order.id}`);
    expect((await s.status(order.id)).status).toBe(REMITTANCE_STATUS.processing);
    // Replayed: nothing more happens, the browser still lands on the paid page; the page says it is decided.
    const again = await poliForm(server, token, 'pay');
    expect(again.headers.get('location')).toBe(`/paymentSuccessful?id=${order.id}`);
    expect(await (await fetch(`${server.url}/sandbox/poli?token=${token}`)).text()).toContain(
      translate('en', 'remittance_receipt.poli.decided'),
    );
    await books(s.merchant.id);
  });

  it('Cancel sends the order back to unpaid (to be paid another way) and the token no longer acts', async () => {
    const s = await sender();
    const order = await s.order();
    const token = tokenOf((await s.pay(order.id, SEND_PAYMENT_METHOD.poli)).redirect_url!);
    const cancelled = await poliForm(server, token, 'cancel');
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`/payment?id=${order.id}`);
    expect((await s.status(order.id)).status).toBe(REMITTANCE_STATUS.unpaid);
    // The old token cannot pay the order any more.
    const replay = await poliForm(server, token, 'pay');
    expect(replay.status).toBe(404);
    expect((await s.status(order.id)).status).toBe(REMITTANCE_STATUS.unpaid);
    // Paid again by POLi: a new token, which works.
    const second = tokenOf((await s.pay(order.id, SEND_PAYMENT_METHOD.poli)).redirect_url!);
    expect(second).not.toBe(token);
    expect((await poliForm(server, second, 'pay')).status).toBe(303);
    expect((await s.status(order.id)).status).toBe(REMITTANCE_STATUS.processing);
    await books(s.merchant.id);
  });

  it('confirms once under 20 concurrent Pay clicks: one ledger entry, the order processing', async () => {
    const s = await sender();
    const order = await s.order();
    const token = tokenOf((await s.pay(order.id, SEND_PAYMENT_METHOD.poli)).redirect_url!);
    const answers = await Promise.all(Array.from({ length: 20 }, () => poliForm(server, token, 'pay')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(303));
    expect(new Set(answers.map((answer) => answer.headers.get('location')))).toEqual(
      new Set([`/paymentSuccessful?id=${order.id}`]),
    );
    expect((await s.status(order.id)).status).toBe(REMITTANCE_STATUS.processing);
    const entries = await server.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.idempotencyKey, `remittance:${order.id}`));
    expect(entries).toHaveLength(1);
    await books(s.merchant.id);
  });

  it('an unknown token or action is a 404 page; pay and cancel race: one wins, nothing posted twice', async () => {
    const missing = await fetch(`${server.url}/sandbox/poli?token=${'c'.repeat(32)}&lang=zh_CN`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain(translate('zh_CN', 'remittance_receipt.poli_not_found'));
    const s = await sender();
    const order = await s.order();
    const token = tokenOf((await s.pay(order.id, SEND_PAYMENT_METHOD.poli)).redirect_url!);
    expect((await poliForm(server, token, 'steal')).status).toBe(404);
    await Promise.all([poliForm(server, token, 'pay'), poliForm(server, token, 'cancel')]);
    expect([REMITTANCE_STATUS.processing, REMITTANCE_STATUS.unpaid]).toContain((await s.status(order.id)).status);
    await books(s.merchant.id);
  });

  it('does not exist without SANDBOX_CHANNELS (production): neither the page nor its form', async () => {
    const page = await fetch(`${production.url}/sandbox/poli?token=${'d'.repeat(32)}`);
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain('POLi');
    expect((await poliForm(production, 'd'.repeat(32), 'pay')).status).toBe(404);
  });
});

async function receiptUpload(s: Sender, bytes = smallPdf(), type = 'application/pdf', fileName = 'receipt.pdf') {
  const upload = await uploadFile(server, { token: s.token, bytes, fileName, type, kind: 'document' });
  expect(upload.status, JSON.stringify(upload.body)).toBe(200);
  return upload.body.file as string;
}

/** An order paying by bank transfer with its receipt sent; answers the order. */
async function waitingForConfirmation(s: Sender) {
  const order = await s.order();
  await s.pay(order.id, SEND_PAYMENT_METHOD.bankTransfer);
  const sent = await s.call('Remittance/SubmitPaymentReceipt', { order_id: order.id, file: await receiptUpload(s) });
  expect(sent.status, sent.body.msg).toBe(200);
  expect((sent.body as unknown as { order: { has_receipt: boolean } }).order.has_receipt).toBe(true);
  return order;
}

describe('Remittance/SubmitPaymentReceipt', () => {
  it('takes a PDF or an image of the merchant’s order paying by bank transfer; a new one replaces the first', async () => {
    const s = await sender();
    const order = await s.order();
    const file = await receiptUpload(s);
    // Not yet paying by bank transfer: refused, nothing attached.
    const early = await s.call('Remittance/SubmitPaymentReceipt', { order_id: order.id, file }, 'zh-CN');
    expect([early.status, early.body.msg]).toEqual([409, translate('zh_CN', 'remittance.receipt_not_awaited')]);
    await s.pay(order.id, SEND_PAYMENT_METHOD.bankTransfer);
    expect((await s.call('Remittance/SubmitPaymentReceipt', { order_id: order.id, file })).status).toBe(200);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const second = await receiptUpload(s, png, 'image/png', 'receipt.png');
    expect((await s.call('Remittance/SubmitPaymentReceipt', { order_id: order.id, file: second })).status).toBe(200);
    expect((await s.status(order.id)).receiptToken).toBe(second);
  });

  it('refuses a file of 10 MB or more, a file that is not the user’s, and another merchant’s order', async () => {
    const s = await sender();
    const order = await s.order();
    await s.pay(order.id, SEND_PAYMENT_METHOD.bankTransfer);
    const big = await receiptUpload(s, smallPdf(10 * 1024 * 1024));
    const tooLarge = await s.call('Remittance/SubmitPaymentReceipt', { order_id: order.id, file: big });
    expect([tooLarge.status, tooLarge.body.msg]).toEqual([
      400,
      translate('en', 'remittance_receipt.receipt_too_large'),
    ]);
    const other = await sender();
    const theirs = await receiptUpload(other);
    const notMine = await s.call('Remittance/SubmitPaymentReceipt', { order_id: order.id, file: theirs });
    expect([notMine.status, notMine.body.msg]).toEqual([400, translate('en', 'remittance_receipt.receipt_unknown')]);
    const foreign = await other.call('Remittance/SubmitPaymentReceipt', { order_id: order.id, file: theirs });
    expect(foreign.status).toBe(404);
    // Judged by content: text named receipt.pdf is neither a PDF nor an image, and is not even kept.
    const fake = await uploadFile(server, {
      token: s.token,
      bytes: Buffer.from('not a receipt at all'),
      fileName: 'receipt.pdf',
      type: 'application/pdf',
      kind: 'document',
    });
    expect(fake.status).toBe(400);
    expect((await s.status(order.id)).receiptToken).toBeNull();
  });

  it('refuses an order paying by POLi', async () => {
    const s = await sender();
    const order = await s.order();
    await s.pay(order.id, SEND_PAYMENT_METHOD.poli);
    const sent = await s.call('Remittance/SubmitPaymentReceipt', { order_id: order.id, file: await receiptUpload(s) });
    expect(sent.status).toBe(409);
  });
});

describe('the console queue "Transfer payments to confirm"', () => {
  const decide = (token: string, kind: 'approve' | 'reject', id: number) =>
    kind === 'approve'
      ? server.call('console/approve', { queue: REMITTANCE_PAYMENT_QUEUE, id, flags: [] }, { token })
      : server.call(
          'console/reject',
          { queue: REMITTANCE_PAYMENT_QUEUE, id, reason_en: 'The receipt is unreadable', reason_zh: '凭证无法辨认' },
          { token },
        );

  it('lists the order with its receipt; confirming makes it processing once, audited, the merchant told', async () => {
    const s = await sender();
    const order = await waitingForConfirmation(s);
    const { token } = await signedInStaff(server, 'reviewer');
    const page = await server.call(
      'console/get_queue',
      { queue: REMITTANCE_PAYMENT_QUEUE, page_index: 1, page_size: 100 },
      { token },
    );
    expect(page.body.page_data.data.map((item) => item.id)).toContain(order.id);
    const item = await server.call(
      'console/get_queue_item',
      { queue: REMITTANCE_PAYMENT_QUEUE, id: order.id },
      { token, language: 'zh-CN' },
    );
    expect(item.body.item.status).toBe('waiting');
    expect(item.body.item.fields.map((field) => field.value)).toContain(order.number);
    expect(item.body.item.files).toHaveLength(1);
    expect((await fetch(`${server.url}${item.body.item.files[0]!.url}`)).status).toBe(200);

    // Two reviewers at once: one confirms, the other is told it no longer waits.
    const other = await signedInStaff(server, 'ops_admin');
    const answers = await Promise.all([decide(token, 'approve', order.id), decide(other.token, 'approve', order.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await s.status(order.id)).status).toBe(REMITTANCE_STATUS.processing);
    const audit = await server.db
      .select()
      .from(providerAuditLog)
      .where(and(eq(providerAuditLog.queue, REMITTANCE_PAYMENT_QUEUE), eq(providerAuditLog.itemId, order.id)));
    expect(audit.map((entry) => entry.action)).toEqual(['review_approved']);
    const [message] = await server.db.select().from(messages).where(eq(messages.userId, s.user.id));
    expect(message!.content).toContain(order.number);
    await books(s.merchant.id);
  });

  it('refusing with a reason makes the order unpaid again, told in the merchant’s language; it can be paid by POLi', async () => {
    const s = await sender(server, 'zh_CN');
    const order = await waitingForConfirmation(s);
    const { token } = await signedInStaff(server, 'reviewer');
    const refused = await decide(token, 'reject', order.id);
    expect(refused.status, refused.body.msg).toBe(200);
    const row = await s.status(order.id);
    expect([row.status, row.receiptToken]).toEqual([REMITTANCE_STATUS.unpaid, null]);
    const [message] = await server.db.select().from(messages).where(eq(messages.userId, s.user.id));
    expect(message!.content).toContain('凭证无法辨认');
    expect(message!.content).toContain(order.number);
    const audit = await server.db
      .select()
      .from(providerAuditLog)
      .where(and(eq(providerAuditLog.queue, REMITTANCE_PAYMENT_QUEUE), eq(providerAuditLog.itemId, order.id)));
    expect(audit.map((entry) => [entry.action, (entry.after as { reason: { zh_CN: string } }).reason.zh_CN])).toEqual([
      ['review_rejected', '凭证无法辨认'],
    ]);
    await books(s.merchant.id);
    // Not waiting any more: a second decision is refused.
    expect((await decide(token, 'approve', order.id)).status).toBe(409);
    const token2 = tokenOf((await s.pay(order.id, SEND_PAYMENT_METHOD.poli)).redirect_url!);
    expect((await poliForm(server, token2, 'pay')).status).toBe(303);
    expect((await s.status(order.id)).status).toBe(REMITTANCE_STATUS.processing);
    await books(s.merchant.id);
  });

  it('is the console’s: a merchant’s user can neither see nor decide it', async () => {
    const s = await sender();
    const order = await waitingForConfirmation(s);
    const asMerchant = await server.call(
      'console/approve',
      { queue: REMITTANCE_PAYMENT_QUEUE, id: order.id, flags: [] },
      { token: s.token },
    );
    expect(asMerchant.status).toBe(403);
    const item = await server.call(
      'console/get_queue_item',
      { queue: REMITTANCE_PAYMENT_QUEUE, id: order.id },
      { token: s.token },
    );
    expect(item.status).toBe(403);
    expect((await s.status(order.id)).status).toBe(REMITTANCE_STATUS.paying);
  });
});

describe('Remittance/GetOrderReceipt', () => {
  async function completedOrder(language: 'en' | 'zh_CN') {
    const s = await sender(server, language);
    await topUpGlobalAccount(server.db, createLedger(server.db), {
      merchantId: s.merchant.id,
      currencyId: CURRENCY_ID.CNY,
      amountMinor: 10_000_000,
      reference: `TT-${randomUUID()}`,
    });
    const order = await s.order('2345.67');
    await s.pay(order.id, SEND_PAYMENT_METHOD.balance);
    return { s, order };
  }

  async function download(filepath: string): Promise<string> {
    const response = await fetch(`${server.url}${filepath}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    return pdfText(Buffer.from(await response.arrayBuffer()));
  }

  it('refuses an order not completed, with a clear message', async () => {
    const { s, order } = await completedOrder('en');
    const refused = await s.call('Remittance/GetOrderReceipt', { order_id: order.id }, 'zh-CN');
    expect([refused.status, refused.body.msg]).toEqual([409, translate('zh_CN', 'remittance_receipt.not_completed')]);
  });

  it.each([
    ['en-US', 'Transfer receipt', 'Amount received'],
    ['zh-CN', '汇款回单', '到账金额'],
  ] as const)('writes the completed order’s receipt in %s', async (language, title, received) => {
    const { s, order } = await completedOrder('en');
    await remittancePass(server);
    expect((await s.status(order.id)).status).toBe(REMITTANCE_STATUS.completed);
    const answer = await s.call('Remittance/GetOrderReceipt', { order_id: order.id }, language);
    expect(answer.status, answer.body.msg).toBe(200);
    const receipt = answer.body as unknown as { filepath: string; file_name: string };
    expect(receipt.file_name).toBe(`remittance-${order.number}.pdf`);
    const text = await download(receipt.filepath);
    for (const expected of [title, received, order.number, s.merchant.name, 'Li Wei', 'CNY 2,345.67'])
      expect(text).toContain(expected);
    expect(text).toMatch(/[•·]{4} 7010/);
    expect(text).toContain('Invoice 1042');
    expect(text).toMatch(/1\.0000 CNY/);
    const other = await sender();
    expect((await other.call('Remittance/GetOrderReceipt', { order_id: order.id })).status).toBe(404);
  });
});
