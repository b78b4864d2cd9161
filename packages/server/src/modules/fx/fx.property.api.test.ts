/**
 * Property test of FX conversions over random quotes and conversions: every listed currency (exponents 0 and 2),
 * both directions of every pair, the sell or the buy amount fixed, amounts from one minor unit up, some conversions
 * racing on one quote. After each sequence: every journal entry balances per currency, every cached balance equals
 * its postings, the merchant's funds and the provider's FX position accounts equal the conversion documents
 * (invariants.ts), each conversion gave no more than its rate allows and asked no more than one minor unit over it.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '@mbo/contracts/lookups/currencies';
import { checkMoneyInvariants, createLedger, PROVIDER, violations } from '../../money/money.public.ts';
import { AppError } from '../../lib/app-error.ts';
import { createMerchant } from '../../../test/support/factories.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { topUpGlobalAccount } from '../global-account/global-account.public.ts';
import { executeConversion } from './convert.ts';
import { buyForSell } from './fx-math.ts';
import { createFxRepository } from './fx.repository.ts';
import { createFxService } from './fx.service.ts';
import { createSandboxRates } from './sandbox-rates.ts';

const server = serverForThisFile();
const ids = CURRENCIES.map((currency) => currency.id);
const FUNDS_MINOR = 10 ** 13;

interface Step {
  sell: number;
  buy: number;
  fixed: 'sell' | 'buy';
  amountMinor: number;
  racers: number;
  afterMs: number;
}

const step: fc.Arbitrary<Step> = fc
  .record({
    sell: fc.constantFrom(...ids),
    buy: fc.constantFrom(...ids),
    fixed: fc.constantFrom('sell' as const, 'buy' as const),
    amountMinor: fc.oneof(fc.integer({ min: 1, max: 1_000 }), fc.integer({ min: 1, max: 100_000_000 })),
    racers: fc.integer({ min: 1, max: 3 }),
    afterMs: fc.integer({ min: 0, max: 3_600_000 }),
  })
  .filter((s) => s.sell !== s.buy);

describe('fx conversions (property)', () => {
  it('create and lose no money in any currency', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        runs += 1;
        const merchant = await createMerchant(server.db);
        const ledger = createLedger(server.db);
        const repository = createFxRepository(server.db);
        let clock = new Date('2026-11-29T00:00:00Z').getTime() + runs * 86_400_000;
        const now = () => new Date(clock);
        const service = createFxService({
          db: server.db,
          ledger,
          repository,
          rates: createSandboxRates(7),
          spreadPpm: 5_000,
          quoteTtlMs: 60_000,
          now,
        });
        for (const currencyId of new Set(steps.flatMap((s) => [s.sell, s.buy]))) {
          await topUpGlobalAccount(server.db, ledger, {
            merchantId: merchant.id,
            currencyId,
            amountMinor: FUNDS_MINOR,
            reference: `fund-${currencyId}`,
          });
        }
        for (const [index, s] of steps.entries()) {
          clock += s.afterMs;
          const quote = await service
            .createQuote({
              merchantId: merchant.id,
              userId: null,
              sellCurrencyId: s.sell,
              buyCurrencyId: s.buy,
              ...(s.fixed === 'sell' ? { sellMinor: s.amountMinor } : { buyMinor: s.amountMinor }),
            })
            .catch((error: unknown) => {
              // Too small to buy one minor unit of the other currency: refused, nothing stored.
              if (error instanceof AppError && error.messageKey === 'fx.amount_too_small') return null;
              throw error;
            });
          if (!quote) continue;
          expect(buyForSell(quote.sellMinor, quote.rateE10, s.sell, s.buy)).toBeGreaterThanOrEqual(quote.buyMinor);
          if (s.fixed === 'buy')
            expect(buyForSell(quote.sellMinor - 1, quote.rateE10, s.sell, s.buy)).toBeLessThan(quote.buyMinor);
          clock += 30_000;
          const outcomes = await Promise.allSettled(
            Array.from({ length: s.racers }, (_, racer) =>
              executeConversion(
                { db: server.db, ledger, repository, now },
                { merchantId: merchant.id, userId: null, quoteId: quote.id, idempotencyKey: `p-${index}-${racer}` },
              ),
            ),
          );
          expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
        }
        expect(violations(await checkMoneyInvariants(server.db, merchant.id))).toEqual({});
      }),
      { numRuns: 25 },
    );
    expect(violations(await checkMoneyInvariants(server.db))).toEqual({});
    // The provider's position accounts were used (per pair, one account per currency of the pair).
    const positions = await server.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ledger_accounts where merchant_id = ${PROVIDER} and kind like 'fx_position_%'`,
    );
    expect(positions.rows[0]!.n).toBeGreaterThan(0);
  }, 240_000);
});
