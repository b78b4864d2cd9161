/**
 * Money in integer minor units (cents), with the currency's ISO 4217 exponent. Amounts cross the wire as decimal
 * numbers in major units; they are converted here, by string arithmetic, never by floating-point multiplication.
 */
import { currencyById } from './lookups/currencies.ts';

export const exponentOf = (currencyId: number): number => currencyById(currencyId)?.exponent ?? 2;

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** A JS number printed without exponent notation (1e-7 → "0.0000001"). */
function numberToPlain(value: number): string {
  const text = String(value);
  return /e/i.test(text) ? value.toFixed(20).replace(/\.?0+$/, '') : text;
}

/**
 * A decimal (number or string) times 10^places, as an integer; null when it is not a plain decimal, has more
 * decimals than `places` (no silent rounding of what a person typed) or leaves the safe-integer range.
 */
function scaleDecimal(value: number | string, places: number): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? numberToPlain(value) : '') : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const trimmed = fraction.replace(/0+$/, '');
  if (trimmed.length > places) return null;
  const scaled = Number(whole!) * 10 ** places + Number(trimmed.padEnd(places, '0') || '0');
  if (!Number.isSafeInteger(scaled)) return null;
  return sign ? -scaled : scaled;
}

/** An integer (a bigint for sums past 2^53) divided by 10^places, as exact decimal text. */
function scaleToString(value: number | bigint, places: number): string {
  const isNegative = value < 0;
  const digits = String(isNegative ? -value : value).padStart(places + 1, '0');
  const whole = places ? digits.slice(0, -places) : digits;
  const fraction = places ? `.${digits.slice(-places)}` : '';
  return `${isNegative ? '-' : ''}${whole}${fraction}`;
}

/** Major units (a wire number such as 12.5, or a string "12.50") to minor units, or null (see scaleDecimal). */
export const toMinor = (major: number | string, currencyId: number): number | null =>
  scaleDecimal(major, exponentOf(currencyId));

/**
 * Minor units to a wire number in major units: exact for every amount a double prints back unchanged; a sum past
 * 2^53 minor units (a bigint, summed exactly) becomes the double nearest its exact decimal, never the result of
 * float arithmetic on rounded parts.
 */
export function toMajor(minor: number | bigint, currencyId: number): number {
  // A safe integer divided by an exact power of ten is rounded once, to the double nearest the exact decimal: the
  // same double as parsing the decimal text, without building the text (the export converts millions of amounts).
  if (typeof minor === 'number' && Number.isSafeInteger(minor)) return minor / 10 ** exponentOf(currencyId);
  return Number(minorToString(minor, currencyId));
}

/** Minor units to a plain decimal string with exactly the currency's decimals ("-1234.50"); exact for bigints too. */
export const minorToString = (minor: number | bigint, currencyId: number): string =>
  scaleToString(minor, exponentOf(currencyId));

/** "1,234.50": the bare figure (thousands separators, the currency's decimals), for a column already named by its currency. */
export function formatMinor(minor: number | bigint, currencyId: number): string {
  const [whole, fraction] = minorToString(minor, currencyId).split('.');
  const negative = whole!.startsWith('-');
  const grouped = (negative ? whole!.slice(1) : whole!).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** The minus of a negative amount: U+2212, as wide as the plus it stands against (never a hyphen). */
export const MINUS = '\u2212';

const INTEGER = /^-?\d+$/;

/** The currency's ISO code, or its id when this build does not know it. */
const codeOf = (currencyId: number): string => currencyById(currencyId)?.code ?? String(currencyId);

/**
 * THE money format of the product, on every page, message, export and statement: the currency code, a space, the
 * amount with thousands separators and exactly the currency's decimals — "AUD 1,663.27", "JPY 1,000". A negative
 * amount, or money going out (`isOutgoing`, a refund shown as positive), reads "−AUD 12.30" (U+2212 before the code).
 * Minor units as a safe integer, a bigint or an integer string (sums past 2^53 stay exact). Text that is not an
 * integer is shown as it is rather than misread.
 */
export function formatMoney(
  minor: number | bigint | string,
  currencyId: number,
  options: { isOutgoing?: boolean } = {},
): string {
  if (typeof minor === 'string' && !INTEGER.test(minor.trim())) return `${codeOf(currencyId)} ${minor}`;
  const exact = typeof minor === 'string' ? BigInt(minor.trim()) : minor;
  const isNegative = exact < 0;
  const size = isNegative ? -exact : exact;
  return `${isNegative || options.isOutgoing ? MINUS : ''}${codeOf(currencyId)} ${formatMinor(size, currencyId)}`;
}

/**
 * The same format as a spreadsheet number format, for amount cells that stay numbers (so they add up): positive and
 * zero as "AUD 1,663.27", negative as "−AUD 12.30".
 */
export function spreadsheetMoneyFormat(currencyId: number): string {
  const exponent = exponentOf(currencyId);
  const number = exponent ? `#,##0.${'0'.repeat(exponent)}` : '#,##0';
  const code = codeOf(currencyId);
  return `"${code} "${number};"${MINUS}${code} "${number}`;
}

/** Rates are stored as parts per million: 0.0235 → 23 500. */
export const PPM = 1_000_000;

export const rateToPpm = (rate: number | string): number | null => scaleDecimal(rate, 6);
export const ppmToRate = (ppm: number): number => Number(scaleToString(ppm, 6));
/** A rate typed in percent ("1.5") in parts per million (15,000), exactly; null when it is not a decimal. */
export const percentToPpm = (percent: number | string): number | null => scaleDecimal(percent, 4);

/**
 * The fee on an amount at a rate, rounded half-up to the minor unit: the one rounding rule, applied once where a
 * fee is computed. BigInt keeps amount × ppm exact beyond 2^53.
 */
export function feeAt(amountMinor: number, ratePpm: number): number {
  const product = BigInt(amountMinor) * BigInt(ratePpm);
  const half = BigInt(PPM / 2);
  const rounded = product >= 0n ? (product + half) / BigInt(PPM) : -((-product + half) / BigInt(PPM));
  return Number(rounded);
}
