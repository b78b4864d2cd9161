/** The global account end to end over its calls and the console's queue (issue 14 §1). */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_KIND, checkMoneyInvariants, createLedger, violations } from '../../money/money.public.ts';
import { globalAccountKit, smallPdf, staffOf, TOP_UP_QUEUE } from '../../../test/kits/global-account-test-kit.ts';
import { uploadFile } from '../../../test/kits/kyc-test-kit.ts';
import { latestCode } from '../../../test/support/outbox.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { releaseFrozenTopUps } from './top-up.ts';
import { withdrawFromGlobalAccount } from './withdraw.ts';

const server = serverForThisFile();
const books = async (merchantId: number) => violations(await checkMoneyInvariants(server.db, merchantId));
type Page<T> = { page_data: { data: T[]; total_count: number } };
type Row = { id: number; type: number; amount: number; currency_id: number; reference: string };

describe('the global account', () => {
  it('is open to roles 1 and 5 only, and starts unused at zero in every listed currency', async () => {
    const owner = await globalAccountKit(server);
    const balances = await owner.member('GlobalAccounts/GetBalances');
    expect(balances.status).toBe(200);
    const body = balances.body as { is_used: boolean; data: { currency_id: number; available: number }[] };
    expect(body.is_used).toBe(false);
    expect(body.data.map((row) => row.currency_id)).toEqual(expect.arrayContaining([1, 2, 3, 4, 11, 126]));
    expect(body.data.every((row) => row.available === 0)).toBe(true);
    expect((await (await globalAccountKit(server, { roles: [5] })).member('GlobalAccounts/GetBalances')).status).toBe(
      200,
    );
    for (const role of [2, 3, 4]) {
      const other = await globalAccountKit(server, { roles: [role] });
      expect((await other.member('GlobalAccounts/GetBalances')).status).toBe(403);
    }
  });

  it('credits a top-up once its receipt is confirmed in the console, once however often it is confirmed', async () => {
    const ga = await globalAccountKit(server);
    const created = await ga.member('GlobalAccounts/CreateTopUp', { currency_id: 1, amount: 250.5 });
    const topUp = (
      created.body as { top_up: { id: number; reference: string; status: number; collection_account: object } }
    ).top_up;
    expect(topUp.reference).toMatch(/^TU[0-9A-Z]{10}$/);
    expect(topUp.status).toBe(1);
    expect(topUp.collection_account).toMatchObject({ bsb: '062-000' });
    const second = await ga.member('GlobalAccounts/CreateTopUp', { currency_id: 1, amount: 1 });
    expect((second.body as { top_up: { reference: string } }).top_up.reference).not.toBe(topUp.reference);

    const upload = await uploadFile(server, {
      token: ga.token,
      bytes: smallPdf(),
      fileName: 'r.pdf',
      kind: 'document',
    });
    expect(
      (await ga.member('GlobalAccounts/SubmitTopUpReceipt', { top_up_id: topUp.id, file: upload.body.file })).status,
    ).toBe(200);
    // Not credited before the console decides.
    expect((await ga.balance()).available).toBe(0);

    const { staff, approve } = await staffOf(server);
    const queue = await server.call(
      'console/get_queue',
      { queue: TOP_UP_QUEUE, page_index: 1, page_size: 100 },
      { token: staff.token },
    );
    expect(queue.body.page_data.data.map((item) => item.id)).toContain(topUp.id);
    const item = await server.call(
      'console/get_queue_item',
      { queue: TOP_UP_QUEUE, id: topUp.id },
      { token: staff.token, language: 'zh-CN' },
    );
    expect(item.body.item.files).toEqual([expect.objectContaining({ kind: 'document' })]);
    expect(item.body.item.approve_flags).toEqual([{ key: 'is_cash', label: expect.stringContaining('现金') }]);

    const decisions = await Promise.all(Array.from({ length: 5 }, () => approve(topUp.id)));
    expect(decisions.map((decision) => decision.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await approve(topUp.id)).status).toBe(409);
    expect(await ga.balance()).toMatchObject({ available: 250.5, frozen: 0 });
    expect(await books(ga.kit.merchant.id)).toEqual({});

    const history = await ga.member('GlobalAccounts/GetHistory');
    expect((history.body as Page<Row>).page_data.data).toEqual([
      expect.objectContaining({ type: 1, amount: 250.5, currency_id: 1, reference: topUp.reference }),
    ]);
    const listed = await ga.member('GlobalAccounts/GetTopUps', {}, 'zh-CN');
    expect((listed.body as Page<{ id: number; status_name: string }>).page_data.data).toContainEqual(
      expect.objectContaining({ id: topUp.id, status_name: '已入账' }),
    );
  });

  it('freezes a cash deposit a month less the 10 % banknote charge, then releases it once', async () => {
    const ga = await globalAccountKit(server);
    const topUp = await ga.topUpWithReceipt(1_000);
    const { approve } = await staffOf(server);
    expect((await approve(topUp.id, ['is_cash'])).status).toBe(200);
    expect(await ga.balance()).toMatchObject({ available: 0, frozen: 900 });
    expect(await ga.kit.balance(ACCOUNT_KIND.fees)).toBe(-10_000);
    expect(await books(ga.kit.merchant.id)).toEqual({});

    const detail = await ga.member('GlobalAccounts/GetHistory');
    const row = (detail.body as Page<Row>).page_data.data[0]!;
    expect(row).toMatchObject({ type: 1, amount: 900 });
    const item = await ga.member('GlobalAccounts/GetHistoryDetail', { id: row.id });
    expect((item.body as { item: object }).item).toMatchObject({
      is_cash: true,
      fee: 100,
      frozen_until: expect.any(String),
    });

    const ledger = createLedger(server.db);
    const early = new Date();
    await releaseFrozenTopUps(server.db, ledger, early);
    expect((await ga.balance()).frozen).toBe(900);
    await server.db.execute(
      sql`update global_account_top_ups set frozen_until = now() - interval '1 second' where id = ${topUp.id}`,
    );
    await Promise.all([
      releaseFrozenTopUps(server.db, ledger),
      releaseFrozenTopUps(server.db, createLedger(server.db)),
    ]);
    await releaseFrozenTopUps(server.db, ledger);
    expect(await ga.balance()).toMatchObject({ available: 900, frozen: 0 });
    expect(await books(ga.kit.merchant.id)).toEqual({});
    // The release is not a movement in or out: the history still shows the one top-up.
    expect((await ga.member('GlobalAccounts/GetHistory')).body).toMatchObject({ page_data: { total_count: 1 } });
  });

  it('rejects a receipt with a reason in the merchant’s language; a new receipt goes back for review', async () => {
    const ga = await globalAccountKit(server);
    const topUp = await ga.topUpWithReceipt(10);
    const { reject, approve } = await staffOf(server);
    expect((await reject(topUp.id)).status).toBe(200);
    const listed = await ga.member('GlobalAccounts/GetTopUps', {}, 'zh-CN');
    expect((listed.body as Page<object>).page_data.data[0]).toMatchObject({ status: 4, reject_reason: '凭证无法辨认' });
    expect((await approve(topUp.id)).status).toBe(409);
    const upload = await uploadFile(server, {
      token: ga.token,
      bytes: smallPdf(),
      fileName: 'r.pdf',
      kind: 'document',
    });
    expect(
      (await ga.member('GlobalAccounts/SubmitTopUpReceipt', { top_up_id: topUp.id, file: upload.body.file })).status,
    ).toBe(200);
    expect((await approve(topUp.id)).status).toBe(200);
    expect((await ga.balance()).available).toBe(10);
  });

  it('refuses a receipt of 10 MB or more, another person’s file, and another merchant’s top-up', async () => {
    const ga = await globalAccountKit(server);
    const created = await ga.member('GlobalAccounts/CreateTopUp', { currency_id: 2, amount: 5 });
    const topUpId = (created.body as { top_up: { id: number } }).top_up.id;
    const big = await uploadFile(server, {
      token: ga.token,
      bytes: smallPdf(10 * 1024 * 1024),
      fileName: 'big.pdf',
      kind: 'document',
    });
    const tooBig = await ga.member(
      'GlobalAccounts/SubmitTopUpReceipt',
      { top_up_id: topUpId, file: big.body.file },
      'zh-CN',
    );
    expect([tooBig.status, tooBig.body.msg]).toEqual([400, '凭证须为小于 10 MB 的 PDF 或图片。']);

    const other = await globalAccountKit(server);
    const theirs = await uploadFile(server, {
      token: other.token,
      bytes: smallPdf(),
      fileName: 'r.pdf',
      kind: 'document',
    });
    expect(
      (await ga.member('GlobalAccounts/SubmitTopUpReceipt', { top_up_id: topUpId, file: theirs.body.file })).status,
    ).toBe(400);
    expect(
      (await other.member('GlobalAccounts/SubmitTopUpReceipt', { top_up_id: topUpId, file: theirs.body.file })).status,
    ).toBe(404);
    const amount = await ga.member('GlobalAccounts/CreateTopUp', { currency_id: 1, amount: 0 });
    expect(amount.status).toBe(400);
  });

  it('filters the history by date (start ≤ end, at most 365 days), type and currency, 10 per page', async () => {
    const ga = await globalAccountKit(server);
    const { approve } = await staffOf(server);
    for (let i = 0; i < 11; i += 1) await approve((await ga.topUpWithReceipt(i + 1, 1)).id);
    await approve((await ga.topUpWithReceipt(7, 3)).id);
    const page1 = (await ga.member('GlobalAccounts/GetHistory')).body as Page<Row>;
    expect([page1.page_data.total_count, page1.page_data.data.length]).toEqual([12, 10]);
    const page2 = (await ga.member('GlobalAccounts/GetHistory', { page_index: 2 })).body as Page<Row>;
    expect(page2.page_data.data).toHaveLength(2);
    const cny = (await ga.member('GlobalAccounts/GetHistory', { currency_id: 3 })).body as Page<Row>;
    expect(cny.page_data.data.map((row) => row.amount)).toEqual([7]);
    const withdrawals = (await ga.member('GlobalAccounts/GetHistory', { type: 2 })).body as Page<Row>;
    expect(withdrawals.page_data.total_count).toBe(0);

    const order = await ga.member('GlobalAccounts/GetHistory', { begin_date: '2026-03-02', end_date: '2026-03-01' });
    expect(order.status).toBe(400);
    const span = await ga.member('GlobalAccounts/GetHistory', { begin_date: '2025-01-01', end_date: '2026-01-02' });
    expect(span.status).toBe(400);
    const old = await ga.member('GlobalAccounts/GetHistory', { begin_date: '2025-01-01', end_date: '2025-12-31' });
    expect((old.body as Page<Row>).page_data.total_count).toBe(0);
    const stranger = await globalAccountKit(server);
    expect((await stranger.member('GlobalAccounts/GetHistoryDetail', { id: page1.page_data.data[0]!.id })).status).toBe(
      404,
    );
  });

  it('shows a conversion as two rows under its number: what left one currency and what came into the other', async () => {
    const ga = await globalAccountKit(server);
    const { approve } = await staffOf(server);
    await approve((await ga.topUpWithReceipt(200, 1)).id);
    const quoted = await ga.member('fx/GetQuote', { sell_currency_id: 1, buy_currency_id: 3, sell_amount: '50' });
    const quote = (quoted.body as { quote: { quote_id: number; buy_amount: number } }).quote;
    const converted = await ga.member('fx/Convert', {
      quote_id: quote.quote_id,
      idempotency_key: 'history-conversion-1',
    });
    expect(converted.status).toBe(200);
    const number = (converted.body as { conversion: { number: string } }).conversion.number;
    const rows = ((await ga.member('GlobalAccounts/GetHistory', { type: 8 })).body as Page<Row>).page_data.data;
    expect(rows.map((row) => [row.currency_id, row.amount, row.reference]).sort()).toEqual(
      [
        [1, -50, number],
        [3, quote.buy_amount, number],
      ].sort(),
    );
  });

  it('withdraws to the settlement bank account with a code, at most the available balance, once per request', async () => {
    const ga = await globalAccountKit(server);
    const { approve } = await staffOf(server);
    await approve((await ga.topUpWithReceipt(100)).id);
    const account = await ga.member('GlobalAccounts/GetWithdrawAccount', { currency_id: 1 });
    expect(account.body).toMatchObject({ available: 100, bank_account: { bsb: '062000', account_number: '****5678' } });

    const over = await ga.member('GlobalAccounts/SendWithdrawCode', { currency_id: 1, amount: 100.01 });
    expect([over.status, over.body.msg]).toEqual([400, 'The amount is above the available balance (100.00 AUD).']);
    const noBank = await ga.member('GlobalAccounts/SendWithdrawCode', { currency_id: 2, amount: 1 }, 'zh-CN');
    expect([noBank.status, noBank.body.msg]).toEqual([400, 'USD 没有结算银行账户，请先在结算账户中添加后再提现。']);

    expect((await ga.member('GlobalAccounts/SendWithdrawCode', { currency_id: 1, amount: 60 })).status).toBe(200);
    const code = await latestCode(server.db, `${ga.user.countryCode} ${ga.user.phone}`);
    const wrongAmount = await ga.member('GlobalAccounts/Withdraw', {
      currency_id: 1,
      amount: 61,
      code,
      request_id: 'req-00000001',
    });
    expect(wrongAmount.status).toBe(400);
    const body = { currency_id: 1, amount: 60, code, request_id: 'req-00000002' };
    const first = await ga.member('GlobalAccounts/Withdraw', body);
    expect(first.status, first.body.msg).toBe(200);
    expect((first.body as { withdrawal: object }).withdrawal).toMatchObject({
      amount: 60,
      status: 1,
      bank_account: '062000 ****5678',
    });
    const retry = await ga.member('GlobalAccounts/Withdraw', { ...body, code: undefined });
    expect(retry.body).toEqual(first.body);
    expect(await ga.balance()).toMatchObject({ available: 40 });
    expect(await ga.kit.balance(ACCOUNT_KIND.payouts)).toBe(-6_000);
    const history = (await ga.member('GlobalAccounts/GetHistory', { type: 2 })).body as Page<Row>;
    expect(history.page_data.data).toEqual([expect.objectContaining({ type: 2, amount: -60 })]);
    expect(await books(ga.kit.merchant.id)).toEqual({});
  });

  it('never overdraws under concurrent withdrawals', async () => {
    const ga = await globalAccountKit(server);
    const { approve } = await staffOf(server);
    await approve((await ga.topUpWithReceipt(100)).id);
    const ledger = createLedger(server.db);
    const bank = { settlementAccountId: 1, accountName: 'x', bsb: '062000', accountNumber: '12345678' };
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        withdrawFromGlobalAccount(server.db, ledger, {
          merchantId: ga.kit.merchant.id,
          currencyId: 1,
          amountMinor: 3_000,
          requestId: `concurrent-${i}`,
          userId: 1,
          bank,
        }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    expect((await ga.balance()).available).toBe(10);
    expect(await books(ga.kit.merchant.id)).toEqual({});
  });

  it('shows T+1 payouts into the global account as settlement credits, and refunds it paid', async () => {
    const ga = await globalAccountKit(server, { hasBank: false });
    const daysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString();
    const payment = await ga.kit.pay(10_000, daysAgo);
    await ga.kit.runner.runDue(new Date(), ga.kit.scope);
    expect(await ga.balance()).toMatchObject({ available: 98.5 });
    await ga.kit.refund(payment.id, 2_000, new Date().toISOString());
    const history = (await ga.member('GlobalAccounts/GetHistory')).body as Page<Row>;
    const [refund, settlement] = history.page_data.data;
    expect(refund).toMatchObject({ type: 6, reference: expect.stringMatching(/^R/) });
    expect(refund!.amount).toBeLessThan(0);
    expect(settlement).toMatchObject({ type: 5, amount: 98.5 });
    expect(history.page_data.data[1]!.reference).toMatch(/^S/);
    expect(await books(ga.kit.merchant.id)).toEqual({});
  });
});
