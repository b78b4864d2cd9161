import { currencyById } from '@mbo/contracts/lookups/currencies';
import { RATE_DECIMALS } from './fx-math.ts';
import type { FxRateProvider } from './rate-provider.ts';

/**
 * Units of each listed currency (002 §9) per US dollar: realistic mid rates of late 2025, the sandbox's centre. Every
 * pair is derived through USD (cross rate = units of buy per USD / units of sell per USD).
 */
export const SANDBOX_UNITS_PER_USD: Readonly<Record<string, number>> = {
  AUD: 1.53,
  USD: 1,
  CNY: 7.1,
  EUR: 0.86,
  GBP: 0.76,
  HKD: 7.78,
  CAD: 1.4,
  INR: 88.5,
  IDR: 16_600,
  JPY: 155,
  KRW: 1_460,
  MYR: 4.15,
  NZD: 1.76,
  SGD: 1.3,
  CHF: 0.8,
  THB: 32.4,
  PHP: 58.9,
  MXN: 18.4,
  BRL: 5.35,
  VND: 26_300,
  BDT: 122,
  LKR: 303,
  NPR: 141.6,
  ARS: 1_450,
  COP: 3_800,
  PEN: 3.37,
  UYU: 39.8,
  CLP: 935,
};

/** A slow daily swing of ±0.8 % and a quick ten-minute ripple of ±0.15 % per currency (USD stays the numeraire). */
const WAVES = [
  { amplitude: 0.008, periodMs: 24 * 3_600_000 },
  { amplitude: 0.0015, periodMs: 10 * 60_000 },
] as const;

/** A stable number in [0, 1) from text (FNV-1a): each currency's phase, per seed. */
function unitHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash / 2 ** 32;
}

/** Units of the currency per USD at an instant: the table's rate times the sum of its waves, bounded by ±0.95 %. */
export function sandboxUnitsPerUsd(code: string, at: Date, seed: number): number | null {
  const base = SANDBOX_UNITS_PER_USD[code];
  if (base === undefined) return null;
  if (code === 'USD') return base;
  const t = at.getTime();
  const swing = WAVES.reduce((sum, wave, index) => {
    const phase = 2 * Math.PI * unitHash(`${seed}:${code}:${index}`);
    return sum + wave.amplitude * Math.sin((2 * Math.PI * t) / wave.periodMs + phase);
  }, 0);
  return base * (1 + swing);
}

/**
 * The sandbox rate provider (SANDBOX_CHANNELS only, never in production): deterministic given the instant and the
 * seed (FX_SANDBOX_SEED), so tests can compute what a quote must say; moving over time like a real market.
 */
export function createSandboxRates(seed: number): FxRateProvider {
  return {
    name: 'sandbox',
    async midRateE10(sellCurrencyId, buyCurrencyId, at) {
      const sell = currencyById(sellCurrencyId);
      const buy = currencyById(buyCurrencyId);
      if (!sell || !buy) return null;
      const sellPerUsd = sandboxUnitsPerUsd(sell.code, at, seed);
      const buyPerUsd = sandboxUnitsPerUsd(buy.code, at, seed);
      if (sellPerUsd === null || buyPerUsd === null) return null;
      return Math.round((buyPerUsd / sellPerUsd) * 10 ** RATE_DECIMALS);
    },
  };
}
