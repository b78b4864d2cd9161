/** Collection orders end to end over their calls, the payer page's calls, the console's queue and the job (issue 14 §5). */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CollectionOrder } from '@mbo/contracts/calls/collections';
import { checkMoneyInvariants, createLedger, violations } from '../../money/money.public.ts';
import { globalAccountKit } from '../../../test/kits/global-account-test-kit.ts';
import { signedInStaff } from '../../../test/kits/review-queue-test-kit.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { collectionsJob } from './collections.job.ts';
import { createCollectionsRepository } from './collections.repository.ts';
import { createCollectionsService, SANDBOX_FEED_DELAY_MS } from './collections.service.ts';

const server = serverForThisFile();
const QUEUE = 'collection_order';
const books = async (merchantId: number) => violations(await checkMoneyInvariants(server.db, merchantId));
type Page = { page_data: { data: CollectionOrder[]; total_count: number } };

async function merchantWithOrders(roles = [1]) {
  const ga = await globalAccountKit(server, { roles });
  const create = (body: Record<string, unknown> = {}, language: 'en-US' | 'zh-CN' = 'en-US') =>
    ga.member(
      'Collection/CreateCollectionOrder',
      { currency_id: 1, amount: 1_000, description: 'Invoice 42', request_id: randomUUID(), ...body },
      language,
    );
  const order = async (body: Record<string, unknown> = {}) => {
    const created = await create(body);
    expect(created.status, created.body.msg).toBe(200);
    return (created.body as { order: CollectionOrder }).order;
  };
  const detail = async (id: number) =>
    ((await ga.member('Collection/GetCollectionOrderDetail', { id })).body as { order: CollectionOrder }).order;
  return { ga, create, order, detail };
}

const tokenOf = (order: CollectionOrder) => order.pay_path.split('/').pop()!;
const payer = (order: CollectionOrder) => server.call('pay/collection_order', { token: tokenOf(order) });
const simulate = (order: CollectionOrder) => server.call('sandbox/collection_transfer', { token: tokenOf(order) });
const sweep = () => collectionsJob(server.db, server.config).task();
/** Moves a reported transfer past the sandbox feed's delay. */
const feedSees = (id: number) =>
  server.db.execute(
    sql`update collection_orders set paid_at = now() - make_interval(secs => ${SANDBOX_FEED_DELAY_MS / 1000 + 1}) where id = ${id}`,
  );

async function staff() {
  const reviewer = await signedInStaff(server, 'reviewer');
  return {
    reviewer,
    approve: (id: number) => server.call('console/approve', { queue: QUEUE, id, flags: [] }, { token: reviewer.token }),
    reject: (id: number) =>
      server.call(
        'console/reject',
        { queue: QUEUE, id, reason_en: 'No transfer found', reason_zh: '未找到转账' },
        { token: reviewer.token },
      ),
  };
}

