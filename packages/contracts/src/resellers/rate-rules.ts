/**
 * The rules of a reseller's rates (second document, section 5): written once for the server's checks and the forms
 * (the console's base rates, a sub-reseller's base rates, a merchant's rates in the add-merchant form).
 *
 * - A rate is per channel and settlement period (`disburse_period_days`: 0 T+0, 1 T+1), a fraction on the wire with
 *   at most 4 decimals (a percent with 2), never above 9 %.
 * - No rate below the superior's base rate for the same channel and period, and no channel the superior has no base
 *   rate for; the message names the channel, the period and the floor.
 * - The same channel (and period) never twice.
 * - Only the card channels 9 and 10 take a fixed fee, at most CARD_FLAT_FEE_MAX_MINOR (our decision: AUD 0.50,
 *   ARCHITECTURE.md "Resellers"), and not below the superior's.
 * - Card fees are not offered when the merchant's pricing currency is CNY: no card channel at all then.
 */
import { FLAT_FEE_CHANNELS, isCardChannel, PAYMENT_CHANNELS } from '../lookups/channels.ts';
import { MAX_CHANNEL_RATE_PPM, type Language } from '../constants.ts';
import type { MessageKey } from '../i18n.ts';
import { minorToString, rateToPpm } from '../money.ts';

const AUD_ID = 1;

/** The channels a reseller prices: WeChat Pay, Alipay in store and online, UnionPay in store and online, card. */
export const RESELLER_CHANNEL_IDS = [1, 2, 3, 5, 7, 9, 10] as const;
/** Settlement periods a rate is for (`disburse_period_days`, as merchant_channel_rates): T+0, T+1, T+2. */
export const RATE_PERIODS = [0, 1, 2] as const;
export type RatePeriod = (typeof RATE_PERIODS)[number];
/** The highest card fixed fee, in AUD cents (AUD 0.50): our decision where the spec gives none. */
export const CARD_FLAT_FEE_MAX_MINOR = 50;
/** A fraction with at most 4 decimals: a percent with at most 2. */
const RATE_PPM_STEP = 100;

/** One rate as it travels: the channel, the period, the rate as a fraction, the card fixed fee in AUD cents. */
export interface RateRule {
  payment_channel_id: number;
  disburse_period_days: number;
  rate: number;
  flat_fee: number;
}

export interface RateProblem {
  key: MessageKey;
  params: Record<string, string | number>;
  /** The entry's index in the list checked (the form marks that row). */
  index: number;
}

export interface RateCheckOptions {
  /** The superior's base rates (the floors); null where there is no superior (the console sets a reseller's). */
  floors: readonly RateRule[] | null;
  /** Whether the merchant prices in CNY (then no card channel is offered). */
  isCnyPricing?: boolean;
  language: Language;
}

export const channelLabel = (id: number, language: Language): string => {
  const channel = PAYMENT_CHANNELS.find((item) => item.id === id);
  return channel ? (language === 'zh_CN' ? channel.zh : channel.en) : String(id);
};
export const periodLabel = (period: number): string => `T+${period}`;

/** A rate fraction's percent text ("0.0235" → "2.35"), for messages and tables. */
export function ratePercentText(ratePpm: number): string {
  const hundredths = Math.round(ratePpm / RATE_PPM_STEP);
  const fraction = String(hundredths % 100).padStart(2, '0');
  return `${Math.trunc(hundredths / 100)}.${fraction}`;
}

/** The rate in parts per million, or null unless it is ≥ 0 with at most 4 decimals. */
export function ratePpmOf(rate: number): number | null {
  const ppm = rateToPpm(rate);
  return ppm === null || ppm < 0 || ppm % RATE_PPM_STEP !== 0 ? null : ppm;
}

const sameSlot = (a: RateRule, b: RateRule) =>
  a.payment_channel_id === b.payment_channel_id && a.disburse_period_days === b.disburse_period_days;

/** Every problem of a list of rates, in list order (the server refuses with the first; the form marks them all). */
export function rateProblems(rates: readonly RateRule[], options: RateCheckOptions): RateProblem[] {
  const { floors, language } = options;
  const problems: RateProblem[] = [];
  rates.forEach((entry, index) => {
    const channel = channelLabel(entry.payment_channel_id, language);
    const period = periodLabel(entry.disburse_period_days);
    const add = (key: MessageKey, params: Record<string, string | number> = {}) =>
      problems.push({ key, params: { channel, period, ...params }, index });
    const isKnown =
      (RESELLER_CHANNEL_IDS as readonly number[]).includes(entry.payment_channel_id) &&
      (RATE_PERIODS as readonly number[]).includes(entry.disburse_period_days);
    if (!isKnown) return add('resellers.channel_not_offered');
    if (rates.findIndex((other) => sameSlot(other, entry)) !== index) return add('resellers.channel_twice');
    if (options.isCnyPricing && isCardChannel(entry.payment_channel_id)) return add('resellers.card_fee_cny');
    const ratePpm = ratePpmOf(entry.rate);
    if (ratePpm === null) return add('resellers.rate_format');
    if (ratePpm > MAX_CHANNEL_RATE_PPM)
      return add('resellers.rate_over_max', { max: ratePercentText(MAX_CHANNEL_RATE_PPM) });
    if (!Number.isSafeInteger(entry.flat_fee) || entry.flat_fee < 0) return add('resellers.rate_format');
    if (entry.flat_fee > 0 && !FLAT_FEE_CHANNELS.includes(entry.payment_channel_id))
      return add('resellers.flat_fee_not_card');
    if (entry.flat_fee > CARD_FLAT_FEE_MAX_MINOR)
      return add('resellers.flat_fee_over_max', { max: `AUD ${minorToString(CARD_FLAT_FEE_MAX_MINOR, AUD_ID)}` });
    if (floors === null) return;
    const floor = floors.find((each) => sameSlot(each, entry));
    if (!floor) return add('resellers.channel_not_offered');
    const floorPpm = ratePpmOf(floor.rate) ?? 0;
    if (ratePpm < floorPpm) return add('resellers.rate_below_floor', { floor: ratePercentText(floorPpm) });
    if (entry.flat_fee < floor.flat_fee)
      return add('resellers.flat_fee_below_floor', { floor: `AUD ${minorToString(floor.flat_fee, AUD_ID)}` });
  });
  return problems;
}
