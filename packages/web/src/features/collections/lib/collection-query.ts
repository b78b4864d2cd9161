import { COLLECTION_FEE_PPM } from '@mbo/contracts/calls/collections';
import { feeAt, toMajor, toMinor } from '@mbo/contracts/money';
import type { COLLECTION_STATUS_FILTER } from '@mbo/contracts/remittance/order-flow';

/** The list's state in the address (keepAlive): a status of the filter or all, and the page. */
export interface CollectionQuery {
  status: (typeof COLLECTION_STATUS_FILTER)[number] | null;
  page: number;
}

export const defaultCollectionQuery = (): CollectionQuery => ({ status: null, page: 1 });

/** The fee and what the global account receives, as the server will fix them; null while the amount is not valid. */
export function feePreview(amount: number | null | undefined, currencyId: number) {
  const minor = amount === null || amount === undefined ? null : toMinor(amount, currencyId);
  if (minor === null || minor <= 0) return null;
  const fee = feeAt(minor, COLLECTION_FEE_PPM);
  return { fee: toMajor(fee, currencyId), net: toMajor(minor - fee, currencyId) };
}

/** The payer page's full address. */
export const payerLink = (payPath: string) => `${window.location.origin}${payPath}`;
