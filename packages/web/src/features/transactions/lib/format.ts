import { CURRENCIES, currencyById } from '@mbo/contracts/lookups/currencies';
import { formatMinor, toMinor } from '@mbo/contracts/money';

/** A wire amount (major units) in the spec's format: 2 decimals, thousands separators ("1,234.50"). */
export function formatAmount(major: number, currencyId: number): string {
  const minor = toMinor(major, currencyId);
  return minor === null ? String(major) : formatMinor(minor, currencyId);
}

/** "AUD 1,234.50"; refunds read as money going out ("−AUD 12.00"). */
export function formatMoney(major: number, currencyId: number, isOutgoing = false): string {
  const code = currencyById(currencyId)?.code ?? '';
  return `${isOutgoing ? '−' : ''}${code} ${formatAmount(major, currencyId)}`.trim();
}

/** A rate (a fraction) as a percentage with 2 decimals ("1.50%"). */
export const formatRate = (rate: number): string => `${(rate * 100).toFixed(2)}%`;

/** An amount in a currency named by its ISO code (the pay currency of a payment). */
export function formatMoneyIn(major: number, code: string): string {
  const currency = CURRENCIES.find((entry) => entry.code === code);
  return currency ? formatMoney(major, currency.id) : `${code} ${major}`;
}
