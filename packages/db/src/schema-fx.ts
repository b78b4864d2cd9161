/**
 * FX (issue 14 §2): quotes, the conversions that execute them on the merchant's global account, and rate alerts.
 * Amounts are integer minor units of their currency (currencies.ts exponents); exchange rates are integers scaled by
 * 10^10 (`*_e10`: units of the buy currency per unit of the sell currency × 10 000 000 000), exact enough for every
 * listed pair (1 VND in GBP is 0.00003 → 300 000) and within the safe-integer range (1 GBP in VND → 3.3 × 10^14).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const minor = (name: string) => bigint(name, { mode: 'number' }).notNull();
const rateE10 = (name: string) => bigint(name, { mode: 'number' }).notNull();

/** What a quote prices and its conversion copies: the pair, both amounts, the fee, the rates and their source. */
const priced = () => ({
  sellCurrencyId: smallint('sell_currency_id').notNull(),
  buyCurrencyId: smallint('buy_currency_id').notNull(),
  sellMinor: minor('sell_minor'),
  buyMinor: minor('buy_minor'),
  /** Charged on top of the sell amount, in the sell currency (0 for conversions). */
  feeMinor: minor('fee_minor'),
  midRateE10: rateE10('mid_rate_e10'),
  rateE10: rateE10('rate_e10'),
  /** Our spread under the mid rate, parts per million. */
  spreadPpm: integer('spread_ppm').notNull(),
  /** The rate provider that gave the mid rate ('sandbox' for the sandbox). */
  source: text('source').notNull(),
});

/**
 * A price given to a merchant: sell one currency, buy another, one side fixed (1 the sell amount, 2 the buy amount),
 * at the customer rate (mid less our spread), honoured exactly until `expires_at`. `used_at` is set once, by the
 * conversion (or later the remittance) that executes it.
 */
export const fxQuotes = pgTable(
  'fx_quotes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    userId: integer('user_id'),
    /** 1 the sell amount was given, 2 the buy amount. */
    fixedSide: smallint('fixed_side').notNull(),
    /**
     * What the quote prices: 1 a conversion (fx/Convert), 2 a transfer order (its fee included; never converted),
     * 3 a transfer order before its recipient is chosen (FX_QUOTE_PURPOSE).
     */
    purpose: smallint('purpose').notNull().default(1),
    /**
     * A transfer quote's speed as priced (after Fast switched to Advanced where the payee cannot take Fast), and for
     * purpose 2 the recipient it priced: an order takes the quote only for that recipient and speed. Null for
     * conversions (no foreign key: a deleted recipient's old quotes stay as they were).
     */
    speed: smallint('speed'),
    recipientId: integer('recipient_id'),
    ...priced(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('fx_quotes_merchant_idx').on(t.merchantId, t.createdAt),
    check('fx_quotes_amounts', sql`${t.sellMinor} > 0 and ${t.buyMinor} > 0 and ${t.feeMinor} >= 0`),
    check('fx_quotes_pair', sql`${t.sellCurrencyId} <> ${t.buyCurrencyId}`),
    check('fx_quotes_fixed_side', sql`${t.fixedSide} in (1, 2)`),
    check('fx_quotes_rates', sql`${t.rateE10} > 0 and ${t.midRateE10} >= ${t.rateE10}`),
  ],
);

/**
 * A conversion between two currencies of a merchant's global account, executing one quote (at most one per quote)
 * with the quote's rate and spread copied here; posted through the provider's FX position accounts of the pair.
 */
export const fxConversions = pgTable(
  'fx_conversions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    quoteId: bigint('quote_id', { mode: 'number' })
      .notNull()
      .references(() => fxQuotes.id),
    number: text('number').notNull(),
    /** The caller's key: a retried conversion answers the first one. */
    idempotencyKey: text('idempotency_key').notNull(),
    userId: integer('user_id'),
    ...priced(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('fx_conversions_quote_uq').on(t.quoteId),
    uniqueIndex('fx_conversions_idem_uq').on(t.merchantId, t.idempotencyKey),
    uniqueIndex('fx_conversions_number_uq').on(t.merchantId, t.number),
    index('fx_conversions_merchant_idx').on(t.merchantId, t.createdAt),
    check('fx_conversions_amounts', sql`${t.sellMinor} > 0 and ${t.buyMinor} > 0 and ${t.feeMinor} >= 0`),
  ],
);

/**
 * A rate alert (`rateRemid`): tell the user when the mid rate of a pair reaches the target — 1 at or above it,
 * 2 at or below it. Status 1 watching, 2 fired (once: the job's conditional update). Deleting removes the row.
 */
export const fxRateAlerts = pgTable(
  'fx_rate_alerts',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    userId: integer('user_id').notNull(),
    sellCurrencyId: smallint('sell_currency_id').notNull(),
    buyCurrencyId: smallint('buy_currency_id').notNull(),
    targetRateE10: rateE10('target_rate_e10'),
    direction: smallint('direction').notNull(),
    status: smallint('status').notNull().default(1),
    firedAt: timestamp('fired_at', { withTimezone: true }),
    firedRateE10: bigint('fired_rate_e10', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('fx_rate_alerts_merchant_idx').on(t.merchantId, t.userId, t.createdAt),
    index('fx_rate_alerts_watching_idx')
      .on(t.sellCurrencyId, t.buyCurrencyId)
      .where(sql`${t.status} = 1`),
    check('fx_rate_alerts_pair', sql`${t.sellCurrencyId} <> ${t.buyCurrencyId}`),
    check('fx_rate_alerts_direction', sql`${t.direction} in (1, 2)`),
    check('fx_rate_alerts_status', sql`${t.status} in (1, 2)`),
    check('fx_rate_alerts_target', sql`${t.targetRateE10} > 0`),
  ],
);
