/**
 * Where mid-market exchange rates come from (issue 14 §2): one interface, a sandbox provider for development and the
 * demo (sandbox-rates.ts), a contracted provider's adapter later. Rates are scaled integers (fx-math.ts).
 */
export interface FxRateProvider {
  /** Recorded on every quote and conversion ('sandbox' for the sandbox). */
  readonly name: string;
  /** The mid rate of a pair at an instant, or null when the provider has none. */
  midRateE10(sellCurrencyId: number, buyCurrencyId: number, at: Date): Promise<number | null>;
}

/** A deployment without a rate source: no rate, so every quote is refused with a clear message. */
export const noFxRateProvider: FxRateProvider = {
  name: 'none',
  midRateE10: async () => null,
};
