import Fastify, { type FastifyInstance } from 'fastify';
import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { registerDrain } from './drain.ts';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** A server with one POST route; `withDrain` decides whether the plugin is registered. */
async function start(withDrain: boolean, deadlineMs?: number) {
  const app = Fastify({ keepAliveTimeout: 60_000 });
  if (withDrain) registerDrain(app, { deadlineMs });
  app.post('/echo', async (request) => ({ got: request.body }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  apps.push(app);
  return { app, port: (app.server.address() as AddressInfo).port };
}

/** A keep-alive POST whose second half is sent when `finish` is called: in flight until then. */
function slowPost(port: number) {
  const body = Buffer.from(JSON.stringify({ hello: 'world' }));
  const agent = new Agent({ keepAlive: true, keepAliveMsecs: 60_000 });
  const request = httpRequest({
    host: '127.0.0.1',
    port,
    path: '/echo',
    method: 'POST',
    agent,
    headers: { 'content-type': 'application/json', 'content-length': body.length },
  });
  const response = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (incoming) => {
      incoming.resume();
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, connection: incoming.headers.connection }));
    });
  });
  request.write(body.subarray(0, 5));
  return { response, agent, finish: () => request.end(body.subarray(5)) };
}

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Resolves to 'closed' when `close` settles within `ms`, else 'still open'. */
const within = (close: Promise<unknown>, ms: number) =>
  Promise.race([close.then(() => 'closed' as const), tick(ms).then(() => 'still open' as const)]);

/** A request in flight when close() starts, finished 50 ms later: what the drain is for. */
async function closeDuringRequest(withDrain: boolean) {
  const { app, port } = await start(withDrain);
  const inFlight = slowPost(port);
  await tick(100);
  const closing = app.close();
  await tick(50);
  inFlight.finish();
  return { inFlight, closing };
}

describe('registerDrain', () => {
  it('answers the request in flight with Connection: close, so close() ends promptly', async () => {
    const { inFlight, closing } = await closeDuringRequest(true);
    expect(await inFlight.response).toEqual({ status: 200, connection: 'close' });
    expect(await within(closing, 2_000)).toBe('closed');
    inFlight.agent.destroy();
  });

  it('is needed: without it the keep-alive socket holds close() open', async () => {
    const { inFlight, closing } = await closeDuringRequest(false);
    expect(await inFlight.response).toEqual({ status: 200, connection: 'keep-alive' });
    expect(await within(closing, 1_000)).toBe('still open');
    // Letting the client go is what finally ends the close.
    inFlight.agent.destroy();
    expect(await within(closing, 2_000)).toBe('closed');
  });

  it('cuts a socket still busy at the deadline: a request never finished does not hold close() open', async () => {
    const { app, port } = await start(true, 300);
    const inFlight = slowPost(port);
    const failed = inFlight.response.then(
      () => 'answered',
      () => 'cut',
    );
    await tick(100);
    const closing = app.close();
    expect(await within(closing, 150)).toBe('still open');
    expect(await within(closing, 2_000)).toBe('closed');
    expect(await failed).toBe('cut');
    inFlight.agent.destroy();
  });

  it('leaves answers alone while the server is not closing', async () => {
    const { port } = await start(true);
    const inFlight = slowPost(port);
    inFlight.finish();
    expect(await inFlight.response).toEqual({ status: 200, connection: 'keep-alive' });
    inFlight.agent.destroy();
  });
});
