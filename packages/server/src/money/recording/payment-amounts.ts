import { STORE_FEE_TYPE } from '@mbo/contracts/constants';
import { FLAT_FEE_CHANNELS, isCardChannel } from '@mbo/contracts/lookups/channels';
import { feeAt } from '@mbo/contracts/money';
import type { PaymentConfig, Surcharge } from './payment-config.repository.ts';

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
 * The surcharge a store passes to its customer (its fee type): none; floating, the merchant's own fee for the
 * channel passed on (its rate, and a card channel's flat fee, as the store settings say); or fixed, the store's own settings — for a card payment its card rate and flat fee of the payment's
 * currency when set, else its rate of the channel (channel 99, "card", for card channels without their own row).
 */
export function surchargeOf(channelId: number, currencyId: number, config: PaymentConfig): Surcharge {
  if (config.storeFeeType === STORE_FEE_TYPE.floating)
    return { ratePpm: config.ratePpm, flatMinor: FLAT_FEE_CHANNELS.includes(channelId) ? config.flatFeeMinor : 0 };
  if (config.storeFeeType !== STORE_FEE_TYPE.fixed) return { ratePpm: 0, flatMinor: 0 };
  const card = isCardChannel(channelId) ? config.cardSurcharges.get(currencyId) : undefined;
  return card ?? { ratePpm: config.fixedSurchargePpm, flatMinor: 0 };
}

/**
 * The amounts of a payment: the store's surcharge on the order (surchargeOf), the merchant fee on the gross at the
 * channel rate plus the flat fee of channels 9 and 10, each rounded half-up once.
 */
export function paymentAmounts(
  orderMinor: number,
  channelId: number,
  currencyId: number,
  config: PaymentConfig,
): PaymentAmounts {
  const surcharge = surchargeOf(channelId, currencyId, config);
  const surchargeMinor = feeAt(orderMinor, surcharge.ratePpm) + surcharge.flatMinor;
  const grossMinor = orderMinor + surchargeMinor;
  const flatFeeMinor = FLAT_FEE_CHANNELS.includes(channelId) ? config.flatFeeMinor : 0;
  const feeMinor = feeAt(grossMinor, config.ratePpm) + flatFeeMinor;
  return {
    surchargeRatePpm: surcharge.ratePpm,
    surchargeMinor,
    grossMinor,
    feeRatePpm: config.ratePpm,
    flatFeeMinor,
    feeMinor,
    netMinor: grossMinor - feeMinor,
  };
}

/** The flat part of a payment's surcharge (a card's per-payment fee): the surcharge less its percentage. */
export function surchargeFlatMinor(
  orderMinor: number,
  amounts: Pick<PaymentAmounts, 'surchargeRatePpm' | 'surchargeMinor'>,
): number {
  return amounts.surchargeMinor - feeAt(orderMinor, amounts.surchargeRatePpm);
}

/** Amount in the pay currency at an exchange rate in micro-units, half-up. */
export function convert(amountMinor: number, rateMicros: number): number {
  return feeAt(amountMinor, rateMicros);
}
