import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness.ts';
import { createUser, TEST_PASSWORD } from '../../testing/factories.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('login with a password', () => {
  it('signs in by e-mail and returns a token that tokenLogin accepts', async () => {
    const user = await createUser(server.db);
    const login = await server.call('login', { AccountType: 1, Account: user.email!.toUpperCase(), Password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ return_code: 'SUCCESS', success: true });
    const token = (login.body.data as { token: string }).token;
    const me = await server.call('tokenLogin', {}, { token });
    expect(me.body).toMatchObject({ success: true, data: { token, user: { id: user.id, email: user.email } } });
  });

  it('signs in by phone, inserting the 0 of an Australian mobile', async () => {
    const user = await createUser(server.db);
    const login = await server.call('login', { AccountType: 2, CountryCode: '+61', Account: user.phone!.slice(1), Password: TEST_PASSWORD });
    expect(login.body.success).toBe(true);
  });

  it('answers a wrong password and an unknown account the same way, in the caller language', async () => {
    const user = await createUser(server.db);
    const wrong = await server.call('login', { AccountType: 1, Account: user.email!, Password: 'Wrong12345' }, { language: 'zh-CN' });
    const unknown = await server.call('login', { AccountType: 1, Account: 'nobody@example.test', Password: 'Wrong12345' }, { language: 'zh-CN' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ return_code: 'FAIL', success: false, msg: '账号或密码错误。' });
    expect(unknown.body).toEqual(wrong.body);
  });
});
