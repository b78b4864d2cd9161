import { describe, expect, it } from 'vitest';
import type { PaymentTimeline, TimelinePayout } from '@mbo/contracts/calls/payment-timeline';
import { timelineEvents } from './timeline-events.ts';

const payout = (overrides: Partial<TimelinePayout> = {}): TimelinePayout => ({
  id: 7,
  settlement_id: 'S260302000000007',
  status: 2,
  plan_settle_date: '2026-03-03',
  actual_settle_date: '2026-03-03',
  finance_date: '2026-03-02',
  settlement_method: 1,
  cleared_at: '2026-03-02',
  returned_at: null,
  repaid_by: null,
  account: null,
  ...overrides,
});

const refund = (id: number, at: string) => ({
  id,
  number: `R${id}`,
  amount: 5,
  status: 1,
  status_name: 'Refund successful',
  create_date_time: at,
  reason: null,
  created_by: 'Alice',
  is_api: false,
  api_refund_no: null,
  payout: null,
});

const story = (overrides: Partial<PaymentTimeline> = {}): PaymentTimeline => ({
  payment_id: 1,
  payment_number: 'P1',
  currency: 1,
  currency_number: 'AUD',
  amount: 100,
  created_at: '2026-03-02 09:59:00',
  paid_at: '2026-03-02 10:00:00',
  payout: payout(),
  refunds: [],
  ...overrides,
});

const kinds = (timeline: PaymentTimeline) => timelineEvents(timeline).map((event) => event.kind);

describe('timelineEvents', () => {
  it('orders a T+1 story: refunds of the day before the clearing, later refunds after the payout', () => {
    const timeline = story({ refunds: [refund(2, '2026-03-04 11:00:00'), refund(1, '2026-03-02 15:00:00')] });
    const events = timelineEvents(timeline);
    expect(events.map((event) => [event.kind, 'refund' in event ? event.refund.id : null])).toEqual([
      ['created', null],
      ['paid', null],
      ['refund', 1],
      ['settled', null],
      ['paid_out', null],
      ['refund', 2],
    ]);
  });

  it('leaves out a creation recorded after the payment (imported history)', () => {
    expect(kinds(story({ created_at: '2026-03-09 08:00:00', payout: null }))).toEqual(['paid', 'not_settled']);
  });

  it('tells an uncleared payment, a pending payout, and a returned T+0 payout paid again', () => {
    expect(kinds(story({ payout: null }))).toEqual(['created', 'paid', 'not_settled']);
    expect(kinds(story({ payout: payout({ status: 1, actual_settle_date: null }) }))).toEqual([
      'created',
      'paid',
      'settled',
      'awaiting_payout',
    ]);
    const returned = payout({
      status: 3,
      settlement_method: 2,
      cleared_at: '2026-03-02 23:59:00',
      actual_settle_date: '2026-03-02',
      returned_at: '2026-03-03 10:00:00',
      repaid_by: {
        id: 9,
        settlement_id: 'S9',
        status: 2,
        plan_settle_date: '2026-03-04',
        actual_settle_date: '2026-03-04',
      },
    });
    expect(kinds(story({ payout: returned }))).toEqual([
      'created',
      'paid',
      'settled',
      'paid_out',
      'returned',
      'repaid',
    ]);
  });
});
