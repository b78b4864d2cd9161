import type { FxQuote } from '@mbo/contracts/calls/fx';
import { RETURN_CODE, type ReturnCode } from '@mbo/contracts/envelope';
import { AppError } from '../../lib/app-error.ts';
import type { MessageKey } from '@mbo/contracts/i18n';

/** An FX refusal the web tells apart by its return_code, with the fields its envelope carries. */
export class FxError extends AppError {
  constructor(
    messageKey: MessageKey,
    private readonly fxReturnCode: ReturnCode,
    params: Record<string, string | number> = {},
    private readonly fields: Record<string, unknown> = {},
  ) {
    super('CONFLICT', messageKey, params);
  }

  override get returnCode(): ReturnCode {
    return this.fxReturnCode;
  }

  override get payload(): Record<string, unknown> {
    return this.fields;
  }
}

/** "Sorry, your quote has expired", with a fresh quote for the same amount (002 §4: the rate refreshes itself). */
export const quoteExpired = (fresh: FxQuote) =>
  new FxError('fx.quote_expired', RETURN_CODE.quoteExpired, {}, { quote: fresh });

export const insufficientBalance = (params: { currency: string; available: string; amount: string }) =>
  new FxError('fx.insufficient_balance', RETURN_CODE.insufficientBalance, params);
