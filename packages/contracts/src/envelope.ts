/** The response envelope of every call: `{return_code, success, msg?, ...payload}`. */
export const RETURN_CODE = {
  success: 'SUCCESS',
  fail: 'FAIL',
  invalidToken: 'INVALID_TOKEN',
  /** A refund larger than the merchant's available balance and global account together (the web links to the top-up page). */
  insufficientBalance: 'INSUFFICIENT_BALANCE',
  /** A refund of an order already fully refunded (the web shows it as a warning). */
  fullyRefunded: 'FULLY_REFUNDED',
  /** A quote past its expiry (fx/Convert): the answer carries a fresh quote (`quote`), the web shows the new rate. */
  quoteExpired: 'QUOTE_EXPIRED',
  /**
   * The session's user must set up two-step verification first (a merchant of theirs requires it of role 1): every
   * call but the set-up ones, tokenLogin, keep-alive and sign-out answers this (the web goes to the set-up page).
   */
  twoFactorSetupRequired: 'TWO_FACTOR_SETUP_REQUIRED',
} as const;
export type ReturnCode = (typeof RETURN_CODE)[keyof typeof RETURN_CODE];

export interface EnvelopeFields {
  return_code: ReturnCode;
  success: boolean;
  msg?: string;
}
