import { describe, expect, it } from 'vitest';
import { formatWireTime } from '../lib/time.ts';
import { REFUND_HABITS } from './demo-profile.ts';
import {
  cnyRateMicros,
  planHistory,
  refundAmountMinor,
  type DayPlan,
  type PlannedPayment,
  type PlannedRefund,
} from './demo-plan.ts';

const TZ = 'Australia/Sydney';
const NOW = new Date('2026-03-20T09:30:00Z');
const plan = (options: Partial<Parameters<typeof planHistory>[0]> = {}): DayPlan[] => [
  ...planHistory({ timeZone: TZ, now: NOW, days: 90, ...options }),
];
const paymentsOf = (days: DayPlan[]) =>
  days.flatMap((day) => day.events.filter((event): event is PlannedPayment => event.kind === 'payment'));
const refundsOf = (days: DayPlan[]) =>
  days.flatMap((day) => day.events.filter((event): event is PlannedRefund => event.kind === 'refund'));

describe('the demo history plan', () => {
  it('is the same every time, and a date gets the same day whatever the last day is', () => {
    expect(plan()).toEqual(plan());
    // Payments are drawn from their date's seed: the days both windows hold in full are the same.
    const untilTomorrow = plan({ now: new Date(NOW.getTime() + 86_400_000) });
    const fullDays = (days: DayPlan[]) => new Map(days.slice(1, -1).map((day) => [day.date, paymentsOf([day])]));
    const today = fullDays(plan());
    const tomorrow = fullDays(untilTomorrow);
    const shared = [...today.keys()].filter((date) => tomorrow.has(date));
    expect(shared).toHaveLength(87);
    for (const date of shared) expect(tomorrow.get(date)).toEqual(today.get(date));
    expect(paymentsOf(plan({ seed: 1 }))).not.toEqual(paymentsOf(plan()));
  });

  it('covers 90 days with a few thousand payments, and the size scales', () => {
    const days = plan();
    expect(days).toHaveLength(90);
    expect(days.at(-1)!.date).toBe('2026-03-20');
    const count = paymentsOf(days).length;
    expect(count).toBeGreaterThan(3_000);
    expect(count).toBeLessThan(6_000);
    const scaled = paymentsOf(plan({ days: 7, scale: 10 })).length;
    const base = paymentsOf(plan({ days: 7 })).length;
    expect(scaled / base).toBeGreaterThan(8);
    expect(scaled / base).toBeLessThan(12);
  });

  it('plans nothing after now, and events in time order', () => {
    for (const day of plan()) {
      for (const [index, event] of day.events.entries()) {
        expect(event.at.getTime()).toBeLessThanOrEqual(NOW.getTime());
        if (index > 0) expect(event.at.getTime()).toBeGreaterThanOrEqual(day.events[index - 1]!.at.getTime());
        expect(formatWireTime(event.at, TZ).slice(0, 10)).toBe(day.date);
      }
    }
  });

  it('refunds about 3 % of payments, in the evening, at least an hour after them, part or full', () => {
    const days = plan();
    const payments = new Map(paymentsOf(days).map((payment) => [payment.input.channelTxnId, payment]));
    const refunds = refundsOf(days);
    expect(refunds.length / payments.size).toBeGreaterThan(0.015);
    expect(refunds.length / payments.size).toBeLessThan(0.04);
    expect(new Set(refunds.map((refund) => refund.idempotencyKey)).size).toBe(refunds.length);
    for (const refund of refunds) {
      const payment = payments.get(refund.channelTxnId)!;
      expect(refund.at.getTime() - payment.at.getTime()).toBeGreaterThanOrEqual(
        REFUND_HABITS.minDelayHours * 3_600_000,
      );
      const time = formatWireTime(refund.at, TZ).slice(11, 16);
      expect(time >= '17:00' && time < '21:00', time).toBe(true);
    }
    expect(refunds.some((refund) => refund.partPercent === null)).toBe(true);
    expect(refunds.some((refund) => refund.partPercent !== null)).toBe(true);
  });

  it('keeps channel transaction ids unique and exchange rates within their ranges', () => {
    const payments = paymentsOf(plan());
    expect(new Set(payments.map((payment) => `${payment.input.channelId}:${payment.input.channelTxnId}`)).size).toBe(
      payments.length,
    );
    for (const payment of payments) {
      const rate = payment.input.exchangeRateMicros;
      if (rate === undefined) continue;
      const [low, high] = payment.input.currencyId === 1 ? [4_600_000, 4_800_000] : [7_100_000, 7_300_000];
      expect(rate).toBeGreaterThanOrEqual(low);
      expect(rate).toBeLessThanOrEqual(high);
    }
    expect(cnyRateMicros('2026-03-01', 1) % 100).toBe(0);
  });

  it('refund amounts: all of the gross, or a share rounded to 10 cents within 1.00 and the gross', () => {
    expect(refundAmountMinor({ partPercent: null }, 2_345)).toBe(2_345);
    expect(refundAmountMinor({ partPercent: 30 }, 2_345)).toBe(700);
    expect(refundAmountMinor({ partPercent: 15 }, 300)).toBe(100);
    // A part stays below the gross.
    expect(refundAmountMinor({ partPercent: 60 }, 105)).toBe(95);
  });
});
