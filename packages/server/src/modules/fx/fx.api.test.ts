/**
 * FX quotes and conversions (issue 14 §2) over the real server and database: a quote is priced from the sandbox's
 * mid rate less our spread, honoured exactly until it expires and refused after with a fresh quote; a conversion
 * moves the merchant's global account through the FX position account once per key, even under 20 concurrent calls,
 * and never past the balance; roles 1 and 5 only; no rate source, no quote.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fxQuotes } from '@mbo/db/schema-fx';
import { ACCOUNT_KIND, checkMoneyInvariants, createLedger, violations } from '../../money/money.public.ts';
import { AppError } from '../../lib/app-error.ts';
import { memberWithRoles } from '../../../test/support/factories.ts';
import { serverForThisFile, startTestServer, type CallOptions } from '../../../test/support/harness.ts';
import type { CallName } from '@mbo/contracts/calls/index';
import { topUpGlobalAccount } from '../global-account/global-account.public.ts';
import { buyForSell, customerRateE10, rateFromE10 } from './fx-math.ts';
import { createFxRepository } from './fx.repository.ts';
import { createFxService } from './fx.service.ts';
import { noFxRateProvider } from './rate-provider.ts';
import { createSandboxRates } from './sandbox-rates.ts';

const server = serverForThisFile();
/** The merchant each test token acts for (the web fills merchant_id from the selected merchant). */
const merchantOf = new Map<string, number>();
const fxCall = <N extends CallName>(name: N, body: Record<string, unknown>, options: CallOptions & { token: string }) =>
  server.call(name, { merchant_id: merchantOf.get(options.token), ...body }, options);
const AUD = 1;
const USD = 2;
const CNY = 3;
const JPY = 11;

async function fundedMember(roles = [1], funds: [number, number][] = [[AUD, 1_000_00]]) {
  const member = await memberWithRoles(server, roles);
  merchantOf.set(member.token, member.merchant.id);
  const ledger = createLedger(server.db);
  for (const [currencyId, amountMinor] of funds) {
    await topUpGlobalAccount(server.db, ledger, {
      merchantId: member.merchant.id,
      currencyId,
      amountMinor,
      reference: `fund-${currencyId}`,
    });
  }
  return member;
}

const globalBalance = (merchantId: number, currencyId: number) =>
  createLedger(server.db)
    .balance({ merchantId, currencyId, kind: ACCOUNT_KIND.global })
    .then((balance) => 0 - balance);

/** A service on the test's database with a clock the test moves. */
function serviceWithClock(start: Date) {
  let current = start;
  const service = createFxService({
    db: server.db,
    ledger: createLedger(server.db),
    repository: createFxRepository(server.db),
    rates: createSandboxRates(server.config.fxSandboxSeed),
    spreadPpm: 5_000,
    quoteTtlMs: 60_000,
    now: () => current,
  });
  return { service, advance: (ms: number) => (current = new Date(current.getTime() + ms)) };
}

