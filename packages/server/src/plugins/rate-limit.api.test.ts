import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchant, createUser, addMember, memberWithRoles, signIn } from '../../test/support/factories.ts';
import { startTestServer, type TestServer } from '../../test/support/harness.ts';

// The defaults of RATE_LIMIT_PER_MINUTE and AUTH_RATE_LIMIT_PER_MINUTE (the harness raises both otherwise).
const DEFAULT_LIMITS = { RATE_LIMIT_PER_MINUTE: '600', AUTH_RATE_LIMIT_PER_MINUTE: '30' };
const ASSETS = 80;

/** A built web app as the dashboard's: an index page and 80 hashed scripts. */
function fakeWebDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'mbo-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'pay.html'), '<!doctype html><div id="pay"></div>');
  for (let i = 0; i < ASSETS; i++)
    writeFileSync(join(dist, 'assets', `chunk-${i}-a1b2c3.js`), `export const n = ${i};`);
  return dist;
}

/** Runs `task` for each of `count` items, `width` at a time (a browser's parallel connections). */
async function inParallel<T>(count: number, width: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array<T>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await task(index);
      }
    }),
  );
  return results;
}

let server: TestServer;
let dist: string;
beforeAll(async () => {
  dist = fakeWebDist();
  server = await startTestServer({ ...DEFAULT_LIMITS, WEB_DIST: dist });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('static files', () => {
  it('are never refused, however many page loads one address makes', async () => {
    // 40 loads of the sign-in page with its 80 scripts each: 3,240 requests, five times the per-address budget.
    const paths = Array.from({ length: 40 }, () => [
      '/login',
      ...Array.from({ length: ASSETS }, (_, i) => `/assets/chunk-${i}-a1b2c3.js`),
    ]).flat();
    const statuses = await inParallel(paths.length, 6, async (i) => (await fetch(`${server.url}${paths[i]}`)).status);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });

  it('are hashed assets cached for a year, the pages revalidated', async () => {
    expect((await fetch(`${server.url}/assets/chunk-0-a1b2c3.js`)).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await fetch(`${server.url}/login`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('include images: /media/ is never refused either', async () => {
    const statuses = await inParallel(
      700,
      6,
      async () => (await fetch(`${server.url}/media/nosuchimage0000000`)).status,
    );
    expect(new Set(statuses)).toEqual(new Set([404]));
  });
});

/** What one user's dashboard load calls (the shell's session start, then the cards), all valid. */
async function dashboardLoad(token: string, merchantId: number): Promise<number[]> {
  const calls: [Parameters<TestServer['call']>[0], Record<string, unknown>][] = [
    ['RefreshToken', {}],
    ['get_person_info', {}],
    ['get_unread_message_count', {}],
    ['ChooseMerchantRequest', { merchantid: merchantId }],
    ['IsMerchantOpened', { merchant_id: merchantId }],
    ['getCurrencyList', { merchant_id: merchantId }],
    ['today_summary_report', { merchant_id: merchantId }],
    ['Get_Total_Balance', { merchant_id: merchantId, currency_id: 1 }],
  ];
  return Promise.all(calls.map(async ([name, body]) => (await server.call(name, body, { token })).status));
}

describe('calls from one address', () => {
  it('never refuse 20 colleagues using the dashboard for a minute', async () => {
    const merchant = await createMerchant(server.db);
    const users = await Promise.all(Array.from({ length: 20 }, () => createUser(server.db)));
    for (const user of users) await addMember(server.db, merchant.id, user.id, [1]);
    // 20 sign-ins: within the per-address sign-in limit (30 a minute).
    const tokens = await Promise.all(users.map((user) => signIn(server, user.email!)));
    // Five dashboard loads each within the window: 800 calls from one address, over its 600 of old.
    const statuses = await inParallel(tokens.length * 5, 6, (i) =>
      dashboardLoad(tokens[i % tokens.length]!, merchant.id),
    );
    expect(statuses.flat().length).toBe(800);
    expect(statuses.flat().filter((status) => status !== 200)).toEqual([]);
  });

  it('refuse one user past their budget with 429, Retry-After and the envelope in their language', async () => {
    const greedy = await memberWithRoles(server, [1]);
    const colleague = await memberWithRoles(server, [1]);
    const results = await inParallel(1000, 8, async () => {
      const response = await fetch(`${server.url}/api/get_unread_message_count`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'zh-CN' },
        body: JSON.stringify({ token: greedy.token }),
      });
      return {
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        body: (await response.json()) as unknown,
      };
    });
    expect(results.filter((result) => result.status === 200).length).toBe(600);
    const refused = results.filter((result) => result.status === 429);
    expect(refused.length).toBe(400);
    expect(Number(refused[0]!.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused[0]!.retryAfter)).toBeLessThanOrEqual(60);
    expect(refused[0]!.body).toEqual({ return_code: 'FAIL', success: false, msg: '请求过于频繁，请稍后再试。' });

    // The same user through Authorization: Bearer is the same budget; in English the English message.
    const bearer = await server.call('get_unread_message_count', {}, { bearer: greedy.token });
    expect(bearer.status).toBe(429);
    expect(bearer.body.msg).toBe('Too many requests. Please wait a moment and try again.');
    // A colleague at the same address is not held back by them.
    expect((await server.call('get_unread_message_count', {}, { token: colleague.token })).status).toBe(200);
  });

  it('count a made-up token against the address, not a user', async () => {
    const anonymous = await startTestServer({ RATE_LIMIT_PER_MINUTE: '5' });
    try {
      const statuses = [];
      for (let i = 0; i < 7; i++)
        statuses.push((await anonymous.call('get_unread_message_count', {}, { token: `made-up-${i}` })).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    } finally {
      await anonymous.close();
    }
  });
});

describe('heavy calls', () => {
  it('are limited per merchant (EXPORT_RATE_LIMIT_PER_MINUTE), whoever of its users asks', async () => {
    const limited = await startTestServer({ EXPORT_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const owner = await memberWithRoles(limited, [1]);
      const finance = await createUser(limited.db);
      await addMember(limited.db, owner.merchant.id, finance.id, [2]);
      const financeToken = await signIn(limited, finance.email!);
      const other = await memberWithRoles(limited, [1]);
      const today = new Date().toISOString().slice(0, 10);
      const exportFor = (token: string, merchantId: number) =>
        limited.call(
          'export_transaction_list_report',
          { merchant_id: merchantId, begin_time: today, end_time: today },
          { token, language: 'zh-CN' },
        );

      expect((await exportFor(owner.token, owner.merchant.id)).status).toBe(200);
      expect((await exportFor(financeToken, owner.merchant.id)).status).toBe(200);
      const over = await exportFor(owner.token, owner.merchant.id);
      expect(over.status).toBe(429);
      expect(over.body.msg).toBe('请求过于频繁，请稍后再试。');
      // Another merchant's exports are its own; naming a merchant one is not a member of uses up nothing.
      expect((await exportFor(other.token, owner.merchant.id)).status).toBe(403);
      expect((await exportFor(other.token, other.merchant.id)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('the client address behind a proxy', () => {
  /** Seven anonymous sign-in attempts, each claiming another address in X-Forwarded-For. */
  async function spoofedSignIns(target: TestServer): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await fetch(`${target.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 1}` },
        body: JSON.stringify({ AccountType: 1, Account: `nobody${i}@example.test`, Password: 'wrong-password-1' }),
      });
      statuses.push(response.status);
    }
    return statuses;
  }

  it('ignores X-Forwarded-For by default, so nobody escapes the limit by claiming another address', async () => {
    const direct = await startTestServer({ AUTH_RATE_LIMIT_PER_MINUTE: '5' });
    try {
      expect(direct.config.trustProxy).toBe(false);
      expect(await spoofedSignIns(direct)).toEqual([400, 400, 400, 400, 400, 429, 429]);
    } finally {
      await direct.close();
    }
  });

  it('ignores it from a sender that is not the proxy TRUST_PROXY names', async () => {
    const elsewhere = await startTestServer({ AUTH_RATE_LIMIT_PER_MINUTE: '5', TRUST_PROXY: '10.0.0.1' });
    try {
      expect(await spoofedSignIns(elsewhere)).toEqual([400, 400, 400, 400, 400, 429, 429]);
    } finally {
      await elsewhere.close();
    }
  });

  it('takes the client address from it when the request comes through the named proxy', async () => {
    const proxied = await startTestServer({ AUTH_RATE_LIMIT_PER_MINUTE: '5', TRUST_PROXY: '127.0.0.1' });
    try {
      expect(await spoofedSignIns(proxied)).toEqual([400, 400, 400, 400, 400, 400, 400]);
    } finally {
      await proxied.close();
    }
  });
});
