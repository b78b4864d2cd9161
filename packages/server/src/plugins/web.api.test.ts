import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@mbo/contracts/i18n';
import { startTestServer, type TestServer } from '../../test/support/harness.ts';

const INDEX = '<!doctype html><title>Merchant back-office</title>';
let server: TestServer;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'mbo-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), INDEX);
  writeFileSync(join(webDist, 'assets/app-1a2b3c.js'), 'console.log(1)');
  server = await startTestServer({ WEB_DIST: webDist });
});
afterAll(async () => {
  await server.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the built SPA', () => {
  it('answers client routes with index.html, never cached', async () => {
    for (const path of ['/home', '/transactionDetail?id=3', '/login']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(INDEX);
    }
  });

  it('serves hashed assets cached for a year', async () => {
    const response = await fetch(`${server.url}/assets/app-1a2b3c.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('leaves the API, its reference and non-GET requests to the envelope', async () => {
    const notFound = { return_code: 'FAIL', success: false, msg: translate('en', 'errors.not_found') };
    const api = await fetch(`${server.url}/api/x`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual(notFound);
    const post = await fetch(`${server.url}/home`, { method: 'POST' });
    expect(post.status).toBe(404);
    expect(await post.json()).toEqual(notFound);
    expect((await fetch(`${server.url}/api-docs`)).headers.get('content-type')).toMatch(/^text\/html/);
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: 'ok' });
  });

  it('serves the development outbox page only where the outbox is switched on', async () => {
    expect((await fetch(`${server.url}/dev/outbox`)).status).toBe(200);
    const withoutOutbox = await startTestServer(
      { WEB_DIST: webDist, DEV_OUTBOX: '0' },
      { databaseUrl: server.databaseUrl },
    );
    try {
      for (const path of ['/dev/outbox', '/dev/outbox?recipient=a', '/dev/outbox/']) {
        const response = await fetch(`${withoutOutbox.url}${path}`);
        expect(response.status, path).toBe(404);
        expect(await response.text()).not.toContain(INDEX);
      }
      expect((await fetch(`${withoutOutbox.url}/home`)).status).toBe(200);
    } finally {
      await withoutOutbox.close();
    }
  });
});
