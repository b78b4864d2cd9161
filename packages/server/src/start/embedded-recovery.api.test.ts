/**
 * The real server process over its own embedded PostgreSQL (a fresh DATA_DIR): killed with SIGKILL it leaves
 * PostgreSQL running, and the next start over the same DATA_DIR stops that leftover and starts; PostgreSQL killed
 * under a running server is restarted by the watchdog and /readyz comes back to 200 on its own; a start that cannot
 * work says why and what to do.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  isAlive,
  postmasterPid,
  readyStatus,
  startServerProcess,
  until,
  type ServerProcess,
} from './server-process.ts';

const START_MS = 60_000;

let dataDir: string;
let env: Record<string, string>;
let port: number;
let current: ServerProcess | undefined;

beforeAll(async () => {
  // 0755: as root the embedded PostgreSQL runs as the postgres user, who must reach the folder.
  dataDir = mkdtempSync(join(tmpdir(), 'mbo-recovery-'));
  rmSync(dataDir, { recursive: true });
  port = await freePort();
  env = { DATA_DIR: dataDir, PORT: String(port), EMBEDDED_PG_PORT: String(await freePort()) };
});

afterAll(async () => {
  if (current && current.child.exitCode === null) {
    current.child.kill('SIGTERM');
    await current.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the embedded PostgreSQL', () => {
  it(
    'is taken over on the next start after the server was killed with SIGKILL',
    async () => {
      current = startServerProcess(env);
      await until(async () => (await readyStatus(port)) === 200, START_MS, `first start:\n${current.output()}`);
      const leftover = postmasterPid(join(dataDir, 'pg'));

      current.child.kill('SIGKILL');
      await current.exited;
      expect(isAlive(leftover), 'PostgreSQL outlives a SIGKILLed server').toBe(true);

      current = startServerProcess(env);
      const started = current;
      await until(
        async () => (await readyStatus(port)) === 200 || started.child.exitCode !== null,
        START_MS,
        'second start',
      );
      expect(await readyStatus(port), current.output()).toBe(200);
      expect(isAlive(leftover)).toBe(false);
      expect(current.output()).toContain(`stopping the PostgreSQL (process ${leftover}) left running`);
    },
    2 * START_MS,
  );

  it('is restarted when it dies under a running server, and /readyz recovers without anyone', async () => {
    const before = postmasterPid(join(dataDir, 'pg'));
    process.kill(before, 'SIGKILL');
    await until(async () => (await readyStatus(port)) !== 200, 10_000, '/readyz to notice');
    await until(async () => (await readyStatus(port)) === 200, 30_000, `/readyz to recover:\n${current!.output()}`);
    expect(postmasterPid(join(dataDir, 'pg'))).not.toBe(before);
    expect(current!.output()).toContain('the embedded PostgreSQL is running again');
  }, 60_000);

  it('stops the server and the database cleanly afterwards', async () => {
    const pid = postmasterPid(join(dataDir, 'pg'));
    current!.child.kill('SIGTERM');
    expect(await current!.exited).toBe(0);
    expect(isAlive(pid)).toBe(false);
  }, 20_000);
});

describe('a start that cannot work', () => {
  let blocker: Server;
  afterAll(() => new Promise<void>((resolve) => blocker.close(() => resolve())));

  it(
    'says the cause and what to do when the embedded PostgreSQL port is taken',
    async () => {
      const taken = await freePort();
      blocker = createServer();
      await new Promise<void>((resolve) => blocker.listen(taken, '127.0.0.1', resolve));
      const failing = startServerProcess({ ...env, PORT: String(await freePort()), EMBEDDED_PG_PORT: String(taken) });
      expect(await failing.exited).toBe(1);
      expect(failing.output()).toContain(
        `The server could not start: the embedded PostgreSQL did not start: port ${taken} on 127.0.0.1 is taken by another program`,
      );
      expect(failing.output()).toContain(
        'What to do: stop the program using that port, or set EMBEDDED_PG_PORT to a free port',
      );
    },
    START_MS,
  );
});
