import { FX_FIXED_SIDE, type FxConversion, type FxQuote } from '@mbo/contracts/calls/fx';
import { CURRENCIES } from '@mbo/contracts/lookups/currencies';
import { exponentOf, toMinor } from '@mbo/contracts/money';
import type { Database } from '@mbo/db/client';
import type { MerchantScope } from '../../http/call-context.ts';
import type { Ledger } from '../../money/money.public.ts';
import { badRequest, unavailable } from '../../lib/app-error.ts';
import { formatWireTime } from '../../lib/time.ts';
import { executeConversion } from './convert.ts';
import { quoteExpired } from './fx-errors.ts';
import { buyForSell, customerRateE10, FX_MAX_MINOR, rateFromE10, sellForBuy } from './fx-math.ts';
import { conversionView, quoteView } from './fx-views.ts';
import type { FxRepository, NewQuote, QuoteRow } from './fx.repository.ts';
import type { FxRateProvider } from './rate-provider.ts';

export interface FxServiceDeps {
  db: Database;
  ledger: Ledger;
  repository: FxRepository;
  rates: FxRateProvider;
  spreadPpm: number;
  quoteTtlMs: number;
  /** The clock quotes are dated and judged by (tests move it); the rate provider reads it too. */
  now?: () => Date;
}

/** What a quote is asked for: a pair and exactly one of the two amounts, in minor units. */
export interface QuoteRequest {
  merchantId: number;
  userId: number | null;
  sellCurrencyId: number;
  buyCurrencyId: number;
  sellMinor?: number;
  buyMinor?: number;
}

/** A wire amount of a currency in minor units: positive, with at most the currency's decimals, not absurdly large. */
function minorOf(value: number | string, currencyId: number): number {
  const minor = toMinor(value, currencyId);
  if (minor === null || minor <= 0) throw badRequest('fx.amount_invalid', { decimals: exponentOf(currencyId) });
  if (minor > FX_MAX_MINOR) throw badRequest('fx.amount_too_large');
  return minor;
}

