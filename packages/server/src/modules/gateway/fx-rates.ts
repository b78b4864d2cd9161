/**
 * Where a payment's exchange rate comes from: CNY per unit of the order's currency, in millionths (WeChat Pay and
 * Alipay customers pay in CNY). The composition root hands the gateway one; null means no rate is known, and a
 * payment that needs one is refused (record-payment.ts) rather than recorded at a made-up rate.
 */
export interface FxRateSource {
  cnyRateMicros(currencyId: number): Promise<number | null>;
}

/** A deployment without a rate source: every conversion is refused. */
export const noFxRates: FxRateSource = {
  cnyRateMicros: async () => null,
};