describe('fx quotes', () => {
  it('price the sell amount at the sandbox mid rate less the spread, rounded down in the buy currency', async () => {
    const at = new Date('2026-11-29T02:00:00Z');
    const { service } = serviceWithClock(at);
    const { merchant, user } = await fundedMember();
    const mid = (await createSandboxRates(server.config.fxSandboxSeed).midRateE10(AUD, CNY, at))!;
    const rate = customerRateE10(mid, 5_000);
    const quote = await service.quote(merchant, user.id, {
      sell_currency_id: AUD,
      buy_currency_id: CNY,
      sell_amount: '100',
    });
    expect(quote).toMatchObject({
      sell_amount: 100,
      buy_amount: buyForSell(100_00, rate, AUD, CNY) / 100,
      fee_amount: 0,
      total_amount: 100,
      rate: rateFromE10(rate),
      mid_rate: rateFromE10(mid),
      spread_ppm: 5_000,
      fixed_side: 1,
      expires_in_seconds: 60,
      expires_at_ms: at.getTime() + 60_000,
      sell_available: 1_000,
    });
    expect(quote.rate).toBeLessThan(quote.mid_rate);
  });

  it('fix the receive amount exactly and ask the least sell amount that buys it', async () => {
    const { token } = await fundedMember();
    const result = await fxCall(
      'fx/GetQuote',
      { sell_currency_id: AUD, buy_currency_id: JPY, buy_amount: 10_000 },
      { token },
    );
    expect(result.body.success).toBe(true);
    const { quote } = result.body;
    expect(quote.buy_amount).toBe(10_000);
    expect(quote.fixed_side).toBe(2);
    expect(quote.sell_amount * quote.rate).toBeGreaterThanOrEqual(10_000 - 1e-6);
    expect((quote.sell_amount - 0.01) * quote.rate).toBeLessThan(10_000);
  });

  it('refuse bad input in the caller’s language, storing nothing', async () => {
    const { token, merchant } = await fundedMember();
    const cases = [
      [{ sell_currency_id: AUD, buy_currency_id: AUD, sell_amount: 10 }, 'Please choose two different currencies.'],
      [{ sell_currency_id: AUD, buy_currency_id: CNY }, 'Please enter either the amount you send'],
      [{ sell_currency_id: AUD, buy_currency_id: CNY, sell_amount: 1, buy_amount: 1 }, 'Please enter either'],
      [{ sell_currency_id: JPY, buy_currency_id: AUD, sell_amount: '1.5' }, 'at most 0 decimals'],
      [{ sell_currency_id: AUD, buy_currency_id: CNY, sell_amount: '-3' }, 'above 0'],
      [{ sell_currency_id: 7, buy_currency_id: CNY, sell_amount: 3 }, 'Please choose a currency from the list.'],
      [{ sell_currency_id: JPY, buy_currency_id: USD, sell_amount: 1 }, 'too small'],
    ] as const;
    for (const [body, message] of cases) {
      const result = await fxCall('fx/GetQuote', body, { token });
      expect(result.body.success, JSON.stringify(body)).toBe(false);
      expect(result.body.msg).toContain(message);
    }
    const zh = await fxCall(
      'fx/GetQuote',
      { sell_currency_id: AUD, buy_currency_id: AUD, sell_amount: 10 },
      { token, language: 'zh-CN' },
    );
    expect(zh.body.msg).toBe('请选择两种不同的币种。');
    const stored = await server.db.select().from(fxQuotes).where(eq(fxQuotes.merchantId, merchant.id));
    expect(stored).toHaveLength(0);
  });

  it('list the mid and customer rate to every other listed currency', async () => {
    const { token } = await fundedMember([5]);
    const result = await fxCall('fx/GetRates', { sell_currency_id: AUD }, { token });
    expect(result.body.success).toBe(true);
    expect(result.body.data).toHaveLength(27);
    for (const entry of result.body.data) expect(entry.rate).toBeLessThan(entry.mid_rate);
  });
});

