import type { Found } from '@mbo/contracts/calls/transaction-finding';
import { detailPath } from './detail-path.ts';

/**
 * Where a found number leads: a payment's detail; a refund's own detail (which names and links its payment); a
 * payout's detail. An order that was never paid has no page: it is shown where it was found.
 */
export function foundPath(found: Found): string | null {
  switch (found.kind) {
    case 'payment':
      return detailPath(found.id, 1);
    case 'refund':
      return detailPath(found.id, 2);
    case 'payout':
      return `/payoutDetail?id=${found.id}`;
    case 'order':
      return null;
  }
}

/** The one page a search opens at once: when the number names exactly one thing, and it has a page. */
export const onlyPath = (matches: readonly Found[]): string | null =>
  matches.length === 1 ? foundPath(matches[0]!) : null;
