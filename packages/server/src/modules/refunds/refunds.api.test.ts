import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { translate } from '@mbo/contracts/i18n';
import { auditLog } from '@mbo/db/schema';
import { refunds } from '@mbo/db/schema-money';
import { ACCOUNT_KIND, createRefundPath, PROVIDER } from '../../money/money.public.ts';
import type { users } from '@mbo/db/schema';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { daysAgo, shop, type Shop } from '../../../test/kits/transactions-test-kit.ts';

const server = serverForThisFile();

type User = typeof users.$inferSelect;
type Member = { user: User; token: string };

const recipientOf = (user: User) => `${user.countryCode} ${user.phone}`;

async function latestCode(user: User): Promise<string> {
  const result = await server.call('dev/outbox', { recipient: recipientOf(user), limit: 1 });
  const [message] = result.body.messages;
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code for ${recipientOf(user)}`);
  return code;
}

async function sendCode(s: Shop, member: Member, transactionId: number, amount: number) {
  return server.call(
    'send_refund_code',
    { merchant_id: s.merchant.id, transaction_id: transactionId, amount },
    { token: member.token },
  );
}

async function refund(s: Shop, member: Member, body: Record<string, unknown>, language: 'en-US' | 'zh-CN' = 'en-US') {
  return server.call(
    'merchant_refund',
    { merchant_id: s.merchant.id, request_id: randomUUID(), ...body },
    { token: member.token, language },
  );
}

/** Sends a code for the amount and refunds with it. */
async function refundWithCode(
  s: Shop,
  member: Member,
  transactionId: number,
  amount: number,
  extra: Record<string, unknown> = {},
) {
  const sent = await sendCode(s, member, transactionId, amount);
  expect(sent.status, sent.body.msg).toBe(200);
  return refund(s, member, { transaction_id: transactionId, amount, code: await latestCode(member.user), ...extra });
}

const balanceOf = async (s: Shop) =>
  (await server.call('Get_Total_Balance', { merchant_id: s.merchant.id, currency_id: 1 }, { token: s.owner.token }))
    .body.balance;

describe('the refund flow', () => {
  it("refunds part of a payment with a code sent to the user's phone; the balance, detail and audit log show it", async () => {
    const s = await shop(server);
    const payment = await s.pay(10_000, daysAgo(0, 1));
    expect(await balanceOf(s)).toBe(98.5);
    const real = await server.call(
      'get_real_refund_amount',
      { merchant_id: s.merchant.id, transaction_id: payment.id, amount: 25 },
      { token: s.owner.token },
    );
    // 1.5 % of 25.00 = 0.375 → 0.38 of the fee comes back: 24.62 leaves the balance.
    expect(real.body).toMatchObject({
      real_refund_amount: 24.62,
      fee_returned_amount: 0.38,
      from_balance_amount: 24.62,
      from_global_account_amount: 0,
      is_covered: true,
    });

    const sent = await sendCode(s, s.owner, payment.id, 25);
    expect(sent.body).toMatchObject({ success: true, sent_to: `+61 ******${s.owner.user.phone!.slice(-4)}` });
    const outbox = await server.call('dev/outbox', { recipient: recipientOf(s.owner.user), limit: 1 });
    expect(outbox.body.messages[0]).toMatchObject({ channel: 'sms', body: expect.stringContaining('refund') });

    const code = await latestCode(s.owner.user);
    const done = await refund(s, s.owner, {
      transaction_id: payment.id,
      amount: 25,
      code,
      reason: 'wrong order',
      merchant_number: s.merchant.number,
    });
    expect(done.status, done.body.msg).toBe(200);
    const made = done.body.refund;
    expect(made).toMatchObject({
      transaction_id: payment.id,
      transaction_number: payment.number,
      amount: 25,
      real_refund_amount: 24.62,
      fee_returned_amount: 0.38,
      status: 1,
      status_name: 'Refund successful',
      is_refund_from_monix_account: false,
      reason: 'wrong order',
      refund_fee: 0,
      currency_number: 'AUD',
    });
    expect(await balanceOf(s)).toBe(73.88);

    const detail = await server.call(
      'transaction_detail',
      { merchant_id: s.merchant.id, transaction_id: payment.id, turnover_type: 1 },
      { token: s.owner.token },
    );
    expect(detail.body.transaction).toMatchObject({ refund_amount: 25, refundable_amount: 75, status: 2 });
    const refundView = await server.call(
      'refundDetail',
      { merchant_id: s.merchant.id, refund_id: made.id, merchant_no: s.merchant.number },
      { token: s.owner.token },
    );
    expect(refundView.body.refund).toEqual(made);
    expect(
      (
        await server.call(
          'refundDetail',
          { merchant_id: s.merchant.id, refund_id: made.id, merchant_no: 'M0' },
          { token: s.owner.token },
        )
      ).status,
    ).toBe(400);

    const [entry] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.merchantId, s.merchant.id), eq(auditLog.action, 'refund')));
    expect(entry).toMatchObject({
      userId: s.owner.user.id,
      detail: expect.objectContaining({ refundId: made.id, paymentId: payment.id, amountMinor: 2_500 }),
    });
    expect(JSON.stringify(entry!.detail)).not.toContain(code);

    // The code is single use.
    const again = await refund(s, s.owner, { transaction_id: payment.id, amount: 25, code });
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe(translate('en', 'auth.code_wrong'));
  });

  it('binds the code to the payment and the amount', async () => {
    const s = await shop(server);
    const payment = await s.pay(10_000, daysAgo(0, 1));
    const otherPayment = await s.pay(5_000, daysAgo(0, 2));
    await sendCode(s, s.owner, payment.id, 10);
    const code = await latestCode(s.owner.user);
    for (const body of [
      { transaction_id: payment.id, amount: 20 },
      { transaction_id: otherPayment.id, amount: 10 },
    ]) {
      const result = await refund(s, s.owner, { ...body, code });
      expect(result.status).toBe(400);
      expect(result.body.msg).toBe(translate('en', 'auth.code_wrong'));
    }
    expect((await refund(s, s.owner, { transaction_id: payment.id, amount: 10, code })).status).toBe(200);
  });

  it('keeps the rules, with messages in both languages', async () => {
    const s = await shop(server);
    const payment = await s.pay(10_000, daysAgo(0, 1));
    const cases: [Record<string, unknown>, string, Record<string, string>?][] = [
      [{ amount: 0, code: '123456' }, 'refunds.refund_amount_positive'],
      [{ amount: -5, code: '123456' }, 'refunds.refund_amount_positive'],
      [{ amount: 1.234, code: '123456' }, 'transactions.amount_decimals', { decimals: '2' }],
      [{ amount: 100.01, code: '123456' }, 'refunds.refund_amount_max', { amount: 'AUD 100.00' }],
      [{ amount: 10, code: '' }, 'auth.code_required'],
    ];
    for (const [body, key, params] of cases) {
      for (const language of ['en-US', 'zh-CN'] as const) {
        const result = await refund(s, s.owner, { transaction_id: payment.id, ...body }, language);
        expect(result.status, key).toBe(400);
        expect(result.body.msg).toBe(translate(language === 'en-US' ? 'en' : 'zh_CN', key, params));
      }
    }
    // No code is sent for a refund the rules refuse.
    expect((await sendCode(s, s.owner, payment.id, 100.01)).status).toBe(400);
    await createRefundPath(server.db, s.ledger).refund({
      merchantId: s.merchant.id,
      paymentId: payment.id,
      amountMinor: 10_000,
      idempotencyKey: 'all',
    });
    for (const language of ['en-US', 'zh-CN'] as const) {
      const result = await refund(s, s.owner, { transaction_id: payment.id, amount: 1, code: '123456' }, language);
      expect(result.status).toBe(409);
      expect(result.body).toEqual({
        return_code: 'FULLY_REFUNDED',
        success: false,
        msg: translate(language === 'en-US' ? 'en' : 'zh_CN', 'refunds.refund_fully_refunded'),
      });
    }
    expect((await sendCode(s, s.owner, payment.id, 1)).body.return_code).toBe('FULLY_REFUNDED');
  });

  it('keeps the merchant fee on card refunds, and takes what the balance lacks from the global account', async () => {
    const s = await shop(server);
    // 1.1 % of 100.00 plus 0.10 flat: 1.20 fee, 98.80 to the balance.
    const card = await s.pay(10_000, daysAgo(0, 1), { channelId: 9, cardMasked: '4111111111111111' });
    const config = (channel: number) =>
      server.call(
        'get_merchant_payment_config',
        { merchant_id: s.merchant.id, payment_channel_id: channel },
        { token: s.owner.token },
      );
    expect((await config(9)).body.config).toEqual({
      payment_channel_id: 9,
      refund_operate_fee: 0,
      is_fee_returned: false,
    });
    expect((await config(1)).body.config).toEqual({
      payment_channel_id: 1,
      refund_operate_fee: 0,
      is_fee_returned: true,
    });
    const real = await server.call(
      'get_real_refund_amount',
      { merchant_id: s.merchant.id, transaction_id: card.id, amount: 100 },
      { token: s.owner.token },
    );
    // The split the dialog shows before the code is sent: 98.80 from the balance, 1.20 from the (empty) global account.
    expect(real.body).toMatchObject({
      real_refund_amount: 100,
      fee_returned_amount: 0,
      from_balance_amount: 98.8,
      from_global_account_amount: 1.2,
      is_covered: false,
    });

    const short = await refundWithCode(s, s.owner, card.id, 100);
    expect(short.status).toBe(409);
    expect(short.body).toEqual({
      return_code: 'INSUFFICIENT_BALANCE',
      success: false,
      msg: translate('en', 'refunds.refund_insufficient_balance'),
    });
    expect(await balanceOf(s)).toBe(98.8);

    // The merchant tops up its global account with 5.00 (its own screens come later: a ledger entry here).
    const legs = [
      { merchantId: s.merchant.id, currencyId: 1, kind: ACCOUNT_KIND.global, amountMinor: -500 },
      { merchantId: PROVIDER, currencyId: 1, kind: ACCOUNT_KIND.channelClearing, amountMinor: 500 },
    ];
    await s.ledger.prepare(legs);
    await server.db.transaction((tx) =>
      s.ledger.post(tx, { merchantId: s.merchant.id, kind: 'top_up', idempotencyKey: 'top-up-1', slotSeed: 1 }, legs),
    );
    const account = await server.call(
      'get_refund_account',
      { merchant_id: s.merchant.id, currency_id: 1 },
      { token: s.owner.token },
    );
    const accountId = account.body.account.id;
    const funds = () =>
      server.call(
        'get_refund_global_account_balance',
        { merchant_id: s.merchant.id, account_id: accountId },
        { token: s.owner.token },
      );
    expect((await funds()).body.account).toEqual({ id: accountId, currency_id: 1, available_funds: 5 });
    const covered = await server.call(
      'get_real_refund_amount',
      { merchant_id: s.merchant.id, transaction_id: card.id, amount: 100 },
      { token: s.owner.token },
    );
    expect(covered.body).toMatchObject({
      from_balance_amount: 98.8,
      from_global_account_amount: 1.2,
      is_covered: true,
    });

    // A second user: the first one's code was used, and their next would wait out the resend window.
    const member = await s.member();
    const done = await refundWithCode(s, member, card.id, 100);
    expect(done.status, done.body.msg).toBe(200);
    expect(done.body.refund).toMatchObject({
      amount: 100,
      real_refund_amount: 100,
      fee_returned_amount: 0,
      is_refund_from_monix_account: true,
    });
    expect(await balanceOf(s)).toBe(0);
    expect((await funds()).body.account).toMatchObject({ available_funds: 3.8 });
  });

  it('20 simultaneous refund requests for the full amount produce exactly one refund', async () => {
    const s = await shop(server);
    const payment = await s.pay(10_000, daysAgo(0, 1));
    const members = await Promise.all(Array.from({ length: 20 }, () => s.member()));
    const codes: string[] = [];
    for (const member of members) {
      await sendCode(s, member, payment.id, 100);
      codes.push(await latestCode(member.user));
    }
    const results = await Promise.all(
      members.map((member, index) =>
        refund(s, member, { transaction_id: payment.id, amount: 100, code: codes[index] }),
      ),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    for (const result of results.filter((item) => item.status !== 200)) {
      expect(result.status).toBe(409);
      expect(result.body.return_code).toBe('FULLY_REFUNDED');
    }
    const made = await server.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.merchantId, s.merchant.id), eq(refunds.paymentId, payment.id)));
    expect(made).toHaveLength(1);
    expect(await balanceOf(s)).toBe(0);
  });

  it('the same code sent 20 times at once refunds once', async () => {
    const s = await shop(server);
    const payment = await s.pay(10_000, daysAgo(0, 1));
    await sendCode(s, s.owner, payment.id, 40);
    const code = await latestCode(s.owner.user);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => refund(s, s.owner, { transaction_id: payment.id, amount: 40, code })),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    const { rows } = await server.db.execute<{ n: number }>(
      sql`select count(*)::int as n from refunds where merchant_id = ${s.merchant.id}`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('a retried request (same request_id) never refunds twice, also when the retries overlap', async () => {
    const s = await shop(server);
    const payment = await s.pay(10_000, daysAgo(0, 1));
    await sendCode(s, s.owner, payment.id, 30);
    const body = {
      transaction_id: payment.id,
      amount: 30,
      code: await latestCode(s.owner.user),
      request_id: randomUUID(),
    };
    const results = await Promise.all(Array.from({ length: 5 }, () => refund(s, s.owner, body)));
    expect(results.map((result) => result.status)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(results.map((result) => result.body.refund.id));
    expect(ids.size).toBe(1);
    const later = await refund(s, s.owner, body);
    expect(later.body.refund.id).toBe([...ids][0]);
    // 30.00 gives back 0.45 of the fee: 29.55 left the balance.
    expect(await balanceOf(s)).toBe(68.95);
    const reused = await refund(s, s.owner, { ...body, amount: 31 });
    expect(reused.status).toBe(409);
    expect(reused.body.msg).toBe(translate('en', 'refunds.refund_request_reused'));
  });

  it('sends no second code within 60 seconds, whatever the payment or amount', async () => {
    const s = await shop(server);
    const payment = await s.pay(10_000, daysAgo(0, 1));
    expect((await sendCode(s, s.owner, payment.id, 10)).status).toBe(200);
    const again = await sendCode(s, s.owner, payment.id, 20);
    expect(again.status).toBe(429);
    expect(again.body.msg).toMatch(/^Please wait \d+ seconds/);
  });

  it("gives nothing of another merchant's payment or account, and a cashier nothing of another store's", async () => {
    const s = await shop(server);
    const payment = await s.pay(10_000, daysAgo(0, 1), { storeId: s.stores[1]!.id });
    const stranger = await shop(server);
    const own = { merchant_id: stranger.merchant.id };
    for (const [name, body] of [
      ['send_refund_code', { transaction_id: payment.id, amount: 1 }],
      ['get_real_refund_amount', { transaction_id: payment.id, amount: 1 }],
      ['merchant_refund', { transaction_id: payment.id, amount: 1, code: '123456', request_id: randomUUID() }],
      ['transaction_detail', { transaction_id: payment.id, turnover_type: 1 }],
    ] as const) {
      const result = await server.call(name, { ...own, ...body }, { token: stranger.owner.token });
      expect(result.status, name).toBe(404);
    }
    const account = await server.call(
      'get_refund_account',
      { merchant_id: s.merchant.id, currency_id: 1 },
      { token: s.owner.token },
    );
    const accountId = account.body.account.id;
    expect(
      (
        await server.call(
          'get_refund_global_account_balance',
          { ...own, account_id: accountId },
          { token: stranger.owner.token },
        )
      ).status,
    ).toBe(404);

    expect((await sendCode(s, s.cashier, payment.id, 1)).status).toBe(404);
    const ownStore = await s.pay(2_000, daysAgo(0, 2));
    const done = await refundWithCode(s, s.cashier, ownStore.id, 5);
    expect(done.status, done.body.msg).toBe(200);
  });
});
