/**
 * Price bands of the dashboard's price distribution, by the upper limit of the gross amount in minor units
 * (the last band has none). Band n holds amounts above limit n−1 up to limit n.
 */
export const PRICE_BAND_LIMITS_MINOR: readonly number[] = [1_000, 2_000, 5_000, 10_000, 20_000, 50_000];

export function priceBandOf(grossMinor: number): number {
  const index = PRICE_BAND_LIMITS_MINOR.findIndex((limit) => grossMinor <= limit);
  return index === -1 ? PRICE_BAND_LIMITS_MINOR.length : index;
}
