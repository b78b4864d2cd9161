import { isCardChannel } from '@mbo/contracts/lookups/channels';
import type { payments } from '@mbo/db/schema-money';

/**
 * The fee a partial refund gives back: the payment's fee in proportion to the amount, half-up; the last refund
 * gives back whatever of the fee is left, so the returns add up to the fee exactly. Card payments keep theirs.
 */
export function feeReturned(
  payment: Pick<typeof payments.$inferSelect, 'channelId' | 'feeMinor' | 'grossMinor' | 'refundedMinor'>,
  amountMinor: number,
  feeReturnedSoFar: number,
): number {
  if (isCardChannel(payment.channelId)) return 0;
  if (payment.refundedMinor + amountMinor === payment.grossMinor) return payment.feeMinor - feeReturnedSoFar;
  const share =
    (BigInt(payment.feeMinor) * BigInt(amountMinor) * 2n + BigInt(payment.grossMinor)) /
    (2n * BigInt(payment.grossMinor));
  return Math.min(Number(share), payment.feeMinor - feeReturnedSoFar);
}
