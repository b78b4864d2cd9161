import { describe, expect, it } from 'vitest';
import { addDays } from '@mbo/contracts/date-filter';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { createRefundPath } from '../../money/money.public.ts';
import { daysAgo, shop, utcDate, type Shop } from '../../../test/kits/transactions-test-kit.ts';

const server = serverForThisFile();

const today = () => utcDate(new Date());

async function statistics(s: Shop, token: string, range: { start_time: string; end_time: string }, currencyId = 1) {
  const body = { merchant_id: s.merchant.id, currency_id: currencyId, ...range };
  const [payments, refunds, net] = await Promise.all(
    (['statistics_payment_count', 'statistics_refund_count', 'statistics_net_count'] as const).map((name) =>
      server.call(name, body, { token }),
    ),
  );
  return { payments: payments!.body, refunds: refunds!.body, net: net!.body };
}

describe('statistics counts', () => {
  it('sum payments, refunds and net sales of a range, whole days or not, per store scope', async () => {
    const s = await shop(server);
    const first = await s.pay(10_000, daysAgo(2, 9));
    await s.pay(5_000, daysAgo(1, 9), { storeId: s.stores[1]!.id });
    await s.pay(3_000, daysAgo(5, 9), { currencyId: 2 });
    await createRefundPath(server.db, s.ledger).refund({
      merchantId: s.merchant.id,
      paymentId: first.id,
      amountMinor: 2_000,
      idempotencyKey: 'r',
      at: daysAgo(1, 10),
    });
    const week = { start_time: addDays(today(), -6), end_time: today() };

    const owner = await statistics(s, s.owner.token, week);
    expect(owner.payments).toMatchObject({ amount: 150, quatity: 2 });
    expect(owner.refunds).toMatchObject({ amount: 20, quatity: 1 });
    // Fees: 1.50 + 0.75, less 0.30 given back by the refund: 1.95. Net: 150 − 20 − 1.95.
    expect(owner.net).toMatchObject({ amount: 128.05, quatity: 3 });
    const listed = await server.call(
      'transactionlist_report',
      { merchant_id: s.merchant.id, begin_time: week.start_time, end_time: week.end_time, currency: 1 },
      { token: s.owner.token },
    );
    expect(listed.body.page_data.total_count).toBe(owner.net.quatity);

    // Not whole days: summed from the rows, the same figures.
    const exact = await statistics(s, s.owner.token, {
      start_time: `${week.start_time} 00:00:00`,
      end_time: `${today()} 23:59:58`,
    });
    expect(exact).toEqual(owner);

    const cashier = await statistics(s, s.cashier.token, week);
    expect(cashier.payments).toMatchObject({ amount: 100, quatity: 1 });
    expect(cashier.net).toMatchObject({ amount: 78.8, quatity: 2 });
    expect((await statistics(s, s.owner.token, week, 2)).payments).toMatchObject({ amount: 30, quatity: 1 });
    expect((await statistics(s, s.owner.token, week, 3)).payments).toMatchObject({ amount: 0, quatity: 0 });
  });

  it('apply the date rules', async () => {
    const s = await shop(server);
    const result = await server.call(
      'statistics_payment_count',
      { merchant_id: s.merchant.id, currency_id: 1, start_time: today(), end_time: addDays(today(), 5) },
      { token: s.owner.token },
    );
    expect(result.status).toBe(400);
  });
});

describe('get_branch_list_of_employee', () => {
  it("lists the merchant's stores, a cashier's own store only, and only for the signed-in employee", async () => {
    const s = await shop(server);
    const owner = await server.call(
      'get_branch_list_of_employee',
      { merchant_id: s.merchant.id, employee_id: s.owner.user.id },
      { token: s.owner.token },
    );
    expect(owner.body.branchs.map((branch) => branch.id)).toEqual(s.stores.map((store) => store.id));
    const cashier = await server.call(
      'get_branch_list_of_employee',
      { merchant_id: s.merchant.id },
      { token: s.cashier.token },
    );
    expect(cashier.body).toMatchObject({
      branchs: [{ id: s.stores[0]!.id, name: s.stores[0]!.name, number: s.stores[0]!.number }],
    });
    const someoneElse = await server.call(
      'get_branch_list_of_employee',
      { merchant_id: s.merchant.id, employee_id: s.owner.user.id },
      { token: s.cashier.token },
    );
    expect(someoneElse.status).toBe(403);
  });
});

describe('transaction_detail and refundDetail', () => {
  it('show a refund, and nothing of another merchant or, to a cashier, of another store', async () => {
    const s = await shop(server);
    const payment = await s.pay(4_000, daysAgo(1, 9), {
      storeId: s.stores[1]!.id,
      posNo: 'POS-7',
      customerName: 'Li Wei',
      customerPhone: '0400111222',
    });
    const { refund } = await createRefundPath(server.db, s.ledger).refund({
      merchantId: s.merchant.id,
      paymentId: payment.id,
      amountMinor: 4_000,
      idempotencyKey: 'all',
      reason: 'closed',
    });
    const view = await server.call(
      'transaction_detail',
      { merchant_id: s.merchant.id, transaction_id: refund.id, turnover_type: 2 },
      { token: s.owner.token },
    );
    expect(view.body.transaction).toMatchObject({
      transaction_id: refund.id,
      turnover_type: 2,
      gross_amount: 40,
      merchant_fee_amount: 0.6,
      clearing_amount: 39.4,
      payment_number: payment.number,
      pos_no: 'POS-7',
      customer_name: 'Li Wei',
      customer_phone: '0400111222',
      note: 'closed',
    });
    const paymentView = await server.call(
      'transaction_detail',
      { merchant_id: s.merchant.id, transaction_id: payment.id, turnover_type: 1 },
      { token: s.owner.token },
    );
    expect(paymentView.body.transaction).toMatchObject({ status: 3, status_name: 'Refunded', refundable_amount: 0 });

    const stranger = await shop(server);
    for (const [name, body] of [
      ['transaction_detail', { transaction_id: refund.id, turnover_type: 2 }],
      ['refundDetail', { refund_id: refund.id }],
    ] as const) {
      expect(
        (await server.call(name, { merchant_id: stranger.merchant.id, ...body }, { token: stranger.owner.token }))
          .status,
      ).toBe(404);
      expect(
        (await server.call(name, { merchant_id: s.merchant.id, ...body }, { token: s.cashier.token })).status,
      ).toBe(404);
      expect(
        (await server.call(name, { merchant_id: s.merchant.id, ...body }, { token: stranger.owner.token })).status,
      ).toBe(403);
    }
  });
});

describe('balances', () => {
  it('answer in major units and refuse a currency that does not exist', async () => {
    const s = await shop(server);
    await s.pay(1_999, daysAgo(0, 1));
    const balance = await server.call(
      'Get_Total_Balance',
      { merchant_id: s.merchant.id, currency_id: 1 },
      { token: s.owner.token },
    );
    // 1.5 % of 19.99 = 0.29985 → 0.30.
    expect(balance.body).toMatchObject({ balance: 19.69 });
    expect(
      (
        await server.call(
          'Get_Total_Balance',
          { merchant_id: s.merchant.id, currency_id: 999 },
          { token: s.owner.token },
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await server.call(
          'get_refund_account',
          { merchant_id: s.merchant.id, currency_id: 999 },
          { token: s.owner.token },
        )
      ).status,
    ).toBe(400);
  });
});
