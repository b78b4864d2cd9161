// The FX figures (issue 14 "Tests and figures"): fx/GetQuote over HTTP — the sandbox's mid rate, our spread, the
// rounding, the quote stored, the sell balance read — and fx/Convert, which executes a quote in one transaction.
import type { Database } from '@mbo/db/client';
import { CURRENCIES } from '@mbo/contracts/lookups/currencies';
import { createLedger } from '../../packages/server/src/money/money.public.ts';
import { topUpGlobalAccount } from '../../packages/server/src/modules/global-account/global-account.public.ts';
import type { Figure } from './report-calls.ts';
import { formatTiming, timeCalls } from './timing.ts';

type Post = (
  name: string,
  body: Record<string, unknown>,
) => Promise<{ success: boolean; msg?: string } & Record<string, unknown>>;

const QUOTES = 300;
const CONVERSIONS = 100;
const AUD = 1;

export async function benchFxQuotes(db: Database, post: Post, token: string, merchantId: number): Promise<Figure[]> {
  await topUpGlobalAccount(db, createLedger(db), {
    merchantId,
    currencyId: AUD,
    amountMinor: 10_000_000_00,
    reference: 'BENCH-FX',
  });
  const pairs = CURRENCIES.flatMap((sell) =>
    CURRENCIES.filter((buy) => buy.id !== sell.id).map((buy) => ({ sell: sell.id, buy: buy.id })),
  );
  let turn = 0;
  const quote = async (body: Record<string, unknown>) => {
    const json = await post('fx/GetQuote', { token, merchant_id: merchantId, ...body });
    if (!json.success) throw new Error(`fx/GetQuote failed: ${json.msg}`);
    return (json.quote as { quote_id: number }).quote_id;
  };
  const quotes = await timeCalls(QUOTES, async () => {
    // Every pair in turn, the sell amount fixed on even turns and the buy amount on odd ones.
    turn += 1;
    const pair = pairs[(turn * 31) % pairs.length]!;
    await quote({
      sell_currency_id: pair.sell,
      buy_currency_id: pair.buy,
      ...(turn % 2 ? { sell_amount: '1250' } : { buy_amount: '980' }),
    });
  });
  const conversions = await timeCalls(CONVERSIONS, async () => {
    const quoteId = await quote({ sell_currency_id: AUD, buy_currency_id: 3, sell_amount: '100' });
    const json = await post('fx/Convert', {
      token,
      merchant_id: merchantId,
      quote_id: quoteId,
      idempotency_key: `bench-fx-${quoteId}`,
    });
    if (!json.success) throw new Error(`fx/Convert failed: ${json.msg}`);
  });
  return [
    {
      figure: `fx/GetQuote, every listed pair, either amount fixed (median / p99 over ${QUOTES})`,
      value: formatTiming(quotes),
      target: '≤ 10 ms median',
    },
    {
      figure: `fx/GetQuote + fx/Convert on the global account (median / p99 over ${CONVERSIONS})`,
      value: formatTiming(conversions),
      target: '—',
    },
  ];
}