describe('fx conversions', () => {
  it('honour the quote exactly until it expires, then refuse it and give a fresh quote', async () => {
    const { service, advance } = serviceWithClock(new Date('2026-11-29T03:00:00Z'));
    const { merchant, user } = await fundedMember();
    const honoured = await service.quote(merchant, user.id, {
      sell_currency_id: AUD,
      buy_currency_id: CNY,
      sell_amount: 200,
    });
    const late = await service.quote(merchant, user.id, {
      sell_currency_id: AUD,
      buy_currency_id: CNY,
      buy_amount: 300,
    });
    advance(59_999);
    const rateNow = await service.midRateNow(AUD, CNY);
    expect(rateFromE10(rateNow!)).not.toBe(honoured.mid_rate); // the market moved meanwhile
    const conversion = await service.convert(merchant, user.id, {
      quote_id: honoured.quote_id,
      idempotency_key: 'honoured-1',
    });
    expect(conversion).toMatchObject({
      sell_amount: 200,
      buy_amount: honoured.buy_amount,
      rate: honoured.rate,
      mid_rate: honoured.mid_rate,
      spread_ppm: 5_000,
    });
    advance(1);
    const refusal = await service
      .convert(merchant, user.id, { quote_id: late.quote_id, idempotency_key: 'late-1' })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    const error = refusal as AppError;
    expect(error.messageKey).toBe('fx.quote_expired');
    expect(error.returnCode).toBe('QUOTE_EXPIRED');
    const fresh = error.payload.quote as typeof late;
    expect(fresh.quote_id).not.toBe(late.quote_id);
    expect(fresh).toMatchObject({ buy_amount: 300, fixed_side: 2, expires_in_seconds: 60 });
    expect(await globalBalance(merchant.id, AUD)).toBe(800_00);
    expect(await globalBalance(merchant.id, CNY)).toBe(Math.round(honoured.buy_amount * 100));
    expect(violations(await checkMoneyInvariants(server.db, merchant.id))).toEqual({});
  });

  it('refuse an expired quote over HTTP with the spec’s message in both languages and a new quote', async () => {
    const { token } = await fundedMember();
    for (const [language, message] of [
      ['en-US', 'Sorry, your quote has expired'],
      ['zh-CN', '抱歉，您的报价已过期'],
    ] as const) {
      const quoted = await fxCall(
        'fx/GetQuote',
        { sell_currency_id: AUD, buy_currency_id: USD, sell_amount: 50 },
        { token },
      );
      await server.db
        .update(fxQuotes)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(fxQuotes.id, quoted.body.quote.quote_id));
      const result = await fxCall(
        'fx/Convert',
        { quote_id: quoted.body.quote.quote_id, idempotency_key: `expired-${language}` },
        { token, language },
      );
      expect(result.status).toBe(409);
      expect(result.body).toMatchObject({ return_code: 'QUOTE_EXPIRED', success: false, msg: message });
      const fresh = result.body.quote as { quote_id: number; sell_amount: number };
      expect(fresh.sell_amount).toBe(50);
      const converted = await fxCall(
        'fx/Convert',
        { quote_id: fresh.quote_id, idempotency_key: `fresh-${language}` },
        { token },
      );
      expect(converted.body.success).toBe(true);
    }
  });

  it('convert once under 20 concurrent calls with one key, and once per quote with 20 keys', async () => {
    const { token, merchant } = await fundedMember();
    const quote = async () =>
      (await fxCall('fx/GetQuote', { sell_currency_id: AUD, buy_currency_id: CNY, sell_amount: 10 }, { token })).body
        .quote.quote_id;
    const first = await quote();
    const sameKey = await Promise.all(
      Array.from({ length: 20 }, () =>
        fxCall('fx/Convert', { quote_id: first, idempotency_key: 'same-key-0001' }, { token }),
      ),
    );
    expect(sameKey.every((result) => result.body.success)).toBe(true);
    expect(new Set(sameKey.map((result) => result.body.conversion.id)).size).toBe(1);

    const second = await quote();
    const manyKeys = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        fxCall('fx/Convert', { quote_id: second, idempotency_key: `many-keys-${index}` }, { token }),
      ),
    );
    expect(manyKeys.filter((result) => result.body.success)).toHaveLength(1);
    const refused = manyKeys.filter((result) => !result.body.success);
    expect(refused.every((result) => result.status === 409)).toBe(true);
    expect(refused[0]!.body.msg).toBe('This quote has already been used. Please get a new quote.');
    expect(await globalBalance(merchant.id, AUD)).toBe(980_00);
    expect(violations(await checkMoneyInvariants(server.db, merchant.id))).toEqual({});
    const reused = await fxCall('fx/Convert', { quote_id: second, idempotency_key: 'same-key-0001' }, { token });
    expect(reused.body.msg).toBe('This request key was used for another quote.');
  });

  it('refuse a conversion past the global account balance, moving nothing', async () => {
    const { token, merchant } = await fundedMember([1], [[AUD, 50_00]]);
    const quoted = await fxCall(
      'fx/GetQuote',
      { sell_currency_id: AUD, buy_currency_id: CNY, sell_amount: '50.01' },
      { token },
    );
    expect(quoted.body.quote.sell_available).toBe(50);
    const result = await fxCall(
      'fx/Convert',
      { quote_id: quoted.body.quote.quote_id, idempotency_key: 'too-much-1' },
      { token },
    );
    expect(result.status).toBe(409);
    expect(result.body.return_code).toBe('INSUFFICIENT_BALANCE');
    expect(result.body.msg).toBe('The AUD balance of your global account (50.00 AUD) is not enough for 50.01 AUD.');
    expect(await globalBalance(merchant.id, AUD)).toBe(50_00);
    expect(await globalBalance(merchant.id, CNY)).toBe(0);
    const [row] = await server.db.select().from(fxQuotes).where(eq(fxQuotes.id, quoted.body.quote.quote_id));
    expect(row!.usedAt).toBeNull();
  });

  it('are open to roles 1 and 5 only, and never reach another merchant’s quote', async () => {
    const owner = await fundedMember([1]);
    const quoted = await fxCall(
      'fx/GetQuote',
      { sell_currency_id: AUD, buy_currency_id: CNY, sell_amount: 5 },
      { token: owner.token },
    );
    for (const role of [2, 3, 4]) {
      const { token, merchant } = await memberWithRoles(server, [role]);
      merchantOf.set(token, merchant.id);
      const result = await fxCall(
        'fx/GetQuote',
        { sell_currency_id: AUD, buy_currency_id: CNY, sell_amount: 5 },
        { token },
      );
      expect(result.status, `role ${role}`).toBe(403);
    }
    const operator = await fundedMember([5]);
    const stolen = await fxCall(
      'fx/Convert',
      { quote_id: quoted.body.quote.quote_id, idempotency_key: 'not-mine-01' },
      { token: operator.token },
    );
    expect(stolen.status).toBe(404);
    expect(stolen.body.msg).toBe('The quote was not found. Please get a new quote.');
    const own = await fxCall(
      'fx/GetQuote',
      { sell_currency_id: AUD, buy_currency_id: CNY, sell_amount: 5 },
      { token: operator.token },
    );
    const converted = await fxCall(
      'fx/Convert',
      { quote_id: own.body.quote.quote_id, idempotency_key: 'operator-01' },
      { token: operator.token },
    );
    expect(converted.body.success).toBe(true);
  });
});