/** Quotes, rates and conversions (issue 14 §2): the rules; the repository holds the queries. */
export function createFxService(deps: FxServiceDeps) {
  const { db, ledger, repository, rates } = deps;
  const now = deps.now ?? (() => new Date());

  async function midRate(sell: number, buy: number, at: Date): Promise<number> {
    const mid = await rates.midRateE10(sell, buy, at);
    if (mid === null) throw unavailable('fx.rates_unavailable');
    return mid;
  }

  /** Prices a quote now: the mid rate, our spread, the other amount by the rounding rule (fx-math.ts). */
  async function price(request: QuoteRequest): Promise<NewQuote> {
    const { sellCurrencyId: sell, buyCurrencyId: buy } = request;
    if (sell === buy) throw badRequest('fx.same_currency');
    const hasSell = request.sellMinor !== undefined;
    if (hasSell === (request.buyMinor !== undefined)) throw badRequest('fx.amount_one_side');
    const at = now();
    const midRateE10 = await midRate(sell, buy, at);
    const rateE10 = customerRateE10(midRateE10, deps.spreadPpm);
    const sellMinor = hasSell ? request.sellMinor! : sellForBuy(request.buyMinor!, rateE10, sell, buy);
    const buyMinor = hasSell ? buyForSell(sellMinor, rateE10, sell, buy) : request.buyMinor!;
    if (sellMinor <= 0 || buyMinor <= 0) throw badRequest('fx.amount_too_small');
    if (sellMinor > FX_MAX_MINOR || buyMinor > FX_MAX_MINOR) throw badRequest('fx.amount_too_large');
    return {
      merchantId: request.merchantId,
      userId: request.userId,
      sellCurrencyId: sell,
      buyCurrencyId: buy,
      fixedSide: hasSell ? FX_FIXED_SIDE.sell : FX_FIXED_SIDE.buy,
      sellMinor,
      buyMinor,
      feeMinor: 0,
      midRateE10,
      rateE10,
      spreadPpm: deps.spreadPpm,
      source: rates.name,
      createdAt: at,
      expiresAt: new Date(at.getTime() + deps.quoteTtlMs),
    };
  }

  /** Stores a priced quote and answers its view in the merchant's time zone; the row and the balance side by side. */
  async function storeAndView(quote: NewQuote, timeZone: string): Promise<FxQuote> {
    const [row, sellAvailable] = await Promise.all([
      repository.insertQuote(quote),
      repository.globalBalance(quote.merchantId, quote.sellCurrencyId),
    ]);
    return quoteView(row, timeZone, now(), sellAvailable);
  }

  /** A new quote for the same amount as an expired one of this merchant (the side it fixed stays fixed). */
  async function requote(merchant: MerchantScope, expired: QuoteRow, userId: number | null): Promise<FxQuote> {
    return storeAndView(
      await price({
        merchantId: merchant.id,
        userId,
        sellCurrencyId: expired.sellCurrencyId,
        buyCurrencyId: expired.buyCurrencyId,
        ...(expired.fixedSide === FX_FIXED_SIDE.sell
          ? { sellMinor: expired.sellMinor }
          : { buyMinor: expired.buyMinor }),
      }),
      merchant.timeZone,
    );
  }

  return {
    /** Prices and stores a quote (the remittance wizard calls this too). */
    async createQuote(request: QuoteRequest): Promise<QuoteRow> {
      return repository.insertQuote(await price(request));
    },

    /** fx/GetQuote: amounts as typed (major units), exactly one of them. */
    async quote(
      merchant: MerchantScope,
      userId: number,
      body: {
        sell_currency_id: number;
        buy_currency_id: number;
        sell_amount?: number | string;
        buy_amount?: number | string;
      },
    ): Promise<FxQuote> {
      const hasSell = body.sell_amount !== undefined && body.sell_amount !== '';
      const hasBuy = body.buy_amount !== undefined && body.buy_amount !== '';
      if (hasSell === hasBuy) throw badRequest('fx.amount_one_side');
      return storeAndView(
        await price({
          merchantId: merchant.id,
          userId,
          sellCurrencyId: body.sell_currency_id,
          buyCurrencyId: body.buy_currency_id,
          ...(hasSell
            ? { sellMinor: minorOf(body.sell_amount!, body.sell_currency_id) }
            : { buyMinor: minorOf(body.buy_amount!, body.buy_currency_id) }),
        }),
        merchant.timeZone,
      );
    },

    /** fx/Convert: executes the quote; an expired one is refused with a fresh quote for the same amount. */
    async convert(
      merchant: MerchantScope,
      userId: number,
      body: { quote_id: number; idempotency_key: string },
    ): Promise<FxConversion> {
      const outcome = await executeConversion(
        { db, ledger, repository, now },
        { merchantId: merchant.id, userId, quoteId: body.quote_id, idempotencyKey: body.idempotency_key },
      );
      if (outcome.kind === 'expired') throw quoteExpired(await requote(merchant, outcome.quote, userId));
      return conversionView(outcome.conversion, merchant.timeZone);
    },

    /** fx/GetRates: mid and customer rates from one currency to every other listed one, now. */
    async rates(merchant: MerchantScope, sellCurrencyId: number) {
      const at = now();
      const data = await Promise.all(
        CURRENCIES.filter((currency) => currency.id !== sellCurrencyId).map(async (currency) => {
          const mid = await midRate(sellCurrencyId, currency.id, at);
          return {
            buy_currency_id: currency.id,
            mid_rate: rateFromE10(mid),
            rate: rateFromE10(customerRateE10(mid, deps.spreadPpm)),
          };
        }),
      );
      return { spread_ppm: deps.spreadPpm, at: formatWireTime(at, merchant.timeZone), data };
    },

    /** The mid rate of a pair now, or null without a rate source (the alerts' list shows it). */
    async midRateNow(sell: number, buy: number): Promise<number | null> {
      return rates.midRateE10(sell, buy, now());
    },
  };
}
export type FxService = ReturnType<typeof createFxService>;
