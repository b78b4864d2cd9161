import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/support/factories.ts';
import { startTestServer, type TestServer } from '../../../test/support/harness.ts';

/** The currency ids and balance transaction types of the spec (first document, section 3). */
const SPEC_CURRENCY_IDS = [
  1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 14, 15, 17, 18, 19, 20, 34, 37, 38, 40, 41, 42, 43, 78, 124, 125, 126,
];
const SPEC_TRANSACTION_TYPES: [number, string][] = [
  [1, 'Account Fee'],
  [2, 'Overdraw Fee'],
  [3, 'Return Fee'],
  [4, 'Balance Adjust'],
  [1001, 'Payment'],
  [1002, 'Add funds'],
  [1003, 'Transfer'],
  [1004, 'Transfer'],
  [1005, 'Withdraw'],
  [1006, 'Add funds'],
  [1007, 'Payment Refund'],
  [1201, 'Settlement'],
  [1202, 'Disbursement'],
  [1203, 'Refund'],
  [1204, 'Disbursement Fee'],
  [1301, 'Partner Collection'],
  [1302, 'Partner Payout'],
  [1303, 'Partner Payout Refund'],
  [2001, 'Send'],
  [2002, 'Send Money Refund'],
];
const CJK = /[\u3400-\u9fff]/;

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  // Lookups need a session but no merchant.
  const user = await createUser(server.db);
  token = await signIn(server, user.email!);
});
afterAll(() => server.close());

describe('Get_Currency_List', () => {
  it('lists every currency of the spec with its code and English and Chinese names', async () => {
    const result = await server.call('Get_Currency_List', {}, { token });
    expect(result.status).toBe(200);
    const currencies = result.body.currencies;
    expect(currencies.map((currency) => currency.currency_id)).toEqual(SPEC_CURRENCY_IDS);
    expect(currencies[0]).toEqual({ currency_id: 1, name: 'AUD', english_name: 'Australian Dollar', cn_name: '澳元' });
    expect(currencies.find((currency) => currency.currency_id === 126)).toMatchObject({ name: 'CLP' });
    for (const currency of currencies) {
      expect(currency.name).toMatch(/^[A-Z]{3}$/);
      expect(currency.english_name).not.toMatch(CJK);
      expect(currency.cn_name).toBeTruthy();
    }
  });
});

describe('Get_Transaction_Type_List', () => {
  it('names the balance transaction types in English by default', async () => {
    const result = await server.call('Get_Transaction_Type_List', {}, { token });
    const types = result.body.transaction_types;
    expect(types.map((type) => [type.id, type.name])).toEqual(SPEC_TRANSACTION_TYPES);
    expect(types.every((type) => type.name === type.en_name)).toBe(true);
  });

  it('names them in Chinese for Accept-Language zh-CN, keeping en_name English', async () => {
    const result = await server.call('Get_Transaction_Type_List', {}, { token, language: 'zh-CN' });
    const types = result.body.transaction_types;
    expect(types.map((type) => [type.id, type.en_name])).toEqual(SPEC_TRANSACTION_TYPES);
    for (const type of types) expect(type.name, String(type.id)).toMatch(CJK);
    expect(types.find((type) => type.id === 1201)?.name).toBe('结算');
  });
});

describe('background calls', () => {
  it('do not keep an idle session alive: polling the badge still lets the session expire', async () => {
    const idle = await startTestServer({ SESSION_IDLE_MS: '1500', IDLE_WARNING_MS: '500', IDLE_COUNTDOWN_MS: '500' });
    try {
      const user = await createUser(idle.db);
      const userToken = await signIn(idle, user.email!);
      const started = Date.now();
      while (Date.now() - started < 1200) {
        expect((await idle.call('get_unread_message_count', {}, { token: userToken })).status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      await new Promise((resolve) => setTimeout(resolve, 1500 - (Date.now() - started) + 200));
      const after = await idle.call('Get_Currency_List', {}, { token: userToken });
      expect(after.status).toBe(401);
      expect(after.body.return_code).toBe('INVALID_TOKEN');
    } finally {
      await idle.close();
    }
  });
});