describe('API keys', () => {
  it('never reach the FX calls: no /v1/ route, and the calls want a signed-in session', async () => {
    const { merchant } = await fundedMember();
    const body = JSON.stringify({
      merchant_id: merchant.id,
      sell_currency_id: AUD,
      buy_currency_id: CNY,
      sell_amount: 1,
    });
    const keyHeaders = {
      'content-type': 'application/json',
      'x-key-id': 'pk_test_0000',
      'x-timestamp': String(Math.floor(Date.now() / 1000)),
      'x-nonce': 'n0nce-0001',
      'x-signature': '0'.repeat(64),
    };
    const signed = await fetch(`${server.url}/api/fx/GetQuote`, { method: 'POST', headers: keyHeaders, body });
    expect(signed.status).toBe(401);
    const v1 = await fetch(`${server.url}/v1/fx/quotes`, { method: 'POST', headers: keyHeaders, body });
    expect([401, 404]).toContain(v1.status);
  });
});

describe('a deployment without a rate source', () => {
  it('refuses quotes with a clear message instead of a made-up rate', async () => {
    const service = createFxService({
      db: server.db,
      ledger: createLedger(server.db),
      repository: createFxRepository(server.db),
      rates: noFxRateProvider,
      spreadPpm: 5_000,
      quoteTtlMs: 60_000,
    });
    const { merchant, user } = await fundedMember();
    await expect(
      service.quote(merchant, user.id, { sell_currency_id: AUD, buy_currency_id: CNY, sell_amount: 1 }),
    ).rejects.toMatchObject({ code: 'UNAVAILABLE', messageKey: 'fx.rates_unavailable' });
  });

  it('is what a server without SANDBOX_CHANNELS runs (production refuses the sandbox)', async () => {
    const bare = await startTestServer({ SANDBOX_CHANNELS: '0' }, { jobs: [] });
    try {
      const { token, merchant } = await memberWithRoles(bare, [1]);
      const result = await bare.call(
        'fx/GetQuote',
        { merchant_id: merchant.id, sell_currency_id: AUD, buy_currency_id: CNY, sell_amount: 1 },
        { token },
      );
      expect(result.status).toBe(503);
      expect(result.body.msg).toBe('Exchange rates are not available right now. Please try again later.');
    } finally {
      await bare.close();
    }
  });
});
