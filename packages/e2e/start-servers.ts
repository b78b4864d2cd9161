import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { E2E_READY_LINE, E2E_WORKERS, e2eServer, type E2EServer } from './server-env.ts';

/**
 * Playwright's webServer for the e2e run: every worker's server (server-env.ts), each started as people start it
 * (`node scripts/start.mjs`) over a wiped data folder, all at once — Playwright starts its webServer entries one after
 * another, and each start records the demo history (about a minute on a busy 2-core machine). Prints E2E_READY_LINE
 * when every server answers /readyz; on SIGTERM waits for the servers, which drain and stop their PostgreSQL.
 */
const REPO_ROOT = resolve(import.meta.dirname, '../..');
const READY_WITHIN_MS = 170_000;

function start(server: E2EServer): ChildProcess {
  rmSync(resolve(REPO_ROOT, server.dataDir), { recursive: true, force: true });
  return spawn('node', ['scripts/start.mjs'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...server.env },
  });
}

async function waitUntilReady(server: E2EServer, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_WITHIN_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server on ${server.url} exited with ${child.exitCode}`);
    if (
      await fetch(`${server.url}/readyz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    if (Date.now() > deadline)
      throw new Error(`the server on ${server.url} was not ready within ${READY_WITHIN_MS / 1000} s`);
    await new Promise((done) => setTimeout(done, 500));
  }
}

const servers = Array.from({ length: E2E_WORKERS }, (_, index) => e2eServer(index));
const children = servers.map(start);
const exited = children.map(
  (child) => new Promise<void>((done) => (child.exitCode !== null ? done() : child.once('exit', () => done()))),
);

async function stopAll(code: number): Promise<never> {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(exited);
  process.exit(code);
}
process.once('SIGTERM', () => void stopAll(0));
process.once('SIGINT', () => void stopAll(0));

try {
  await Promise.all(servers.map((server, index) => waitUntilReady(server, children[index]!)));
  process.stdout.write(`${E2E_READY_LINE}\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  await stopAll(1);
}
