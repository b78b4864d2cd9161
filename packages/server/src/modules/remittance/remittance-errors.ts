import type { RemittanceQuote, TransferOrder } from '@mbo/contracts/calls/remittance';
import { RETURN_CODE, type ReturnCode } from '@mbo/contracts/envelope';
import type { MessageKey } from '@mbo/contracts/i18n';
import { AppError } from '../../lib/app-error.ts';

/** A remittance refusal the web tells apart by its return_code, with the fields its envelope carries. */
export class RemittanceError extends AppError {
  constructor(
    messageKey: MessageKey,
    private readonly remittanceReturnCode: ReturnCode,
    params: Record<string, string | number> = {},
    private readonly fields: Record<string, unknown> = {},
  ) {
    super('CONFLICT', messageKey, params);
  }

  override get returnCode(): ReturnCode {
    return this.remittanceReturnCode;
  }

  override get payload(): Record<string, unknown> {
    return this.fields;
  }
}

/** "Sorry, your quote has expired", with a fresh quote for the same amount (002 §4: the rate refreshes itself). */
export const quoteExpired = (fresh: RemittanceQuote) =>
  new RemittanceError('remittance.quote_expired', RETURN_CODE.quoteExpired, {}, { quote: fresh });

/** An unpaid order's price expired before payment: re-priced, "the exchange rate was updated", pay again. */
export const rateUpdated = (order: TransferOrder) =>
  new RemittanceError('remittance.rate_updated', RETURN_CODE.quoteExpired, {}, { order });

export const insufficientBalance = (params: { currency: string; available: string; amount: string }) =>
  new RemittanceError('remittance.insufficient_balance', RETURN_CODE.insufficientBalance, params);
