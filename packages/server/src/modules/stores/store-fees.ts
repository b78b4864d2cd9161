import {
  cardFlatFeesOverMax,
  joinNames,
  rateFractionToPpm,
  ratesOverMax,
  type CardpayRateEntry,
  type RateEntry,
} from '@mbo/contracts/calls/store-rates';
import { STORE_FEE_TYPE, STORE_RATE_CHANNEL_IDS, type Language } from '@mbo/contracts/constants';
import { CURRENCY_ID } from '@mbo/contracts/lookups/currencies';
import { formatMoney, toMinor } from '@mbo/contracts/money';
import { badRequest } from '../../lib/app-error.ts';
import type { StoreRates } from './stores.repository.ts';

export interface FeeInput {
  fee_type: number;
  rates: RateEntry[];
  cardpay_rates: CardpayRateEntry[];
}

const hasDuplicates = (values: number[]) => new Set(values).size !== values.length;

/**
 * The rules of a store's fee settings (section 5), shared with the web form through contracts/store-rates: only
 * fee type 3 keeps rates; each channel and card currency once; a channel left out is 0; none above 9 % (the
 * message names them in the caller's language); card flat fees not above `capMinor`. Returns the rows to write.
 */
export function checkedFees(input: FeeInput, capMinor: number, language: Language): StoreRates {
  if (input.fee_type !== STORE_FEE_TYPE.fixed) return { channels: [], cards: [] };
  if (
    hasDuplicates(input.rates.map((rate) => rate.payment_channel_id)) ||
    hasDuplicates(input.cardpay_rates.map((rate) => rate.currency))
  ) {
    throw badRequest('stores.rate_channel_duplicate');
  }
  const over = ratesOverMax(input.rates, input.cardpay_rates, language);
  if (over.length > 0) throw badRequest('stores.rate_over_max', { channels: joinNames(over, language) });
  if (cardFlatFeesOverMax(input.cardpay_rates, capMinor).length > 0) {
    throw badRequest('stores.card_flat_fee_over_max', { max: formatMoney(capMinor, CURRENCY_ID.AUD) });
  }
  const ppmOf = (channelId: number) => {
    const rate = input.rates.find((entry) => entry.payment_channel_id === channelId);
    return rate ? rateFractionToPpm(rate.online_rate)! : 0;
  };
  return {
    channels: STORE_RATE_CHANNEL_IDS.map((channelId) => ({ channelId, ratePpm: ppmOf(channelId) })),
    cards: input.cardpay_rates.map((rate) => ({
      currencyId: rate.currency,
      ratePpm: rateFractionToPpm(rate.fee_rate)!,
      flatMinor: toMinor(rate.flat_fee, rate.currency)!,
    })),
  };
}
