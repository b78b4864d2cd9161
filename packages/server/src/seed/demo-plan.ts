/**
 * The demo history as a plan: day by day, the payments of each store and the refunds staff make later, all drawn
 * from a seeded generator so that a calendar date always gets the same day (each day is seeded by its date, so
 * the history of 90 days ending today and of 90 days ending tomorrow share 89 identical days). Nothing here
 * touches the database; demo-history.ts runs a plan through the payment and refund paths, bulk-history.ts loads
 * one in bulk for the benchmark.
 */
import { CURRENCY_ID } from '@mbo/contracts/lookups/currencies';
import { formatWireTime } from '../lib/time.ts';
import type { PaymentInput } from '../money/money.public.ts';
import {
  CARD_BINS,
  CNY_RATE_RANGES,
  CUSTOMER_NAMES,
  HARBOUR_STORES,
  REFUND_HABITS,
  type AmountBand,
  type ChannelMix,
  type StoreProfile,
} from './demo-profile.ts';
import { localClock, shiftDate, weekdayOf } from './local-time.ts';
import { createRandom, hashSeed, type Random } from './prng.ts';

/** The demo's seed: change it and every day of the demo changes. */
export const DEMO_SEED = 20_260_301;

export interface PlannedPayment {
  kind: 'payment';
  at: Date;
  storeNumber: string;
  input: Omit<PaymentInput, 'merchantId' | 'storeId'> & { paidAt: Date };
}

export interface PlannedRefund {
  kind: 'refund';
  at: Date;
  /** The payment refunded: its channel and the channel's transaction id. */
  channelId: number;
  channelTxnId: string;
  /** Null for a refund in full; otherwise the share of the gross given back, in percent. */
  partPercent: number | null;
  reason: string;
  idempotencyKey: string;
}

export type PlannedEvent = PlannedPayment | PlannedRefund;

export interface DayPlan {
  /** The merchant-local date. */
  date: string;
  /** In time order. */
  events: PlannedEvent[];
}

export interface PlanOptions {
  timeZone: string;
  /** The history ends here: nothing is planned after it. */
  now: Date;
  /** Days, today included. */
  days: number;
  /** Volume factor over the stores' daily volumes (1: about 45 payments a day). */
  scale?: number;
  seed?: number;
  stores?: readonly StoreProfile[];
}

/** What a refund gives back of a payment's gross: all of it, or its share rounded to 10 cents (at least 1.00). */
export function refundAmountMinor(refund: Pick<PlannedRefund, 'partPercent'>, grossMinor: number): number {
  if (refund.partPercent === null) return grossMinor;
  const share = Math.round((grossMinor * refund.partPercent) / 1_000) * 10;
  return Math.min(Math.max(share, 100), grossMinor - 10);
}

const digits = (random: Random, count: number) => Array.from({ length: count }, () => random.int(0, 9)).join('');

function channelTxnId(random: Random, channelId: number, date: string, counter: number): string {
  const ymd = date.replaceAll('-', '');
  const serial = String(counter).padStart(6, '0');
  if (channelId === 1) return `420000${ymd}${serial}${digits(random, 8)}`;
  if (channelId === 2 || channelId === 3) return `${ymd}2200${serial}${digits(random, 10)}`;
  if (channelId === 5 || channelId === 7) return `${ymd}${serial}${digits(random, 7)}`;
  return `ch_${ymd}${serial}${digits(random, 6)}`;
}

function maskedCard(random: Random): string {
  const [bin, length] = random.weighted(
    CARD_BINS.map(([prefix, size, weight]) => [[prefix, size] as const, weight] as const),
  );
  return `${bin}${'*'.repeat(length - 10)}${digits(random, 4)}`;
}

function amountMinor(random: Random, bands: readonly AmountBand[]): number {
  const [min, max] = random.weighted(bands.map((band) => [band, band[2]] as const));
  return Math.round((min + random.next() * (max - min)) * 10) * 10;
}

/** The day's CNY rate per unit of a currency, in micro-units with 4 decimals: a slow drift inside its range. */
export function cnyRateMicros(date: string, currencyId: number): number {
  const [low, high] = CNY_RATE_RANGES[currencyId] ?? CNY_RATE_RANGES[CURRENCY_ID.AUD]!;
  const dayNumber = Date.parse(`${date}T00:00:00Z`) / 86_400_000;
  const noise = createRandom(hashSeed(`rate:${currencyId}:${date}`)).next() - 0.5;
  const position = 0.5 + 0.4 * Math.sin(dayNumber / 11) + 0.1 * noise;
  return Math.round((low + (high - low) * position) * 10_000) * 100;
}

/** When staff refund a payment made at `paidAt`: some hours later, inside the evening window. */
function refundTime(random: Random, paidAt: Date, timeZone: string): { date: string; at: Date } {
  const { minDelayHours, maxDelayHours, windowFrom, windowTo } = REFUND_HABITS;
  const earliest = new Date(paidAt.getTime() + random.int(minDelayHours * 60, maxDelayHours * 60) * 60_000);
  const [date, time] = formatWireTime(earliest, timeZone).split(' ') as [string, string];
  const minute = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const inWindow = random.int(windowFrom, windowTo - 1);
  if (minute < windowFrom) return { date, at: localClock(date, timeZone)(inWindow, random.int(0, 59)) };
  if (minute < windowTo) return { date, at: earliest };
  const next = shiftDate(date, 1);
  return { date: next, at: localClock(next, timeZone)(inWindow, random.int(0, 59)) };
}

