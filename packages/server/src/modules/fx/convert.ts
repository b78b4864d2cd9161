import type { Database } from '@mbo/db/client';
import { FX_QUOTE_PURPOSE } from '@mbo/contracts/calls/fx';
import { currencyById } from '@mbo/contracts/lookups/currencies';
import { formatMinor } from '@mbo/contracts/money';
import { ACCOUNT_KIND, fxPositionKind, PROVIDER, type Ledger } from '../../money/money.public.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { insufficientBalance } from './fx-errors.ts';
import type { ConversionRow, FxRepository, QuoteRow } from './fx.repository.ts';

export interface ConversionDeps {
  db: Database;
  ledger: Ledger;
  repository: FxRepository;
  /** The clock that judges expiry (tests move it). */
  now: () => Date;
}

export interface ConversionInput {
  merchantId: number;
  userId: number | null;
  quoteId: number;
  /** A retried conversion with the same key answers the first one. */
  idempotencyKey: string;
}

/** Done (now or by an earlier call with the same key), or refused because the quote expired (nothing moved). */
export type ConversionOutcome = { kind: 'done'; conversion: ConversionRow } | { kind: 'expired'; quote: QuoteRow };

const amountText = (minor: number, currencyId: number) =>
  `${formatMinor(minor, currencyId)} ${currencyById(currencyId)?.code ?? ''}`.trim();

/** The journal entry of a conversion: one per quote. */
export const conversionEntryKey = (quoteId: number) => `fx_conversion:${quoteId}`;

/**
 * Executes a valid quote on the merchant's global account, in one transaction: the sell currency (amount + fee)
 * leaves the merchant's global account into the provider's FX position account of the pair, and the buy amount
 * comes out of the position account into the merchant's global account in the buy currency — at the quote's rate,
 * exactly, whatever the market did since. Locks: the quote row first (its own row), then every balance slot of the
 * merchant's two global accounts (by account id), before the balance is checked; the FX position accounts are
 * updated last (ledger LOCK_ORDER). Idempotent by key (and at most one conversion per quote); refuses an unknown,
 * used or expired quote and a balance short of the amount.
 */
export async function executeConversion(deps: ConversionDeps, input: ConversionInput): Promise<ConversionOutcome> {
  const { db, ledger, repository } = deps;
  const { merchantId, quoteId, idempotencyKey } = input;
  const matching = (row: ConversionRow): ConversionOutcome => {
    if (row.quoteId !== quoteId) throw conflict('fx.idempotency_reused');
    return { kind: 'done', conversion: row };
  };
  const earlier = await repository.conversionByKey(db, merchantId, idempotencyKey);
  if (earlier) return matching(earlier);
  const quote = await repository.quote(merchantId, quoteId);
  if (!quote) throw notFound('fx.quote_not_found');
  // A transfer order's quote (its fee included) is the order's, never a conversion's.
  if (quote.purpose !== FX_QUOTE_PURPOSE.conversion) throw badRequest('fx.quote_not_found');

  const { sellCurrencyId: sell, buyCurrencyId: buy } = quote;
  const position = fxPositionKind(sell, buy);
  const legs = {
    sellGlobal: { merchantId, currencyId: sell, kind: ACCOUNT_KIND.global },
    buyGlobal: { merchantId, currencyId: buy, kind: ACCOUNT_KIND.global },
    sellPosition: { merchantId: PROVIDER, currencyId: sell, kind: position },
    buyPosition: { merchantId: PROVIDER, currencyId: buy, kind: position },
  } as const;
  const [sellAccountId, buyAccountId] = await ledger.accountIds([
    legs.sellGlobal,
    legs.buyGlobal,
    legs.sellPosition,
    legs.buyPosition,
  ]);

  return db.transaction(async (tx): Promise<ConversionOutcome> => {
    const locked = await repository.lockQuote(tx, merchantId, quoteId);
    if (!locked) throw notFound('fx.quote_not_found');
    // A call with the same key may have converted while this one waited for the quote's lock.
    const concurrent = await repository.conversionByKey(tx, merchantId, idempotencyKey);
    if (concurrent) return matching(concurrent);
    if (locked.usedAt) throw conflict('fx.quote_used');
    const at = deps.now();
    if (locked.expiresAt.getTime() <= at.getTime()) return { kind: 'expired', quote: locked };

    const balances = await repository.lockBalances(tx, [sellAccountId!, buyAccountId!]);
    const available = -(balances.get(sellAccountId!) ?? 0);
    const total = locked.sellMinor + locked.feeMinor;
    if (total > available) {
      throw insufficientBalance({
        currency: currencyById(sell)?.code ?? String(sell),
        available: amountText(Math.max(0, available), sell),
        amount: amountText(total, sell),
      });
    }
    const conversion = await repository.insertConversion(tx, {
      merchantId,
      quoteId,
      number: `FX${String(quoteId).padStart(10, '0')}`,
      idempotencyKey,
      userId: input.userId,
      sellCurrencyId: sell,
      buyCurrencyId: buy,
      sellMinor: locked.sellMinor,
      buyMinor: locked.buyMinor,
      feeMinor: locked.feeMinor,
      midRateE10: locked.midRateE10,
      rateE10: locked.rateE10,
      spreadPpm: locked.spreadPpm,
      source: locked.source,
      createdAt: at,
    });
    await repository.markQuoteUsed(tx, quoteId, at);
    await ledger.post(
      tx,
      { merchantId, kind: 'fx_conversion', idempotencyKey: conversionEntryKey(quoteId), slotSeed: quoteId },
      [
        { ...legs.sellGlobal, amountMinor: total },
        { ...legs.sellPosition, amountMinor: -total },
        { ...legs.buyPosition, amountMinor: locked.buyMinor },
        { ...legs.buyGlobal, amountMinor: -locked.buyMinor },
      ],
    );
    return { kind: 'done', conversion };
  });
}
