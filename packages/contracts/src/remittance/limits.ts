/**
 * Remittance limits (002 §9): one Fast remittance at most 35,000 CNY; an Alipay remittance and a bank remittance at
 * most 30,000 CNY each. They are checked on the server in CNY: the order's amount converted at its quote's rate
 * (the caller converts; this module only compares integer fen).
 */
export const REMITTANCE_LIMIT_CNY_MINOR = {
  fast: 3_500_000,
  alipay: 3_000_000,
  bank: 3_000_000,
} as const;
export type RemittanceRoute = keyof typeof REMITTANCE_LIMIT_CNY_MINOR;

/** Null when within the limit; else the limit (in fen) the amount is over. */
export function overLimit(route: RemittanceRoute, amountCnyMinor: number): number | null {
  const limit = REMITTANCE_LIMIT_CNY_MINOR[route];
  return amountCnyMinor > limit ? limit : null;
}

/** A reference or payment-limit text (002 §5): 1 to 18 letters, digits or spaces. */
export const REMITTANCE_REFERENCE = /^[A-Za-z0-9 ]{1,18}$/;

/** The abnormal-transaction handling fee (002 §9): returned funds, cancellation, information change — 25 AUD. */
export const ABNORMAL_HANDLING_FEE_AUD_MINOR = 2_500;
