/**
 * The rules of a store's fixed surcharges (second document, section 5), written once for the server's checks and
 * the web form: a rate is typed as a percent with at most 2 decimals (blank is 0) and travels as a fraction (so at
 * most 4 decimals); no channel above 9 %; the card flat fee not above the merchant's channel-10 flat fee in AUD.
 */
import { MAX_CHANNEL_RATE_PPM, STORE_RATE_CHANNEL_IDS, type Language } from '../constants.ts';
import { currencyById } from '../lookups/currencies.ts';
import { PAYMENT_CHANNELS } from '../lookups/channels.ts';
import { rateToPpm, toMinor } from '../money.ts';

/** The card channel whose merchant flat fee caps a store's card flat fee. */
export const CARD_FLAT_FEE_CAP_CHANNEL_ID = 10;
/** A rate fraction may carry at most this many decimals (a percent with 2). */
const RATE_PPM_STEP = 100;

/** Digits and one decimal point with at most 2 decimals, or blank (the percent as a person types it). */
const PERCENT_TEXT = /^(\d+(\.\d{0,2})?|\.\d{1,2})?$/;

/** A typed percent ("2.35", "", "3.") to parts per million; blank is 0; null when it breaks the rule. */
export function percentToPpm(text: string): number | null {
  const trimmed = text.trim();
  if (!PERCENT_TEXT.test(trimmed)) return null;
  if (trimmed === '' || trimmed === '.') return 0;
  const plain = `${trimmed.startsWith('.') ? '0' : ''}${trimmed.endsWith('.') ? trimmed.slice(0, -1) : trimmed}`;
  const ppm = rateToPpm(plain);
  // rateToPpm reads "2.35" as the fraction 2.35 (2 350 000 ppm); as a percent it is a hundredth of that.
  return ppm === null ? null : ppm / 100;
}

/** Parts per million to the percent a person reads and edits ("2.35"): 2 decimals, trailing zeros kept off. */
export function ppmToPercentText(ppm: number): string {
  const hundredths = Math.round(ppm / RATE_PPM_STEP);
  const whole = Math.trunc(hundredths / 100);
  const fraction = String(hundredths % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** A wire rate (a fraction) in parts per million, or null unless it is ≥ 0 with at most 4 decimals. */
export function rateFractionToPpm(rate: number): number | null {
  const ppm = rateToPpm(rate);
  return ppm === null || ppm < 0 || ppm % RATE_PPM_STEP !== 0 ? null : ppm;
}

export interface RateEntry {
  payment_channel_id: number;
  online_rate: number;
}
export interface CardpayRateEntry {
  currency: number;
  fee_rate: number;
  flat_fee: number;
}

const channelName = (id: number, language: Language) => {
  const channel = PAYMENT_CHANNELS.find((item) => item.id === id);
  return channel ? (language === 'zh_CN' ? channel.zh : channel.en) : String(id);
};

/** A store's card surcharge of one currency, named for messages ("Card (store surcharge) AUD"). */
const cardpayName = (currencyId: number, language: Language) =>
  `${channelName(99, language)} ${currencyById(currencyId)?.code ?? currencyId}`;

/** The channels (and card currencies) whose rate is above 9 %, named in the caller's language, in form order. */
export function ratesOverMax(
  rates: readonly RateEntry[],
  cardpayRates: readonly CardpayRateEntry[],
  language: Language,
): string[] {
  const over = (fraction: number) => (rateToPpm(fraction) ?? 0) > MAX_CHANNEL_RATE_PPM;
  const channels = STORE_RATE_CHANNEL_IDS.filter((id) =>
    rates.some((rate) => rate.payment_channel_id === id && over(rate.online_rate)),
  );
  return [
    ...channels.map((id) => channelName(id, language)),
    ...cardpayRates.filter((rate) => over(rate.fee_rate)).map((rate) => cardpayName(rate.currency, language)),
  ];
}

/** How a list of names is joined in a message. */
export const joinNames = (names: readonly string[], language: Language) =>
  names.join(language === 'zh_CN' ? '、' : ', ');

/**
 * The card flat fees above the cap (the merchant's channel-10 flat fee, AUD minor units). The cap is compared at
 * face value in every currency (as the ledger charges fees: it converts nothing).
 */
export function cardFlatFeesOverMax(cardpayRates: readonly CardpayRateEntry[], capMinor: number): CardpayRateEntry[] {
  return cardpayRates.filter((rate) => (toMinor(rate.flat_fee, rate.currency) ?? Number.POSITIVE_INFINITY) > capMinor);
}
