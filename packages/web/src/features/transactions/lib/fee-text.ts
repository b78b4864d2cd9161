import { formatMoney } from '../../../lib/format.ts';

/**
 * A list row's merchant fee: a payment's fee, or the part of the fee a refund gave back ("−AUD 0.38"); a refund that
 * gave nothing back (a card payment keeps its fee) shows "—", not "−AUD 0.00".
 */
export function feeText(fee: number, currencyId: number, isRefund: boolean): string {
  if (isRefund && fee === 0) return '—';
  return formatMoney(fee, currencyId, isRefund);
}
