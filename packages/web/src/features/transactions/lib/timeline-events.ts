import type { PaymentTimeline, TimelinePayout, TimelineRefund } from '@mbo/contracts/calls/payment-timeline';
import { SETTLEMENT_STATUS } from '@mbo/contracts/calls/payouts';

/** One line of a payment's story, in the order it happened. */
export type TimelineEvent =
  | { kind: 'created' | 'paid'; at: string }
  | { kind: 'refund'; at: string; refund: TimelineRefund }
  | { kind: 'settled' | 'paid_out' | 'awaiting_payout' | 'returned' | 'repaid'; at: string; payout: TimelinePayout }
  | { kind: 'not_settled'; at: string };

interface Sorted {
  event: TimelineEvent;
  key: string;
}

/**
 * A payout's steps: cleared (a T+0 run at its time; a T+1 clearing after its finance day ends), then paid out (on
 * its actual date), awaiting payout (until its planned date), or returned and paid again in a later clearing. Sort
 * keys are merchant-local times; "~" sorts after any time of the same day.
 */
function payoutSteps(payout: TimelinePayout): Sorted[] {
  const cleared = payout.cleared_at.length > 10 ? payout.cleared_at : `${payout.cleared_at}~`;
  const after = (date: string) => (date > cleared ? date : `${cleared}~`);
  const steps: Sorted[] = [{ event: { kind: 'settled', at: payout.cleared_at, payout }, key: cleared }];
  if (payout.status === SETTLEMENT_STATUS.pending) {
    steps.push({ event: { kind: 'awaiting_payout', at: payout.plan_settle_date, payout }, key: `${cleared}~~` });
  } else if (
    (payout.status === SETTLEMENT_STATUS.paid || payout.status === SETTLEMENT_STATUS.returned) &&
    payout.actual_settle_date
  ) {
    // A returned payout was sent (and paid) before the receiving bank gave it back.
    steps.push({
      event: { kind: 'paid_out', at: payout.actual_settle_date, payout },
      key: after(payout.actual_settle_date),
    });
  }
  if (payout.returned_at) {
    steps.push({ event: { kind: 'returned', at: payout.returned_at, payout }, key: after(payout.returned_at) });
  }
  if (payout.repaid_by) {
    const date = payout.repaid_by.actual_settle_date ?? payout.repaid_by.plan_settle_date;
    steps.push({ event: { kind: 'repaid', at: date, payout }, key: after(`${date}~`) });
  }
  return steps;
}

/**
 * The story of a payment as events, oldest first: created, paid, each refund, the payout it was cleared in and
 * what became of it — or "not settled yet". A refund's own payout is told on the refund's line (refund timeline
 * items), not as separate events, so the story stays one line per thing the merchant did or was paid.
 */
export function timelineEvents(timeline: PaymentTimeline): TimelineEvent[] {
  // A record written after the payment (imported or seeded history) has no creation worth telling.
  const isCreatedFirst = timeline.created_at <= timeline.paid_at;
  const sorted: Sorted[] = [
    ...(isCreatedFirst
      ? [{ event: { kind: 'created' as const, at: timeline.created_at }, key: timeline.created_at }]
      : []),
    { event: { kind: 'paid', at: timeline.paid_at }, key: `${timeline.paid_at}!` },
    ...timeline.refunds.map((refund) => ({
      event: { kind: 'refund' as const, at: refund.create_date_time, refund },
      key: refund.create_date_time,
    })),
    ...(timeline.payout
      ? payoutSteps(timeline.payout)
      : [{ event: { kind: 'not_settled' as const, at: '' }, key: '~' }]),
  ];
  // A stable sort: events at the same time keep the order above.
  return sorted.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).map((entry) => entry.event);
}
