import { PAYMENT_CHANNELS } from '@mbo/contracts/lookups/channels';
import { formatMinor, toMinor } from '@mbo/contracts/money';

/** A wire amount (major units) in the spec's format: 2 decimals, thousands separators ("1,234.50"). */
export function formatAmount(major: number, currencyId: number): string {
  const minor = toMinor(major, currencyId);
  return minor === null ? String(major) : formatMinor(minor, currencyId);
}

/** A count with thousands separators ("12,345"). */
export const formatCount = (count: number): string => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A change rate (a fraction) as an unsigned percentage with 2 decimals; the arrow beside it gives the sign. */
export const formatRate = (rate: number): string => `${(Math.abs(rate) * 100).toFixed(2)}%`;

/** A channel's name in the interface language (the lookup of the contract), or its id when unknown. */
export function channelName(id: number, language: string): string {
  const channel = PAYMENT_CHANNELS.find((entry) => entry.id === id);
  if (!channel) return `#${id}`;
  return language === 'zh_CN' ? channel.zh : channel.en;
}
