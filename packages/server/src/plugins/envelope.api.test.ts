import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { translate } from '@mbo/contracts/i18n';
import { serverForThisFile } from '../../test/support/harness.ts';

const server = serverForThisFile();

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

/** A raw POST whose body may be larger than the server accepts (fetch gives up when the server answers early). */
function rawPost(path: string, body: Buffer): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, server.url);
    const request = httpRequest(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': body.length } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
        );
      },
    );
    // The server may close the socket while the body is still being written; the answer has come by then.
    request.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
    );
    request.end(body);
  });
}

describe('the envelope on failures outside the calls', () => {
  it('answers an unknown /api/ path with 404 and the envelope, in the caller language', async () => {
    const english = await post('/api/x', '{}');
    expect(english.status).toBe(404);
    expect(await english.json()).toEqual({
      return_code: 'FAIL',
      success: false,
      msg: translate('en', 'errors.not_found'),
    });
    const chinese = await post('/api/no/such/call', '{}', { 'accept-language': 'zh-CN' });
    expect(chinese.status).toBe(404);
    expect(await chinese.json()).toEqual({
      return_code: 'FAIL',
      success: false,
      msg: translate('zh_CN', 'errors.not_found'),
    });
  });

  it('answers any other unknown path with 404 and the envelope (no SPA configured)', async () => {
    for (const [method, path] of [
      ['GET', '/nope'],
      ['POST', '/nope'],
      ['PUT', '/api-docs'],
    ]) {
      const response = await fetch(`${server.url}${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json()).toEqual({
        return_code: 'FAIL',
        success: false,
        msg: translate('en', 'errors.not_found'),
      });
    }
  });

  it('answers a GET of a call with 404 and the envelope (calls are POST only)', async () => {
    const response = await fetch(`${server.url}/api/login`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ return_code: 'FAIL', success: false });
  });

  it('answers invalid JSON with 400 and the envelope', async () => {
    const response = await post('/api/login', '{"AccountType": 1,');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      return_code: 'FAIL',
      success: false,
      msg: translate('en', 'validation.body_invalid'),
    });
  });

  it('answers a body over 1 MB with 413 and the envelope', async () => {
    const body = Buffer.from(JSON.stringify({ AccountType: 1, Account: 'x'.repeat(1024 * 1024 + 16) }));
    const response = await rawPost('/api/login', body);
    expect(response.status).toBe(413);
    expect(response.json).toEqual({
      return_code: 'FAIL',
      success: false,
      msg: translate('en', 'errors.body_too_large'),
    });
  });

  it('answers an unsupported content type with the envelope', async () => {
    const response = await post('/api/login', 'AccountType=1', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ return_code: 'FAIL', success: false });
  });
});

describe('request ids', () => {
  it('gives every response an x-request-id, fresh for each request', async () => {
    const first = await fetch(`${server.url}/healthz`);
    const second = await post('/api/x', '{}');
    const ids = [first.headers.get('x-request-id'), second.headers.get('x-request-id')];
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it("keeps the caller's x-request-id, cut to 64 characters", async () => {
    const mine = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': 'trace-123' } });
    expect(mine.headers.get('x-request-id')).toBe('trace-123');
    const long = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': 'a'.repeat(100) } });
    expect(long.headers.get('x-request-id')).toBe('a'.repeat(64));
  });

  it('carries the id on call failures too', async () => {
    const response = await post('/api/tokenLogin', '{}');
    expect(response.status).toBe(401);
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });
});

describe('security headers', () => {
  it('sends the content security policy and helmet headers on calls, errors and the merchant API', async () => {
    for (const response of [await post('/api/x', '{}'), await fetch(`${server.url}/v1/orders/O1`)]) {
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(response.headers.get('x-powered-by')).toBeNull();
    }
  });
});
