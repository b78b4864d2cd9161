import { describe, expect, it } from 'vitest';
import { ROLE } from '@mbo/contracts/access';
import type { PaymentTimeline } from '@mbo/contracts/calls/payment-timeline';
import type { PayoutStory } from '@mbo/contracts/calls/payouts';
import { apiRefunds } from '@mbo/db/schema-gateway';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { addMember, createStore, createUser, signIn } from '../../../test/support/factories.ts';
import { memberCalls, payoutsKit, signedInMember, type PayoutsKit } from '../../../test/kits/payouts-test-kit.ts';

const server = serverForThisFile();

const at = (localDate: string, time = '12:00:00', offset = '+11:00') => `${localDate}T${time}${offset}`;

/** A refund made by a member (recorded with their user id, as the refund dialog does). */
async function refundBy(kit: PayoutsKit, userId: number, paymentId: number, amountMinor: number, when: string) {
  const { refund } = await kit.refunds.refund({
    merchantId: kit.merchant.id,
    paymentId,
    amountMinor,
    idempotencyKey: `timeline-${paymentId}-${amountMinor}-${when}`,
    userId,
    at: new Date(when),
  });
  return refund;
}

/**
 * March 2026, T+1 to the bank account: a payment on the 2nd refunded twice by two members (the 2nd and the 3rd),
 * another payment on the 3rd, a payment on the 7th not yet cleared, and one in a second store. The run of the 6th clears the 2nd–5th and pays
 * the 2nd–4th.
 */
async function storyOfMarch() {
  const kit = await payoutsKit(server.db);
  const otherStore = await createStore(server.db, kit.merchant.id);
  const alice = await createUser(server.db, { name: 'Alice Refunder' });
  const bob = await createUser(server.db, { name: 'Bob Refunder' });
  await addMember(server.db, kit.merchant.id, alice.id, [ROLE.superAdmin]);
  await addMember(server.db, kit.merchant.id, bob.id, [ROLE.finance]);
  const paid = await kit.pay(10_000, at('2026-03-02', '10:00:00'));
  const first = await refundBy(kit, alice.id, paid.id, 1_000, at('2026-03-02', '15:00:00'));
  await kit.pay(5_000, at('2026-03-03', '09:00:00'));
  const second = await refundBy(kit, bob.id, paid.id, 500, at('2026-03-03', '11:00:00'));
  const elsewhere = await kit.pay(2_000, at('2026-03-02', '11:00:00'), 1, 1, { storeId: otherStore.id });
  const pending = await kit.pay(3_000, at('2026-03-07', '10:00:00'));
  await kit.runner.runDue(new Date(at('2026-03-06', '01:00:00')), kit.scope);
  return { kit, paid, first, second, elsewhere, pending };
}

/** transaction_detail as a member: the status and, when answered, the timeline. */
async function detailAs(kit: PayoutsKit, token: string, id: number, type: 1 | 2, language?: 'en-US' | 'zh-CN') {
  const result = await memberCalls(server, kit, token)(
    'transaction_detail',
    { transaction_id: id, turnover_type: type },
    language,
  );
  return { status: result.status, timeline: (result.body as { timeline?: PaymentTimeline }).timeline };
}

