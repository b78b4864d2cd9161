import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/harness.ts';

const INDEX = '<!doctype html><title>Merchant back-office</title>';
const PAY = '<!doctype html><title>Pay</title>';
let server: TestServer;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'mbo-pay-'));
  writeFileSync(join(webDist, 'index.html'), INDEX);
  writeFileSync(join(webDist, 'pay.html'), PAY);
  server = await startTestServer({ WEB_DIST: webDist });
});
afterAll(async () => {
  await server.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the pay page entry', () => {
  it('answers the pay page paths with pay.html and the back-office routes with index.html', async () => {
    for (const path of [
      '/pay/0123456789abcdef0123456789abcdef',
      '/pay/o/0123456789abcdef0123456789abcdef',
      '/pay/wallet/wx_0123456789abcdef',
      '/pay',
    ]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text(), path).toBe(PAY);
    }
    for (const path of ['/payout', '/payoutDetail?id=1', '/home']) {
      expect(await (await fetch(`${server.url}${path}`)).text(), path).toBe(INDEX);
    }
  });
});
