import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '@mbo/db/seed/demo-accounts';
import { E2E_DATA_DIR } from '../../server-env.ts';
import { startSecondServer, type SecondServer } from '../../fixtures/second-server.ts';
import { harbourId } from '../../fixtures/harbour.ts';
import { payLinkOf } from '../pay/pay-fixtures.ts';

/**
 * The product started the way production starts it (`NODE_ENV=production` through `node scripts/start.mjs`), over
 * this worker's database (which holds the demo data), beside the worker's demo server: what exists only for
 * development and the demo — the outbox, the sandbox channels and their wallet step, the POLi sandbox bank — is not there, while the demo
 * server a few ports away still has it (so each check can fail). A production start missing a provider refuses to
 * start. Nothing here is a stand-in: two real servers, one real database.
 */
const REPO_ROOT = resolve(import.meta.dirname, '../../../..');
const appSecret = () => readFileSync(resolve(REPO_ROOT, E2E_DATA_DIR, 'app-secret'), 'utf8').trim();

/** What production needs (README, Production); the SMTP and SMS addresses (.invalid never resolves) are never reached by these checks. */
const productionEnv = () => ({
  NODE_ENV: 'production',
  APP_SECRET: appSecret(),
  SMTP_URL: 'smtp://mailer:secret@mail.invalid:587/',
  SMS_GATEWAY_URL: 'https://sms.invalid/send',
  SMS_GATEWAY_KEY: 'production-check',
  PUBLIC_URL: 'https://merchant.example.test',
});

// Each start takes the worker's second-server port; the refused start runs while no other server holds it.
test('a production start without a provider it needs refuses to start', async () => {
  await expect(startSecondServer({ ...productionEnv(), SMTP_URL: '' })).rejects.toThrow(/exited with 1/);
});

let production: SecondServer;
test.describe('started for production', () => {
  test.beforeAll(async () => {
    production = await startSecondServer(productionEnv());
  });
  test.afterAll(() => production?.stop());

  /** A demo user's token from a server's sign-in (both servers share the database, so either server takes it). */
  async function signIn(request: APIRequestContext, base: string, email: string): Promise<string> {
    const response = await request.post(`${base}/api/login`, {
      data: { AccountType: 1, Account: email, Password: DEMO_PASSWORD },
    });
    const body = (await response.json()) as { success: boolean; data: { token: string } };
    expect(body.success).toBe(true);
    return body.data.token;
  }

  async function storeMethods(request: APIRequestContext, base: string, payToken: string) {
    const response = await request.post(`${base}/api/pay/store`, { data: { pay_token: payToken } });
    expect(response.status()).toBe(200);
    const { store } = (await response.json()) as {
      store: { methods: unknown[]; currencies: { methods: unknown[] }[] };
    };
    return [...store.methods, ...store.currencies.flatMap((currency) => currency.methods)];
  }

  test('production has no outbox, no sandbox channel and no wallet step, where the demo server has them', async ({
    request,
  }) => {
    // The development outbox: answered on the demo server (from this machine), absent in production.
    const outbox = { data: { recipient: 'owner@demo.test', limit: 1 } };
    expect((await request.post('/api/dev/outbox', outbox)).status()).toBe(200);
    expect((await request.post(`${production.url}/api/dev/outbox`, outbox)).status()).toBe(404);

    // The sandbox channels: the demo store's pay page offers them on the demo server, nothing in production.
    const payToken = (await payLinkOf('M100001', 'S1001')).replace('/pay/', '');
    expect((await storeMethods(request, '', payToken)).length).toBeGreaterThan(0);
    expect(await storeMethods(request, production.url, payToken)).toEqual([]);

    // The sandbox wallet step does not exist in production, whatever token is given.
    const wallet = await request.post(`${production.url}/api/sandbox/wallet`, { data: { txn_token: 'a'.repeat(32) } });
    expect(wallet.status()).toBe(404);

    // The POLi sandbox bank page (transfer orders paid by POLi): the demo server serves its page (here a token it
    // does not know: the page says so), production has no such page, nor its form.
    const poli = `/sandbox/poli?token=${'b'.repeat(32)}`;
    const demoPoli = await request.get(poli);
    expect(demoPoli.headers()['content-type']).toContain('text/html');
    expect(await demoPoli.text()).toContain('POLi');
    const productionPoli = await request.get(`${production.url}${poli}`);
    expect(productionPoli.status()).toBe(404);
    expect(await productionPoli.text()).not.toContain('POLi');
    const productionForm = await request.post(`${production.url}/sandbox/poli`, {
      form: { token: 'b'.repeat(32), action: 'pay' },
    });
    expect(productionForm.status()).toBe(404);
  });

  test('production has no sandbox exchange rates: a quote is refused there and given by the demo server', async ({
    request,
  }) => {
    const token = await signIn(request, production.url, 'owner@demo.test');
    const merchantId = await harbourId(request, token);
    const quote = (base: string) =>
      request.post(`${base}/api/fx/GetQuote`, {
        data: { token, merchant_id: merchantId, sell_currency_id: 1, buy_currency_id: 3, sell_amount: '100' },
      });
    expect((await quote('')).status()).toBe(200);
    const refused = await quote(production.url);
    expect(refused.status()).toBe(503);
    expect(((await refused.json()) as { msg: string }).msg).toBe(
      'Exchange rates are not available right now. Please try again later.',
    );
  });
});
