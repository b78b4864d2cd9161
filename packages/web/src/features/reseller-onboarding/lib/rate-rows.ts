/**
 * The add-merchant form's rates as a person types them (a percent, a card fixed fee in AUD) and as they travel
 * (`RateRule`: a fraction and AUD cents). Converted by string arithmetic, so 2.35 % is exactly 0.0235. What is
 * offered follows the floors: a channel and period the reseller has no base rate for cannot be priced, and no card
 * channel is offered for a China merchant (CNY pricing). The rules themselves are the contract's `rateProblems`.
 */
import { FLAT_FEE_CHANNELS, isCardChannel } from '@mbo/contracts/lookups/channels';
import { minorToString, percentToPpm, ppmToRate, rateToPpm, toMinor } from '@mbo/contracts/money';
import {
  RATE_PERIODS,
  RESELLER_CHANNEL_IDS,
  ratePercentText,
  type RateRule,
} from '@mbo/contracts/resellers/rate-rules';

const AUD_ID = 1;

export interface RateRow {
  payment_channel_id?: number | null;
  disburse_period_days?: number | null;
  /** The rate in percent as typed ("2.35"). */
  percent?: string | null;
  /** The card fixed fee in AUD as typed ("0.30"); card channels only. */
  flat_fee?: string | null;
}

/** Whether a channel takes a fixed fee beside its rate (the card channels 9 and 10). */
export const hasFlatFee = (channelId: number | null | undefined): boolean =>
  channelId !== null && channelId !== undefined && FLAT_FEE_CHANNELS.includes(channelId);

/** A typed row as it travels; what cannot be read becomes a value the rules refuse with a format message. */
export function toRateRule(row: RateRow): RateRule {
  const ppm = percentToPpm(row.percent ?? '');
  const flatFee = hasFlatFee(row.payment_channel_id) ? toMinor(row.flat_fee?.trim() || '0', AUD_ID) : 0;
  return {
    payment_channel_id: row.payment_channel_id ?? 0,
    disburse_period_days: row.disburse_period_days ?? -1,
    rate: ppm === null ? Number.NaN : ppmToRate(ppm),
    flat_fee: flatFee ?? -1,
  };
}

/** A stored rate back into the form (an application reopened to resubmit). */
export function toRateRow(rule: RateRule): RateRow {
  const ppm = rateToPpm(rule.rate);
  return {
    payment_channel_id: rule.payment_channel_id,
    disburse_period_days: rule.disburse_period_days,
    percent: ppm === null ? '' : ratePercentText(ppm),
    flat_fee: hasFlatFee(rule.payment_channel_id) ? minorToString(rule.flat_fee, AUD_ID) : null,
  };
}

/** Whether a row has been started (a row left wholly empty is not sent). */
export const isRowStarted = (row: RateRow): boolean =>
  Boolean(row.payment_channel_id || row.percent?.trim() || row.flat_fee?.trim());

const floorOf = (floors: readonly RateRule[], channelId: number, period: number) =>
  floors.find((floor) => floor.payment_channel_id === channelId && floor.disburse_period_days === period);

/** The floor beside a row: "1.20 %" (and "+ AUD 0.20" for a card), or null while channel or period is open. */
export function floorText(
  floors: readonly RateRule[],
  channelId: number | null | undefined,
  period: number | null | undefined,
): string | null {
  if (channelId === null || channelId === undefined || period === null || period === undefined) return null;
  const floor = floorOf(floors, channelId, period);
  if (!floor) return null;
  const rate = `${ratePercentText(rateToPpm(floor.rate) ?? 0)} %`;
  return floor.flat_fee > 0 ? `${rate} + AUD ${minorToString(floor.flat_fee, AUD_ID)}` : rate;
}

/** The channels offered: those with a base rate for some period, no card channel for CNY pricing. */
export function offeredChannels(floors: readonly RateRule[], isCnyPricing: boolean): number[] {
  return RESELLER_CHANNEL_IDS.filter(
    (id) => floors.some((floor) => floor.payment_channel_id === id) && !(isCnyPricing && isCardChannel(id)),
  );
}

/** The periods offered for a channel: those it has a base rate for. */
export function offeredPeriods(floors: readonly RateRule[], channelId: number | null | undefined): number[] {
  return RATE_PERIODS.filter((period) => channelId && floorOf(floors, channelId, period));
}
