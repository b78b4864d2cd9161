import { FLAT_FEE_CHANNELS } from '@mbo/contracts/lookups/channels';
import { feeAt } from '@mbo/contracts/money';
import type { PaymentConfig } from './payment-config.repository.ts';

/** Store fee types: the surcharge a store passes to its customers. */
export const STORE_FEE_TYPE = { none: 1, floating: 2, fixed: 3 } as const;

export interface PaymentAmounts {
  surchargeRatePpm: number;
  surchargeMinor: number;
  grossMinor: number;
  feeRatePpm: number;
  flatFeeMinor: number;
  feeMinor: number;
  netMinor: number;
}

/**
 * The amounts of a payment: surcharge on the order (the store's fee type: none, or floating at the merchant's own
 * rate; fixed per-channel surcharges arrive with the stores' surcharge settings), the merchant fee on the gross at
 * the channel rate plus the flat fee of channels 9 and 10, each rounded half-up once.
 */
export function paymentAmounts(orderMinor: number, channelId: number, config: PaymentConfig, fixedSurchargePpm = 0): PaymentAmounts {
  const surchargeRatePpm =
    config.storeFeeType === STORE_FEE_TYPE.floating ? config.ratePpm : config.storeFeeType === STORE_FEE_TYPE.fixed ? fixedSurchargePpm : 0;
  const surchargeMinor = feeAt(orderMinor, surchargeRatePpm);
  const grossMinor = orderMinor + surchargeMinor;
  const flatFeeMinor = FLAT_FEE_CHANNELS.includes(channelId) ? config.flatFeeMinor : 0;
  const feeMinor = feeAt(grossMinor, config.ratePpm) + flatFeeMinor;
  return { surchargeRatePpm, surchargeMinor, grossMinor, feeRatePpm: config.ratePpm, flatFeeMinor, feeMinor, netMinor: grossMinor - feeMinor };
}

/** Amount in the pay currency at an exchange rate in micro-units, half-up. */
export function convert(amountMinor: number, rateMicros: number): number {
  return feeAt(amountMinor, rateMicros);
}