interface DayContext {
  date: string;
  random: Random;
  clock: (minuteOfDay: number, second?: number) => Date;
  counter: { next: number };
}

/** One payment of a store on a day (drawn even when it falls after `now`, so earlier draws stay the same). */
function planPayment(store: StoreProfile, day: DayContext): PlannedPayment {
  const { random, date } = day;
  const hours = Object.entries(store.hourWeights).map(([hour, weight]) => [Number(hour), weight] as const);
  const hour = random.weighted(hours);
  const from = Math.max(store.opensAt, hour * 60);
  const to = Math.min(store.closesAt, hour * 60 + 60) - 1;
  const paidAt = day.clock(random.int(from, Math.max(from, to)), random.int(0, 59));

  const isUsd = store.usd !== undefined && random.chance(store.usd.share);
  const currencyId = isUsd ? CURRENCY_ID.USD : CURRENCY_ID.AUD;
  const channels: readonly ChannelMix[] = isUsd ? store.usd!.channels : store.channels;
  const mix = random.weighted(channels.map((channel) => [channel, channel.weight] as const));
  const counter = day.counter.next++;
  const paidInCny = mix.cnyShare !== undefined && random.chance(mix.cnyShare);
  const paysInCny = [1, 2, 3].includes(mix.channelId) || paidInCny;
  const isCard = mix.channelId === 9 || mix.channelId === 10;
  const customer =
    store.isOnline && random.chance(0.6) ? CUSTOMER_NAMES[random.int(0, CUSTOMER_NAMES.length - 1)]! : null;
  return {
    kind: 'payment',
    at: paidAt,
    storeNumber: store.storeNumber,
    input: {
      channelId: mix.channelId,
      sourceType: mix.sourceTypes[random.int(0, mix.sourceTypes.length - 1)]!,
      currencyId,
      orderMinor: amountMinor(random, isUsd ? store.usd!.amounts : store.amounts),
      channelTxnId: channelTxnId(random, mix.channelId, date, counter),
      paidInCny: mix.cnyShare !== undefined ? paidInCny : undefined,
      exchangeRateMicros: paysInCny ? cnyRateMicros(date, currencyId) : undefined,
      cardMasked: isCard ? maskedCard(random) : null,
      posNo: store.posNumbers ? store.posNumbers[random.int(0, store.posNumbers.length - 1)]! : null,
      outTxnId: store.isOnline ? `HN${date.slice(2).replaceAll('-', '')}${String(counter).padStart(6, '0')}` : null,
      customerName: customer,
      customerPhone: customer ? `04${digits(random, 8)}` : null,
      subject: store.isOnline ? 'Online order' : random.chance(0.7) ? 'Dine-in' : 'Takeaway',
      paidAt,
    },
  };
}

/** The plan, one merchant-local day at a time, oldest first. */
export function* planHistory(options: PlanOptions): Generator<DayPlan> {
  const { timeZone, now, days, scale = 1, seed = DEMO_SEED, stores = HARBOUR_STORES } = options;
  const today = formatWireTime(now, timeZone).slice(0, 10);
  const pending = new Map<string, PlannedRefund[]>();
  for (let back = days - 1; back >= 0; back -= 1) {
    const date = shiftDate(today, -back);
    const random = createRandom(hashSeed(`${seed}:${date}`));
    const day: DayContext = { date, random, clock: localClock(date, timeZone), counter: { next: 1 } };
    const events: PlannedEvent[] = [];
    for (const store of stores) {
      const volume =
        store.paymentsPerDay * scale * store.weekdayFactors[weekdayOf(date)]! * (0.85 + 0.3 * random.next());
      const count = Math.round(volume);
      for (let index = 0; index < count; index += 1) {
        const payment = planPayment(store, day);
        const isRefunded = random.chance(REFUND_HABITS.share);
        const isFull = random.chance(REFUND_HABITS.fullShare);
        const [partFrom, partTo] = REFUND_HABITS.partPercent;
        const partPercent = isFull ? null : random.int(partFrom, partTo);
        const reason = REFUND_HABITS.reasons[random.int(0, REFUND_HABITS.reasons.length - 1)]!;
        const when = isRefunded ? refundTime(random, payment.at, timeZone) : null;
        if (payment.at > now) continue;
        events.push(payment);
        if (!when || when.at > now) continue;
        const refunds = pending.get(when.date) ?? [];
        refunds.push({
          kind: 'refund',
          at: when.at,
          channelId: payment.input.channelId,
          channelTxnId: payment.input.channelTxnId,
          partPercent,
          reason,
          idempotencyKey: `demo-refund:${payment.input.channelId}:${payment.input.channelTxnId}`,
        });
        pending.set(when.date, refunds);
      }
    }
    events.push(...(pending.get(date) ?? []));
    pending.delete(date);
    // Payments before refunds at the same instant; otherwise by time (a stable sort keeps the drawing order).
    events.sort((a, b) => a.at.getTime() - b.at.getTime() || (a.kind === b.kind ? 0 : a.kind === 'payment' ? -1 : 1));
    yield { date, events };
  }
}
