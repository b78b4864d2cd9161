import type { DailySummaryRow, Settlement } from '@mbo/contracts/calls/payouts';
import { formatMinor, toMinor } from '@mbo/contracts/money';
export { harbourId, merchantCall as harbourCall } from '../../fixtures/harbour.ts';

export type { DailySummaryRow, Settlement };

/** An AUD amount as the screens print it ("1,234.50"). */
export const shown = (major: number): string => formatMinor(toMinor(major, 1) ?? 0, 1);
