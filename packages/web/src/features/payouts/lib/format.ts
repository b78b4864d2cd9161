import { currencyById } from '@mbo/contracts/lookups/currencies';
import { formatMinor, toMinor } from '@mbo/contracts/money';

/** A wire amount (major units) in the spec's format: 2 decimals, thousands separators ("1,234.50"). */
export function formatAmount(major: number, currencyId: number): string {
  const minor = toMinor(major, currencyId);
  return minor === null ? String(major) : formatMinor(minor, currencyId);
}

/** "AUD 1,234.50". */
export function formatMoney(major: number, currencyId: number): string {
  return `${currencyById(currencyId)?.code ?? ''} ${formatAmount(major, currencyId)}`.trim();
}

export const currencyCode = (currencyId: number): string => currencyById(currencyId)?.code ?? String(currencyId);

/** A rate (a fraction) as a percentage with 2 decimals ("1.50%"). */
export const formatRate = (rate: number): string => `${(rate * 100).toFixed(2)}%`;
