import { RETURN_CODE, type ReturnCode } from '@mbo/contracts/envelope';
import type { MessageKey } from '@mbo/contracts/i18n';
import { exponentOf, formatMoney, toMinor } from '@mbo/contracts/money';
import { AppError, badRequest, type ErrorCode } from '../../lib/app-error.ts';
import type { RefundRefusedError } from '../recording/record-refund.ts';

/** No fee is charged for refunding, in any currency (get_merchant_payment_config's refund_operate_fee). */
export const REFUND_OPERATE_FEE = 0;

/**
 * A refund refusal the web treats apart from other failures, told by its return_code: INSUFFICIENT_BALANCE (a
 * toast with a top-up link) and FULLY_REFUNDED (a warning rather than an error).
 */
export class RefundError extends AppError {
  constructor(
    code: ErrorCode,
    messageKey: MessageKey,
    private readonly refundReturnCode: ReturnCode,
    params: Record<string, string | number> = {},
  ) {
    super(code, messageKey, params);
  }

  override get returnCode(): ReturnCode {
    return this.refundReturnCode;
  }
}

export const fullyRefunded = () =>
  new RefundError('CONFLICT', 'refunds.refund_fully_refunded', RETURN_CODE.fullyRefunded);
export const insufficientBalance = () =>
  new RefundError('CONFLICT', 'refunds.refund_insufficient_balance', RETURN_CODE.insufficientBalance);

export const exceedsRefundable = (refundableMinor: number, currencyId: number) =>
  badRequest('refunds.refund_amount_max', { amount: formatMoney(refundableMinor, currencyId) });

/** A wire amount in minor units of the payment's currency: above zero, no more decimals than the currency has. */
export function refundAmountMinor(amount: number, currencyId: number): number {
  const minor = toMinor(amount, currencyId);
  if (minor === null) {
    if (amount > 0) throw badRequest('transactions.amount_decimals', { decimals: exponentOf(currencyId) });
    throw badRequest('refunds.refund_amount_positive');
  }
  if (minor <= 0) throw badRequest('refunds.refund_amount_positive');
  return minor;
}

/** The refund rules on what is left of a payment: something left, and no more than that. */
export function checkRefundable(
  grossMinor: number,
  refundedMinor: number,
  amountMinor: number,
  currencyId: number,
): void {
  const refundable = grossMinor - refundedMinor;
  if (refundable <= 0) throw fullyRefunded();
  if (amountMinor > refundable) throw exceedsRefundable(refundable, currencyId);
}

/** The refund path's refusals as the caller's messages. */
export function refusalError(error: RefundRefusedError, currencyId: number): AppError {
  switch (error.reason) {
    case 'not_found':
      return new AppError('NOT_FOUND', 'errors.not_found');
    case 'fully_refunded':
      return fullyRefunded();
    case 'exceeds_refundable':
      return exceedsRefundable(error.refundableMinor, currencyId);
    case 'insufficient_balance':
      return insufficientBalance();
  }
}
