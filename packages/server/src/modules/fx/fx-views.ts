import type { FxConversion, FxQuote } from '@mbo/contracts/calls/fx';
import { toMajor } from '@mbo/contracts/money';
import { formatWireTime } from '../../lib/time.ts';
import { rateFromE10 } from './fx-math.ts';
import type { ConversionRow, QuoteRow } from './fx.repository.ts';

/** A stored quote as the wire shows it; `now` gives the seconds left. */
export function quoteView(row: QuoteRow, timeZone: string, now: Date, sellAvailableMinor: number): FxQuote {
  return {
    quote_id: row.id,
    sell_currency_id: row.sellCurrencyId,
    buy_currency_id: row.buyCurrencyId,
    fixed_side: row.fixedSide,
    sell_amount: toMajor(row.sellMinor, row.sellCurrencyId),
    buy_amount: toMajor(row.buyMinor, row.buyCurrencyId),
    fee_amount: toMajor(row.feeMinor, row.sellCurrencyId),
    total_amount: toMajor(row.sellMinor + row.feeMinor, row.sellCurrencyId),
    rate: rateFromE10(row.rateE10),
    mid_rate: rateFromE10(row.midRateE10),
    spread_ppm: row.spreadPpm,
    created_at: formatWireTime(row.createdAt, timeZone),
    expires_at: formatWireTime(row.expiresAt, timeZone),
    expires_at_ms: row.expiresAt.getTime(),
    expires_in_seconds: Math.max(0, Math.floor((row.expiresAt.getTime() - now.getTime()) / 1000)),
    sell_available: toMajor(sellAvailableMinor, row.sellCurrencyId),
  };
}

export function conversionView(row: ConversionRow, timeZone: string): FxConversion {
  return {
    id: row.id,
    number: row.number,
    quote_id: row.quoteId,
    sell_currency_id: row.sellCurrencyId,
    buy_currency_id: row.buyCurrencyId,
    sell_amount: toMajor(row.sellMinor, row.sellCurrencyId),
    buy_amount: toMajor(row.buyMinor, row.buyCurrencyId),
    fee_amount: toMajor(row.feeMinor, row.sellCurrencyId),
    rate: rateFromE10(row.rateE10),
    mid_rate: rateFromE10(row.midRateE10),
    spread_ppm: row.spreadPpm,
    created_at: formatWireTime(row.createdAt, timeZone),
  };
}
