import { PAYMENT_CHANNELS } from '@mbo/contracts/lookups/channels';
import { CURRENCIES, currencyById } from '@mbo/contracts/lookups/currencies';
import { formatMinor, formatMoney as formatMinorUnits, PPM, rateToPpm, toMinor } from '@mbo/contracts/money';

/**
 * How the back-office prints money, rates and lookup names — one place for every feature. Amounts arrive in major
 * units on the wire and are printed through integer minor units (contracts' money), never float arithmetic.
 */

/**
 * A wire amount (major units) as a bare figure ("1,234.50"): only where the currency is named right beside it (a
 * chart's axis under a currency switch, an input's suffix). Everywhere else amounts go through formatMoney.
 */
export function formatAmount(major: number, currencyId: number): string {
  const minor = toMinor(major, currencyId);
  return minor === null ? String(major) : formatMinor(minor, currencyId);
}

/** A currency's ISO code, or its id when this build does not know it. */
export const currencyCode = (currencyId: number): string => currencyById(currencyId)?.code ?? String(currencyId);

/** Integer minor units in the one money format (contracts' formatMoney): "AUD 0.55" from 55. */
export const formatMinorMoney = (minor: number, currencyId: number): string => formatMinorUnits(minor, currencyId);

/**
 * A wire amount (major units) in the one money format (contracts' formatMoney): "AUD 1,234.50"; a negative amount,
 * or money going out (a refund), reads "−AUD 12.00".
 */
export function formatMoney(major: number, currencyId: number, isOutgoing = false): string {
  const minor = toMinor(major, currencyId);
  if (minor === null) return `${currencyCode(currencyId)} ${major}`;
  return formatMinorUnits(minor, currencyId, { isOutgoing });
}

/** An amount in a currency named by its ISO code (a payment's pay currency, a security event's detail). */
export function formatMoneyIn(major: number, code: string): string {
  const currency = CURRENCIES.find((entry) => entry.code === code);
  return currency ? formatMoney(major, currency.id) : `${code} ${major}`;
}

/** A count with thousands separators ("12,345"). */
export const formatCount = (count: number): string => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * A rate (a fraction) as a percentage with 2 decimals ("2.35%"), rounded half away from zero in whole hundredths of
 * a percent. Rates are exact in parts per million on the wire; one with finer digits (never sent today) is rounded
 * to the nearest ppm first rather than refused.
 */
export function formatRate(rate: number): string {
  const ppm = rateToPpm(rate) ?? Math.round(rate * PPM);
  const hundredths = Math.round(Math.abs(ppm) / 100);
  const sign = ppm < 0 && hundredths > 0 ? '-' : '';
  return `${sign}${Math.trunc(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}%`;
}

/** Which of a pair of texts the interface language reads: the Chinese one for zh_CN, the English one otherwise. */
export const textIn = <T>(language: string, texts: { zh: T; en: T }): T => (language === 'zh_CN' ? texts.zh : texts.en);

/** A payment channel's name in the interface language, or its id when this build does not know it. */
export function channelName(id: number, language: string): string {
  const channel = PAYMENT_CHANNELS.find((entry) => entry.id === id);
  return channel ? textIn(language, channel) : String(id);
}

/** A currency's name in the interface language ("Australian Dollar", "澳元"), or its code when unknown. */
export const currencyName = (currencyId: number, language: string): string => {
  const currency = currencyById(currencyId);
  return currency ? textIn(language, currency) : currencyCode(currencyId);
};

const instantFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant (ISO 8601) as `YYYY-MM-DD HH:mm` in the given time zone (the merchant's; the browser's when none):
 * Sweden's locale writes dates and times in exactly that order, in every browser. One formatter per zone, kept (a
 * list formats a page of rows).
 */
export function formatInstant(iso: string, timeZone?: string): string {
  const key = timeZone ?? '';
  let format = instantFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    instantFormats.set(key, format);
  }
  return format.format(new Date(iso));
}
