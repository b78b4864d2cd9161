import { FX_FIXED_SIDE } from '@mbo/contracts/calls/fx';
import { CURRENCY_ID } from '@mbo/contracts/lookups/currencies';
import { exponentOf, toMinor } from '@mbo/contracts/money';
import {
  FEE_WAIVER,
  type FeeWaiver,
  REMITTANCE_FEE_AUD_MINOR,
  routeOf,
  speedFor,
  TRANSFER_SPEED,
  type TransferSpeed,
} from '@mbo/contracts/remittance/fees';
import { overLimit, REMITTANCE_LIMIT_CNY_MINOR } from '@mbo/contracts/remittance/limits';
import { RECIPIENT_KIND } from '@mbo/contracts/remittance/recipient-layout';
import { translate } from '@mbo/contracts/i18n';
import type { Language } from '@mbo/contracts/constants';
import { formatMinor } from '@mbo/contracts/money';
import { badRequest, unavailable } from '../../lib/app-error.ts';
import { buyForSell, customerRateE10, type FxRateProvider, sellForBuy } from '../fx/fx.public.ts';

/** 10^10: the scaled rate of a currency to itself. */
export const SAME_CURRENCY_RATE_E10 = 10_000_000_000;
/** The largest amount a transfer carries, in minor units (far inside the safe-integer range after any rate). */
export const REMITTANCE_MAX_MINOR = 10 ** 13;

/** What pricing needs of the recipient. */
export interface RecipientTerms {
  kind: number;
  currencyId: number;
  paymentNetwork: number | null;
}

/** What a transfer is asked for: the send currency and exactly one amount (minor units), the speed asked for. */
export interface TransferAsk {
  recipient: RecipientTerms;
  sendCurrencyId: number;
  sendMinor?: number | undefined;
  receiveMinor?: number | undefined;
  speed: TransferSpeed;
  /** Whether the merchant's first remittance is still free (no live order used the waiver). */
  firstIsFree: boolean;
}

/** A priced transfer: both amounts, the rates, the fee and why it is waived, the speed, the CNY the limit judged. */
export interface TransferTerms {
  sendCurrencyId: number;
  receiveCurrencyId: number;
  fixedSide: number;
  sendMinor: number;
  receiveMinor: number;
  rateE10: number;
  midRateE10: number;
  spreadPpm: number;
  feeMinor: number;
  feeWaiver: FeeWaiver;
  speed: TransferSpeed;
  speedSwitched: boolean;
  cnyEquivalentMinor: number;
}

export interface PricingDeps {
  rates: FxRateProvider;
  spreadPpm: number;
}

/** A typed amount in minor units: positive, at most two decimals and the currency's own (002 §5). */
export function transferMinor(value: number | string, currencyId: number): number {
  const decimals = Math.min(2, exponentOf(currencyId));
  const minor = toMinor(value, currencyId);
  if (minor === null || minor <= 0) throw badRequest('remittance.amount_invalid', { decimals });
  if (minor > REMITTANCE_MAX_MINOR) throw badRequest('remittance.amount_too_large');
  return minor;
}

/** "AUD does not support send money" (002 §8): AUD to an AUD bank account is a withdrawal, not a transfer abroad. */
export function checkSendable(recipient: RecipientTerms, sendCurrencyId: number): void {
  if (
    recipient.kind === RECIPIENT_KIND.bankAccount &&
    sendCurrencyId === CURRENCY_ID.AUD &&
    recipient.currencyId === CURRENCY_ID.AUD
  )
    throw badRequest('remittance.aud_not_supported');
}

/** The limit's message names the speed, the limit and the amount in CNY, in the caller's language at render. */
export function checkLimit(terms: Pick<TransferTerms, 'speed' | 'cnyEquivalentMinor'>, language: Language): void {
  const limit = overLimit(routeOf(terms.speed), terms.cnyEquivalentMinor);
  if (limit === null) return;
  throw badRequest('remittance.over_limit', {
    speed: translate(language, `remittance.speed.${terms.speed}`),
    limit: formatMinor(limit, CURRENCY_ID.CNY),
    amount: formatMinor(terms.cnyEquivalentMinor, CURRENCY_ID.CNY),
  });
}

/** The limit (fen) of a speed, for the quote's view. */
export const limitOf = (speed: TransferSpeed): number => REMITTANCE_LIMIT_CNY_MINOR[routeOf(speed)];

