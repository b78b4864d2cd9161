import type { CardpayRateEntry, RateEntry } from '@mbo/contracts/calls/store-rates';
import { percentToPpm, ppmToPercentText } from '@mbo/contracts/calls/store-rates';
import type { StoreDetail } from '@mbo/contracts/calls/store-schemas';
import { STORE_CURRENCY_IDS, STORE_FEE_TYPE, STORE_RATE_CHANNEL_IDS } from '@mbo/contracts/constants';
import { minorToString, ppmToRate, rateToPpm, toMajor, toMinor } from '@mbo/contracts/money';

/** The fee form as a person fills it: percents and flat fees as typed text, per channel and card currency. */
export interface FeeValues {
  fee_type: number;
  rates: Record<string, string | undefined>;
  cards: Record<string, { fee_rate?: string; flat_fee?: string } | undefined>;
}

/** A flat fee as typed: digits with at most 2 decimals, or blank. */
const MONEY_TEXT = /^(\d+(\.\d{0,2})?)?$/;

export const isFlatFeeText = (text: string | undefined) => MONEY_TEXT.test((text ?? '').trim());
/** A typed flat fee in minor units (blank is 0), or null. */
export const flatFeeMinor = (text: string | undefined): number | null => {
  const trimmed = (text ?? '').trim().replace(/\.$/, '');
  return trimmed === '' ? 0 : MONEY_TEXT.test(trimmed) ? toMinor(trimmed, 1) : null;
};

/** A wire flat fee as the field shows it ("0.50"), through minor units; a figure finer than the currency as sent. */
function flatFeeText(major: number, currencyId: number): string {
  const minor = toMinor(major, currencyId);
  return minor === null ? String(major) : minorToString(minor, currencyId);
}

/** The form's values of a store (or blank ones for a new store). */
export function feeValuesOf(store?: Pick<StoreDetail, 'fee_type' | 'rates' | 'cardpay_rates'>): FeeValues {
  const rates: FeeValues['rates'] = {};
  for (const rate of store?.rates ?? [])
    if (rate.online_rate > 0) rates[rate.payment_channel_id] = ppmToPercentText(rateToPpm(rate.online_rate) ?? 0);
  const cards: FeeValues['cards'] = {};
  for (const card of store?.cardpay_rates ?? []) {
    cards[card.currency] = {
      fee_rate: ppmToPercentText(rateToPpm(card.fee_rate) ?? 0),
      flat_fee: flatFeeText(card.flat_fee, card.currency),
    };
  }
  return { fee_type: store?.fee_type ?? STORE_FEE_TYPE.none, rates, cards };
}

/** A typed percent as the wire's fraction (blank 0); invalid text is left to the field rules and read as 0 here. */
export const percentToFraction = (text: string | undefined) => ppmToRate(percentToPpm(text ?? '') ?? 0);

/** The wire's fee fields: rates only for fee type 3; a card currency only when one of its two fields is filled. */
export function feeBody(values: FeeValues): {
  fee_type: number;
  rates: RateEntry[];
  cardpay_rates: CardpayRateEntry[];
} {
  if (values.fee_type !== STORE_FEE_TYPE.fixed) return { fee_type: values.fee_type, rates: [], cardpay_rates: [] };
  const rates = STORE_RATE_CHANNEL_IDS.map((id) => ({
    payment_channel_id: id,
    online_rate: percentToFraction(values.rates?.[id]),
  }));
  const cardpay_rates = STORE_CURRENCY_IDS.flatMap((currency) => {
    const card = values.cards?.[currency];
    if (!card?.fee_rate?.trim() && !card?.flat_fee?.trim()) return [];
    return [
      {
        currency,
        fee_rate: percentToFraction(card.fee_rate),
        flat_fee: toMajor(flatFeeMinor(card.flat_fee) ?? 0, currency),
      },
    ];
  });
  return { fee_type: values.fee_type, rates, cardpay_rates };
}
