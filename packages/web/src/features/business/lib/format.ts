import { currencyById } from '@mbo/contracts/lookups/currencies';
import { formatMinor, rateToPpm, toMinor } from '@mbo/contracts/money';

/** A wire amount (major units) with 2 decimals and thousands separators, after its currency code ("AUD 1,234.50"). */
export function formatMoney(major: number, currencyId: number): string {
  const minor = toMinor(major, currencyId);
  const code = currencyById(currencyId)?.code ?? '';
  return `${code} ${minor === null ? String(major) : formatMinor(minor, currencyId)}`.trim();
}

/** A rate (a fraction) as a percentage with 2 decimals ("2.35%"), computed in parts per million (no float drift). */
export function formatRate(rate: number): string {
  const ppm = rateToPpm(rate);
  return ppm === null ? `${rate * 100}%` : `${(ppm / 10_000).toFixed(2)}%`;
}

/** An account number grouped in 4s ("1234 5678 9012"), the spec's display rule. */
export const groupInFours = (digits: string): string => digits.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

/** A BSB as banks print it ("062-000"). */
export const formatBsb = (bsb: string): string => (/^\d{6}$/.test(bsb) ? `${bsb.slice(0, 3)}-${bsb.slice(3)}` : bsb);