/**
 * Prices transfers (issue 14 §4): the rate of the pair with our spread (fx-math's one rounding rule), the fee of the
 * speed in the send currency (fees.ts: AUD table, converted at the mid rate and rounded up), the waivers, the
 * Fast → Advanced switch and the CNY equivalent the limits judge. The same for single orders and batches.
 */
export function createPricing(deps: PricingDeps) {
  async function mid(sell: number, buy: number, at: Date): Promise<number> {
    if (sell === buy) return SAME_CURRENCY_RATE_E10;
    const rate = await deps.rates.midRateE10(sell, buy, at);
    if (rate === null) throw unavailable('remittance.rates_unavailable');
    return rate;
  }

  /** The fee of a speed in the send currency: the AUD table converted at the mid rate, rounded up. */
  async function feeIn(sendCurrencyId: number, speed: TransferSpeed, at: Date): Promise<number> {
    const aud = REMITTANCE_FEE_AUD_MINOR[speed];
    if (sendCurrencyId === CURRENCY_ID.AUD) return aud;
    return sellForBuy(aud, await mid(sendCurrencyId, CURRENCY_ID.AUD, at), sendCurrencyId, CURRENCY_ID.AUD);
  }

  /** The send amount in CNY fen: itself, the receive amount when that is CNY, else at the mid rate. */
  async function cnyOf(
    terms: Pick<TransferTerms, 'sendCurrencyId' | 'receiveCurrencyId' | 'sendMinor' | 'receiveMinor'>,
    at: Date,
  ) {
    if (terms.sendCurrencyId === CURRENCY_ID.CNY) return terms.sendMinor;
    if (terms.receiveCurrencyId === CURRENCY_ID.CNY) return terms.receiveMinor;
    const rate = await mid(terms.sendCurrencyId, CURRENCY_ID.CNY, at);
    return buyForSell(terms.sendMinor, rate, terms.sendCurrencyId, CURRENCY_ID.CNY);
  }

  return {
    mid,
    feeIn,

    /** Prices a transfer now, or at the rate given (a batch prices every row of a currency at one rate). */
    async price(
      ask: TransferAsk,
      at: Date,
      fixedRate?: { rateE10: number; midRateE10: number },
    ): Promise<TransferTerms> {
      const send = ask.sendCurrencyId;
      const receive = ask.recipient.currencyId;
      checkSendable(ask.recipient, send);
      const hasSend = ask.sendMinor !== undefined;
      if (hasSend === (ask.receiveMinor !== undefined)) throw badRequest('remittance.amount_one_side');
      const { speed, switched } = speedFor(ask.speed, ask.recipient);
      const midRateE10 = fixedRate?.midRateE10 ?? (await mid(send, receive, at));
      const spreadPpm = send === receive ? 0 : deps.spreadPpm;
      const rateE10 = fixedRate?.rateE10 ?? (send === receive ? midRateE10 : customerRateE10(midRateE10, spreadPpm));
      const sendMinor = hasSend ? ask.sendMinor! : sellForBuy(ask.receiveMinor!, rateE10, send, receive);
      const receiveMinor = hasSend ? buyForSell(sendMinor, rateE10, send, receive) : ask.receiveMinor!;
      if (sendMinor <= 0 || receiveMinor <= 0) throw badRequest('remittance.amount_too_small');
      if (sendMinor > REMITTANCE_MAX_MINOR || receiveMinor > REMITTANCE_MAX_MINOR)
        throw badRequest('remittance.amount_too_large');
      const feeWaiver: FeeWaiver =
        ask.recipient.kind === RECIPIENT_KIND.productUser
          ? FEE_WAIVER.productUser
          : ask.firstIsFree
            ? FEE_WAIVER.firstRemittance
            : FEE_WAIVER.none;
      const feeMinor = feeWaiver === FEE_WAIVER.none ? await feeIn(send, speed, at) : 0;
      const base = { sendCurrencyId: send, receiveCurrencyId: receive, sendMinor, receiveMinor };
      return {
        ...base,
        fixedSide: hasSend ? FX_FIXED_SIDE.sell : FX_FIXED_SIDE.buy,
        rateE10,
        midRateE10,
        spreadPpm,
        feeMinor,
        feeWaiver,
        speed,
        speedSwitched: switched,
        cnyEquivalentMinor: await cnyOf(base, at),
      };
    },
  };
}
export type Pricing = ReturnType<typeof createPricing>;

export { TRANSFER_SPEED };