describe('collection orders', () => {
  it('refuse bad input with a clear message in the caller’s language, creating nothing', async () => {
    const { ga, create } = await merchantWithOrders();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: 10.005 }, 'AUD amounts have at most 2 decimal places.', 'AUD 金额最多 2 位小数。'],
      [{ currency_id: 11, amount: 10.5 }, 'JPY amounts have at most 0 decimal places.', 'JPY 金额最多 0 位小数。'],
      [{ amount: 0 }, 'Please enter an amount above 0.', '请输入大于 0 的金额。'],
      [{ currency_id: 999 }, 'Please choose a currency from the list.', '请从列表中选择币种。'],
      [
        { description: '  ' },
        'Please describe what the payer pays for (1 to 140 characters).',
        '请填写付款用途（1 至 140 个字符）。',
      ],
      [
        { payer_email: 'not-an-address' },
        'Please enter a valid e-mail address for the payer, or leave it empty.',
        '请输入有效的付款人邮箱，或留空。',
      ],
    ];
    for (const [body, en, zh] of cases) {
      const english = await create(body);
      expect(english.status).toBe(400);
      expect(english.body.msg).toBe(en);
      expect((await create(body, 'zh-CN')).body.msg).toBe(zh);
    }
    const list = await ga.member('Collection/GetCollectionOrderList');
    expect((list.body as Page).page_data.total_count).toBe(0);
  });

  it('create once per request id, with the 0.5 % fee fixed and the payer link', async () => {
    const { ga, create } = await merchantWithOrders();
    const body = { amount: 1_234.56, payer_name: 'Li Wei', payer_email: 'li@example.cn', request_id: randomUUID() };
    const results = await Promise.all(Array.from({ length: 5 }, () => create(body)));
    expect(results.map((result) => result.status)).toEqual([200, 200, 200, 200, 200]);
    const orders = results.map((result) => (result.body as { order: CollectionOrder }).order);
    expect(new Set(orders.map((order) => order.id)).size).toBe(1);
    expect(orders[0]).toMatchObject({
      status: 3,
      status_name: 'Unpaid',
      currency: 'AUD',
      amount: 1_234.56,
      fee: 6.17,
      net_amount: 1_228.39,
      number: expect.stringMatching(/^CO[0-9A-Z]{10}$/),
      pay_path: expect.stringMatching(/^\/pay\/c\/[\w-]{32}$/),
      payer_name: 'Li Wei',
    });
    expect((await create({ ...body, amount: 1 })).status).toBe(409);
    const list = await ga.member('Collection/GetCollectionOrderList');
    expect((list.body as Page).page_data.total_count).toBe(1);
  });

  it('close once under 20 concurrent calls, and refuse to close an order its payer already paid', async () => {
    const { ga, order, detail } = await merchantWithOrders();
    const open = await order();
    const closes = await Promise.all(
      Array.from({ length: 20 }, () => ga.member('Collection/CloseCollectionOrder', { id: open.id })),
    );
    expect(closes.every((close) => close.status === 200)).toBe(true);
    const closedAt = new Set(closes.map((close) => (close.body as { order: CollectionOrder }).order.close_date_time));
    expect(closedAt.size).toBe(1);
    expect(await detail(open.id)).toMatchObject({ status: 99, closed_reason: 'Closed by the merchant' });
    // A closed order cannot be paid.
    expect((await simulate(open)).status).toBe(409);

    const paid = await order();
    expect((await simulate(paid)).status).toBe(200);
    const refused = await ga.member('Collection/CloseCollectionOrder', { id: paid.id }, 'zh-CN');
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('该订单已无法关闭：付款人已汇出款项。');
  });

  it('let exactly one of a close and the console’s confirmation win, with the books in balance', async () => {
    const { ga, order, detail } = await merchantWithOrders();
    const { approve } = await staff();
    for (let round = 0; round < 5; round += 1) {
      const open = await order({ amount: 100 });
      const [closed, approved] = await Promise.all([
        ga.member('Collection/CloseCollectionOrder', { id: open.id }),
        approve(open.id),
      ]);
      expect([closed.status, approved.status].sort()).toEqual([200, 409]);
      expect((await detail(open.id)).status).toBe(approved.status === 200 ? 10 : 99);
    }
    expect(await books(ga.kit.merchant.id)).toEqual({});
  });

  it('expire unpaid orders past their validity (the job), and the payer page then refuses to pay', async () => {
    const { ga, order, detail } = await merchantWithOrders();
    const due = await order();
    const fresh = await order();
    expect(new Date(due.expire_date_time).getTime() - new Date(due.create_date_time).getTime()).toBe(7 * 86_400_000);
    await server.db.execute(
      sql`update collection_orders set expires_at = now() - interval '1 second' where id = ${due.id}`,
    );
    await Promise.all([sweep(), sweep()]);
    expect(await detail(due.id)).toMatchObject({ status: 99, closed_reason: 'Expired unpaid' });
    expect((await detail(fresh.id)).status).toBe(3);
    const refused = await server.call('sandbox/collection_transfer', { token: tokenOf(due) }, { language: 'zh-CN' });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('该收款请求已过期，请联系商户重新发起。');
    const filtered = await ga.member('Collection/GetCollectionOrderList', { status: 99 });
    expect((filtered.body as Page).page_data.data.map((row) => row.id)).toEqual([due.id]);
    // The payer page's read closes an expired order itself, before the job comes round.
    await server.db.execute(
      sql`update collection_orders set expires_at = now() - interval '1 second' where id = ${fresh.id}`,
    );
    expect((await payer(fresh)).body).toMatchObject({ order: { status: 99, can_simulate: false } });
    expect(await detail(fresh.id)).toMatchObject({ status: 99, closed_reason: 'Expired unpaid' });
  });

  it('credit the global account exactly once when the (sandbox) transfer completes, shown in its history', async () => {
    const { ga, order, detail } = await merchantWithOrders();
    const open = await order({ amount: 2_000, description: 'Wool order' });
    const seen = await payer(open);
    expect(seen.body).toMatchObject({
      order: {
        merchant_name: expect.any(String),
        amount: 2_000,
        currency: 'AUD',
        description: 'Wool order',
        can_simulate: true,
        bank: { bsb: '062-000', reference: open.number },
      },
    });
    expect(await Promise.all([simulate(open), simulate(open)])).toMatchObject([{ status: 200 }, { status: 200 }]);
    expect(await detail(open.id)).toMatchObject({ status: 5, status_name: 'Processing' });
    const processing = await ga.member('Collection/GetCollectionOrderList', { status: 5 });
    expect((processing.body as Page).page_data.data.map((row) => row.id)).toEqual([open.id]);

    await feedSees(open.id);
    await Promise.all([sweep(), sweep(), payer(open), payer(open)]);
    await sweep();
    expect(await detail(open.id)).toMatchObject({ status: 10, complete_date_time: expect.any(String) });
    const { approve } = await staff();
    expect((await approve(open.id)).status).toBe(409);

    expect(await ga.balance()).toMatchObject({ available: 1_990 });
    const { rows } = await server.db.execute(
      sql`select count(*)::int as n from journal_entries where idempotency_key = ${`collection:${open.id}`}`,
    );
    expect(rows[0]).toEqual({ n: 1 });
    // Its creator is told once, in their language.
    const { rows: told } = await server.db.execute(
      sql`select title, content from messages where user_id = ${ga.user.id}`,
    );
    expect(told).toEqual([
      {
        title: 'Collection order paid',
        content: expect.stringContaining(`${open.number} of 2,000.00 AUD was paid: 1,990.00 AUD`),
      },
    ]);
    expect(await books(ga.kit.merchant.id)).toEqual({});
    const history = await ga.member('GlobalAccounts/GetHistory');
    const [line] = (
      history.body as { page_data: { data: { id: number; type: number; amount: number; reference: string }[] } }
    ).page_data.data;
    expect(line).toMatchObject({ type: 1, amount: 1_990, reference: open.number });
    const item = await ga.member('GlobalAccounts/GetHistoryDetail', { id: line!.id });
    expect(item.status).toBe(200);
  });

  it('complete through the console queue "Collections awaiting funds", or close when no funds came', async () => {
    const { ga, order, detail } = await merchantWithOrders();
    const { approve, reject, reviewer } = await staff();
    const first = await order({ amount: 500, currency_id: 2 });
    const second = await order({ amount: 80 });
    const queue = await server.call(
      'console/get_queue',
      { queue: QUEUE, page_index: 1, page_size: 100 },
      { token: reviewer.token },
    );
    expect(queue.body.page_data.data.map((row) => row.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    const item = await server.call(
      'console/get_queue_item',
      { queue: QUEUE, id: first.id },
      { token: reviewer.token, language: 'zh-CN' },
    );
    expect(item.body.item.fields).toContainEqual(expect.objectContaining({ value: '497.50 USD' }));

    const decisions = await Promise.all(Array.from({ length: 5 }, () => approve(first.id)));
    expect(decisions.map((decision) => decision.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await ga.balance(2)).toMatchObject({ available: 497.5 });
    expect((await reject(second.id)).status).toBe(200);
    expect(await detail(second.id)).toMatchObject({
      status: 99,
      closed_reason: 'No funds received: No transfer found',
    });
    expect(await ga.balance(1)).toMatchObject({ available: 0 });
    expect(await books(ga.kit.merchant.id)).toEqual({});
  });

  it('never simulate a transfer without the sandbox', async () => {
    const { order } = await merchantWithOrders();
    const open = await order();
    const service = createCollectionsService({
      db: server.db,
      ledger: createLedger(server.db),
      repository: createCollectionsRepository(server.db),
      validityDays: 7,
      isSandbox: false,
    });
    expect((await service.payerOrder(tokenOf(open))).order.can_simulate).toBe(false);
    await expect(service.simulateTransfer(tokenOf(open))).rejects.toMatchObject({
      messageKey: 'collections.sandbox_only',
    });
  });

  it('keep each merchant’s orders its own, and open them to roles 1 and 5 only', async () => {
    const mine = await merchantWithOrders();
    const theirs = await merchantWithOrders();
    const open = await mine.order();
    expect((await theirs.ga.member('Collection/GetCollectionOrderDetail', { id: open.id })).status).toBe(404);
    expect((await theirs.ga.member('Collection/CloseCollectionOrder', { id: open.id })).status).toBe(404);
    const list = await theirs.ga.member('Collection/GetCollectionOrderList');
    expect((list.body as Page).page_data.total_count).toBe(0);
    expect((await mine.detail(open.id)).status).toBe(3);

    const exchange = await merchantWithOrders([5]);
    expect((await exchange.create()).status).toBe(200);
    for (const role of [2, 3, 4]) {
      const other = await merchantWithOrders([role]);
      expect((await other.create()).status).toBe(403);
      expect((await other.ga.member('Collection/GetCollectionOrderList')).status).toBe(403);
    }
  });
});
