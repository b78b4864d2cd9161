import { describe, expect, it } from 'vitest';
import { startTestServer, serverForThisFile } from '../../test/support/harness.ts';

const server = serverForThisFile();

describe('health', () => {
  it('GET /healthz says the process is up', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz says the database answers', async () => {
    const response = await fetch(`${server.url}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('GET /readyz answers 503 when the database does not', async () => {
    const broken = await startTestServer();
    await broken.db.$client.end();
    try {
      const response = await fetch(`${broken.url}/readyz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
      expect((await fetch(`${broken.url}/healthz`)).status).toBe(200);
    } finally {
      // The pool is already ended; closing it again throws, the server itself still closes.
      await broken.close().catch(() => undefined);
    }
  });

  it('is not subject to the rate limit', async () => {
    const limited = await startTestServer({ RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await fetch(`${limited.url}/healthz`)).status);
      expect(statuses).toEqual([200, 200, 200, 200]);
    } finally {
      await limited.close();
    }
  });
});
