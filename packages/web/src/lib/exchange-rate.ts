/**
 * Exchange rates are shown with one precision everywhere (issue 13 §2): 4 decimals, on screen and in the XLSX
 * export's number format (transaction-export.service.ts). Rates are exact in millionths on the wire; the fifth and
 * sixth decimals are rounded half up.
 */
export const EXCHANGE_RATE_DECIMALS = 4;

/** "4.7000" from 4.7. */
export function formatExchangeRate(rate: number): string {
  const tenThousandths = Math.round(Math.round(Math.abs(rate) * 1_000_000) / 100);
  const whole = Math.trunc(tenThousandths / 10_000);
  const fraction = String(tenThousandths % 10_000).padStart(EXCHANGE_RATE_DECIMALS, '0');
  return `${rate < 0 ? '-' : ''}${whole}.${fraction}`;
}