describe('transaction_detail: the story of a payment', () => {
  it('tells a settled, paid payment with two refunds by different members, with payouts and the account', async () => {
    const { kit, paid, first, second } = await storyOfMarch();
    const token = await signedInMember(server, kit, [ROLE.finance]);
    const { status, timeline } = await detailAs(kit, token, paid.id, 1);
    expect(status).toBe(200);
    expect(timeline).toMatchObject({
      payment_id: paid.id,
      payment_number: paid.number,
      currency_number: 'AUD',
      amount: 100,
      paid_at: '2026-03-02 10:00:00',
    });
    expect(timeline!.payout).toMatchObject({
      finance_date: '2026-03-02',
      status: 2,
      settlement_method: 1,
      cleared_at: '2026-03-02',
      actual_settle_date: '2026-03-06',
      returned_at: null,
      repaid_by: null,
      account: { settlement_type: 1, bsb_number: '062000', account_number: '****5678' },
    });
    expect(timeline!.payout!.id).toEqual(expect.any(Number));
    expect(timeline!.payout!.settlement_id).toMatch(/^S260302/);
    expect(timeline!.refunds.map((refund) => [refund.id, refund.number, refund.amount, refund.created_by])).toEqual([
      [first.id, first.number, 10, 'Alice Refunder'],
      [second.id, second.number, 5, 'Bob Refunder'],
    ]);
    expect(timeline!.refunds.every((refund) => !refund.is_api && refund.status_name === 'Refund successful')).toBe(
      true,
    );
    // The first refund came out of the payment's own payout; the second out of the next day's.
    expect(timeline!.refunds[0]!.payout!.id).toBe(timeline!.payout!.id);
    expect(timeline!.refunds[1]!.payout).toMatchObject({ finance_date: '2026-03-03', status: 2 });

    // A refund's detail tells the same story (its place in its payment's timeline).
    const ofRefund = await detailAs(kit, token, second.id, 2);
    expect(ofRefund.status).toBe(200);
    expect(ofRefund.timeline).toEqual(timeline);

    // The payout's detail lists the payment and the refund it cleared, and tells its own story.
    const clearing = await memberCalls(server, kit, token)('clearing_detail', { clearing_id: timeline!.payout!.id });
    const body = clearing.body as {
      page_data: { data: { transaction_id: number; turnover_type: number }[] };
      story: PayoutStory;
    };
    expect(body.page_data.data.map((row) => [row.turnover_type, row.transaction_id])).toEqual(
      expect.arrayContaining([
        [1, paid.id],
        [2, first.id],
      ]),
    );
    expect(body.story).toEqual({ cleared_at: '2026-03-02', returned_at: null, repaid_by: null, repays: [] });
  });

  it('says nothing of a payout before the payment is cleared, names a refund made through the API, and reads in Chinese', async () => {
    const { kit, pending, paid } = await storyOfMarch();
    const token = await signedInMember(server, kit, [ROLE.superAdmin]);
    const { timeline } = await detailAs(kit, token, pending.id, 1);
    expect(timeline).toMatchObject({ payment_id: pending.id, payout: null, refunds: [] });
    // A refund the merchant's system made through the API (recorded in api_refunds by the merchant API).
    const throughApi = await kit.refund(pending.id, 700, at('2026-03-07', '12:00:00'));
    await server.db
      .insert(apiRefunds)
      .values({ merchantId: kit.merchant.id, outRefundNo: 'OUT-REFUND-1', orderId: 1, refundId: throughApi.id });
    const withApi = await detailAs(kit, token, pending.id, 1);
    expect(withApi.timeline!.refunds).toEqual([
      expect.objectContaining({
        id: throughApi.id,
        amount: 7,
        is_api: true,
        api_refund_no: 'OUT-REFUND-1',
        created_by: null,
        payout: null,
      }),
    ]);
    const chinese = await detailAs(kit, token, paid.id, 1, 'zh-CN');
    expect(chinese.timeline!.refunds[0]!.status_name).toBe('退款成功');
  });

  it("shows a cashier their store's payment and when it was paid, but not which payout or account", async () => {
    const { kit, paid, elsewhere } = await storyOfMarch();
    const cashier = await signedInMember(server, kit, [ROLE.cashier], kit.store.id);
    const own = await detailAs(kit, cashier, paid.id, 1);
    expect(own.status).toBe(200);
    expect(own.timeline!.payout).toMatchObject({
      id: null,
      settlement_id: null,
      account: null,
      status: 2,
      actual_settle_date: '2026-03-06',
    });
    expect(own.timeline!.refunds[1]!.payout).toMatchObject({ id: null, settlement_id: null, account: null });
    expect((await detailAs(kit, cashier, elsewhere.id, 1)).status).toBe(404);
  });

  it("gives another merchant's member nothing of this payment", async () => {
    const { kit, paid, first } = await storyOfMarch();
    const other = await payoutsKit(server.db);
    const stranger = await createUser(server.db);
    await addMember(server.db, other.merchant.id, stranger.id, [ROLE.superAdmin]);
    const token = await signIn(server, stranger.email!);
    // Asked in their own merchant: no such payment.
    const own = await memberCalls(
      server,
      other,
      token,
    )('transaction_detail', { transaction_id: paid.id, turnover_type: 1 });
    expect(own.status).toBe(404);
    const ownRefund = await memberCalls(
      server,
      other,
      token,
    )('transaction_detail', {
      transaction_id: first.id,
      turnover_type: 2,
    });
    expect(ownRefund.status).toBe(404);
    // Asked in the payment's merchant: not a member.
    const theirs = await memberCalls(
      server,
      kit,
      token,
    )('transaction_detail', { transaction_id: paid.id, turnover_type: 1 });
    expect(theirs.status).toBe(403);
  });

  it('tells a T+0 payout that came back: returned when, and the T+1 clearing that paid it again', async () => {
    const kit = await payoutsKit(server.db);
    await kit.fastSettle(at('2026-03-01', '04:00:00'), { workday: true });
    const morning = await kit.pay(10_000, at('2026-03-10', '09:00:00'));
    await kit.fast.runFast(new Date(at('2026-03-10', '10:05:00')), kit.scope);
    const afternoon = await kit.pay(20_000, at('2026-03-10', '15:00:00'));
    await kit.fast.runFast(new Date(at('2026-03-10', '23:59:30')), kit.scope);
    const token = await signedInMember(server, kit, [ROLE.finance]);
    const paidFast = (await detailAs(kit, token, morning.id, 1)).timeline!.payout!;
    expect(paidFast).toMatchObject({ settlement_method: 2, status: 2, finance_date: '2026-03-10', returned_at: null });
    expect(paidFast.cleared_at).toMatch(/^2026-03-10 \d\d:\d\d:\d\d$/);

    const evening = (await detailAs(kit, token, afternoon.id, 1)).timeline!.payout!;
    await kit.npp.returnPayout(evening.settlement_id!, { returnedAt: new Date(at('2026-03-11', '10:00:00')) });
    await kit.runner.runDue(new Date(at('2026-03-16', '09:00:00')), kit.scope);
    const returned = (await detailAs(kit, token, afternoon.id, 1)).timeline!.payout!;
    expect(returned).toMatchObject({ status: 3, returned_at: '2026-03-11 10:00:00' });
    expect(returned.repaid_by).toMatchObject({
      id: expect.any(Number),
      settlement_id: expect.stringMatching(/^S260311/),
    });

    const story = await memberCalls(server, kit, token)('clearing_detail', { clearing_id: returned.repaid_by!.id });
    expect((story.body as { story: PayoutStory }).story.repays).toEqual([
      expect.objectContaining({ id: returned.id, settlement_id: returned.settlement_id, status: 3 }),
    ]);
  });
});
