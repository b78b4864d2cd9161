import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { tokenOf } from '../../../test/support/accounts.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { createUser } from '../../../test/support/factories.ts';
import { LOGIN_LINK_TTL_MS } from './issue-login-link.ts';
import { LOGIN_LINK_KEY_ID, sealLoginLink } from './login-links.ts';

const INVALID = { return_code: 'FAIL', success: false, msg: 'This sign-in link is invalid or has expired.' };
const APP_SECRET = randomBytes(24).toString('hex');
const PUBLIC_URL = 'http://backoffice.example.test:8080';

const server = serverForThisFile({ APP_SECRET, PUBLIC_URL });

const autoLogin = (link: { u_id: string; u_key: string }, language?: 'zh-CN') =>
  server.call('autoLogin', link, { language });

/** Flips one bit in the middle of the sealed token (still valid base64url). */
function tamper(uId: string): string {
  const raw = Buffer.from(uId, 'base64url');
  raw[Math.floor(raw.length / 2)]! ^= 0x01;
  return raw.toString('base64url');
}

describe('autoLogin with a one-time sign-in link', () => {
  it('signs in once; the same link fails the second time', async () => {
    const user = await createUser(server.db);
    const link = sealLoginLink(server.secret, user.id, 60_000);
    expect(link.u_key).toBe(LOGIN_LINK_KEY_ID);
    const first = await autoLogin(link);
    expect(first.status).toBe(200);
    const me = await server.call('tokenLogin', {}, { token: tokenOf(first) });
    expect(me.body).toMatchObject({ data: { user: { id: user.id } } });
    const second = await autoLogin(link);
    expect(second.status).toBe(400);
    expect(second.body).toEqual(INVALID);
  });

  it('refuses a tampered token, a wrong key id, and a link sealed under another secret', async () => {
    const user = await createUser(server.db);
    const link = sealLoginLink(server.secret, user.id, 60_000);
    expect((await autoLogin({ ...link, u_id: tamper(link.u_id) })).body).toEqual(INVALID);
    expect((await autoLogin({ ...link, u_id: link.u_id.slice(0, -4) })).body).toEqual(INVALID);
    expect((await autoLogin({ ...link, u_key: 'v2' })).body).toEqual(INVALID);
    expect((await autoLogin(sealLoginLink(randomBytes(32), user.id, 60_000))).body).toEqual(INVALID);
    expect((await autoLogin({ u_id: 'not base64 at all!', u_key: LOGIN_LINK_KEY_ID })).body).toEqual(INVALID);
    // None of those used the genuine link up.
    expect((await autoLogin(link)).body.success).toBe(true);
  });

  it('refuses an expired link, in the caller language', async () => {
    const user = await createUser(server.db);
    const expired = sealLoginLink(server.secret, user.id, 60_000, Date.now() - 61_000);
    const result = await autoLogin(expired, 'zh-CN');
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ return_code: 'FAIL', success: false, msg: '该登录链接无效或已过期。' });
  });

  it('refuses a link for a user that does not exist', async () => {
    expect((await autoLogin(sealLoginLink(server.secret, 987_654, 60_000))).body).toEqual(INVALID);
  });
});

describe('scripts/login-link.ts', () => {
  const require = createRequire(import.meta.url);
  const run = (...args: string[]) =>
    promisify(execFile)(process.execPath, [require.resolve('tsx/cli'), 'scripts/login-link.ts', ...args], {
      env: { ...process.env, DATABASE_URL: server.databaseUrl, APP_SECRET, PUBLIC_URL },
    });

  it('prints a /login URL with u_id, u_key and language that signs in once', async () => {
    const user = await createUser(server.db);
    const { stdout } = await run(user.email!.toUpperCase());
    const url = new URL(stdout.trim());
    expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/login`);
    expect(url.searchParams.get('language')).toBe('en');
    expect(url.searchParams.get('u_key')).toBe(LOGIN_LINK_KEY_ID);
    const link = { u_id: url.searchParams.get('u_id')!, u_key: url.searchParams.get('u_key')! };
    const first = await autoLogin(link);
    expect((await server.call('tokenLogin', {}, { token: tokenOf(first) })).body).toMatchObject({
      data: { user: { id: user.id } },
    });
    expect((await autoLogin(link)).body).toEqual(INVALID);
  });

  it('takes the language as a second argument and fails for an unknown e-mail', async () => {
    const user = await createUser(server.db);
    const { stdout } = await run(user.email!, 'zh_CN');
    expect(new URL(stdout.trim()).searchParams.get('language')).toBe('zh_CN');
    await expect(run('nobody@example.test')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('no user with the e-mail'),
    });
  });

  it('makes links that live LOGIN_LINK_TTL_MS', () => {
    expect(LOGIN_LINK_TTL_MS).toBe(15 * 60_000);
  });
});
